import type { ComponentType } from 'react';

import { FileIcon, LifebuoyIcon, MailIcon, SettingsIcon } from '@/components/ui/icons';
import { PERMISSIONS, type Permission } from '@/machines/roles';

/**
 * The page registry: every page under /app/market-lens, one entry each, in navigation
 * order. The router (src/app/market-lens-routes.tsx, which attaches the components),
 * the route guard, the sidebar, the tab strip, the bottom bar, the account selector and
 * the multi-purchase redirects all read it. docs/routes.md describes every entry and how
 * to add a page.
 */

/**
 * The optional leading account id: /app/market-lens/{accountId}/orders.
 * - 'linked': the route takes it, and links keep the active account in it;
 * - 'accepted': the route takes it, but links never add it (the page is the user's, not an account's);
 * - 'none': the route does not take it.
 */
export type AccountPrefix = 'linked' | 'accepted' | 'none';

export type NavIcon = ComponentType<{ size?: number; className?: string }>;

/** Where the navigation links to a page. */
export type PageNav =
  /** An item of the Market Lens accordion in the sidebar, and a tab of the tab strip below md. */
  | { section: 'market-lens' }
  /** A sidebar link below the accordion, with its icon; `bottomBar` also puts it on the mobile bottom bar. */
  | { section: 'portal'; icon: NavIcon; bottomBar: boolean; label?: string };

export interface MarketLensPage {
  /** The route after /app/market-lens/ and the optional account id; ':name' marks a parameter. */
  readonly path: string;
  /** The page's name; the navigation shows it unless `nav.label` says otherwise. */
  readonly title: string;
  readonly accountPrefix: AccountPrefix;
  /** Needed on the active account (nbs_admin passes every check); without it the page is hidden and refused. */
  readonly permission: Permission | null;
  /** Hidden in the navigation and refused by the route guard for a multi-purchase account. */
  readonly hiddenForMultiPurchase: boolean;
  /** A multi-purchase account is sent from this page to dashboard/multi (before any guard). */
  readonly multiPurchaseRedirect: boolean;
  /** The account selector shows on this page and on every path below it. */
  readonly accountSelector: boolean;
  readonly nav: PageNav | null;
}

const MARKET_LENS_NAV: PageNav = { section: 'market-lens' };

/** An entry with its defaults: the optional account id kept by links, no permission, no multi-purchase rule, no selector, no navigation link. */
function page<P extends string>(path: P, title: string, facts: Partial<Omit<MarketLensPage, 'path' | 'title'>> = {}): MarketLensPage & { path: P } {
  return {
    path,
    title,
    accountPrefix: 'linked',
    permission: null,
    hiddenForMultiPurchase: false,
    multiPurchaseRedirect: false,
    accountSelector: false,
    nav: null,
    ...facts,
  };
}

const withSelector = { accountSelector: true } as const;
/** Position overview, orders, transactions and price alerts (and their sub-pages) are never for a multi-purchase account. */
const trading = { hiddenForMultiPurchase: true } as const;

export const MARKET_LENS_PAGES = [
  page('dashboard', 'Dashboard', { ...withSelector, multiPurchaseRedirect: true, nav: MARKET_LENS_NAV }),
  page('dashboard/aggregated', 'Aggregated dashboard', { ...withSelector, multiPurchaseRedirect: true }),
  page('dashboard/multi', 'Dashboard', withSelector),
  page('position-overview', 'Position overview', { ...withSelector, ...trading, multiPurchaseRedirect: true, nav: MARKET_LENS_NAV }),
  page('orders', 'Orders', {
    ...withSelector,
    ...trading,
    multiPurchaseRedirect: true,
    permission: PERMISSIONS.viewOrders,
    nav: MARKET_LENS_NAV,
  }),
  page('orders/add-new', 'New order', { ...withSelector, ...trading, permission: PERMISSIONS.viewOrders }),
  // One order; its execution message links here (server/orders/execution.ts). Like add-new,
  // hidden (not redirected) for multi-purchase: the spec redirects from the list only.
  page('orders/:orderId', 'Order', { ...withSelector, ...trading, permission: PERMISSIONS.viewOrders }),
  // No permission of its own exists: transactions are executed orders, so they follow
  // view:orders, as the server does.
  // Orders beyond their maker's trade authority (docs/trade-authority.md); linked from the
  // approval messages and from a waiting order's page.
  page('approvals', 'Approvals', { ...withSelector, ...trading, permission: PERMISSIONS.viewOrders }),
  page('transactions', 'Transactions', { ...trading, permission: PERMISSIONS.viewOrders, nav: MARKET_LENS_NAV }),
  page('price-alerts', 'Price alerts', { ...withSelector, ...trading, permission: PERMISSIONS.viewPriceAlerts, nav: MARKET_LENS_NAV }),
  page('price-alerts/add-new', 'New price alert', { ...withSelector, ...trading, permission: PERMISSIONS.viewPriceAlerts }),
  page('price-alerts/edit/:priceAlertId', 'Edit price alert', { ...withSelector, ...trading, permission: PERMISSIONS.viewPriceAlerts }),
  page('market-information', 'Market information', { ...withSelector, nav: MARKET_LENS_NAV }),
  page('market-information/all', 'All posts', withSelector),
  page('market-information/multi', 'Market information', withSelector),
  page('market-information/:postId', 'Post', withSelector),
  page('information-resources', 'Information resources', { accountPrefix: 'none' }),
  page('messages', 'Messages', { nav: { section: 'portal', icon: MailIcon, bottomBar: true } }),
  page('files', 'Files', {
    ...withSelector,
    permission: PERMISSIONS.viewUserFiles,
    nav: { section: 'portal', icon: FileIcon, bottomBar: true },
  }),
  // Open to everyone: the latest-report card's 'Read now' opens the daily report (a post)
  // here; the server checks view:user_files when the id is a file.
  page('files/view/:id', 'Report', withSelector),
  page('support', 'Support', { nav: { section: 'portal', icon: LifebuoyIcon, bottomBar: true } }),
  page('support/queries', 'Support queries', withSelector),
  page('support/queries/add-new', 'New support query', withSelector),
  page('support/queries/:id', 'Support query', withSelector),
  page('support/faq', 'FAQ'),
  page('support/contact', 'Contact us'),
  page('support/request-meeting', 'Request a meeting'),
  page('settings/profile', 'Profile', { nav: { section: 'portal', icon: SettingsIcon, bottomBar: false, label: 'Settings' } }),
  page('settings/user-admin', 'User admin'),
  page('settings/notifications', 'Notification settings'),
  page('settings/password', 'Password'),
  // The customer's hedging policy of the active account (docs/hedging-policy.md): read by
  // everyone who sees the account, edited by the company's admin, proposed by the desk.
  page('settings/hedging-policy', 'Hedging policy', { ...withSelector, ...trading }),
  page('search', 'Search results'),
  page('terms', 'Terms and conditions', { accountPrefix: 'accepted' }),
] as const satisfies readonly MarketLensPage[];

export type MarketLensPagePath = (typeof MARKET_LENS_PAGES)[number]['path'];

/** The page the spec sends multi-purchase accounts to. */
export const MULTI_PURCHASE_DASHBOARD: MarketLensPagePath = 'dashboard/multi';

/** What the navigation and the route guard need to know about the user on the active account. */
export interface PageAccess {
  isMultiPurchase: boolean;
  hasPermission: (name: Permission) => boolean;
}

/** Whether this user may open the page on the active account: the sidebar shows it, the guard lets it render. */
export function canOpenPage(entry: MarketLensPage, { isMultiPurchase, hasPermission }: PageAccess): boolean {
  if (entry.hiddenForMultiPurchase && isMultiPurchase) return false;
  return entry.permission === null || hasPermission(entry.permission);
}

/** Whether the page has a rule the route guard must check (the others render for every approved user). */
export function isRestrictedPage(entry: MarketLensPage): boolean {
  return entry.permission !== null || entry.hiddenForMultiPurchase;
}

/** A navigation link: the page, and the label it shows. */
export interface NavPage {
  page: MarketLensPage;
  label: string;
  icon: NavIcon | null;
}

/**
 * The pages a navigation section links to, in registry order, that this user may open.
 * 'bottom-bar' is the portal section's subset marked for the mobile bottom bar.
 */
export function navPages(section: 'market-lens' | 'portal' | 'bottom-bar', access: PageAccess): NavPage[] {
  const pages: readonly MarketLensPage[] = MARKET_LENS_PAGES;
  return pages.flatMap((entry): NavPage[] => {
    const { nav } = entry;
    if (nav === null || !canOpenPage(entry, access)) return [];
    if (nav.section === 'market-lens') return section === 'market-lens' ? [{ page: entry, label: entry.title, icon: null }] : [];
    if (section === 'market-lens' || (section === 'bottom-bar' && !nav.bottomBar)) return [];
    return [{ page: entry, label: nav.label ?? entry.title, icon: nav.icon }];
  });
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether the registry path's segments match the first segments of the page (':name' matches any one). */
function matchesStart(entryPath: string, page: readonly string[]): boolean {
  const pattern = segmentsOf(entryPath);
  return pattern.length <= page.length && pattern.every((segment, index) => segment.startsWith(':') || segment === page[index]);
}

/** The entry for a page path without the account ('orders/add-new', 'market-information/42'), or null. */
export function findPage(page: string): MarketLensPage | null {
  const segments = segmentsOf(page);
  const pages: readonly MarketLensPage[] = MARKET_LENS_PAGES;
  const matches = pages.filter((entry) => segmentsOf(entry.path).length === segments.length && matchesStart(entry.path, segments));
  // Literal segments win over parameters, as in the router: 'market-information/all' is not post 'all'.
  const parameters = (entry: MarketLensPage) => segmentsOf(entry.path).filter((segment) => segment.startsWith(':')).length;
  return matches.sort((a, b) => parameters(a) - parameters(b))[0] ?? null;
}

/** Whether the page path (without the account) is at or below a page that shows the account selector. */
export function showsAccountSelector(page: string): boolean {
  const segments = segmentsOf(page);
  const pages: readonly MarketLensPage[] = MARKET_LENS_PAGES;
  return pages.some((entry) => entry.accountSelector && matchesStart(entry.path, segments));
}

/** The first segments of every page: any other first segment of a market-lens path is an account id. */
export const PAGE_FIRST_SEGMENTS: ReadonlySet<string> = new Set(MARKET_LENS_PAGES.map((entry) => segmentsOf(entry.path)[0] ?? ''));

/** Whether links to a page (named by its first segment, 'orders') keep the active account id. */
export function linksKeepAccount(first: string): boolean {
  const pages: readonly MarketLensPage[] = MARKET_LENS_PAGES;
  return !pages.some((entry) => segmentsOf(entry.path)[0] === first && entry.accountPrefix !== 'linked');
}
