// @vitest-environment node
// The position overview's totals (docs/trading.md, "Totals"): per index the energy of its
// periods in MWh or therms, the hedged share of that energy, the £ sums, and the £ totals
// across the indices of the contract; and each period marked once its trade deadline is past
// (London today from the business clock). The account's contract, trades and closes are
// replaced by a small hand-made set so every figure below is worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PositionOverview } from '../../generated/model/positionOverview';
import { fixedClock } from '../../server/lib/clock';
import { ACCOUNTS, createTestApp, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
const account = ACCOUNTS.northwind;

beforeAll(async () => {
  // Friday 27 November 2026: Dec-26's deadline (the business day before the last two before 1 December) was Thursday.
  t = await createTestApp({ clock: fixedClock('2026-11-27T10:00:00Z') });
  await t.db.deleteFrom('transactions').where('account_id', '=', account).execute();
  await t.db.deleteFrom('trading_contracts').where('account_id', '=', account).execute();
  await t.db.deleteFrom('closing_prices').where('trade_index', 'in', ['POWERUKBASECAL', 'GASNBP']).execute();
  const contract = (trade_index: string, period_name_abs: string, delivery_start: string, delivery_end: string, forecast_volume: string, budget_price: string) => ({
    account_id: account,
    trade_index,
    period_name_abs,
    delivery_start,
    delivery_end,
    forecast_volume,
    budget_price,
    minimum_clip_percent: '10',
    deadline_business_days: 2,
  });
  await t.db
    .insertInto('trading_contracts')
    .values([
      // 744 hours; 743 (the clocks go forward on 28 March 2027); 2,184 (91 days).
      contract('POWERUKBASECAL', 'Dec-26', '2026-12-01', '2026-12-31', '5', '90'),
      contract('POWERUKBASECAL', 'Mar-27', '2027-03-01', '2027-03-31', '10', '80'),
      contract('POWERUKBASECAL', 'Q2-27', '2027-04-01', '2027-06-30', '4', '75'),
      // 183 days each; Win-27 has no published price.
      contract('GASNBP', 'Sum-27', '2027-04-01', '2027-09-30', '1000', '60'),
      contract('GASNBP', 'Win-27', '2027-10-01', '2028-03-31', '1500', '65'),
    ] as never)
    .execute();
  const trade = (id: string, trade_index: string, period_name_abs: string, trade_direction: string, volume: string, unit: string, price: string, value: string) => ({
    id,
    account_id: account,
    order_id: null,
    trade_date: new Date('2026-11-02T10:00:00Z'),
    trade_index,
    period_name_abs,
    volume,
    unit,
    trade_direction,
    price,
    value,
  });
  await t.db
    .insertInto('transactions')
    .values([
      trade('totals-1', 'POWERUKBASECAL', 'Mar-27', 'buy', '6', 'MW', '70', '312060'),
      trade('totals-2', 'POWERUKBASECAL', 'Mar-27', 'sell', '1', 'MW', '75', '55725'),
      trade('totals-3', 'POWERUKBASECAL', 'Q2-27', 'buy', '1', 'MW', '72.5', '158340'),
      trade('totals-4', 'GASNBP', 'Sum-27', 'buy', '400', 'therms/day', '58.40', '42748.80'),
    ] as never)
    .execute();
  const close = (trade_index: string, period: string, period_name_abs: string, price: string) => ({ id: `totals-${trade_index}-${period_name_abs}`, trade_index, period, period_name_abs, price_date: '2026-11-26', price });
  await t.db
    .insertInto('closing_prices')
    .values([
      close('POWERUKBASECAL', 'month', 'Dec-26', '95.55'),
      close('POWERUKBASECAL', 'month', 'Mar-27', '81.10'),
      close('POWERUKBASECAL', 'quarter', 'Q2-27', '74.30'),
      close('GASNBP', 'season', 'Sum-27', '62.15'),
    ] as never)
    .execute();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const overview = async (tradeIndex: string): Promise<PositionOverview> => {
  const response = await t.call({ method: 'GET', url: `/api/v2/position?accountId=${account}&tradeIndex=${tradeIndex}`, as: USERS.northwind });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('position totals', () => {
  it('totals an index: energy in MWh over the real hours, the energy-weighted hedged %, the £ sums of the rows', async () => {
    const body = await overview('POWERUKBASECAL');
    expect(body.periods.map((period) => period.estimatedTotalCost)).toEqual([355446, 557621.5, 645153.6]);
    expect(body.totals).toEqual({
      energyUnit: 'MWh',
      // 5 × 744 + 10 × 743 + 4 × 2,184
      forecastEnergy: 19886,
      // 5 × 743 + 1 × 2,184
      hedgedEnergy: 5899,
      openEnergy: 13987,
      // 5,899 ÷ 19,886, not the mean of the periods' 0%, 50% and 25%, nor 6 MW ÷ 19 MW
      hedgedPercent: 29.66,
      lockedCost: 414675,
      openValue: 1143546.1,
      estimatedTotalCost: 1558221.1,
      budgetCost: 1584400,
      variance: -26178.9,
      unpricedPeriods: 0,
    });
  });

  it('totals gas in therms, and leaves a £ total blank when a period has no price', async () => {
    const body = await overview('GASNBP');
    expect(body.totals).toEqual({
      energyUnit: 'therms',
      forecastEnergy: 457500,
      hedgedEnergy: 73200,
      openEnergy: 384300,
      hedgedPercent: 16,
      lockedCost: 42748.8,
      openValue: null,
      estimatedTotalCost: null,
      budgetCost: 288225,
      variance: null,
      unpricedPeriods: 1,
    });
  });

  it('sums £ across every index of the contract, whichever index is asked for', async () => {
    const expected = {
      tradeIndices: ['POWERUKBASECAL', 'GASNBP'],
      lockedCost: 457423.8,
      openValue: null,
      estimatedTotalCost: null,
      budgetCost: 1872625,
      variance: null,
      unpricedPeriods: 1,
    };
    expect((await overview('POWERUKBASECAL')).acrossIndices).toEqual(expected);
    expect((await overview('GASNBP')).acrossIndices).toEqual(expected);
  });

  it('marks a period past its trade deadline by London today', async () => {
    const body = await overview('POWERUKBASECAL');
    expect(body.periods.map((period) => [period.deliveryPeriod, period.tradeDeadline, period.pastTradeDeadline])).toEqual([
      ['Dec-26', '2026-11-26', true],
      ['Mar-27', '2027-02-24', false],
      ['Q2-27', '2027-03-25', false],
    ]);
  });
});
