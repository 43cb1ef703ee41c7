// @vitest-environment node
// The transactions list: executed trades of the caller's accounts with filters, totals and paging, and
// the same list as a streamed RFC 4180 CSV file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Transaction } from '../../generated/model/transaction';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';
import { parseCsv } from '../harness/csv';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const list = async (query: string, as: string = USERS.northwind) => {
  const response = await t.call({ method: 'GET', url: `/api/v2/transactions${query}`, as });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Transaction[]; total: number; totals: { count: number; boughtValue: number; soldValue: number; netValue: number } };
};

describe('listTransactions', () => {
  it('lists the executed trades newest first, with totals over every page', async () => {
    const body = await list('?perPage=100');
    expect(body.total).toBeGreaterThan(3);
    expect(body.data.every((row) => row.accountId === ACCOUNTS.northwind)).toBe(true);
    const dates = body.data.map((row) => row.tradeDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const rows = await t.db.selectFrom('transactions').select(['value', 'trade_direction']).where('account_id', '=', ACCOUNTS.northwind).execute();
    const cents = (direction: string) => rows.filter((row) => row.trade_direction === direction).reduce((sum, row) => sum + Math.round(row.value * 100), 0);
    expect(body.totals).toEqual({ count: rows.length, boughtValue: cents('buy') / 100, soldValue: cents('sell') / 100, netValue: (cents('buy') - cents('sell')) / 100 });
    // Each trade is its order's execution at that day's close.
    for (const row of body.data) {
      const order = await t.db.selectFrom('orders').select(['executed_price', 'executed_on', 'status']).where('id', '=', row.orderId).executeTakeFirstOrThrow();
      expect(order).toEqual({ executed_price: row.price, executed_on: row.tradeDate, status: 'executed' });
    }
    const page2 = await list('?perPage=2&page=2');
    expect(page2.data.map((row) => row.id)).toEqual(body.data.slice(2, 4).map((row) => row.id));
    expect(page2.totals).toEqual(body.totals);
  });

  it('filters by trade index and date range', async () => {
    const gas = await list('?tradeIndex=GASNBP&perPage=100');
    expect(gas.data.every((row) => row.tradeIndex === 'GASNBP' && row.unit === 'therms/day' && row.priceUnit === 'p/therm')).toBe(true);
    const all = await list('?perPage=100');
    const from = all.data[Math.floor(all.data.length / 2)]?.tradeDate as string;
    const ranged = await list(`?from=${from}&to=2026-11-20&perPage=100`);
    expect(ranged.data.map((row) => row.id)).toEqual(all.data.filter((row) => row.tradeDate >= from).map((row) => row.id));
  });

  it('covers every account of a multi-company user holding view:orders', async () => {
    const body = await list('?perPage=100', USERS.harbourBuyer);
    const accounts = new Set(body.data.map((row) => row.accountId));
    expect(accounts.has(ACCOUNTS.harbourHq)).toBe(false);
    expect(accounts.size).toBeGreaterThan(1);
  });

  it('refuses another company’s account and an account without view:orders with 403', async () => {
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/transactions?accountId=${ACCOUNTS.caledonia}`, as: USERS.northwind })).json(), 403);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/transactions?accountId=${ACCOUNTS.harbourHq}`, as: USERS.harbourBuyer })).json(), 403);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/transactions/export?accountId=${ACCOUNTS.caledonia}`, as: USERS.northwind })).json(), 403);
  });
});

describe('exportTransactionsCsv', () => {
  it('streams RFC 4180 UTF-8 CSV, one row per trade, ISO dates and plain numbers', async () => {
    // An account name with a comma and a quote must be quoted.
    await t.db.updateTable('accounts').set({ name: 'Northwind Foods, "Cold" Chain' }).where('id', '=', ACCOUNTS.northwind).execute();
    const response = await t.call({ method: 'GET', url: `/api/v2/transactions/export?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="transactions-51001-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body).toContain('"Northwind Foods, ""Cold"" Chain"');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(['tradeDate', 'accountId', 'accountName', 'orderId', 'tradeIndex', 'deliveryPeriod', 'tradeDirection', 'volume', 'unit', 'price', 'priceUnit', 'valueGBP']);
    const transactions = await list(`?accountId=${ACCOUNTS.northwind}&perPage=100`);
    expect(rows).toHaveLength(transactions.total);
    rows.forEach((row, i) => {
      const trade = transactions.data[i] as Transaction;
      expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row).toEqual([trade.tradeDate, trade.accountId, 'Northwind Foods, "Cold" Chain', trade.orderId, trade.tradeIndex, trade.deliveryPeriod, trade.tradeDirection, row[7], trade.unit, row[9], trade.priceUnit, row[11]]);
      for (const [at, value] of [[7, trade.volume], [9, trade.price], [11, trade.value]] as const) {
        expect(row[at]).toMatch(/^-?\d+(\.\d+)?$/);
        expect(Number(row[at])).toBe(value);
      }
    });
    expect(response.body.split('\r\n').length).toBe(rows.length + 2);
  });

  it('exports every account the caller may see without an account filter, and honours the filters', async () => {
    const all = parseCsv((await t.call({ method: 'GET', url: '/api/v2/transactions/export', as: USERS.harbourBuyer })).body).slice(1);
    expect(all).toHaveLength((await list('?perPage=1', USERS.harbourBuyer)).total);
    expect(new Set(all.map((row) => row[1])).size).toBeGreaterThan(1);
    const power = parseCsv((await t.call({ method: 'GET', url: '/api/v2/transactions/export?tradeIndex=POWERUKBASECAL', as: USERS.harbourBuyer })).body).slice(1);
    expect(power.length).toBeLessThan(all.length);
    expect(power.every((row) => row[4] === 'POWERUKBASECAL')).toBe(true);
  });
});
