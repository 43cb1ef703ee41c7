import { getGetUserProfileMockHandler, getGetUserProfileResponseMock } from '@generated/api/user/user.msw';
import { getUserProfile } from '@generated/api/user/user';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { configureHttpClient, type HttpClientAuth } from '@/api/http-auth';
import { API_TIMEOUT_MESSAGE, API_TIMEOUT_MS, axiosInstance } from '@/api/http-client';
import { shouldRetry } from '@/app/query-client';
import { isTimeout } from '@/lib/api-error';

import { signedInAuthMachine } from '../machines/auth-session-kit';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  configureHttpClient(null);
});
afterAll(() => server.close());

const profile = getGetUserProfileResponseMock({
  data: { ...getGetUserProfileResponseMock().data, id: 'ml|1001', hsId: '1001', firstname: 'Priya', lastname: 'Shah' },
});

/**
 * Arms the client as the app does: failures go to a signed-in auth machine, which
 * decides what they mean; `redirectToLogin` records the logins it starts.
 */
async function armClient(overrides: Partial<HttpClientAuth> = {}) {
  const session = signedInAuthMachine();
  await session.signedIn;
  const auth: HttpClientAuth = {
    getAccessToken: vi.fn(async () => 'token-abc'),
    getViewAsUserId: vi.fn(() => null),
    reportAuthFailure: session.reportAuthFailure,
    ...overrides,
  };
  configureHttpClient(auth);
  return { ...auth, redirectToLogin: session.redirectToLogin };
}

/** Serves the generated profile handler and records the headers it saw. */
function serveProfile() {
  const seen: Headers[] = [];
  server.use(
    getGetUserProfileMockHandler(({ request }) => {
      seen.push(request.headers);
      return profile;
    }),
  );
  return seen;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/app/market-lens/orders?status=pending');
});

describe('the one HTTP client', () => {
  it('sends the silently obtained token as a Bearer header and returns the body', async () => {
    const seen = serveProfile();
    await armClient();
    const body = await getUserProfile('ml|1001');
    expect(body.data.firstname).toBe('Priya');
    expect(seen[0]?.get('authorization')).toBe('Bearer token-abc');
    expect(seen[0]?.get('x-view-as')).toBeNull();
  });

  it('adds x-view-as with the viewed user id in view-as mode', async () => {
    const seen = serveProfile();
    await armClient({ getViewAsUserId: () => 'ml|2002' });
    await getUserProfile('ml|1001');
    expect(seen[0]?.get('x-view-as')).toBe('ml|2002');
  });

  it('turns an HTTP 401 into the login redirect remembering the current path', async () => {
    server.use(
      http.get('*/user/:id/profile', () =>
        HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'Token expired' }, { status: 401 }),
      ),
    );
    const auth = await armClient();
    await expect(getUserProfile('ml|1001')).rejects.toMatchObject({ response: { status: 401 } });
    expect(auth.redirectToLogin).toHaveBeenCalledWith('/app/market-lens/orders?status=pending');
  });

  it('does not redirect on a 403', async () => {
    server.use(
      http.get('*/user/:id/profile', () =>
        HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'No access' }, { status: 403 }),
      ),
    );
    const auth = await armClient();
    await expect(getUserProfile('ml|1001')).rejects.toMatchObject({ response: { status: 403 } });
    expect(auth.redirectToLogin).not.toHaveBeenCalled();
  });

  it.each(['login_required', 'consent_required', 'missing_refresh_token', 'invalid_grant'])(
    'sends the user to login on the token error %s',
    async (code) => {
      serveProfile();
      const auth = await armClient({ getAccessToken: () => Promise.reject({ error: code }) });
      await expect(getUserProfile('ml|1001')).rejects.toEqual({ error: code });
      expect(auth.redirectToLogin).toHaveBeenCalledWith('/app/market-lens/orders?status=pending');
    },
  );

  it('does not redirect when already on a /login path', async () => {
    window.history.replaceState(null, '', '/auth/login');
    serveProfile();
    const auth = await armClient({ getAccessToken: () => Promise.reject({ error: 'login_required' }) });
    await expect(getUserProfile('ml|1001')).rejects.toEqual({ error: 'login_required' });
    expect(auth.redirectToLogin).not.toHaveBeenCalled();
  });

  it('logs and re-throws any other token error', async () => {
    serveProfile();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = { error: 'timeout', error_description: 'Timeout' };
    const auth = await armClient({ getAccessToken: () => Promise.reject(failure) });
    await expect(getUserProfile('ml|1001')).rejects.toBe(failure);
    expect(auth.redirectToLogin).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Get access token failed', failure);
  });

  it('gives up on a call the API does not answer within the time-out, with a message that says so', async () => {
    expect(axiosInstance.defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(15_000);
    server.use(http.get('*/user/:id/profile', () => delay('infinite')));
    await armClient();
    // The instance's time-out, shortened for the test through the per-call options.
    const failure = getUserProfile('ml|1001', { timeout: 50 });
    await expect(failure).rejects.toMatchObject({ code: 'ECONNABORTED', message: API_TIMEOUT_MESSAGE });
    expect(isTimeout(await failure.catch((error: unknown) => error))).toBe(true);
    expect(shouldRetry(0, await failure.catch((error: unknown) => error))).toBe(false);
    expect(shouldRetry(0, new Error('Request failed with status code 500'))).toBe(true);
    expect(shouldRetry(1, new Error('Request failed with status code 500'))).toBe(false);
  });
});
