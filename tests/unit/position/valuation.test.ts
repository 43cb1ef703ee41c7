// Exact money of positions and risk (server/position/valuation.ts, docs/trading.md); a trade's hours and value: tests/unit/domain/energy.test.ts.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { hedgedPercent } from '../../../domain/energy';
import { budgetAtRisk, dailyLogSigma } from '../../../server/position/valuation';

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
