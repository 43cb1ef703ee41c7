import { describe, expect, it } from 'vitest';

import { navPages } from '@/lib/market-lens-pages';
import { hasPermission, PERMISSIONS, type Permission, type Role } from '@/machines/roles';

const ALL = Object.values(PERMISSIONS);
const access = (role: Role, permissions: Permission[], isMultiPurchase = false) => ({
  isMultiPurchase,
  hasPermission: (name: Permission) => hasPermission(role, permissions, name),
});
const labels = (role: Role, permissions: Permission[], isMultiPurchase = false) =>
  navPages('market-lens', access(role, permissions, isMultiPurchase)).map((page) => page.label);
const canSeeFiles = (section: 'portal' | 'bottom-bar', role: Role, permissions: Permission[]) =>
  navPages(section, access(role, permissions)).some((link) => link.label === 'Files');

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

  it('shows Files only with view:user_files (or to nbs_admin), in the sidebar and on the bottom bar', () => {
    for (const section of ['portal', 'bottom-bar'] as const) {
      expect(canSeeFiles(section, 'general', [])).toBe(false);
      expect(canSeeFiles(section, 'admin', [PERMISSIONS.viewOrders])).toBe(false);
      expect(canSeeFiles(section, 'general', [PERMISSIONS.viewUserFiles])).toBe(true);
      expect(canSeeFiles(section, 'nbs_admin', [])).toBe(true);
    }
  });

  it('links to the pages by their route names', () => {
    expect(navPages('market-lens', access('general', ALL)).map((link) => link.page.path)).toEqual([
      'dashboard',
      'position-overview',
      'orders',
      'transactions',
      'price-alerts',
      'market-information',
    ]);
  });

  it('puts Messages, Files, Support and Settings below the accordion, and all but Settings on the bottom bar', () => {
    const portal = navPages('portal', access('general', ALL));
    expect(portal.map((link) => [link.label, link.page.path])).toEqual([
      ['Messages', 'messages'],
      ['Files', 'files'],
      ['Support', 'support'],
      ['Settings', 'settings/profile'],
    ]);
    expect(portal.every((link) => link.icon !== null)).toBe(true);
    expect(navPages('bottom-bar', access('general', ALL)).map((link) => link.label)).toEqual(['Messages', 'Files', 'Support']);
  });
});
