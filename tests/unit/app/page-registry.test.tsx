import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { guardPage, PAGE_COMPONENTS, pageRoute, protectedRoutes } from '@/app/protected-routes';
import {
  canOpenPage,
  findPage,
  isRestrictedPage,
  MARKET_LENS_PAGES,
  navPages,
  showsAccountSelector,
  type MarketLensPage,
  type PageAccess,
} from '@/lib/market-lens-pages';
import { marketLensPath, multiPurchaseRedirect } from '@/lib/market-lens-paths';
import { PortalSessionProvider, type PortalSession } from '@/lib/portal-session';
import { hasPermission, PERMISSIONS, ROLES, type Permission, type Role } from '@/machines/roles';

import { makePortalSession } from '../../../stories/kit/portal-session-fixtures';
import { HARBOUR_ACCOUNTS, makeProfile } from './portal-fixtures';

const PAGES: readonly MarketLensPage[] = MARKET_LENS_PAGES;

/** A concrete URL path of the page: parameters filled in. */
const concrete = (entry: MarketLensPage) => entry.path.replace(/:[^/]+/g, '7');

/** Every role with no permission, each single permission and all of them, on single- and multi-purchase accounts. */
const ACCESSES: { name: string; role: Role; permissions: Permission[]; isMultiPurchase: boolean }[] = ROLES.flatMap((role) =>
  [[], ...Object.values(PERMISSIONS).map((permission) => [permission]), Object.values(PERMISSIONS)].flatMap((permissions) =>
    [false, true].map((isMultiPurchase) => ({
      name: `${role} [${permissions.join(', ')}]${isMultiPurchase ? ' multi-purchase' : ''}`,
      role,
      permissions,
      isMultiPurchase,
    })),
  ),
);

const accessOf = ({ role, permissions, isMultiPurchase }: (typeof ACCESSES)[number]): PageAccess => ({
  isMultiPurchase,
  hasPermission: (name) => hasPermission(role, permissions, name),
});

/** The access's session on Harbour Group (a multi-purchase account when asked), from the stories' session kit. */
const makeSession = ({ role, permissions, isMultiPurchase }: (typeof ACCESSES)[number]): PortalSession =>
  makePortalSession({
    profile: makeProfile({ role }),
    role,
    isAdmin: role !== 'general',
    accounts: HARBOUR_ACCOUNTS,
    activeAccount: HARBOUR_ACCOUNTS[isMultiPurchase ? 2 : 0] ?? null,
    isMultiPurchase,
    permissions,
  });

function FakePage() {
  return <h1>The page itself</h1>;
}

/** Renders the registry page's route (with a stand-in component) at its URL, for this user. */
function renderPage(entry: MarketLensPage, session: PortalSession) {
  const routes: RouteObject[] = [{ path: '/app/market-lens', hydrateFallbackElement: <p>Loading</p>, children: [pageRoute(entry, async () => FakePage)] }];
  const router = createMemoryRouter(routes, { initialEntries: [marketLensPath(concrete(entry), '52001')] });
  return render(
    <PortalSessionProvider value={session}>
      <RouterProvider router={router} />
    </PortalSessionProvider>,
  );
}

describe('page registry', () => {
  it('has one entry per path', () => {
    const paths = PAGES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('routes every page under /app/market-lens, with the optional account id except information-resources', () => {
    const [marketLens] = protectedRoutes;
    const paths = (marketLens?.children ?? []).map((route) => (route.index ? 'index' : route.path));
    expect(paths).toEqual([
      'index',
      ...PAGES.map((entry) => (entry.path === 'information-resources' ? entry.path : `:accountId?/${entry.path}`)),
      '*',
    ]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ':accountId?/dashboard',
        ':accountId?/orders/add-new',
        ':accountId?/price-alerts/edit/:priceAlertId',
        ':accountId?/market-information/:postId',
        ':accountId?/files/view/:id',
        ':accountId?/settings/user-admin',
        ':accountId?/search',
        ':accountId?/terms',
        'information-resources',
      ]),
    );
  });

  it('gives every page of the registry its component (none falls back to the 404 page)', () => {
    expect(PAGES.filter((entry) => !PAGE_COMPONENTS[entry.path as keyof typeof PAGE_COMPONENTS]).map((entry) => entry.path)).toEqual([]);
  });

  it('finds the entry of a page path, a literal segment before a parameter', () => {
    expect(findPage('market-information/all')?.path).toBe('market-information/all');
    expect(findPage('market-information/4711')?.path).toBe('market-information/:postId');
    expect(findPage('price-alerts/edit/12')?.path).toBe('price-alerts/edit/:priceAlertId');
    expect(findPage('orders/add-new')?.path).toBe('orders/add-new');
    expect(findPage('orders/4711')?.path).toBe('orders/:orderId');
    expect(findPage('orders/4711/unknown')).toBeNull();
    for (const entry of PAGES) expect(findPage(concrete(entry))).toBe(entry);
  });

  it('shows the account selector below a selector page too, so every entry below one is marked', () => {
    for (const entry of PAGES) {
      if (showsAccountSelector(entry.path)) expect(entry.accountSelector, entry.path).toBe(true);
    }
  });

  it('sends a multi-purchase account to dashboard/multi exactly from the pages marked so, keeping the account id', () => {
    for (const entry of PAGES) {
      const expected = entry.multiPurchaseRedirect ? '/app/market-lens/52003/dashboard/multi' : null;
      expect(multiPurchaseRedirect(marketLensPath(concrete(entry), '52003')), entry.path).toBe(expected);
    }
    expect(PAGES.filter((entry) => entry.multiPurchaseRedirect).map((entry) => entry.path)).toEqual([
      'dashboard',
      'dashboard/aggregated',
      'position-overview',
      'orders',
    ]);
  });
});

describe('route guard and navigation agree', () => {
  it.each(ACCESSES)('a page is in the navigation exactly when the guard lets $name open it', (access) => {
    const linked = new Set(
      (['market-lens', 'portal'] as const).flatMap((section) => navPages(section, accessOf(access)).map((link) => link.page.path)),
    );
    for (const entry of PAGES.filter((page) => page.nav !== null)) {
      expect(linked.has(entry.path), `${entry.path} for ${access.name}`).toBe(canOpenPage(entry, accessOf(access)));
    }
  });

  it('guards every page with a permission or a multi-purchase rule, and only those', () => {
    for (const entry of PAGES) {
      expect(isRestrictedPage(entry), entry.path).toBe(entry.permission !== null || entry.hiddenForMultiPurchase);
      if (!isRestrictedPage(entry)) expect(guardPage(entry, FakePage)).toBe(FakePage);
    }
  });

  it('refuses each permission page without its permission, and lets nbs_admin in', () => {
    for (const entry of PAGES.filter((page) => page.permission !== null)) {
      const general = { isMultiPurchase: false, hasPermission: (name: Permission) => hasPermission('general', [], name) };
      const granted = { isMultiPurchase: false, hasPermission: (name: Permission) => name === entry.permission };
      const nbsAdmin = { isMultiPurchase: false, hasPermission: (name: Permission) => hasPermission('nbs_admin', [], name) };
      expect(canOpenPage(entry, general), entry.path).toBe(false);
      expect(canOpenPage(entry, granted), entry.path).toBe(true);
      expect(canOpenPage(entry, nbsAdmin), entry.path).toBe(true);
    }
  });
});

describe('route guard', () => {
  const files = PAGES.find((entry) => entry.path === 'files') as MarketLensPage;
  const priceAlertEdit = PAGES.find((entry) => entry.path === 'price-alerts/edit/:priceAlertId') as MarketLensPage;
  const withoutFiles = ACCESSES.find((access) => access.role === 'general' && access.permissions.length === 0 && !access.isMultiPurchase)!;
  const withFiles = ACCESSES.find(
    (access) => access.role === 'general' && access.permissions.join() === PERMISSIONS.viewUserFiles && !access.isMultiPurchase,
  )!;

  it('shows the 404 page by URL where the sidebar hides the page for a missing permission', async () => {
    renderPage(files, makeSession(withoutFiles));
    expect(await screen.findByRole('heading', { name: '404 - Not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The page itself' })).not.toBeInTheDocument();
  });

  it('renders the page with the permission', async () => {
    renderPage(files, makeSession(withFiles));
    expect(await screen.findByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
  });

  it('shows the 404 page for a page hidden from multi-purchase accounts, even to nbs_admin', async () => {
    const nbsAdminMulti = ACCESSES.find((access) => access.role === 'nbs_admin' && access.permissions.length === 0 && access.isMultiPurchase)!;
    renderPage(priceAlertEdit, makeSession(nbsAdminMulti));
    expect(await screen.findByRole('heading', { name: '404 - Not found' })).toBeInTheDocument();
  });

  it('renders an unrestricted page without asking for the portal session (the terms page shows before there is one)', async () => {
    const terms = PAGES.find((entry) => entry.path === 'terms') as MarketLensPage;
    const router = createMemoryRouter([{ path: '/app/market-lens', hydrateFallbackElement: <p>Loading</p>, children: [pageRoute(terms, async () => FakePage)] }], {
      initialEntries: ['/app/market-lens/terms'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'The page itself' })).toBeInTheDocument();
  });
});
