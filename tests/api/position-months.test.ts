// @vitest-environment node
// The position by delivery month (getPositionMonths, docs/trading.md "Months"): trades spread over
// the months their product covers, each month against today's band of the policy in force, what
// to buy to reach the floor, the next step, and the fixing calendar. Same access as the overview.
import { randomUUID } from 'node:crypto';

import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PositionMonths } from '../../generated/model/positionMonths';
import { spreadEnergy } from '../../domain/delivery-months';
import { fixedClock } from '../../server/lib/clock';
import { deliveryPeriod } from '../../server/position/periods';
import { hedgingCompliance } from '../../server/position/month-position';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  // London today: Monday 23 Nov 2026.
  t = await createTestApp({ clock: fixedClock('2026-11-23T10:00:00Z') });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const months = async (query: string, as: string = USERS.northwind, viewAs?: string): Promise<PositionMonths> => {
  const response = await t.call({ method: 'GET', url: `/api/v2/position/months${query}`, as, viewAs });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const trade = (period: string, direction: 'buy' | 'sell', volume: string, price: string) => ({
  id: randomUUID(), account_id: ACCOUNTS.northwind, order_id: null, trade_date: new Date('2026-11-20T16:00:00Z'), trade_index: 'POWERUKPEAKCAL' as const,
  period_name_abs: period, volume, unit: 'MW', trade_direction: direction, price, value: new Decimal(volume).times(price).times(264).toString(),
});

describe('getPositionMonths', () => {
  it('spreads a quarter trade over its months exactly and reads each month against today’s band', async () => {
    // A peak contract of our own (Northwind has none): Jul-27 forecast 8 MW, Q3-27 10 MW.
    await t.db.insertInto('trading_contracts').values([
      { account_id: ACCOUNTS.northwind, trade_index: 'POWERUKPEAKCAL', period_name_abs: 'Jul-27', delivery_start: '2027-07-01', delivery_end: '2027-07-31', forecast_volume: '8', minimum_clip_percent: '5', budget_price: '90', deadline_business_days: 2 },
      { account_id: ACCOUNTS.northwind, trade_index: 'POWERUKPEAKCAL', period_name_abs: 'Q3-27', delivery_start: '2027-07-01', delivery_end: '2027-09-30', forecast_volume: '10', minimum_clip_percent: '5', budget_price: '88', deadline_business_days: 2 },
    ]).execute();
    // Q3-27: 2.5 MW bought, 0.5 MW sold back (net 2); Jul-27: 1 MW bought.
    await t.db.insertInto('transactions').values([trade('Q3-27', 'buy', '2.5', '90'), trade('Q3-27', 'sell', '0.5', '91'), trade('Jul-27', 'buy', '1', '92')]).execute();

    const body = await months(`?accountId=${ACCOUNTS.northwind}&tradeIndex=POWERUKPEAKCAL`);
    expect(body).toMatchObject({ accountId: ACCOUNTS.northwind, tradeIndex: 'POWERUKPEAKCAL', unit: 'MW', energyUnit: 'MWh', today: '2026-11-23', policy: { adopted: false, version: 1 } });
    // Peak hours: Jul-27, Aug-27 and Sep-27 have 22 weekdays each, 264 hours. 8–10 months ahead: 30–70 %.
    expect(body.months).toEqual([
      {
        month: '2027-07', deliveryPeriod: 'Jul-27', monthStart: '2027-07-01', monthEnd: '2027-07-31', monthsAhead: 8, deliveryQuantity: 264,
        forecastVolume: 8, forecastEnergy: 2112, hedgedEnergy: 792, openEnergy: 1320, hedgedPercent: 37.5, floorPercent: 30, ceilingPercent: 70,
        status: 'within', toFloorEnergy: 0, toFloorVolume: 0, nextStepDate: '2027-02-01', nextFloorPercent: 50,
      },
      {
        month: '2027-08', deliveryPeriod: 'Aug-27', monthStart: '2027-08-01', monthEnd: '2027-08-31', monthsAhead: 9, deliveryQuantity: 264,
        forecastVolume: 10, forecastEnergy: 2640, hedgedEnergy: 528, openEnergy: 2112, hedgedPercent: 20, floorPercent: 30, ceilingPercent: 70,
        status: 'below_floor', toFloorEnergy: 264, toFloorVolume: 1, nextStepDate: '2027-03-01', nextFloorPercent: 50,
      },
      {
        month: '2027-09', deliveryPeriod: 'Sep-27', monthStart: '2027-09-01', monthEnd: '2027-09-30', monthsAhead: 10, deliveryQuantity: 264,
        forecastVolume: 10, forecastEnergy: 2640, hedgedEnergy: 528, openEnergy: 2112, hedgedPercent: 20, floorPercent: 30, ceilingPercent: 70,
        status: 'below_floor', toFloorEnergy: 264, toFloorVolume: 1, nextStepDate: '2027-04-01', nextFloorPercent: 50,
      },
    ]);
    // Now: the floor of Aug and Sep; before each step: up to 50 % (1056 − 792 for Jul, 1320 − 792 for Aug and Sep).
    expect(body.fixingCalendar).toEqual([
      { month: '2027-08', deliveryPeriod: 'Aug-27', reason: 'below_floor', byDate: '2026-11-23', floorPercent: 30, energy: 264, volume: 1, products: ['Q3-27'] },
      { month: '2027-09', deliveryPeriod: 'Sep-27', reason: 'below_floor', byDate: '2026-11-23', floorPercent: 30, energy: 264, volume: 1, products: ['Q3-27'] },
      { month: '2027-07', deliveryPeriod: 'Jul-27', reason: 'floor_steps_up', byDate: '2027-01-31', floorPercent: 50, energy: 264, volume: 1, products: ['Jul-27', 'Q3-27'] },
      { month: '2027-08', deliveryPeriod: 'Aug-27', reason: 'floor_steps_up', byDate: '2027-02-28', floorPercent: 50, energy: 528, volume: 2, products: ['Q3-27'] },
      { month: '2027-09', deliveryPeriod: 'Sep-27', reason: 'floor_steps_up', byDate: '2027-03-31', floorPercent: 50, energy: 528, volume: 2, products: ['Q3-27'] },
    ]);
  });

  it('counts a hypothetical order on top of the stored trades (the what-if’s entry point)', async () => {
    const result = await hedgingCompliance(t.db, ACCOUNTS.northwind, 'POWERUKPEAKCAL', '2026-11-23', { extraTrades: [{ deliveryPeriod: 'Q3-27', direction: 'buy', volume: '1' }] });
    expect(result.months.map((m) => [m.deliveryPeriod, m.hedgedEnergy, m.status])).toEqual([
      ['Jul-27', 1056, 'within'],
      ['Aug-27', 792, 'within'],
      ['Sep-27', 792, 'within'],
    ]);
    expect(result.fixingCalendar.filter((step) => step.reason === 'below_floor')).toEqual([]);
  });

  it('agrees with the stored trades and contract for a seeded account, month by month', async () => {
    const body = await months(`?accountId=${ACCOUNTS.northwind}`);
    expect(body.months.length).toBeGreaterThan(12);
    expect(body.months.map((m) => m.month)).toEqual([...body.months.map((m) => m.month)].sort());
    expect((body.months[0]?.month ?? '') >= '2026-11').toBe(true);
    const trades = await t.db.selectFrom('transactions').select(['period_name_abs', 'volume', 'trade_direction']).where('account_id', '=', ACCOUNTS.northwind).where('trade_index', '=', 'POWERUKBASECAL').execute();
    const hedged = new Map<string, Decimal>();
    for (const row of trades) {
      const dates = deliveryPeriod(row.period_name_abs);
      if (!dates) continue;
      const signed = new Decimal(row.volume).times(row.trade_direction === 'buy' ? 1 : -1);
      for (const { month, energy } of spreadEnergy('POWERUKBASECAL', dates.start, dates.end, signed)) hedged.set(month, (hedged.get(month) ?? new Decimal(0)).plus(energy));
    }
    for (const m of body.months) {
      expect(m.hedgedEnergy).toBe((hedged.get(m.month) ?? new Decimal(0)).toNumber());
      expect(m.forecastEnergy).toBe(new Decimal(m.forecastVolume).times(m.deliveryQuantity).toNumber());
      const floor = new Decimal(m.forecastEnergy).times(m.floorPercent).dividedBy(100);
      expect(m.status === 'below_floor').toBe(new Decimal(m.hedgedEnergy).lt(floor));
    }
    // Every month of the calendar is one the view shows below its floor now, or short of its next floor.
    for (const step of body.fixingCalendar) expect(body.months.some((m) => m.month === step.month)).toBe(true);
  });

  it('spreads gas in therms by days', async () => {
    const body = await months(`?accountId=${ACCOUNTS.northwind}&tradeIndex=GASNBP`);
    expect(body).toMatchObject({ unit: 'therms/day', energyUnit: 'therms' });
    const feb = body.months.find((m) => m.month === '2027-02');
    expect(feb?.deliveryQuantity).toBe(28);
  });

  it('refuses another company’s account, multi-purchase accounts and no view:orders with 403, a bad index with 400 naming it', async () => {
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/position/months?accountId=${ACCOUNTS.caledonia}`, as: USERS.northwind })).json(), 403);
    expect(expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/position/months?accountId=${ACCOUNTS.pennine}`, as: USERS.pennine })).json(), 403).message).toMatch(/multi-purchase/);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/position/months?accountId=${ACCOUNTS.harbourHq}`, as: USERS.harbourBuyer })).json(), 403);
    const bad = await t.call({ method: 'GET', url: `/api/v2/position/months?accountId=${ACCOUNTS.northwind}&tradeIndex=COAL`, as: USERS.northwind });
    expect(expectErrorShape(bad.json(), 400).field).toBe('tradeIndex');
  });

  it('is readable in view-as mode', async () => {
    const start = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked about their policy months' } });
    expect(start.statusCode).toBe(200);
    const body = await months(`?accountId=${ACCOUNTS.northwind}`, USERS.desk, USERS.northwind);
    expect(body.months.length).toBeGreaterThan(0);
  });
});
