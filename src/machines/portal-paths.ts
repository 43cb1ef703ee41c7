/** Routes the machines navigate to (spec §2). */
export const DASHBOARD_PATH = '/app/market-lens/dashboard';
export const TERMS_PATH = '/app/market-lens/terms';

/** Parameters of the injected `navigate` action: react-router's navigate(path, { replace }). */
export interface NavigateParams {
  path: string;
  replace: boolean;
}
