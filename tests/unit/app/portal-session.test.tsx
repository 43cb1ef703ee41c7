import { act, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { getListAccountsMockHandler, getListUserAccountPermissionsMockHandler } from '@generated/api/accounts/accounts.msw';
import { getListPermissionsMockHandler } from '@generated/api/permissions/permissions.msw';
import { getAcceptTermsMockHandler, getGetTermsStatusMockHandler } from '@generated/api/terms/terms.msw';
import { getGetUserProfileMockHandler } from '@generated/api/user/user.msw';
import type { UserProfile } from '@generated/model/userProfile';
import { usePortalGate } from '@/app/session/use-portal-gate';
import { useTermsSession } from '@/features/terms/hooks/terms-session';
import { VIEW_AS_STORAGE_KEY } from '@/machines/view-as-machine';

import { HARBOUR_ACCOUNTS, makeProfile } from './portal-fixtures';
import { ACCESS_TOKEN, renderProtected } from './render-protected';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  viewAs: string | null;
}

/** Every API call the providers make, in order. */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push({
      method: request.method,
      path: decodeURIComponent(new URL(request.url).pathname),
      authorization: request.headers.get('authorization'),
      viewAs: request.headers.get('x-view-as'),
    });
  });
  return seen;
}

function useApi({ profile = makeProfile(), termsAcceptedDate = '2025-03-14T09:26:41Z' as string | null } = {}) {
  server.use(
    getGetUserProfileMockHandler(({ params }) => ({ data: { ...profile, id: String(params.id) } })),
    getGetTermsStatusMockHandler({ data: { termsAcceptedDate } }),
    getAcceptTermsMockHandler({ data: { termsAcceptedDate: '2026-11-22T10:00:00Z' } }),
    getListAccountsMockHandler(HARBOUR_ACCOUNTS),
    getListUserAccountPermissionsMockHandler([{ permission: 'view:orders' }]),
    getListPermissionsMockHandler([]),
  );
}

/** Shows what the gate decided, and offers the session's actions as buttons. */
function GateProbe() {
  const gate = usePortalGate();
  const terms = useTermsSession();
  return (
    <div>
      <p>gate: {gate.kind === 'card' ? gate.status : gate.kind}</p>
      <p>active: {gate.kind === 'allowed' ? (gate.session.activeAccount?.id ?? 'none') : '-'}</p>
      <p>permissions: {gate.kind === 'allowed' ? gate.session.permissions.join(',') : '-'}</p>
      <button type="button" onClick={terms.accept}>
        accept
      </button>
      {gate.kind === 'allowed' ? (
        <>
          <button type="button" onClick={() => gate.session.setActiveAccount('52002')}>
            select 52002
          </button>
          <button type="button" onClick={() => gate.session.setActiveAccount(null)}>
            clear
          </button>
        </>
      ) : null}
    </div>
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('HTTP client wiring', () => {
  it('sends the bearer token and no x-view-as outside view-as mode', async () => {
    useApi();
    const seen = recordRequests();
    renderProtected('/app/market-lens/orders', <GateProbe />);
    await screen.findByText('gate: allowed');
    const profileCall = seen.find((call) => call.path === '/api/v2/user/ml|1002/profile');
    expect(profileCall?.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(seen.every((call) => call.viewAs === null)).toBe(true);
  });

  it("sends the viewed user's id in x-view-as on every request while viewing as, and reads their profile", async () => {
    sessionStorage.setItem(
      VIEW_AS_STORAGE_KEY,
      JSON.stringify({
        viewAsUser: { id: 'ml|1010', name: 'Ewan Stewart', companyIds: ['74001'], marketLensUserData: { role: 'general' } },
        originalUserId: 'ml|1005',
      }),
    );
    useApi();
    const seen = recordRequests();
    renderProtected('/app/market-lens/orders', <GateProbe />, { sub: 'ml|1005', email_verified: true });
    await screen.findByText('gate: allowed');
    await waitFor(() => expect(seen.map((call) => call.path)).toContain('/api/v2/accounts'));
    expect(seen.every((call) => call.viewAs === 'ml|1010')).toBe(true);
    expect(seen.map((call) => call.path)).toContain('/api/v2/user/ml|1010/profile');
  });

  it('turns an API 401 into a login redirect that returns to the current path', async () => {
    window.history.pushState({}, '', '/app/market-lens/orders?page=2');
    useApi();
    server.use(http.get('*/accounts', () => HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Expired' }, { status: 401 })));
    const { redirectToLogin } = renderProtected('/app/market-lens/orders?page=2', <GateProbe />);
    await waitFor(() => expect(redirectToLogin).toHaveBeenCalledWith('/app/market-lens/orders?page=2'));
    window.history.pushState({}, '', '/');
  });
});

describe('terms gating', () => {
  it('loads only terms-status and the profile until the terms are accepted, then the rest', async () => {
    useApi({ profile: makeProfile({ termsAcceptedDate: null }), termsAcceptedDate: null });
    const seen = recordRequests();
    renderProtected('/app/market-lens/orders', <GateProbe />);
    await screen.findByText('gate: termsNotAccepted');
    expect(new Set(seen.map((call) => call.path))).toEqual(
      new Set(['/api/v2/user/terms-status', '/api/v2/user/ml|1002/profile']),
    );
    expect(localStorage.getItem('hasAccpetedTerms')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'accept' }));
    await screen.findByText('gate: allowed');
    expect(seen.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['POST /api/v2/user/terms-acceptance', 'GET /api/v2/accounts', 'GET /api/v2/permissions']),
    );
    expect(localStorage.getItem('hasAccpetedTerms')).toBe('true');
    expect(localStorage.getItem('hasViewedTerms')).toBe('true');
    // Accepting continues to the dashboard when no return path was saved (navigation
    // follows the accepted state, so it may land a tick after 'allowed').
    await waitFor(() => expect(location()).toBe('/app/market-lens/dashboard'));
  });
});

describe('active account', () => {
  it('selecting rewrites the URL with the account id, and clearing removes it', async () => {
    useApi();
    renderProtected('/app/market-lens/orders?status=pending', <GateProbe />);
    await screen.findByText('gate: allowed');
    expect(screen.getByText('active: none')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'select 52002' }));
    expect(location()).toBe('/app/market-lens/52002/orders?status=pending');
    await screen.findByText('active: 52002');
    await screen.findByText('permissions: view:orders');

    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(location()).toBe('/app/market-lens/orders?status=pending');
    await screen.findByText('active: none');
  });

  it('gives a single-company user who is not an admin the default account without touching the URL', async () => {
    const single: Partial<UserProfile> = { isMultiCompany: false, defaultAccountId: '52003', productIds: ['52003'] };
    useApi({ profile: makeProfile(single) });
    renderProtected('/app/market-lens/orders', <GateProbe />);
    await screen.findByText('active: 52003');
    expect(location()).toBe('/app/market-lens/orders');
  });

  it("asks for a single-company user's permissions without waiting for the accounts", async () => {
    const single: Partial<UserProfile> = { isMultiCompany: false, defaultAccountId: '52003', productIds: ['52003'] };
    useApi({ profile: makeProfile(single) });
    let releaseAccounts = () => {};
    const accountsHeld = new Promise<void>((resolve) => (releaseAccounts = resolve));
    server.use(http.get('*/api/v2/accounts', async () => (await accountsHeld, HttpResponse.json(HARBOUR_ACCOUNTS))));
    const seen = recordRequests();
    renderProtected('/app/market-lens/orders', <GateProbe />);
    await waitFor(() => expect(seen.map((call) => call.path)).toContain('/api/v2/accounts/52003/user/1002/permissions'));
    expect(screen.getByText('active: none')).toBeInTheDocument();
    releaseAccounts();
    await screen.findByText('active: 52003');
    await screen.findByText('permissions: view:orders');
    expect(seen.filter((call) => call.path.endsWith('/permissions') && call.path.includes('52003'))).toHaveLength(1);
  });

  it('does not use permissions asked for an account the accounts list does not hold', async () => {
    const stale: Partial<UserProfile> = { isMultiCompany: false, defaultAccountId: '59999', productIds: ['59999'] };
    useApi({ profile: makeProfile(stale) });
    renderProtected('/app/market-lens/orders', <GateProbe />);
    await screen.findByText('gate: allowed');
    await screen.findByText('active: none');
    expect(screen.getByText(/^permissions:\s*$/)).toBeInTheDocument();
  });

  it('shows the load-error card when the profile cannot be loaded', async () => {
    useApi();
    server.use(http.get('*/user/:id/profile', () => HttpResponse.json({ statusCode: 500, error: 'x', message: 'down' }, { status: 500 })));
    renderProtected('/app/market-lens/orders', <GateProbe />);
    await screen.findByText('gate: loadError', {}, { timeout: 4000 });
  });

  it('shows the load-error card, not the terms card, when neither terms-status nor the profile can be loaded', async () => {
    useApi();
    const down = () => HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'The API is down' }, { status: 503 });
    server.use(http.get('*/user/:id/profile', down), http.get('*/user/terms-status', down));
    renderProtected('/app/market-lens/orders', <GateProbe />);
    await screen.findByText('gate: loadError', {}, { timeout: 4000 });
  });
});

describe('view-as shows the viewed user', () => {
  it("asks for the viewed user's terms-status with x-view-as, and shows their terms card", async () => {
    sessionStorage.setItem(
      VIEW_AS_STORAGE_KEY,
      JSON.stringify({
        viewAsUser: { id: 'ml|1010', name: 'Ewan Stewart', companyIds: ['74001'], marketLensUserData: { role: 'general' } },
        originalUserId: 'ml|1005',
      }),
    );
    useApi({ termsAcceptedDate: null, profile: makeProfile({ termsAcceptedDate: null }) });
    const seen = recordRequests();
    renderProtected('/app/market-lens/dashboard', <GateProbe />, { sub: 'ml|1005', email_verified: true });
    await screen.findByText('gate: termsNotAccepted');
    const termsCall = seen.find((call) => call.path === '/api/v2/user/terms-status');
    expect(termsCall?.viewAs).toBe('ml|1010');
    // The viewed user's terms never touch the admin's own flags.
    expect(localStorage.getItem('hasAccpetedTerms')).toBeNull();
  });
});

describe('a status changed by an admin', () => {
  const profileCalls = (seen: Seen[]) => seen.filter((call) => call.path === '/api/v2/user/ml|1002/profile').length;

  it('does not refetch the profile when the window regains focus (spec §9: no refetch on window focus)', async () => {
    useApi();
    const seen = recordRequests();
    renderProtected('/app/market-lens/orders', <GateProbe />);
    await screen.findByText('gate: allowed');
    const before = profileCalls(seen);
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(profileCalls(seen)).toBe(before);
    focusManager.setFocused(undefined);
  });

  it("shows the revoked card once the server refuses the user's next call with 403", async () => {
    useApi();
    const seen = recordRequests();
    const { queryClient } = renderProtected('/app/market-lens/orders', <GateProbe />);
    await screen.findByText('gate: allowed');
    // The desk revokes the user: the profile says so, every other call is refused.
    useApi({ profile: makeProfile({ accountStatus: 'revoked' }) });
    server.use(
      http.get('*/accounts', () =>
        HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Your account is not approved (status: revoked)' }, { status: 403 }),
      ),
    );
    const before = profileCalls(seen);
    await act(() => queryClient.invalidateQueries({ queryKey: ['/accounts'] }));
    await screen.findByText('gate: revoked');
    expect(profileCalls(seen)).toBeGreaterThan(before);
  });
});
