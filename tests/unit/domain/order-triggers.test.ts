// Stop triggers, limit fills, bracket legs and the plain-words sentence (domain/order-rules.ts, docs/trading.md).
import { describe, expect, it } from 'vitest';

import { bracketProblem, conditionalOrderWords, conditionMet, limitReached, placementProblem, stopTriggered, type ContractFigures } from '../../../domain/order-rules';

describe('stopTriggered', () => {
  it('triggers a buy-stop once the close rises to or above its trigger, not a cent short', () => {
    expect(stopTriggered('buy', '90', '90')).toBe(true);
    expect(stopTriggered('buy', '90', '90.01')).toBe(true);
    expect(stopTriggered('buy', '90', '89.99')).toBe(false);
  });

  it('triggers a sell-stop once the close falls to or below its trigger, not a cent short', () => {
    expect(stopTriggered('sell', '70', '70')).toBe(true);
    expect(stopTriggered('sell', '70', '69.99')).toBe(true);
    expect(stopTriggered('sell', '70', '70.01')).toBe(false);
  });

  it('compares exactly in decimals (no float rounding at the boundary)', () => {
    expect(stopTriggered('buy', 0.3, 0.1 + 0.2)).toBe(true);
    expect(stopTriggered('sell', '0.30', '0.3')).toBe(true);
  });
});

describe('limitReached and conditionMet', () => {
  it('fills a buy limit at or below, a sell limit at or above', () => {
    expect(limitReached('buy', 70, 70)).toBe(true);
    expect(limitReached('buy', 70, 70.01)).toBe(false);
    expect(limitReached('sell', 70, 70)).toBe(true);
    expect(limitReached('sell', 70, 69.99)).toBe(false);
  });

  it('answers each type: market always, limit by its limit, stop by its trigger', () => {
    expect(conditionMet({ priceType: 'market', tradeDirection: 'buy' }, 1)).toBe(true);
    expect(conditionMet({ priceType: 'limit', tradeDirection: 'buy', limitPrice: 70 }, 69)).toBe(true);
    expect(conditionMet({ priceType: 'limit', tradeDirection: 'buy', limitPrice: 70 }, 71)).toBe(false);
    expect(conditionMet({ priceType: 'stop', tradeDirection: 'buy', triggerPrice: 90 }, 91)).toBe(true);
    expect(conditionMet({ priceType: 'stop', tradeDirection: 'buy', triggerPrice: 90 }, 89)).toBe(false);
    expect(conditionMet({ priceType: 'stop', tradeDirection: 'sell', triggerPrice: 70 }, 69)).toBe(true);
  });

  it('never meets both legs of a bracket the rules accept with one close', () => {
    for (const close of [69.99, 70, 70.01, 80, 89.99, 90, 90.01]) {
      const buyLegs = [conditionMet({ priceType: 'limit', tradeDirection: 'buy', limitPrice: 70 }, close), conditionMet({ priceType: 'stop', tradeDirection: 'buy', triggerPrice: 90 }, close)];
      expect(buyLegs.filter(Boolean).length, `buy at ${close}`).toBeLessThanOrEqual(1);
      const sellLegs = [conditionMet({ priceType: 'limit', tradeDirection: 'sell', limitPrice: 90 }, close), conditionMet({ priceType: 'stop', tradeDirection: 'sell', triggerPrice: 70 }, close)];
      expect(sellLegs.filter(Boolean).length, `sell at ${close}`).toBeLessThanOrEqual(1);
    }
  });
});

describe('bracketProblem', () => {
  it('wants a buy’s limit below its stop and a sell’s above, naming triggerPrice', () => {
    expect(bracketProblem('buy', 70, 90)).toBeUndefined();
    expect(bracketProblem('buy', 70, 70.01)).toBeUndefined();
    expect(bracketProblem('buy', 70, 70)).toEqual({ field: 'triggerPrice', message: expect.stringMatching(/stop \(70\) must be above its limit \(70\)/) });
    expect(bracketProblem('buy', 90, 70)?.field).toBe('triggerPrice');
    expect(bracketProblem('sell', 90, 70)).toBeUndefined();
    expect(bracketProblem('sell', 70, 70)?.message).toMatch(/must be below its limit/);
    expect(bracketProblem('sell', 70, 90)?.field).toBe('triggerPrice');
  });
});

describe('placementProblem for stops', () => {
  const contract: ContractFigures = {
    deliveryPeriod: 'Q3-27',
    unit: 'MW',
    forecastVolume: '10',
    minimumClipPercent: '10',
    hedgedVolume: '5',
    pendingBuyVolume: '0',
    pendingSellVolume: '0',
    tradeDeadline: '2027-06-25',
  };
  const stop = { tradeDirection: 'buy' as const, volume: 1, priceType: 'stop' as const, triggerPrice: 90 };

  it('accepts a stop with a trigger and an expiry within the deadline', () => {
    expect(placementProblem({ ...stop, expiryDate: '2027-01-29' }, contract, '2026-11-23')).toBeUndefined();
  });

  it('needs a trigger of at most two decimals, no limit price, and an expiry within its days', () => {
    expect(placementProblem({ ...stop, triggerPrice: null }, contract, '2026-11-23')).toEqual({ field: 'triggerPrice', message: 'A stop order needs a trigger price' });
    expect(placementProblem({ ...stop, triggerPrice: 90.001 }, contract, '2026-11-23')?.field).toBe('triggerPrice');
    expect(placementProblem({ ...stop, limitPrice: 80 }, contract, '2026-11-23')).toEqual({ field: 'limitPrice', message: 'A stop order has no limit price' });
    expect(placementProblem({ ...stop, expiryDate: '2027-07-01' }, contract, '2026-11-23')?.field).toBe('expiryDate');
    expect(placementProblem({ ...stop, expiryDate: '2026-11-20' }, contract, '2026-11-23')?.field).toBe('expiryDate');
  });

  it('refuses a trigger on a market or limit order', () => {
    expect(placementProblem({ ...stop, priceType: 'market' }, contract, '2026-11-23')).toEqual({ field: 'triggerPrice', message: 'A market order has no trigger price' });
    expect(placementProblem({ ...stop, priceType: 'limit', limitPrice: 80 }, contract, '2026-11-23')).toEqual({ field: 'triggerPrice', message: 'A limit order has no trigger price' });
  });
});

describe('conditionalOrderWords', () => {
  const order = { tradeDirection: 'buy' as const, volume: 2, unit: 'MW', deliveryPeriod: 'Q3-27', priceUnit: '£/MWh' };

  it('says a bracket in plain words, in the index’s unit', () => {
    expect(conditionalOrderWords({ ...order, limitPrice: 70, triggerPrice: 90 })).toBe('Buy 2 MW of Q3-27 if the close falls to £70.00/MWh or rises to £90.00/MWh, whichever comes first');
    expect(conditionalOrderWords({ ...order, tradeDirection: 'sell', unit: 'therms/day', volume: 12000, deliveryPeriod: 'Win-27', priceUnit: 'p/therm', limitPrice: 95.5, triggerPrice: 80 })).toBe(
      'Sell 12,000 therms/day of Win-27 if the close rises to 95.50p/therm or falls to 80.00p/therm, whichever comes first',
    );
  });

  it('says a stop, a limit and a market order', () => {
    expect(conditionalOrderWords({ ...order, triggerPrice: 90 })).toBe('Buy 2 MW of Q3-27 if the close rises to £90.00/MWh');
    expect(conditionalOrderWords({ ...order, tradeDirection: 'sell', triggerPrice: 70 })).toBe('Sell 2 MW of Q3-27 if the close falls to £70.00/MWh');
    expect(conditionalOrderWords({ ...order, limitPrice: 70 })).toBe('Buy 2 MW of Q3-27 if the close falls to £70.00/MWh');
    expect(conditionalOrderWords(order)).toBe('Buy 2 MW of Q3-27 at the next published close');
    expect(conditionalOrderWords({ ...order, triggerPrice: 1070 })).toBe('Buy 2 MW of Q3-27 if the close rises to £1,070.00/MWh');
  });
});
