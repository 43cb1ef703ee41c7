/**
 * The portal's fixed routes. They import nothing, so the state machines and the login
 * page can use them without pulling the page registry into the login bundle; everything
 * else in the browser reads them through src/lib/market-lens-paths.ts, and the server through
 * this file (docs/routes.md).
 */
export const LOGIN_PATH = '/auth/login';
/** Everything under it is the logged-in portal (the protected layout; app.html from the server). */
export const PORTAL_BASE = '/app';
export const isPortalPath = (pathname: string) => pathname === PORTAL_BASE || pathname.startsWith(`${PORTAL_BASE}/`);
/** The portal overview (the app switcher: Energy Generators and Market Lens). */
export const OVERVIEW_PATH = '/switch-app';
export const MARKET_LENS_BASE = `${PORTAL_BASE}/market-lens`;
export const DASHBOARD_PATH = `${MARKET_LENS_BASE}/dashboard`;
export const TERMS_PATH = `${MARKET_LENS_BASE}/terms`;

/**
 * A market-lens page's path, with the account in it when one is given: ('orders/7', '100234') →
 * '/app/market-lens/100234/orders/7'. The server's links (messages, emails, PDFs) are built with
 * it; the browser's marketLensPath (src/lib/market-lens-paths.ts) first drops the account for
 * the pages whose links never carry one.
 */
export function marketLensPagePath(page: string, accountId?: string | null): string {
  const account = accountId ? `/${encodeURIComponent(accountId)}` : '';
  return `${MARKET_LENS_BASE}${account}/${page.replace(/^\/+/, '')}`;
}
