/** The portal's fixed routes (spec §2), for the machines and every screen. */
export const LOGIN_PATH = '/auth/login';
export const DASHBOARD_PATH = '/app/market-lens/dashboard';
export const TERMS_PATH = '/app/market-lens/terms';

/** Parameters of the injected `navigate` action: react-router's navigate(path, { replace }). */
export interface NavigateParams {
  path: string;
  replace: boolean;
}
