import { PERMISSIONS, type Permission } from '@/machines/roles';

/** A page of the Market Lens accordion (sidebar) and of the tab strip below md. */
export interface MarketLensNavPage {
  page: string;
  label: string;
}

interface PageRule extends MarketLensNavPage {
  /** Spec §6: hidden for multi-purchase accounts. */
  hiddenForMultiPurchase: boolean;
  /** Spec §6: needs this permission on the active account. */
  permission: Permission | null;
}

const MARKET_LENS_PAGES: readonly PageRule[] = [
  { page: 'dashboard', label: 'Dashboard', hiddenForMultiPurchase: false, permission: null },
  { page: 'position-overview', label: 'Position overview', hiddenForMultiPurchase: true, permission: null },
  { page: 'orders', label: 'Orders', hiddenForMultiPurchase: true, permission: PERMISSIONS.viewOrders },
  // The permission map has no transactions permission (spec §6). Transactions are
  // executed orders, so they follow view:orders, as the server does.
  { page: 'transactions', label: 'Transactions', hiddenForMultiPurchase: true, permission: PERMISSIONS.viewOrders },
  { page: 'price-alerts', label: 'Price alerts', hiddenForMultiPurchase: true, permission: PERMISSIONS.viewPriceAlerts },
  { page: 'market-information', label: 'Market information', hiddenForMultiPurchase: false, permission: null },
];

export interface NavAccess {
  isMultiPurchase: boolean;
  hasPermission: (name: Permission) => boolean;
}

/** The Market Lens pages this user may see on the active account, in sidebar order. */
export function visibleMarketLensPages({ isMultiPurchase, hasPermission }: NavAccess): MarketLensNavPage[] {
  return MARKET_LENS_PAGES.filter(
    (rule) => !(rule.hiddenForMultiPurchase && isMultiPurchase) && (rule.permission === null || hasPermission(rule.permission)),
  ).map(({ page, label }) => ({ page, label }));
}

/** Spec §6: Files needs view:user_files. */
export function canSeeFiles({ hasPermission }: Pick<NavAccess, 'hasPermission'>): boolean {
  return hasPermission(PERMISSIONS.viewUserFiles);
}

/** The portal overview (the app switcher: Energy Generators and Market Lens). */
export const OVERVIEW_PATH = '/switch-app';
