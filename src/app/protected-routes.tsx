import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';

import {
  canOpenPage,
  isRestrictedPage,
  MARKET_LENS_PAGES,
  type MarketLensPage,
  type MarketLensPagePath,
} from '@/lib/market-lens-pages';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { lazyPage, type LazyPage, type PageLoader } from '@/lib/lazy-page';
import { PORTAL_BASE } from '@domain/portal-routes';
import { usePortalSession } from '@/lib/portal-session';

import { ShellNotFound } from './protected/shell-not-found';

/**
 * The routes under /app, built from the page registry (src/lib/market-lens-pages.ts,
 * docs/routes.md). The registry holds each page's facts; this file attaches its lazy
 * component. A page without a component yet (its feature has not landed) is routed to
 * the 404 page, never a placeholder. The protected layout renders them with useRoutes.
 */

const dashboardRoutes = () => import('./protected/dashboard-routes');

/** The component of each registry page that has one, each a lazy chunk of its own. */
export const PAGE_COMPONENTS: { readonly [P in MarketLensPagePath]?: PageLoader } = {
  dashboard: () => dashboardRoutes().then((m) => m.DashboardRoute),
  'dashboard/aggregated': () => dashboardRoutes().then((m) => m.AggregatedDashboardRoute),
  'dashboard/multi': () => dashboardRoutes().then((m) => m.MultiDashboardRoute),
  'market-information': () => import('@/features/market-information/components/market-information-page').then((m) => m.MarketInformationPage),
  'market-information/all': () =>
    import('@/features/market-information/components/market-information-all-page').then((m) => m.MarketInformationAllPage),
  'market-information/multi': () =>
    import('@/features/market-information/components/market-information-multi-page').then((m) => m.MarketInformationMultiPage),
  'market-information/:postId': () => import('@/features/market-information/components/post-page').then((m) => m.PostPage),
  orders: () => import('@/features/orders/components/orders-page').then((m) => m.OrdersPage),
  'orders/add-new': () => import('@/features/orders/components/new-order-page').then((m) => m.NewOrderPage),
  'orders/:orderId': () => import('@/features/orders/components/order-detail-page').then((m) => m.OrderDetailPage),
  'information-resources': () =>
    import('@/features/information-resources/components/information-resources-page').then((m) => m.InformationResourcesPage),
  files: () => import('@/features/files/components/files-page').then((m) => m.FilesPage),
  messages: () => import('@/features/messages/components/messages-page').then((m) => m.MessagesPage),
  'settings/notifications': () =>
    import('@/features/notification-settings/components/notification-settings-page').then((m) => m.NotificationSettingsPage),
  'price-alerts': () => import('@/features/price-alerts/components/price-alerts-page').then((m) => m.PriceAlertsPage),
  'price-alerts/add-new': () => import('@/features/price-alerts/components/price-alert-pages').then((m) => m.AddPriceAlertPage),
  'price-alerts/edit/:priceAlertId': () => import('@/features/price-alerts/components/price-alert-pages').then((m) => m.EditPriceAlertPage),
  'files/view/:id': () => import('@/features/files/components/report-viewer-page').then((m) => m.ReportViewerPage),
  support: () => import('@/features/support/components/support-page').then((m) => m.SupportPage),
  'support/queries': () => import('@/features/support/components/support-queries-page').then((m) => m.SupportQueriesPage),
  'support/queries/add-new': () => import('@/features/support/components/new-support-query-page').then((m) => m.NewSupportQueryPage),
  'support/queries/:id': () => import('@/features/support/components/support-query-page').then((m) => m.SupportQueryPage),
  'support/faq': () => import('@/features/support/components/faq-page').then((m) => m.FaqPage),
  'support/contact': () => import('@/features/support/components/contact-page').then((m) => m.ContactPage),
  'support/request-meeting': () => import('@/features/support/components/request-meeting-page').then((m) => m.RequestMeetingPage),
  'settings/user-admin': () => import('@/features/admin/components/user-admin-page').then((m) => m.UserAdminPage),
  'position-overview': () => import('@/features/position/components/position-overview-page').then((m) => m.PositionOverviewPage),
  transactions: () => import('@/features/transactions/components/transactions-page').then((m) => m.TransactionsPage),
  approvals: () => import('@/features/approvals/components/approvals-page').then((m) => m.ApprovalsPage),
  'settings/profile': () => import('@/features/settings/components/profile-page').then((m) => m.ProfilePage),
  'settings/hedging-policy': () => import('@/features/hedging-policy/components/hedging-policy-page').then((m) => m.HedgingPolicyPage),
  'settings/password': () => import('@/features/settings/components/password-page').then((m) => m.PasswordPage),
  search: () => import('@/features/search/components/search-page').then((m) => m.SearchPage),
  terms: () => import('@/features/terms/components/terms-page').then((m) => m.TermsPage),
};

/** What a route needs besides its element: how to fetch its page's chunk ahead of rendering. */
interface PageHandle {
  preload?: LazyPage['preload'];
}

/**
 * The route guard: a page with a permission or multi-purchase rule renders only when the
 * sidebar would show it for the active account (the same `canOpenPage`); otherwise the
 * 404 page, as for an unknown path. While the permissions load it shows a spinner.
 */
export function guardPage(entry: MarketLensPage, Page: ComponentType): ComponentType {
  if (!isRestrictedPage(entry)) return Page;
  function GuardedPage() {
    const session = usePortalSession();
    // Until the permissions are known the page is neither shown nor refused (no 404 flash).
    if (session.permissionsLoading) return <LoadingSpinner label="Loading your permissions" centered />;
    return canOpenPage(entry, session) ? <Page /> : <ShellNotFound />;
  }
  GuardedPage.displayName = `Guarded(${entry.path})`;
  return GuardedPage;
}

/** The route of a registry page: its path with the optional account id, its guarded lazy component. */
export function pageRoute(entry: MarketLensPage, load: PageLoader | undefined): RouteObject {
  const path = entry.accountPrefix === 'none' ? entry.path : `:accountId?/${entry.path}`;
  if (!load) return { path, element: <ShellNotFound /> };
  const Page = lazyPage(load);
  const Guarded = guardPage(entry, Page);
  return { path, element: <Guarded />, handle: { preload: Page.preload } satisfies PageHandle };
}

const RiskNavigatorAlertsRoute = lazyPage(() => import('./protected/risk-navigator-route').then((m) => m.RiskNavigatorAlertsRoute));

/** Relative to /app (the protected layout's route). */
export const protectedRoutes: RouteObject[] = [
  {
    path: 'market-lens',
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      ...MARKET_LENS_PAGES.map((entry) => pageRoute(entry, PAGE_COMPONENTS[entry.path])),
      { path: '*', element: <ShellNotFound /> },
    ],
  },
  // The sibling Risk Navigator app's support alerts of one account (docs/risk-navigator.md).
  {
    path: 'risk-navigator/:accountId/support/alerts',
    element: <RiskNavigatorAlertsRoute />,
    handle: { preload: RiskNavigatorAlertsRoute.preload } satisfies PageHandle,
  },
  { path: '*', element: <ShellNotFound /> },
];

/**
 * Starts fetching the chunk of the page at `pathname` (under /app) — on a cold load, while
 * the session and the permissions load, instead of after them.
 */
export function preloadPageAt(pathname: string): void {
  for (const match of matchRoutes(protectedRoutes, pathname, PORTAL_BASE) ?? []) {
    void (match.route.handle as PageHandle | undefined)?.preload?.().catch(() => {
      // A chunk that fails here fails again when the page renders, where the error boundary offers a reload.
    });
  }
}
