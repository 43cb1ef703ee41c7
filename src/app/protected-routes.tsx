import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

import {
  canOpenPage,
  isRestrictedPage,
  MARKET_LENS_PAGES,
  type MarketLensPage,
  type MarketLensPagePath,
} from '@/lib/market-lens-pages';
import { usePortalSession } from '@/lib/portal-session';

import { ShellNotFound } from './protected/shell-not-found';

/**
 * The routes under /app, built from the page registry (src/lib/market-lens-pages.ts,
 * docs/routes.md). The registry holds each page's facts; this file attaches its lazy
 * component. A page without a component yet (its feature has not landed) is routed to
 * the 404 page, never a placeholder.
 */
type LazyPage = () => Promise<ComponentType>;

const dashboardRoutes = () => import('./protected/dashboard-routes');

/** The component of each registry page that has one, each a lazy chunk of its own. */
export const PAGE_COMPONENTS: { readonly [P in MarketLensPagePath]?: LazyPage } = {
  dashboard: () => dashboardRoutes().then((m) => m.DashboardRoute),
  'dashboard/aggregated': () => dashboardRoutes().then((m) => m.AggregatedDashboardRoute),
  'dashboard/multi': () => dashboardRoutes().then((m) => m.MultiDashboardRoute),
  'market-information': () => import('@/features/market-information/components/market-information-page').then((m) => m.MarketInformationPage),
  'market-information/all': () =>
    import('@/features/market-information/components/market-information-all-page').then((m) => m.MarketInformationAllPage),
  'market-information/multi': () =>
    import('@/features/market-information/components/market-information-multi-page').then((m) => m.MarketInformationMultiPage),
  'market-information/:postId': () => import('@/features/market-information/components/post-page').then((m) => m.PostPage),
  'information-resources': () =>
    import('@/features/information-resources/components/information-resources-page').then((m) => m.InformationResourcesPage),
  'files/view/:id': () => import('@/features/files/components/report-viewer-page').then((m) => m.ReportViewerPage),
  'settings/user-admin': () => import('@/features/admin/components/user-admin-page').then((m) => m.UserAdminPage),
  search: () => import('@/features/search/components/search-page').then((m) => m.SearchPage),
  terms: () => import('@/features/terms/components/terms-page').then((m) => m.TermsPage),
};

const notFound: NonNullable<RouteObject['lazy']> = async () => ({ Component: ShellNotFound });

/**
 * The route guard: a page with a permission or multi-purchase rule renders only when the
 * sidebar would show it for the active account (the same `canOpenPage`); otherwise the
 * 404 page, as for an unknown path.
 */
export function guardPage(entry: MarketLensPage, Page: ComponentType): ComponentType {
  if (!isRestrictedPage(entry)) return Page;
  function GuardedPage() {
    const session = usePortalSession();
    return canOpenPage(entry, session) ? <Page /> : <ShellNotFound />;
  }
  GuardedPage.displayName = `Guarded(${entry.path})`;
  return GuardedPage;
}

/** The route of a registry page: its path with the optional account id, its guarded lazy component. */
export function pageRoute(entry: MarketLensPage, load: LazyPage | undefined): RouteObject {
  const path = entry.accountPrefix === 'none' ? entry.path : `:accountId?/${entry.path}`;
  if (!load) return { path, lazy: notFound };
  return { path, lazy: async () => ({ Component: guardPage(entry, await load()) }) };
}

export const protectedRoutes: RouteObject[] = [
  {
    path: 'market-lens',
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      ...MARKET_LENS_PAGES.map((entry) => pageRoute(entry, PAGE_COMPONENTS[entry.path])),
      { path: '*', lazy: notFound },
    ],
  },
  // The sibling Risk Navigator app's support alerts of one account (docs/risk-navigator.md).
  {
    path: 'risk-navigator/:accountId/support/alerts',
    lazy: async () => ({ Component: (await import('./protected/risk-navigator-route')).RiskNavigatorAlertsRoute }),
  },
  { path: '*', lazy: notFound },
];
