// @vitest-environment node
// Responses are checked against the contract by the app itself (validateResponses),
// so a 200 here is also a contract-shaped body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as?: string) => t.call({ method: 'GET', url: `/api/v2${url}`, ...(as ? { as } : {}) });

describe('getLatestClosingPrices', () => {
  it('defaults to baseload day-ahead on the latest business day', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/closing-prices/latest', as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ tradeIndex: 'POWERUKBASECAL', period: 'day', priceUnit: '£/MWh', publishedDate: '2026-11-20' });
    expect(body.data.map((row: { periodNameAbs: string }) => row.periodNameAbs)).toEqual(['Day-ahead']);
  });

  it('computes the daily change and 30-business-day aggregates from the history', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/closing-prices/latest?tradeIndex=GASNBP&period=quarter', as: USERS.northwind });
    const body = response.json();
    expect(body.priceUnit).toBe('p/therm');
    expect(body.data.map((row: { periodNameAbs: string }) => row.periodNameAbs)).toEqual(['Q1-27', 'Q2-27', 'Q3-27', 'Q4-27']);
    const first = body.data[0];
    const history = await t.db
      .selectFrom('closing_prices')
      .select(['price'])
      .where('trade_index', '=', 'GASNBP')
      .where('period_name_abs', '=', 'Q1-27')
      .orderBy('price_date', 'desc')
      .limit(30)
      .execute();
    const prices = history.map((row) => Number(row.price));
    expect(first.price).toBe(prices[0]);
    expect(first.dailyChange).toBeCloseTo((prices[0] ?? 0) - (prices[1] ?? 0), 2);
    expect(first.thirtyDayHigh).toBe(Math.max(...prices));
    expect(first.thirtyDayLow).toBe(Math.min(...prices));
    expect(first.thirtyDayMean).toBeCloseTo(prices.reduce((sum, price) => sum + price, 0) / prices.length, 2);
  });

  it('needs view:closing_prices on some account (403 once removed)', async () => {
    await t.db.deleteFrom('user_account_permissions').where('user_id', '=', USERS.caledonia).where('permission', '=', 'view:closing_prices').execute();
    const response = await t.call({ method: 'GET', url: '/api/v2/closing-prices/latest', as: USERS.caledonia });
    expect(response.statusCode).toBe(403);
    expect(expectErrorShape(response.json(), 403).message).toContain('view:closing_prices');
  });

  it('rejects an unknown trade index or period with 400', async () => {
    for (const [query, field] of [['tradeIndex=COAL', 'tradeIndex'], ['period=week', 'period']]) {
      const response = await t.call({ method: 'GET', url: `/api/v2/closing-prices/latest?${query}`, as: USERS.northwind });
      expect(response.statusCode).toBe(400);
      expect(expectErrorShape(response.json(), 400).field).toBe(field);
    }
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/closing-prices/latest' })).statusCode).toBe(401);
  });
});

describe('getClosingPriceHistory', () => {
  it('defaults to the nearest baseload day product over the last 365 days, oldest first', async () => {
    const response = await get('/closing-prices/history', USERS.northwind);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ tradeIndex: 'POWERUKBASECAL', period: 'day', periodNameAbs: 'Day-ahead', priceUnit: '£/MWh' });
    const dates = data.points.map((point: { date: string }) => point.date);
    expect(dates[0] >= '2025-11-20').toBe(true);
    expect(dates.at(-1)).toBe('2026-11-20');
    expect([...dates].sort()).toEqual(dates);
    // Business days only: about 252 in a year.
    expect(dates.length).toBeGreaterThan(245);
    expect(dates.length).toBeLessThan(260);
  });

  it('gives each point the mean, high and low of the product’s 30 closes up to that day', async () => {
    const response = await get('/closing-prices/history?tradeIndex=GASNBP&period=quarter&periodNameAbs=Q1-27&from=2026-10-01&to=2026-11-20', USERS.northwind);
    const { data } = response.json();
    expect(data.periodNameAbs).toBe('Q1-27');
    expect(data.priceUnit).toBe('p/therm');
    const rows = await t.db
      .selectFrom('closing_prices')
      .select(['price_date', 'price'])
      .where('trade_index', '=', 'GASNBP')
      .where('period_name_abs', '=', 'Q1-27')
      .where('price_date', '<=', '2026-11-20')
      .orderBy('price_date')
      .execute();
    for (const point of data.points as { date: string; price: number; thirtyDayMean: number; thirtyDayHigh: number; thirtyDayLow: number }[]) {
      const upTo = rows.filter((row) => row.price_date <= point.date).slice(-30).map((row) => Number(row.price));
      expect(point.price).toBe(upTo.at(-1));
      expect(point.thirtyDayHigh).toBe(Math.max(...upTo));
      expect(point.thirtyDayLow).toBe(Math.min(...upTo));
      // Rounded to 2 decimals: within half a penny of the exact mean.
      expect(Math.abs(point.thirtyDayMean - upTo.reduce((sum, price) => sum + price, 0) / upTo.length)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
    expect(data.points[0].date).toBe('2026-10-01');
    // The latest point agrees with getLatestClosingPrices.
    const latest = await get('/closing-prices/latest?tradeIndex=GASNBP&period=quarter', USERS.northwind);
    const q1 = latest.json().data.find((row: { periodNameAbs: string }) => row.periodNameAbs === 'Q1-27');
    expect(data.points.at(-1)).toMatchObject({ price: q1.price, thirtyDayMean: q1.thirtyDayMean, thirtyDayHigh: q1.thirtyDayHigh, thirtyDayLow: q1.thirtyDayLow });
  });

  it('returns no points for a range without publications (a weekend)', async () => {
    const response = await get('/closing-prices/history?from=2026-11-14&to=2026-11-15', USERS.northwind);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.points).toEqual([]);
  });

  it('404s for a product that is not of the index and period', async () => {
    for (const query of ['period=month&periodNameAbs=Q1-27', 'periodNameAbs=Jan-19']) {
      const response = await get(`/closing-prices/history?${query}`, USERS.northwind);
      expect(response.statusCode, query).toBe(404);
      expectErrorShape(response.json(), 404);
    }
  });

  it('rejects bad parameters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['tradeIndex=COAL', 'tradeIndex'],
      ['period=week', 'period'],
      ['from=2026-13-01', 'from'],
      ['to=yesterday', 'to'],
      ['periodNameAbs=', 'periodNameAbs'],
      ['from=2026-11-20&to=2026-11-01', 'to'],
      ['from=2023-01-01&to=2026-11-01', 'from'],
    ]) {
      const response = await get(`/closing-prices/history?${query}`, USERS.northwind);
      expect(response.statusCode, query).toBe(400);
      const error = expectErrorShape(response.json(), 400);
      expect(error.field, query).toBe(field);
      expect(error.message.length).toBeGreaterThan(5);
    }
  });

  it('needs a token, and view:closing_prices (403 once removed)', async () => {
    expect((await get('/closing-prices/history')).statusCode).toBe(401);
    await t.db.deleteFrom('user_account_permissions').where('user_id', '=', USERS.pennine).where('permission', '=', 'view:closing_prices').execute();
    const response = await get('/closing-prices/history', USERS.pennine);
    expect(response.statusCode).toBe(403);
    expect(expectErrorShape(response.json(), 403).message).toContain('view:closing_prices');
  });
});
