import { describe, expect, it } from 'vitest';

import {
  accountIdFromPath,
  accountLabel,
  activeCompanyIdOf,
  isAccountSelectorPage,
  isMultiPurchaseAccount,
  multiPurchaseRedirect,
  pageFromPath,
  pathWithAccount,
} from '@/features/accounts/utils/account-paths';

import { HARBOUR_ACCOUNTS } from '../app/portal-fixtures';

const [foods, logistics, estates] = HARBOUR_ACCOUNTS as [(typeof HARBOUR_ACCOUNTS)[0], (typeof HARBOUR_ACCOUNTS)[0], (typeof HARBOUR_ACCOUNTS)[0]];

describe('account segment of /app/market-lens paths', () => {
  it.each([
    ['/app/market-lens/52001/orders', '52001', 'orders'],
    ['/app/market-lens/52001/support/queries/7', '52001', 'support/queries/7'],
    ['/app/market-lens/orders', null, 'orders'],
    ['/app/market-lens/dashboard/multi', null, 'dashboard/multi'],
    ['/app/market-lens', null, ''],
    ['/app/market-lens/information-resources', null, 'information-resources'],
  ])('%s → account %s, page %s', (path, accountId, page) => {
    expect(accountIdFromPath(path)).toBe(accountId);
    expect(pageFromPath(path)).toBe(page);
  });

  it('is not about paths outside /app/market-lens', () => {
    expect(accountIdFromPath('/app/risk-navigator/52001/support/alerts')).toBeNull();
    expect(pageFromPath('/auth/login')).toBeNull();
    expect(pathWithAccount('/auth/login', '52001')).toBe('/auth/login');
  });

  it('puts, replaces and removes the account segment', () => {
    expect(pathWithAccount('/app/market-lens/orders/add-new', '52001')).toBe('/app/market-lens/52001/orders/add-new');
    expect(pathWithAccount('/app/market-lens/52001/orders', '52002')).toBe('/app/market-lens/52002/orders');
    expect(pathWithAccount('/app/market-lens/52001/orders', null)).toBe('/app/market-lens/orders');
    expect(pathWithAccount('/app/market-lens', '52001')).toBe('/app/market-lens/52001/dashboard');
    // information-resources takes no account.
    expect(pathWithAccount('/app/market-lens/information-resources', '52001')).toBe('/app/market-lens/information-resources');
  });
});

describe('multi-purchase redirects (orders, position-overview, dashboard, dashboard/aggregated → dashboard/multi)', () => {
  it.each([
    ['/app/market-lens/orders', '/app/market-lens/dashboard/multi'],
    ['/app/market-lens/position-overview', '/app/market-lens/dashboard/multi'],
    ['/app/market-lens/dashboard', '/app/market-lens/dashboard/multi'],
    ['/app/market-lens/dashboard/aggregated', '/app/market-lens/dashboard/multi'],
    ['/app/market-lens/52003/orders', '/app/market-lens/52003/dashboard/multi'],
  ])('%s → %s', (from, to) => {
    expect(multiPurchaseRedirect(from)).toBe(to);
  });

  it.each(['/app/market-lens/dashboard/multi', '/app/market-lens/orders/add-new', '/app/market-lens/files', '/app/market-lens/price-alerts'])(
    '%s stays',
    (path) => {
      expect(multiPurchaseRedirect(path)).toBeNull();
    },
  );
});

describe('account selector pages', () => {
  it.each([
    ['/app/market-lens/dashboard', true],
    ['/app/market-lens/52001/orders', true],
    ['/app/market-lens/price-alerts', true],
    ['/app/market-lens/position-overview', true],
    ['/app/market-lens/market-information', true],
    ['/app/market-lens/support/queries', true],
    ['/app/market-lens/files', true],
    ['/app/market-lens/support/faq', false],
    ['/app/market-lens/messages', false],
    ['/app/market-lens/settings/user-admin', false],
  ])('%s shows the selector: %s', (path, shown) => {
    expect(isAccountSelectorPage(path)).toBe(shown);
  });
});

describe('accounts', () => {
  it('labels an option with the purchasing group when there is one', () => {
    expect(accountLabel(foods)).toBe('Harbour Foods Ltd - 8801');
    expect(accountLabel(estates)).toBe('Harbour Estates');
  });

  it('takes the primary company, otherwise the parent, as the active company', () => {
    expect(activeCompanyIdOf(foods)).toBe('72001');
    expect(activeCompanyIdOf(logistics)).toBe('72000');
    expect(activeCompanyIdOf(null)).toBeNull();
  });

  it('treats an account without a purchasing group as multi-purchase', () => {
    expect(isMultiPurchaseAccount(estates)).toBe(true);
    expect(isMultiPurchaseAccount(foods)).toBe(false);
    expect(isMultiPurchaseAccount(null)).toBe(false);
  });
});
