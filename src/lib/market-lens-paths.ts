import { findPage, linksKeepAccount, MULTI_PURCHASE_DASHBOARD, PAGE_FIRST_SEGMENTS, showsAccountSelector } from './market-lens-pages';
import { MARKET_LENS_BASE, marketLensPagePath } from '@domain/portal-routes';

/**
 * Every URL of the portal: the fixed routes (kept in domain/portal-routes.ts, re-exported here),
 * and the market-lens pages with their optional leading account id
 * (/app/market-lens/{accountId}/orders). Which page takes the account id comes from the
 * page registry (./market-lens-pages.ts, docs/routes.md).
 */
export { DASHBOARD_PATH, LOGIN_PATH, MARKET_LENS_BASE, OVERVIEW_PATH, TERMS_PATH } from '@domain/portal-routes';

/**
 * `marketLensPath('orders', '123')` → '/app/market-lens/123/orders';
 * without an account → '/app/market-lens/orders'. `page` may hold sub-paths ('support/queries/7').
 * Pages whose links never carry the account (information-resources, terms) ignore it.
 */
export function marketLensPath(page: string, accountId?: string | null): string {
  const first = page.replace(/^\/+/, '').split(/[/?]/, 1)[0] ?? '';
  return marketLensPagePath(page, accountId && linksKeepAccount(first) ? accountId : null);
}

/** Whether the path is /app/market-lens or below it. */
export function isMarketLensPath(pathname: string): boolean {
  return pathname === MARKET_LENS_BASE || pathname.startsWith(`${MARKET_LENS_BASE}/`);
}

/**
 * The account id and the page segments of a market-lens path. The pages are known, so
 * a first segment that starts no page, followed by more, is an account id.
 */
function splitMarketLensPath(pathname: string): { accountId: string | null; page: string[] } | null {
  if (!isMarketLensPath(pathname)) return null;
  const segments = pathname.slice(MARKET_LENS_BASE.length).split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (first !== undefined && !PAGE_FIRST_SEGMENTS.has(first) && rest.length > 0) {
    return { accountId: decodeURIComponent(first), page: rest };
  }
  return { accountId: null, page: segments };
}

/** '/app/market-lens/5001/orders' → '5001'; null when the path has no account segment. */
export function accountIdFromPath(pathname: string): string | null {
  return splitMarketLensPath(pathname)?.accountId ?? null;
}

/** The page part without the account: '/app/market-lens/5001/orders/add-new' → 'orders/add-new'; null outside /app/market-lens. */
export function pageFromPath(pathname: string): string | null {
  return splitMarketLensPath(pathname)?.page.join('/') ?? null;
}

/**
 * The same page for another account (null removes the segment). Paths outside
 * /app/market-lens, and pages whose links take no account, are returned unchanged.
 */
export function pathWithAccount(pathname: string, accountId: string | null): string {
  const parts = splitMarketLensPath(pathname);
  if (!parts) return pathname;
  const page = parts.page.length > 0 ? parts.page.join('/') : 'dashboard';
  return marketLensPath(page, accountId);
}

/** Where a multi-purchase account is sent from this path (the registry's multi-purchase redirects), or null to stay. */
export function multiPurchaseRedirect(pathname: string): string | null {
  const parts = splitMarketLensPath(pathname);
  if (!parts || !findPage(parts.page.join('/'))?.multiPurchaseRedirect) return null;
  return marketLensPath(MULTI_PURCHASE_DASHBOARD, parts.accountId);
}

/** Whether the path is a page that shows the account selector (or below one). */
export function isAccountSelectorPage(pathname: string): boolean {
  const page = pageFromPath(pathname);
  return page !== null && showsAccountSelector(page);
}
