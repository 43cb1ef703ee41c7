// @vitest-environment node
// The position overview: per delivery period forecast, hedged and open volume, locked price,
// open value at the latest close, estimated cost against budget and the budget at risk.
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PositionOverview } from '../../generated/model/positionOverview';
import { deliveryQuantity, tradeValue } from '../../domain/energy';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const overview = async (query: string, as: string = USERS.northwind, viewAs?: string): Promise<PositionOverview> => {
  const response = await t.call({ method: 'GET', url: `/api/v2/position${query}`, as, viewAs });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('getPositionOverview', () => {
  it('computes each period from the contract, the executed trades and the latest close', async () => {
    const body = await overview(`?accountId=${ACCOUNTS.northwind}&tradeIndex=POWERUKBASECAL`);
    expect(body).toMatchObject({ accountId: ACCOUNTS.northwind, tradeIndex: 'POWERUKBASECAL', unit: 'MW', priceUnit: '£/MWh', priceDate: '2026-11-20' });
    expect(body.budgetAtRiskMethod).toMatch(/P5–P95/);
    // 6 months, 4 quarters and 4 seasons of power.
    expect(body.periods).toHaveLength(14);
    expect(body.periods.some((period) => period.hedgedVolume > 0)).toBe(true);
    for (const period of body.periods) {
      const trades = await t.db
        .selectFrom('transactions')
        .select(['volume', 'price', 'value', 'trade_direction'])
        .where('account_id', '=', ACCOUNTS.northwind)
        .where('trade_index', '=', 'POWERUKBASECAL')
        .where('period_name_abs', '=', period.deliveryPeriod)
        .execute();
      const sign = (row: { trade_direction: string }) => (row.trade_direction === 'buy' ? 1 : -1);
      const hedged = trades.reduce((sum, row) => sum.plus(new Decimal(row.volume).times(sign(row))), new Decimal(0));
      const locked = trades.reduce((sum, row) => sum.plus(new Decimal(row.value).times(sign(row))), new Decimal(0));
      expect(period.hedgedVolume).toBe(hedged.toNumber());
      expect(period.openVolume).toBe(new Decimal(period.forecastVolume).minus(hedged).toNumber());
      expect(period.hedgedPercent).toBeCloseTo((period.hedgedVolume / period.forecastVolume) * 100, 2);
      expect(period.lockedCost).toBe(locked.toNumber());
      const close = await t.db.selectFrom('closing_prices').select('price').where('trade_index', '=', 'POWERUKBASECAL').where('period_name_abs', '=', period.deliveryPeriod).where('price_date', '=', '2026-11-20').executeTakeFirstOrThrow();
      const hours = deliveryQuantity('POWERUKBASECAL', period.deliveryStart, period.deliveryEnd);
      expect(period.latestClosingPrice).toBe(close.price);
      expect(period.openValue).toBe(tradeValue('POWERUKBASECAL', hours, period.openVolume, close.price));
      expect(period.budgetCost).toBe(tradeValue('POWERUKBASECAL', hours, period.forecastVolume, period.budgetPrice));
      expect(period.estimatedTotalCost).toBeCloseTo(period.lockedCost + (period.openValue as number), 2);
      expect(period.variance).toBeCloseTo((period.estimatedTotalCost as number) - period.budgetCost, 2);
      if (hedged.gt(0)) {
        const weighted = trades.reduce((sum, row) => sum.plus(new Decimal(row.volume).times(row.price).times(sign(row))), new Decimal(0)).dividedBy(hedged);
        expect(period.averageLockedPrice).toBe(weighted.toDecimalPlaces(2).toNumber());
      } else expect(period.averageLockedPrice).toBeNull();
      expect(period.budgetAtRiskP5 as number).toBeLessThanOrEqual(period.estimatedTotalCost as number);
      expect(period.budgetAtRiskP95 as number).toBeGreaterThanOrEqual(period.estimatedTotalCost as number);
      if (period.openVolume > 0) expect(period.budgetAtRiskP95 as number).toBeGreaterThan(period.budgetAtRiskP5 as number);
    }
    // Nearest delivery period first.
    const starts = body.periods.map((period) => period.deliveryStart);
    expect([...starts].sort()).toEqual(starts);
  });

  it('shows six gas seasons (the last ones without a published price yet)', async () => {
    const body = await overview(`?accountId=${ACCOUNTS.northwind}&tradeIndex=GASNBP`);
    expect(body.unit).toBe('therms/day');
    expect(body.periods.filter((period) => /^(Sum|Win)-/.test(period.deliveryPeriod))).toHaveLength(6);
    const unpriced = body.periods.filter((period) => period.latestClosingPrice === null);
    expect(unpriced.length).toBeGreaterThan(0);
    for (const period of unpriced) expect(period).toMatchObject({ openValue: null, estimatedTotalCost: null, variance: null, budgetAtRiskP5: null, budgetAtRiskP95: null });
  });

  it('is empty for an index outside the account’s contract', async () => {
    expect((await overview(`?accountId=${ACCOUNTS.northwind}&tradeIndex=POWERUKPEAKCAL`)).periods).toEqual([]);
  });

  it('refuses multi-purchase accounts, other companies’ accounts and accounts without view:orders with 403', async () => {
    const multi = await t.call({ method: 'GET', url: `/api/v2/position?accountId=${ACCOUNTS.pennine}`, as: USERS.pennine });
    expect(expectErrorShape(multi.json(), 403).message).toMatch(/multi-purchase/);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/position?accountId=${ACCOUNTS.caledonia}`, as: USERS.northwind })).json(), 403);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/position?accountId=${ACCOUNTS.harbourHq}`, as: USERS.harbourBuyer })).json(), 403);
  });

  it('is readable in view-as mode', async () => {
    const start = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked about their hedged position' } });
    expect(start.statusCode).toBe(200);
    const body = await overview(`?accountId=${ACCOUNTS.northwind}`, USERS.desk, USERS.northwind);
    expect(body.periods.length).toBeGreaterThan(0);
  });
});
