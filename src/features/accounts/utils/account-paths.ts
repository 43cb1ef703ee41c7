import type { Account } from '@generated/model/account';

/**
 * The optional leading account segment of /app/market-lens routes (spec §2):
 * /app/market-lens/{accountId}/orders. The pages are known, so any other first
 * segment is an account id.
 */
export const MARKET_LENS_BASE = '/app/market-lens';

export const MARKET_LENS_PAGES = [
  'dashboard',
  'position-overview',
  'orders',
  'price-alerts',
  'market-information',
  'information-resources',
  'support',
  'messages',
  'files',
  'settings',
  'search',
  'transactions',
  'terms',
] as const;

const PAGES: ReadonlySet<string> = new Set(MARKET_LENS_PAGES);

/** Pages that never take the account segment. */
const WITHOUT_ACCOUNT: ReadonlySet<string> = new Set(['information-resources', 'terms']);

function splitMarketLensPath(pathname: string): { accountId: string | null; page: string[] } | null {
  if (pathname !== MARKET_LENS_BASE && !pathname.startsWith(`${MARKET_LENS_BASE}/`)) return null;
  const segments = pathname.slice(MARKET_LENS_BASE.length).split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (first !== undefined && !PAGES.has(first) && rest.length > 0) {
    return { accountId: decodeURIComponent(first), page: rest };
  }
  return { accountId: null, page: segments };
}

/** '/app/market-lens/5001/orders' → '5001'; null when the path has no account segment. */
export function accountIdFromPath(pathname: string): string | null {
  return splitMarketLensPath(pathname)?.accountId ?? null;
}

/** The page part without the account: '/app/market-lens/5001/orders/add-new' → 'orders/add-new'. */
export function pageFromPath(pathname: string): string | null {
  return splitMarketLensPath(pathname)?.page.join('/') ?? null;
}

/**
 * The same page for another account (null removes the segment). Paths outside
 * /app/market-lens, and pages that take no account, are returned unchanged.
 */
export function pathWithAccount(pathname: string, accountId: string | null): string {
  const parts = splitMarketLensPath(pathname);
  if (!parts) return pathname;
  const page = parts.page.length > 0 ? parts.page : ['dashboard'];
  if (WITHOUT_ACCOUNT.has(page[0] ?? '') || accountId === null) return `${MARKET_LENS_BASE}/${page.join('/')}`;
  return `${MARKET_LENS_BASE}/${encodeURIComponent(accountId)}/${page.join('/')}`;
}

/** Pages a multi-purchase account never sees; they go to the multi dashboard (spec §2). */
const MULTI_PURCHASE_REDIRECTED = new Set(['orders', 'position-overview', 'dashboard', 'dashboard/aggregated']);

/** Where a multi-purchase account is sent from this path, or null to stay. */
export function multiPurchaseRedirect(pathname: string): string | null {
  const parts = splitMarketLensPath(pathname);
  if (!parts || !MULTI_PURCHASE_REDIRECTED.has(parts.page.join('/'))) return null;
  return parts.accountId === null
    ? `${MARKET_LENS_BASE}/dashboard/multi`
    : `${MARKET_LENS_BASE}/${encodeURIComponent(parts.accountId)}/dashboard/multi`;
}

/** Pages that show the account selector (spec §2 "Account selector"). */
const SELECTOR_PAGES = ['dashboard', 'orders', 'price-alerts', 'position-overview', 'market-information', 'support/queries', 'files'];

export function isAccountSelectorPage(pathname: string): boolean {
  const page = pageFromPath(pathname);
  if (page === null) return false;
  return SELECTOR_PAGES.some((prefix) => page === prefix || page.startsWith(`${prefix}/`));
}

/** Option label (spec §3): name, plus ' - ' and purchasingGroupId when present. */
export function accountLabel(account: Account): string {
  return account.purchasingGroupId ? `${account.name} - ${account.purchasingGroupId}` : account.name;
}

/** The active company: the account's primary company, otherwise its parent (spec §4). */
export function activeCompanyIdOf(account: Account | null): string | null {
  return account?.primaryCompanyId ?? account?.parentCompanyId ?? null;
}

/** Multi-purchase: an account without a purchasing group (spec §3). */
export function isMultiPurchaseAccount(account: Account | null): boolean {
  return account !== null && !account.purchasingGroupId;
}
