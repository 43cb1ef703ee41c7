import { describe, expect, it } from 'vitest';

import {
  accountIdFromPath,
  DASHBOARD_PATH,
  isAccountSelectorPage,
  LOGIN_PATH,
  marketLensPath,
  multiPurchaseRedirect,
  pageFromPath,
  pathWithAccount,
  TERMS_PATH,
} from '@/lib/market-lens-paths';
import * as machinePaths from '@/machines/portal-paths';

describe('fixed routes', () => {
  it('are the login, dashboard and terms paths, and the machines use the same ones', () => {
    expect([LOGIN_PATH, DASHBOARD_PATH, TERMS_PATH]).toEqual(['/auth/login', '/app/market-lens/dashboard', '/app/market-lens/terms']);
    expect([machinePaths.LOGIN_PATH, machinePaths.DASHBOARD_PATH, machinePaths.TERMS_PATH]).toEqual([LOGIN_PATH, DASHBOARD_PATH, TERMS_PATH]);
  });
});

describe('marketLensPath', () => {
  it('keeps the active account segment', () => {
    expect(marketLensPath('dashboard', '100234')).toBe('/app/market-lens/100234/dashboard');
    expect(marketLensPath('support/queries/7', '100234')).toBe('/app/market-lens/100234/support/queries/7');
  });

  it('leaves the segment out without an account', () => {
    expect(marketLensPath('orders')).toBe('/app/market-lens/orders');
    expect(marketLensPath('orders', null)).toBe('/app/market-lens/orders');
    expect(marketLensPath('/orders', '')).toBe('/app/market-lens/orders');
  });

  it('never prefixes information-resources (it takes no account) or terms', () => {
    expect(marketLensPath('information-resources', '100234')).toBe('/app/market-lens/information-resources');
    expect(marketLensPath('terms', '100234')).toBe('/app/market-lens/terms');
  });
});

describe('account segment of /app/market-lens paths', () => {
  it.each([
    ['/app/market-lens/52001/orders', '52001', 'orders'],
    ['/app/market-lens/52001/support/queries/7', '52001', 'support/queries/7'],
    ['/app/market-lens/100234/orders/add-new', '100234', 'orders/add-new'],
    ['/app/market-lens/orders', null, 'orders'],
    ['/app/market-lens/dashboard/multi', null, 'dashboard/multi'],
    ['/app/market-lens', null, ''],
    ['/app/market-lens/', null, ''],
    ['/app/market-lens/information-resources', null, 'information-resources'],
  ])('%s → account %s, page %s', (path, accountId, page) => {
    expect(accountIdFromPath(path)).toBe(accountId);
    expect(pageFromPath(path)).toBe(page);
  });

  it('is not about paths outside /app/market-lens', () => {
    expect(accountIdFromPath('/app/risk-navigator/52001/support/alerts')).toBeNull();
    expect(pageFromPath('/auth/login')).toBeNull();
    expect(pageFromPath('/switch-app')).toBeNull();
    expect(pageFromPath('/app/market-lensx/orders')).toBeNull();
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

describe('multi-purchase redirects', () => {
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

  it.each([
    ['/app/market-lens/52001/market-information/4711', true],
    ['/app/market-lens/support/queries/7/unknown', true],
    ['/app/market-lens/files/view/9', true],
    ['/app/market-lens/dashboardx', false],
    ['/app/market-lens/52001', false],
    ['/switch-app', false],
  ])('%s (at or below a selector page) shows the selector: %s', (path, shown) => {
    expect(isAccountSelectorPage(path)).toBe(shown);
  });
});
