// The crossing rule of price alerts (server/price-alerts/crossing.ts, docs/price-alerts.md) and the
// message a fired alert sends.
import { describe, expect, it } from 'vitest';

import { alertMessage, dayMonthYear, placeOrderPath } from '../../../server/price-alerts/alert-message';
import { crossesTarget, firesOn, type WatchedAlert } from '../../../server/price-alerts/crossing';

const rises: WatchedAlert = { direction: 'rises_above', targetPrice: 85, createdOn: '2026-11-20', expiryDate: '2026-11-27', triggered: false };
const falls: WatchedAlert = { ...rises, direction: 'falls_below', targetPrice: 80 };

describe('crossesTarget', () => {
  it('fires a rising alert exactly at its target and above, not a cent below', () => {
    expect(crossesTarget('rises_above', 85, 85)).toBe(true);
    expect(crossesTarget('rises_above', 85, 85.01)).toBe(true);
    expect(crossesTarget('rises_above', 85, 84.99)).toBe(false);
  });

  it('fires a falling alert exactly at its target and below, not a cent above', () => {
    expect(crossesTarget('falls_below', 80, 80)).toBe(true);
    expect(crossesTarget('falls_below', 80, 79.99)).toBe(true);
    expect(crossesTarget('falls_below', 80, 80.01)).toBe(false);
  });

  it('fires on a gap straight past the target in its direction only', () => {
    expect(crossesTarget('rises_above', 85, 120)).toBe(true);
    expect(crossesTarget('falls_below', 80, 40)).toBe(true);
    expect(crossesTarget('rises_above', 85, 40)).toBe(false);
    expect(crossesTarget('falls_below', 80, 120)).toBe(false);
  });

  it('compares exact decimals (0.1 + 0.2 is 0.3), strings and numbers alike', () => {
    expect(crossesTarget('rises_above', '0.3', 0.1 + 0.2)).toBe(true);
    expect(crossesTarget('falls_below', 0.3, '0.30')).toBe(true);
  });
});

describe('firesOn', () => {
  it('watches from the creation day to the expiry day, both inclusive', () => {
    expect(firesOn(rises, '2026-11-20', 86)).toBe(true);
    expect(firesOn(rises, '2026-11-27', 86)).toBe(true);
    expect(firesOn(rises, '2026-11-19', 86)).toBe(false);
    expect(firesOn(rises, '2026-11-30', 86)).toBe(false);
  });

  it('never fires twice', () => {
    expect(firesOn({ ...rises, triggered: true }, '2026-11-24', 90)).toBe(false);
  });

  it('fires a falling alert on the expiry day when the close reaches the target', () => {
    expect(firesOn(falls, '2026-11-27', 80)).toBe(true);
    expect(firesOn(falls, '2026-11-27', 80.5)).toBe(false);
  });
});

describe('alertMessage', () => {
  const alert = { id: 'a1', accountId: '51001', tradeIndex: 'POWERUKBASECAL' as const, deliveryPeriod: 'Apr-27', direction: 'rises_above' as const, targetPrice: 85 };

  it('says what crossed (by the product’s name, never its code), the close and its day', () => {
    const { subject, body } = alertMessage(alert, 86.1, '2026-11-24');
    expect(subject).toBe('Power base UK Apr-27 rose above 85.00 £/MWh — closed at 86.10 on 24 Nov 2026');
    expect(body).toContain('/app/market-lens/51001/price-alerts/edit/a1');
    expect(body).not.toMatch(/POWERUKBASECAL Apr-27/);
    expect(body).toContain('Your price alert on Power base UK Apr-27 has triggered');
    expect(body).toContain('Place an order for Power base UK Apr-27: /app/market-lens/51001/orders/add-new?tradeIndex=POWERUKBASECAL&period=Apr-27');
  });

  it('uses p/therm for gas and "fell below" for a falling alert', () => {
    const { subject } = alertMessage({ ...alert, tradeIndex: 'GASNBP', direction: 'falls_below', targetPrice: 90.5 }, '89.9', '2026-01-02');
    expect(subject).toBe('Gas NBP Apr-27 fell below 90.50 p/therm — closed at 89.90 on 2 Jan 2026');
  });

  it('pre-fills the order form with the product', () => {
    expect(placeOrderPath({ accountId: '52001', tradeIndex: 'GASNBP', deliveryPeriod: 'Win-27' })).toBe('/app/market-lens/52001/orders/add-new?tradeIndex=GASNBP&period=Win-27');
    expect(dayMonthYear('2026-12-31')).toBe('31 Dec 2026');
  });

  it('pre-fills the fired alert’s price as the order’s limit, two decimals', () => {
    expect(placeOrderPath({ accountId: '52001', tradeIndex: 'GASNBP', deliveryPeriod: 'Win-27', targetPrice: 90.5 })).toBe('/app/market-lens/52001/orders/add-new?tradeIndex=GASNBP&period=Win-27&limitPrice=90.50');
    expect(alertMessage(alert, 86.1, '2026-11-24').body).toContain('/app/market-lens/51001/orders/add-new?tradeIndex=POWERUKBASECAL&period=Apr-27&limitPrice=85.00');
  });
});
