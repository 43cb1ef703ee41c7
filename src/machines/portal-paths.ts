/**
 * The fixed routes the machines navigate to. Their one home is domain/portal-routes.ts
 * (read through src/lib/market-lens-paths.ts elsewhere); they are re-exported here so the
 * machines keep a single import for routes and navigation.
 */
export { DASHBOARD_PATH, LOGIN_PATH, TERMS_PATH } from '@domain/portal-routes';

/** Parameters of the injected `navigate` action: react-router's navigate(path, { replace }). */
export interface NavigateParams {
  path: string;
  replace: boolean;
}
