// The contract rules of an order (server/orders/rules.ts, docs/trading.md).
import { describe, expect, it } from 'vitest';

import { tradeDeadline, horizonPeriods, deliveryPeriod } from '../../../server/position/periods';
import { executionProblem, firstExecutionDay, limitReached, minimumClipVolume, placementProblem, type ContractFigures } from '../../../server/orders/rules';

const contract: ContractFigures = {
  deliveryPeriod: 'Q2-27',
  unit: 'MW',
  forecastVolume: '10',
  minimumClipPercent: '10',
  hedgedVolume: '6.5',
  pendingBuyVolume: '1',
  pendingSellVolume: '0.5',
  tradeDeadline: '2027-03-26',
};
const buy = { tradeDirection: 'buy' as const, volume: 1, priceType: 'market' as const };

describe('placementProblem', () => {
  it('accepts a buy up to 100 % of the forecast counting pending buys, and no more', () => {
    expect(placementProblem({ ...buy, volume: 2.5 }, contract, '2026-11-23')).toBeUndefined();
    expect(placementProblem({ ...buy, volume: 2.51 }, contract, '2026-11-23')).toEqual({ field: 'volume', message: expect.stringMatching(/above 100 %.*at most 2.5 MW/) });
  });

  it('accepts a sell down to 0 % hedged counting pending sells, and no further', () => {
    expect(placementProblem({ ...buy, tradeDirection: 'sell', volume: 6 }, contract, '2026-11-23')).toBeUndefined();
    expect(placementProblem({ ...buy, tradeDirection: 'sell', volume: 6.01 }, contract, '2026-11-23')?.message).toMatch(/below 0 % hedged/);
  });

  it('needs the minimum clip unless the order takes exactly what is left', () => {
    expect(placementProblem({ ...buy, volume: 0.99 }, contract, '2026-11-23')?.message).toMatch(/minimum clip for Q2-27 is 1 MW \(10 % of the forecast\)/);
    expect(placementProblem({ ...buy, volume: 0.5 }, { ...contract, hedgedVolume: '8.5' }, '2026-11-23')).toBeUndefined();
  });

  it('allows two decimals of volume and limit price, exactly (no float noise)', () => {
    expect(placementProblem({ ...buy, volume: 1.15 }, contract, '2026-11-23')).toBeUndefined();
    expect(placementProblem({ ...buy, volume: 1.155 }, contract, '2026-11-23')?.field).toBe('volume');
    expect(placementProblem({ ...buy, priceType: 'limit', limitPrice: 70.125 }, contract, '2026-11-23')?.field).toBe('limitPrice');
  });

  it('ties limit price and expiry to limit orders, the expiry between the first execution day and the deadline', () => {
    expect(placementProblem({ ...buy, priceType: 'limit' }, contract, '2026-11-23')?.field).toBe('limitPrice');
    expect(placementProblem({ ...buy, limitPrice: 70 }, contract, '2026-11-23')?.field).toBe('limitPrice');
    expect(placementProblem({ ...buy, expiryDate: '2026-12-01' }, contract, '2026-11-23')?.field).toBe('expiryDate');
    expect(placementProblem({ ...buy, priceType: 'limit', limitPrice: 70, expiryDate: '2026-11-20' }, contract, '2026-11-23')?.field).toBe('expiryDate');
    expect(placementProblem({ ...buy, priceType: 'limit', limitPrice: 70, expiryDate: '2027-03-29' }, contract, '2026-11-23')?.field).toBe('expiryDate');
    expect(placementProblem({ ...buy, priceType: 'limit', limitPrice: 70, expiryDate: '2027-03-26' }, contract, '2026-11-23')).toBeUndefined();
  });

  it('refuses a period past its trade deadline', () => {
    expect(placementProblem(buy, contract, '2027-03-29')).toEqual({ field: 'deliveryPeriod', message: expect.stringMatching(/trade deadline was 2027-03-26/) });
  });
});

describe('execution rules', () => {
  it('rejects an execution that would leave 0–100 % of the forecast', () => {
    expect(executionProblem('buy', '3.5', contract)).toBeUndefined();
    expect(executionProblem('buy', '3.51', contract)).toMatch(/above 100 %/);
    expect(executionProblem('sell', '6.5', contract)).toBeUndefined();
    expect(executionProblem('sell', '6.51', contract)).toMatch(/below 0 % hedged/);
  });

  it('fills buy limits at or below the limit and sell limits at or above', () => {
    expect(limitReached('buy', 80, 80)).toBe(true);
    expect(limitReached('buy', 80, 80.01)).toBe(false);
    expect(limitReached('sell', 80, 80)).toBe(true);
    expect(limitReached('sell', 80, 79.99)).toBe(false);
  });
});

describe('dates', () => {
  it('executes before the 16:00 London cut-off on the same business day, else on the next, never on a published day', () => {
    expect(firstExecutionDay(new Date('2026-11-23T15:59:00Z'), '2026-11-20')).toBe('2026-11-23');
    expect(firstExecutionDay(new Date('2026-11-23T16:00:00Z'), '2026-11-20')).toBe('2026-11-24');
    // British Summer Time: 16:00 London is 15:00 UTC.
    expect(firstExecutionDay(new Date('2026-06-10T15:30:00Z'), '2026-06-09')).toBe('2026-06-11');
    expect(firstExecutionDay(new Date('2026-11-21T10:00:00Z'), '2026-11-20')).toBe('2026-11-23');
    expect(firstExecutionDay(new Date('2026-11-23T10:00:00Z'), '2026-11-23')).toBe('2026-11-24');
    // Christmas and Boxing Day (a Saturday, so the bank holiday moves to Monday 28th).
    expect(firstExecutionDay(new Date('2026-12-24T17:00:00Z'), '2026-12-24')).toBe('2026-12-29');
  });

  it('puts the trade deadline N England and Wales business days before delivery', () => {
    // Q1-27 starts Friday 1 January 2027; 31 Dec, 30 Dec are the two business days before it.
    expect(tradeDeadline('2027-01-01', 0)).toBe('2026-12-31');
    expect(tradeDeadline('2027-01-01', 2)).toBe('2026-12-29');
    // Apr-27 starts Thursday 1 April; Good Friday 26 March and Easter Monday 29 March 2027 are
    // holidays, so the 3 closed business days are 31, 30 and 25 March.
    expect(tradeDeadline('2027-04-01', 3)).toBe('2027-03-24');
  });

  it('lists 6 months, 4 quarters and 4 power or 6 gas seasons ahead, with their delivery dates', () => {
    const power = horizonPeriods('POWERUKBASECAL', '2026-11-20').map((period) => period.name);
    expect(power).toHaveLength(14);
    expect(power.slice(0, 3)).toEqual(['Dec-26', 'Jan-27', 'Q1-27']);
    expect(horizonPeriods('GASNBP', '2026-11-20').filter((period) => period.period === 'season').map((period) => period.name)).toEqual(['Sum-27', 'Win-27', 'Sum-28', 'Win-28', 'Sum-29', 'Win-29']);
    expect(deliveryPeriod('Win-27')).toEqual({ name: 'Win-27', period: 'season', start: '2027-10-01', end: '2028-03-31' });
    expect(deliveryPeriod('Feb-28')).toEqual({ name: 'Feb-28', period: 'month', start: '2028-02-01', end: '2028-02-29' });
  });

  it('rounds the minimum clip up to two decimals', () => {
    expect(minimumClipVolume('7.5', '5').toString()).toBe('0.38');
  });
});
