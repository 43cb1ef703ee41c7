import { describe, expect, it } from 'vitest';

import { canSeeFiles, visibleMarketLensPages } from '@/features/layout/lib/market-lens-nav';
import { hasPermission, PERMISSIONS, type Permission, type Role } from '@/machines/roles';

const ALL = Object.values(PERMISSIONS);
const access = (role: Role, permissions: Permission[], isMultiPurchase = false) => ({
  isMultiPurchase,
  hasPermission: (name: Permission) => hasPermission(role, permissions, name),
});
const labels = (role: Role, permissions: Permission[], isMultiPurchase = false) =>
  visibleMarketLensPages(access(role, permissions, isMultiPurchase)).map((page) => page.label);

describe('Market Lens navigation (hidden by multi-purchase accounts and missing permissions)', () => {
  it('shows every page, in order, with all permissions on a single-purchase account', () => {
    expect(labels('general', ALL)).toEqual([
      'Dashboard',
      'Position overview',
      'Orders',
      'Transactions',
      'Price alerts',
      'Market information',
    ]);
  });

  it('hides position overview, orders, transactions and price alerts for multi-purchase accounts', () => {
    expect(labels('general', ALL, true)).toEqual(['Dashboard', 'Market information']);
    expect(labels('nbs_admin', [], true)).toEqual(['Dashboard', 'Market information']);
  });

  it('needs view:orders for orders and transactions, view:price_alerts for price alerts', () => {
    expect(labels('general', [])).toEqual(['Dashboard', 'Position overview', 'Market information']);
    expect(labels('general', [PERMISSIONS.viewOrders])).toEqual([
      'Dashboard',
      'Position overview',
      'Orders',
      'Transactions',
      'Market information',
    ]);
    expect(labels('general', [PERMISSIONS.viewPriceAlerts])).toEqual([
      'Dashboard',
      'Position overview',
      'Price alerts',
      'Market information',
    ]);
  });

  it('lets nbs_admin pass every permission check', () => {
    expect(labels('nbs_admin', [])).toHaveLength(6);
  });

  it('shows Files only with view:user_files (or to nbs_admin)', () => {
    expect(canSeeFiles(access('general', []))).toBe(false);
    expect(canSeeFiles(access('admin', [PERMISSIONS.viewOrders]))).toBe(false);
    expect(canSeeFiles(access('general', [PERMISSIONS.viewUserFiles]))).toBe(true);
    expect(canSeeFiles(access('nbs_admin', []))).toBe(true);
  });

  it('links to the pages by their route names', () => {
    expect(visibleMarketLensPages(access('general', ALL)).map((page) => page.page)).toEqual([
      'dashboard',
      'position-overview',
      'orders',
      'transactions',
      'price-alerts',
      'market-information',
    ]);
  });
});
