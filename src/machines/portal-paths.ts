/**
 * The fixed routes the machines navigate to. Their one home is src/lib/market-lens-paths.ts;
 * they are re-exported here so the machines keep a single import for routes and navigation.
 */
export { DASHBOARD_PATH, LOGIN_PATH, TERMS_PATH } from '@/lib/market-lens-paths';

/** Parameters of the injected `navigate` action: react-router's navigate(path, { replace }). */
export interface NavigateParams {
  path: string;
  replace: boolean;
}
