import { describe, expect, it } from 'vitest';

import { marketLensPageOf, marketLensPath } from '@/lib/market-lens-paths';

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

describe('marketLensPageOf', () => {
  it('strips the base and the account segment', () => {
    expect(marketLensPageOf('/app/market-lens/100234/orders/add-new', '100234')).toBe('orders/add-new');
    expect(marketLensPageOf('/app/market-lens/orders', '100234')).toBe('orders');
    expect(marketLensPageOf('/app/market-lens/', null)).toBe('');
  });

  it('is null outside /app/market-lens', () => {
    expect(marketLensPageOf('/switch-app', null)).toBeNull();
    expect(marketLensPageOf('/app/market-lensx/orders', null)).toBeNull();
  });
});
