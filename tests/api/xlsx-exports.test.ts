// @vitest-environment node
// The .xlsx downloads (docs/files.md, "Spreadsheets"): the transactions ledger, the position overview
// and a product's closing-price history, each read back with exceljs and compared cell by cell with
// the JSON operation it mirrors; the same access rules as those operations.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ClosingPriceHistory } from '../../generated/model/closingPriceHistory';
import type { PositionOverview } from '../../generated/model/positionOverview';
import type { Transaction } from '../../generated/model/transaction';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';
import { parseCsv } from '../harness/csv';
import { excelDay, readWorkbook, zipEntry } from '../harness/xlsx';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const GBP = '"£"#,##0.00;-"£"#,##0.00';

async function download(url: string, as: string = USERS.northwind, viewAs?: string) {
  const response = await t.call({ method: 'GET', url: `/api/v2${url}`, as, viewAs });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return { response, sheet: await readWorkbook(response.rawPayload) };
}

const json = async <T>(url: string, as: string = USERS.northwind): Promise<T> => {
  const response = await t.call({ method: 'GET', url: `/api/v2${url}`, as });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
};

/** The desk views as Northwind's buyer (a view-as session with a reason, as the portal starts it). */
async function startViewAs() {
  const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked for the spreadsheet' } });
  expect(session.statusCode).toBeLessThan(300);
}

const values = (row: ExcelJS.Row, columns: number) => Array.from({ length: columns }, (_, i) => row.getCell(i + 1).value ?? null);
const formats = (row: ExcelJS.Row, columns: number) => Array.from({ length: columns }, (_, i) => row.getCell(i + 1).numFmt ?? null);

describe('exportTransactionsXlsx', () => {
  it('writes the filters, a frozen header and every trade as typed cells, text never a formula', async () => {
    // A name typed as a formula must arrive as that text.
    await t.db.updateTable('accounts').set({ name: '=HYPERLINK("http://evil","x")' }).where('id', '=', ACCOUNTS.northwind).execute();
    const { response, sheet } = await download(`/transactions/export/xlsx?accountId=${ACCOUNTS.northwind}&tradeIndex=POWERUKBASECAL&from=2025-01-01&to=2026-11-20`);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="transactions-51001-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(sheet.getCell('A1').value).toMatch(/^Transactions, exported \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(sheet.getCell('A2').value).toBe('Filters: account 51001, index POWERUKBASECAL, from 1 Jan 2025, to 20 Nov 2026');
    expect(values(sheet.getRow(4), 10)).toEqual(['Trade date', 'Account', 'Account name', 'Order', 'Index', 'Delivery period', 'Direction', 'Volume', 'Price', 'Value']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });

    const { data, total } = await json<{ data: Transaction[]; total: number }>(`/transactions?accountId=${ACCOUNTS.northwind}&tradeIndex=POWERUKBASECAL&from=2025-01-01&to=2026-11-20&perPage=100`);
    expect(total).toBeGreaterThan(1);
    expect(sheet.rowCount).toBe(4 + total);
    data.forEach((trade, i) => {
      const row = sheet.getRow(5 + i);
      expect(values(row, 10)).toEqual([
        excelDay(trade.tradeDate), trade.accountId, '=HYPERLINK("http://evil","x")', trade.orderId, trade.tradeIndex, trade.deliveryPeriod, trade.tradeDirection, trade.volume, trade.price, trade.value,
      ]);
      expect(formats(row, 10)).toEqual(['dd mmm yyyy', null, null, null, null, null, null, '#,##0.00" MW"', '#,##0.00" £/MWh"', GBP]);
      expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Date);
      expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(3).formula).toBeUndefined();
    });
    expect(zipEntry(response.rawPayload, 'xl/worksheets/sheet1.xml')).not.toMatch(/<f[ >]/);
    // The CSV of the same list neutralises the same name with a leading apostrophe (csvCell).
    const csv = await t.call({ method: 'GET', url: `/api/v2/transactions/export?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind });
    expect(parseCsv(csv.body).slice(1).every((row) => row[2] === `'=HYPERLINK("http://evil","x")`)).toBe(true);
  });

  it('covers every account the caller may see, gas in therms/day and p/therm', async () => {
    const { sheet } = await download('/transactions/export/xlsx', USERS.harbourBuyer);
    expect(sheet.getCell('A2').value).toBe('Filters: all accounts, all indices, from the first trade, to the latest trade');
    const { total } = await json<{ total: number }>('/transactions?perPage=1', USERS.harbourBuyer);
    expect(sheet.rowCount).toBe(4 + total);
    const gas = await download('/transactions/export/xlsx?tradeIndex=GASNBP', USERS.northwind);
    const { total: gasTotal } = await json<{ total: number }>('/transactions?perPage=1&tradeIndex=GASNBP');
    expect(gasTotal).toBeGreaterThan(0);
    expect(formats(gas.sheet.getRow(5), 10).slice(7)).toEqual(['#,##0.00" therms/day"', '#,##0.00" p/therm"', GBP]);
  });

  it('answers 401 without a token, 403 for another company’s account or one without view:orders, 400 naming the field', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/transactions/export/xlsx' })).statusCode).toBe(401);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/transactions/export/xlsx?accountId=${ACCOUNTS.caledonia}`, as: USERS.northwind })).json(), 403);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/transactions/export/xlsx?accountId=${ACCOUNTS.harbourHq}`, as: USERS.harbourBuyer })).json(), 403);
    const bad = await t.call({ method: 'GET', url: '/api/v2/transactions/export/xlsx?from=2026-11-20&to=2026-11-01', as: USERS.northwind });
    expect(expectErrorShape(bad.json(), 400).field).toBe('to');
  });

  it('lets the desk read it in view-as, as the CSV', async () => {
    await startViewAs();
    const { sheet } = await download(`/transactions/export/xlsx?accountId=${ACCOUNTS.northwind}`, USERS.desk, USERS.northwind);
    expect(sheet.rowCount).toBeGreaterThan(4);
  });
});

describe('exportPositionOverviewXlsx', () => {
  it('writes each delivery period and the totals with their units, as the overview has them', async () => {
    const { response, sheet } = await download(`/position/export/xlsx?accountId=${ACCOUNTS.northwind}&tradeIndex=POWERUKBASECAL`);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="position-51001-POWERUKBASECAL-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const { data: overview } = await json<{ data: PositionOverview }>(`/position?accountId=${ACCOUNTS.northwind}&tradeIndex=POWERUKBASECAL`);
    expect(sheet.getCell('A2').value).toBe('Filters: account 51001, index POWERUKBASECAL');
    expect(sheet.getCell('A3').value).toBe('Open volume valued at the close of 20 Nov 2026');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    expect(sheet.getRow(5).getCell(1).value).toBe('Delivery period');
    expect(overview.periods.length).toBeGreaterThan(3);
    expect(sheet.rowCount).toBe(5 + overview.periods.length + 1);
    const volume = '#,##0.00" MW"';
    const price = '#,##0.00" £/MWh"';
    overview.periods.forEach((period, i) => {
      const row = sheet.getRow(6 + i);
      expect(values(row, 18)).toEqual([
        period.deliveryPeriod, excelDay(period.deliveryStart), excelDay(period.deliveryEnd), period.forecastVolume, period.hedgedVolume, period.openVolume,
        period.hedgedPercent / 100, period.averageLockedPrice, period.latestClosingPrice, period.openValue, period.lockedCost, period.budgetPrice,
        period.budgetCost, period.estimatedTotalCost, period.variance, period.budgetAtRiskP5, period.budgetAtRiskP95, excelDay(period.tradeDeadline),
      ]);
      expect(formats(row, 18)).toEqual([
        null, 'dd mmm yyyy', 'dd mmm yyyy', volume, volume, volume, '0.00%', period.averageLockedPrice === null ? null : price, period.latestClosingPrice === null ? null : price,
        period.openValue === null ? null : GBP, GBP, price, GBP, period.estimatedTotalCost === null ? null : GBP, period.variance === null ? null : GBP,
        period.budgetAtRiskP5 === null ? null : GBP, period.budgetAtRiskP95 === null ? null : GBP, 'dd mmm yyyy',
      ]);
    });
    const totals = sheet.getRow(6 + overview.periods.length);
    const { totals: sums } = overview;
    expect(values(totals, 15)).toEqual([
      'Total', null, null, sums.forecastEnergy, sums.hedgedEnergy, sums.openEnergy, sums.hedgedPercent / 100, null, null, sums.openValue, sums.lockedCost, null, sums.budgetCost, sums.estimatedTotalCost, sums.variance,
    ]);
    expect(totals.getCell(4).numFmt).toBe('#,##0.00" MWh"');
  });

  it('answers 403 for another company’s account and a multi-purchase account, 400 without an account', async () => {
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/position/export/xlsx?accountId=${ACCOUNTS.caledonia}`, as: USERS.northwind })).json(), 403);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/position/export/xlsx?accountId=${ACCOUNTS.pennine}`, as: USERS.pennine })).json(), 403);
    const bad = await t.call({ method: 'GET', url: '/api/v2/position/export/xlsx', as: USERS.northwind });
    expect(expectErrorShape(bad.json(), 400).field).toBe('accountId');
    expect((await t.call({ method: 'GET', url: `/api/v2/position/export/xlsx?accountId=${ACCOUNTS.northwind}` })).statusCode).toBe(401);
  });

  it('lets the desk read it in view-as', async () => {
    await startViewAs();
    const { sheet } = await download(`/position/export/xlsx?accountId=${ACCOUNTS.northwind}`, USERS.desk, USERS.northwind);
    expect(sheet.getCell('A2').value).toBe('Filters: account 51001, index POWERUKBASECAL');
  });
});

describe('exportClosingPriceHistoryXlsx', () => {
  it('writes one row per business day in the price unit, with the span used', async () => {
    const query = 'tradeIndex=GASNBP&period=quarter&periodNameAbs=Q1-27&from=2026-10-01&to=2026-11-20';
    const { response, sheet } = await download(`/closing-prices/history/export/xlsx?${query}`);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="closing-prices-GASNBP-Q1-27-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(sheet.getCell('A2').value).toBe('Filters: index GASNBP, quarter product Q1-27, from 1 Oct 2026, to 20 Nov 2026');
    expect(values(sheet.getRow(4), 5)).toEqual(['Date', 'Close', '30-day mean', '30-day high', '30-day low']);
    const { data } = await json<{ data: ClosingPriceHistory }>(`/closing-prices/history?${query}`);
    expect(data.points.length).toBeGreaterThan(20);
    expect(sheet.rowCount).toBe(4 + data.points.length);
    data.points.forEach((point, i) => {
      const row = sheet.getRow(5 + i);
      expect(values(row, 5)).toEqual([excelDay(point.date), point.price, point.thirtyDayMean, point.thirtyDayHigh, point.thirtyDayLow]);
      expect(formats(row, 5)).toEqual(['dd mmm yyyy', ...Array(4).fill('#,##0.00" p/therm"')]);
    });
  });

  it('writes the default span (the year up to the latest publication) in the filter line', async () => {
    const { sheet } = await download('/closing-prices/history/export/xlsx?period=month&periodNameAbs=Jan-27');
    expect(sheet.getCell('A2').value).toBe('Filters: index POWERUKBASECAL, month product Jan-27, from 20 Nov 2025, to 20 Nov 2026');
  });

  it('answers 404 for an unknown product, 400 naming the field, 403 without view:closing_prices', async () => {
    const missing = await t.call({ method: 'GET', url: '/api/v2/closing-prices/history/export/xlsx?periodNameAbs=Jan-19', as: USERS.northwind });
    expectErrorShape(missing.json(), 404);
    const bad = await t.call({ method: 'GET', url: '/api/v2/closing-prices/history/export/xlsx?from=2023-01-01&to=2026-11-01', as: USERS.northwind });
    expect(expectErrorShape(bad.json(), 400).field).toBe('from');
    await t.db.deleteFrom('user_account_permissions').where('user_id', '=', USERS.caledonia).where('permission', '=', 'view:closing_prices').execute();
    const refused = await t.call({ method: 'GET', url: '/api/v2/closing-prices/history/export/xlsx', as: USERS.caledonia });
    expect(expectErrorShape(refused.json(), 403).message).toContain('view:closing_prices');
  });
});
