// The month ledger's money (server/what-if/month-ledger.ts, docs/trading.md "What-if"): trades
// spread over the months of their product with their prices, a what-if trade added, and each
// month valued at the shortest covering product's close and budget — exactly; and the market
// move panel's reading of what is typed.
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';

import { businessDaysBetween } from '../../../domain/business-days';
import { DEFAULT_POLICY_BANDS } from '../../../domain/hedging-policy';
import { monthQuantities } from '../../../domain/delivery-months';
import { parseMove } from '../../../src/features/position/components/market-move-panel';
import { budgetAtRisk } from '../../../server/position/valuation';
import { type MonthLedger, monthMoney, monthValuations } from '../../../server/what-if/month-ledger';

const ledger = (closes: [string, string, string | null][]): MonthLedger => {
  const rows = [
    { period_name_abs: 'Jul-27', delivery_start: '2027-07-01', delivery_end: '2027-07-31', forecast_volume: '8', budget_price: '90', minimum_clip_percent: '5', deadline_business_days: 2 },
    { period_name_abs: 'Q3-27', delivery_start: '2027-07-01', delivery_end: '2027-09-30', forecast_volume: '10', budget_price: '88', minimum_clip_percent: '5', deadline_business_days: 2 },
  ];
  return {
    accountId: '51001',
    index: 'POWERUKBASECAL',
    inputs: { rows, traded: [], policy: { bands: DEFAULT_POLICY_BANDS, adopted: false, version: 1 } },
    products: [
      { name: 'Jul-27', start: '2027-07-01', end: '2027-07-31', length: 1, forecastVolume: new Decimal(8), budgetPrice: new Decimal(90) },
      { name: 'Q3-27', start: '2027-07-01', end: '2027-09-30', length: 3, forecastVolume: new Decimal(10), budgetPrice: new Decimal(88) },
    ],
    // Q3-27: net 2 MW at a volume × price of 2.5 × 90 − 0.5 × 91 = 179.5; Jul-27: 1 MW at 92.
    traded: [
      { period_name_abs: 'Q3-27', hedged: '2', volume_price: '179.5' },
      { period_name_abs: 'Jul-27', hedged: '1', volume_price: '92' },
    ],
    priceDate: '2026-11-20',
    complianceMemo: new Map(),
    moneyMemo: {},
    closes: new Map(closes.map(([name, price, sigma]) => [name, { price: new Decimal(price), sigma: sigma === null ? null : new Decimal(sigma) }])),
  };
};

describe('monthMoney and monthValuations', () => {
  it('spreads each product’s volume and volume × price over its months by their hours', () => {
    const l = ledger([['Jul-27', '95', null], ['Q3-27', '93.5', '0.01']]);
    const money = monthMoney(l);
    // July 2027: 744 hours (BST all month), August 744, September 720.
    expect(money.hedged.get('2027-07')?.toString()).toBe(new Decimal(2 * 744 + 744).toString());
    expect(money.energyPrice.get('2027-07')?.toString()).toBe(new Decimal('179.5').times(744).plus(new Decimal(92).times(744)).toString());
    expect(money.hedged.get('2027-09')?.toString()).toBe('1440');

    const [july, , september] = monthValuations(l, money, ['2027-07', '2027-08', '2027-09']);
    // July: the month product's forecast (8 MW), budget (£90) and close (£95).
    expect(july?.forecastEnergy.toString()).toBe('5952');
    expect(july?.budgetCost.toString()).toBe('535680');
    expect(july?.lockedCost.toString()).toBe('201996');
    expect(july?.averageLockedPrice?.toString()).toBe(new Decimal(201996).dividedBy(2232).toString());
    expect(july?.estimatedCost?.toString()).toBe(new Decimal(201996).plus(new Decimal(5952 - 2232).times(95)).toString());
    expect(july?.variance?.toString()).toBe(new Decimal(201996).plus(new Decimal(3720).times(95)).minus(535680).toString());
    // No volatility for the month product: no band.
    expect(july?.budgetAtRisk).toBeNull();
    // September: the quarter's forecast, budget, close and volatility.
    expect(september?.forecastEnergy.toString()).toBe('7200');
    expect(september?.close?.toString()).toBe('93.5');
    expect(september?.budgetAtRisk?.p5).toBeLessThan(september?.budgetAtRisk?.p95 ?? 0);
    // The position overview's band, to the penny.
    const daysLeft = businessDaysBetween('2026-11-21', '2027-08-31').length;
    expect(september?.budgetAtRisk).toEqual(
      budgetAtRisk({ index: 'POWERUKBASECAL', quantity: 1, lockedCost: september?.lockedCost ?? 0, openVolume: september?.openEnergy ?? 0, latestPrice: '93.5', sigma: new Decimal('0.01'), businessDaysLeft: daysLeft }),
    );
    expect(september?.hedgedPercent).toBe(20);
  });

  it('adds a what-if trade at its price, and a sale takes energy and money off', () => {
    const l = ledger([['Q3-27', '93.5', null]]);
    const before = monthValuations(l, monthMoney(l), ['2027-08'])[0];
    const bought = monthValuations(l, monthMoney(l, [{ deliveryPeriod: 'Q3-27', direction: 'buy', volume: '1.5', price: '93.5' }]), ['2027-08'])[0];
    expect(bought?.hedgedEnergy.minus(before?.hedgedEnergy ?? 0).toString()).toBe(new Decimal('1.5').times(744).toString());
    // Bought at the close the open energy was valued at: the estimate does not move.
    expect(bought?.estimatedCost?.toString()).toBe(before?.estimatedCost?.toString());
    const sold = monthValuations(l, monthMoney(l, [{ deliveryPeriod: 'Q3-27', direction: 'sell', volume: '2', price: '93.5' }]), ['2027-08'])[0];
    expect(sold?.hedgedEnergy.toString()).toBe('0');
    expect(sold?.averageLockedPrice).toBeNull();
    // A month without a close has no estimate.
    const unpriced = ledger([]);
    expect(monthValuations(unpriced, monthMoney(unpriced), ['2027-08'])[0]).toMatchObject({ close: null, estimatedCost: null, variance: null, budgetAtRisk: null });
  });

  it('memoises a period’s months: the same frozen answer, adding up to the period’s hours', () => {
    const first = monthQuantities('POWERUKBASECAL', '2027-10-01', '2028-03-31');
    expect(monthQuantities('POWERUKBASECAL', '2027-10-01', '2028-03-31')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // October 2027 has the 25-hour day; March 2028 the 23-hour one; February 2028 29 days.
    expect(first.map((m) => m.quantity)).toEqual([745, 720, 744, 744, 696, 743]);
  });
});

describe('parseMove', () => {
  it('takes −50 to 50 with at most two decimals and says what is wrong otherwise', () => {
    expect(parseMove('10')).toEqual({ value: 10 });
    expect(parseMove(' -12.5 ')).toEqual({ value: -12.5 });
    expect(parseMove('−50')).toEqual({ value: -50 });
    expect(parseMove('+50')).toEqual({ value: 50 });
    expect(parseMove('50.01')).toEqual({ problem: 'Enter a move between -50 % and 50 %.' });
    expect(parseMove('1.234')).toHaveProperty('problem');
    expect(parseMove('ten')).toHaveProperty('problem');
    expect(parseMove('')).toHaveProperty('problem');
  });
});
