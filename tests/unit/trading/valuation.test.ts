// Exact money of trades and positions (server/trading/valuation.ts, docs/trading.md).
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { budgetAtRisk, dailyLogSigma, deliveryQuantity, hedgedPercent, tradeValue } from '../../../server/trading/valuation';

describe('deliveryQuantity', () => {
  it('counts baseload hours, weekday peak hours (07–19) and gas days', () => {
    expect(deliveryQuantity('POWERUKBASECAL', '2027-01-01', '2027-03-31')).toBe(90 * 24);
    // January–March 2027 has 64 weekdays.
    expect(deliveryQuantity('POWERUKPEAKCAL', '2027-01-01', '2027-03-31')).toBe(64 * 12);
    expect(deliveryQuantity('GASNBP', '2027-10-01', '2028-03-31')).toBe(183);
  });
});

describe('tradeValue', () => {
  it('values power as MW × hours × £/MWh and gas as therms/day × days × p/therm ÷ 100, to the penny', () => {
    expect(tradeValue('POWERUKBASECAL', 2160, 2.5, 84.35)).toBe(455490);
    expect(tradeValue('GASNBP', 183, 12000, 86.27)).toBe(1894489.2);
  });

  it('has no float noise: 0.1 + 0.2 MW is 0.3 MW', () => {
    expect(tradeValue('POWERUKBASECAL', 1, new Decimal(0.1).plus(0.2), 1)).toBe(0.3);
    expect(tradeValue('POWERUKBASECAL', 1, 1.005, 1)).toBe(1.01);
  });
});

describe('hedgedPercent', () => {
  it('is hedged ÷ forecast × 100 to two decimals', () => {
    expect(hedgedPercent(1, 3)).toBe(33.33);
    expect(hedgedPercent(2.5, 4)).toBe(62.5);
    expect(hedgedPercent(0, 4)).toBe(0);
  });
});

describe('budget at risk', () => {
  it('measures daily moves as the sample deviation of log changes', () => {
    expect(dailyLogSigma([100, 100, 100])?.toNumber()).toBe(0);
    const sigma = dailyLogSigma([100, 110, 100]) as Decimal;
    const change = Math.log(1.1);
    expect(sigma.toNumber()).toBeCloseTo(Math.sqrt(2 * change * change), 10);
    expect(dailyLogSigma([100])).toBeNull();
  });

  it('keeps the locked cost and spreads the open volume by ±1.645 σ √days', () => {
    const band = budgetAtRisk({ index: 'POWERUKBASECAL', quantity: 100, lockedCost: 1000, openVolume: 1, latestPrice: 100, sigma: new Decimal(0.01), businessDaysLeft: 100 });
    expect(band.p5).toBe(Number((1000 + 100 * 100 * Math.exp(-0.1644853626951472)).toFixed(2)));
    expect(band.p95).toBe(Number((1000 + 100 * 100 * Math.exp(0.1644853626951472)).toFixed(2)));
    const none = budgetAtRisk({ index: 'POWERUKBASECAL', quantity: 100, lockedCost: 1000, openVolume: 0, latestPrice: 100, sigma: new Decimal(0.01), businessDaysLeft: 100 });
    expect(none).toEqual({ p5: 1000, p95: 1000 });
    const over = budgetAtRisk({ index: 'GASNBP', quantity: 10, lockedCost: 0, openVolume: -5, latestPrice: 100, sigma: new Decimal(0.02), businessDaysLeft: 25 });
    expect(over.p5).toBeLessThan(over.p95);
  });
});
