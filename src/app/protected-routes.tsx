import { Navigate, type RouteObject } from 'react-router-dom';

/**
 * The routes under /app (spec §2). Every market-lens page takes the optional leading
 * {accountId} segment except information-resources. Each page is a lazy chunk; a page
 * whose feature has not landed yet loads the 404 page, never a placeholder.
 */
type LazyRoute = NonNullable<RouteObject['lazy']>;

const notFound: LazyRoute = () => import('./protected/shell-not-found').then((m) => ({ Component: m.ShellNotFound }));

const termsPage: LazyRoute = () => import('@/features/terms/components/terms-page').then((m) => ({ Component: m.TermsPage }));

const searchPage: LazyRoute = () => import('@/features/search/components/search-page').then((m) => ({ Component: m.SearchPage }));

const userAdminPage: LazyRoute = () =>
  import('@/features/admin/components/user-admin-page').then((m) => ({ Component: m.UserAdminPage }));

const dashboardRoutes = () => import('./protected/dashboard-routes');
const dashboard: LazyRoute = () => dashboardRoutes().then((m) => ({ Component: m.DashboardRoute }));
const aggregatedDashboard: LazyRoute = () => dashboardRoutes().then((m) => ({ Component: m.AggregatedDashboardRoute }));
const multiDashboard: LazyRoute = () => dashboardRoutes().then((m) => ({ Component: m.MultiDashboardRoute }));

const marketInformation: LazyRoute = () =>
  import('@/features/market-information/components/market-information-page').then((m) => ({ Component: m.MarketInformationPage }));
const marketInformationAll: LazyRoute = () =>
  import('@/features/market-information/components/market-information-all-page').then((m) => ({ Component: m.MarketInformationAllPage }));
const marketInformationMulti: LazyRoute = () =>
  import('@/features/market-information/components/market-information-multi-page').then((m) => ({
    Component: m.MarketInformationMultiPage,
  }));
const postPage: LazyRoute = () => import('@/features/market-information/components/post-page').then((m) => ({ Component: m.PostPage }));

const reportViewer: LazyRoute = () =>
  import('@/features/files/components/report-viewer-page').then((m) => ({ Component: m.ReportViewerPage }));

const informationResources: LazyRoute = () =>
  import('@/features/information-resources/components/information-resources-page').then((m) => ({
    Component: m.InformationResourcesPage,
  }));

/** Market-lens pages (path after the optional account segment) and their lazy modules. */
export const MARKET_LENS_ROUTES: ReadonlyArray<readonly [path: string, lazy: LazyRoute]> = [
  ['dashboard', dashboard],
  ['dashboard/aggregated', aggregatedDashboard],
  ['dashboard/multi', multiDashboard],
  ['position-overview', notFound],
  ['orders', notFound],
  ['orders/add-new', notFound],
  ['price-alerts', notFound],
  ['price-alerts/add-new', notFound],
  ['price-alerts/edit/:priceAlertId', notFound],
  ['market-information', marketInformation],
  ['market-information/all', marketInformationAll],
  ['market-information/multi', marketInformationMulti],
  ['market-information/:postId', postPage],
  ['support', notFound],
  ['support/queries', notFound],
  ['support/queries/add-new', notFound],
  ['support/queries/:id', notFound],
  ['support/faq', notFound],
  ['support/contact', notFound],
  ['support/request-meeting', notFound],
  ['messages', notFound],
  ['files', notFound],
  ['files/view/:id', reportViewer],
  ['settings/profile', notFound],
  ['settings/user-admin', userAdminPage],
  ['settings/notifications', notFound],
  ['settings/password', notFound],
  ['search', searchPage],
  ['transactions', notFound],
  ['terms', termsPage],
];

export const protectedRoutes: RouteObject[] = [
  {
    path: 'market-lens',
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      { path: 'information-resources', lazy: informationResources },
      ...MARKET_LENS_ROUTES.map(([path, lazy]): RouteObject => ({ path: `:accountId?/${path}`, lazy })),
      { path: '*', lazy: notFound },
    ],
  },
  { path: 'risk-navigator/:accountId/support/alerts', lazy: notFound },
  { path: '*', lazy: notFound },
];
