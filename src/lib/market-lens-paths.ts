/**
 * Paths under /app/market-lens (spec §2). Every page except information-resources takes
 * an optional leading account segment, so links keep the account the user has selected.
 */
export const MARKET_LENS_BASE = '/app/market-lens';

/** Pages that never carry the account segment. */
const WITHOUT_ACCOUNT = new Set(['information-resources', 'terms']);

/**
 * `marketLensPath('orders', '123')` → '/app/market-lens/123/orders';
 * without an account → '/app/market-lens/orders'. `page` may hold sub-paths ('support/queries/7').
 */
export function marketLensPath(page: string, accountId?: string | null): string {
  const trimmed = page.replace(/^\/+/, '');
  const first = trimmed.split(/[/?]/, 1)[0] ?? '';
  const segment = accountId && !WITHOUT_ACCOUNT.has(first) ? `/${encodeURIComponent(accountId)}` : '';
  return `${MARKET_LENS_BASE}${segment}/${trimmed}`;
}

/**
 * The page part of a market-lens pathname, without the account segment:
 * '/app/market-lens/123/orders/add-new' → 'orders/add-new' (accountId '123' known to the caller).
 * Returns null outside /app/market-lens.
 */
export function marketLensPageOf(pathname: string, accountId?: string | null): string | null {
  if (pathname !== MARKET_LENS_BASE && !pathname.startsWith(`${MARKET_LENS_BASE}/`)) return null;
  let rest = pathname.slice(MARKET_LENS_BASE.length).replace(/^\/+|\/+$/g, '');
  if (accountId) {
    const prefix = encodeURIComponent(accountId);
    if (rest === prefix) rest = '';
    else if (rest.startsWith(`${prefix}/`)) rest = rest.slice(prefix.length + 1);
  }
  return rest;
}
