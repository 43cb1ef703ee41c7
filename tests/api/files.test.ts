// @vitest-environment node
// Account files and the shared market reports. Responses are checked against the contract by
// the app itself (validateResponses), so a 200 here is also a contract-shaped body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAILY_REPORT_TAG_ID } from '../../server/db/seed/content';
import { publishClosingPricesThrough } from '../../server/closing-prices/publish-closing-prices';
import { portfolioReportData } from '../../server/reports/portfolio-report-data';
import { formatMoney, formatPercent, formatPrice, formatVolume } from '../../server/reports/portfolio-report-pdf';
import { publishMonthEndPortfolioReports, portfolioReportId } from '../../server/reports/portfolio-report';
import { pdfPageCount, pdfTexts } from './harness/pdf-text';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as?: string) => t.call({ method: 'GET', url: `/api/v2${url}`, ...(as ? { as } : {}) });

describe('files', () => {
  it('lists the account’s files and the market reports, newest first', async () => {
    const response = await get('/files?perPage=100', USERS.northwind);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 20 account files and market reports, and the seeded trade confirmation (docs/trading.md, "Confirmations").
    expect(body.total).toBe(21);
    const accounts = new Set(body.data.map((file: { accountId: string | null }) => file.accountId));
    expect(accounts).toEqual(new Set([ACCOUNTS.northwind, null]));
    const dates = body.data.map((file: { createdDate: string }) => file.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const categories = await get('/files?category=portfolio_report', USERS.northwind);
    expect(categories.json().total).toBe(3);
    expect(categories.json().data.every((file: { category: string }) => file.category === 'portfolio_report')).toBe(true);
  });

  it('lists one account when asked, and only accounts with view:user_files', async () => {
    const logistics = await get(`/files?accountId=${ACCOUNTS.harbourLogistics}&category=contract`, USERS.harbourBuyer);
    expect(logistics.json().data.map((file: { accountId: string }) => file.accountId)).toEqual([ACCOUNTS.harbourLogistics]);
    // Harbour Cold Store: the buyer has no view:user_files there.
    const all = await get('/files?category=contract&perPage=100', USERS.harbourBuyer);
    expect(all.json().data.map((file: { accountId: string }) => file.accountId).sort()).toEqual([ACCOUNTS.harbourLogistics, ACCOUNTS.harbourHq]);
    const coldStore = await get(`/files?accountId=${ACCOUNTS.harbourColdStore}`, USERS.harbourBuyer);
    expect(coldStore.statusCode).toBe(403);
    expect(expectErrorShape(coldStore.json(), 403).message).toContain('view:user_files');
  });

  it('refuses another company’s account (403) without listing anything', async () => {
    const response = await get(`/files?accountId=${ACCOUNTS.caledonia}`, USERS.northwind);
    expect(response.statusCode).toBe(403);
    expect(JSON.stringify(response.json())).not.toContain('Caledonia');
  });

  it('gives every daily-report post a market-report PDF with the same id, readable by every approved user', async () => {
    const latest = await get(`/posts/latest?tagId=${DAILY_REPORT_TAG_ID}`, USERS.caledonia);
    const postId = latest.json().data.id;
    for (const user of [USERS.northwind, USERS.caledonia, USERS.harbourBuyer]) {
      const file = await get(`/files/${postId}`, user);
      expect(file.statusCode).toBe(200);
      expect(file.json().data).toMatchObject({ id: postId, accountId: null, category: 'market_report', contentType: 'application/pdf', name: 'Daily Market Report 2026-11-20.pdf' });
    }
    const content = await get(`/files/${postId}/content`, USERS.caledonia);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(content.rawPayload.toString('latin1')).toContain('Daily Market Report - Friday, 20 November 2026');
  });

  it('serves an account file’s details and bytes, inline or as a download', async () => {
    const row = await t.db.selectFrom('files').select(['id', 'name', 'size_bytes']).where('account_id', '=', ACCOUNTS.northwind).where('category', '=', 'contract').executeTakeFirstOrThrow();
    const details = await get(`/files/${row.id}`, USERS.northwind);
    expect(details.json().data).toMatchObject({ id: row.id, accountId: ACCOUNTS.northwind, category: 'contract', size: row.size_bytes });
    const inline = await get(`/files/${row.id}/content`, USERS.northwind);
    expect(inline.headers['content-disposition']).toBe(`inline; filename="${row.name}"; filename*=UTF-8''${encodeURIComponent(row.name)}`);
    expect(inline.rawPayload.byteLength).toBe(row.size_bytes);
    const download = await get(`/files/${row.id}/content?disposition=attachment`, USERS.northwind);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Flexible supply agreement\.pdf"/);
  });

  it('404s for another company’s file and a missing one, leaking nothing', async () => {
    const foreign = await t.db.selectFrom('files').select('id').where('account_id', '=', ACCOUNTS.caledonia).executeTakeFirstOrThrow();
    for (const url of [`/files/${foreign.id}`, `/files/${foreign.id}/content`, '/files/00000000-0000-4000-8000-000000000000', '/files/00000000-0000-4000-8000-000000000000/content']) {
      const response = await get(url, USERS.northwind);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(expectErrorShape(response.json(), 404).message).toBe('File not found');
    }
    // The owner does see it.
    expect((await get(`/files/${foreign.id}`, USERS.caledonia)).statusCode).toBe(200);
  });

  it('403s for a file of the caller’s account without view:user_files', async () => {
    const coldStore = await t.db.selectFrom('files').select('id').where('account_id', '=', ACCOUNTS.harbourColdStore).executeTakeFirstOrThrow();
    for (const url of [`/files/${coldStore.id}`, `/files/${coldStore.id}/content`]) {
      const response = await get(url, USERS.harbourBuyer);
      expect(response.statusCode, url).toBe(403);
      expect(expectErrorShape(response.json(), 403).message).toContain('view:user_files');
    }
  });

  it('lets nbs_admin read every account’s files', async () => {
    const foreign = await t.db.selectFrom('files').select('id').where('account_id', '=', ACCOUNTS.caledonia).executeTakeFirstOrThrow();
    expect((await get(`/files/${foreign.id}`, USERS.desk)).statusCode).toBe(200);
    const all = await get('/files?category=contract&perPage=100', USERS.desk);
    expect(all.json().total).toBe(7);
  });

  it('403s the list for a user without view:user_files anywhere', async () => {
    await t.db.deleteFrom('user_account_permissions').where('user_id', '=', USERS.caledonia).where('permission', '=', 'view:user_files').execute();
    const response = await get('/files', USERS.caledonia);
    expect(response.statusCode).toBe(403);
    expect(expectErrorShape(response.json(), 403).message).toContain('view:user_files');
  });

  it('rejects bad parameters with 400 naming the field', async () => {
    for (const [url, field] of [
      ['/files?category=memo', 'category'],
      ['/files?accountId=abc', 'accountId'],
      ['/files?perPage=0', 'perPage'],
      ['/files?page=0', 'page'],
      ['/files?orderBy=name', 'orderBy'],
      ['/files?orderBy={"id":"asc"}', 'orderBy'],
      ['/files/123', 'fileId'],
      ['/files/123/content', 'fileId'],
      ['/files/00000000-0000-4000-8000-000000000000/content?disposition=embed', 'disposition'],
    ] as const) {
      const response = await get(url, USERS.northwind);
      expect(response.statusCode, url).toBe(400);
      expect(expectErrorShape(response.json(), 400).field, url).toBe(field);
    }
  });

  it('sorts by name, size or date in either direction and pages the result', async () => {
    type Listed = { name: string; size: number; createdDate: string };
    const list = async (query: string) => (await get(`/files?perPage=100&${query}`, USERS.northwind)).json().data as Listed[];
    const bySize = await list(`orderBy=${encodeURIComponent('{"size":"asc"}')}`);
    expect(bySize.map((file) => file.size)).toEqual(bySize.map((file) => file.size).sort((a, b) => a - b));
    const bySizeDesc = await list(`orderBy=${encodeURIComponent('{"size":"desc"}')}`);
    expect(bySizeDesc[0]?.size).toBe(Math.max(...bySize.map((file) => file.size)));
    const oldest = await list(`orderBy=${encodeURIComponent('{"createdDate":"asc"}')}`);
    expect(oldest.map((file) => file.createdDate)).toEqual(oldest.map((file) => file.createdDate).sort());
    const byName = await list(`category=portfolio_report&orderBy=${encodeURIComponent('{"name":"desc"}')}`);
    expect(byName.map((file) => file.name)).toEqual(['Portfolio report September 2026.pdf', 'Portfolio report October 2026.pdf', 'Portfolio report August 2026.pdf']);
    const first = await get('/files?perPage=5&page=1', USERS.northwind);
    const second = await get('/files?perPage=5&page=2', USERS.northwind);
    expect(second.json()).toMatchObject({ total: first.json().total, pagination: { page: 2, perPage: 5 } });
    const ids = new Set([...first.json().data, ...second.json().data].map((file: { id: string }) => file.id));
    expect(ids.size).toBe(10);
  });

  it('seeds each flexible account’s reports for the past three months from its position, and none for the others', async () => {
    const reports = await t.db.selectFrom('files').select(['account_id', 'name', 'description']).where('category', '=', 'portfolio_report').orderBy('account_id').orderBy('name').execute();
    const northwind = reports.filter((row) => row.account_id === ACCOUNTS.northwind);
    expect(northwind.map((row) => row.name)).toEqual(['Portfolio report August 2026.pdf', 'Portfolio report October 2026.pdf', 'Portfolio report September 2026.pdf']);
    expect(northwind[1]?.description).toBe('Northwind Foods - portfolio report, October 2026');
    // Pennine is multi-purchase (no position); account 55001 is not flexible.
    expect(reports.some((row) => row.account_id === ACCOUNTS.pennine || row.account_id === '55001')).toBe(false);
    const october = await t.db.selectFrom('files').select('content').where('id', '=', portfolioReportId(ACCOUNTS.northwind, '2026-10')).executeTakeFirstOrThrow();
    const data = await portfolioReportData(t.db, ACCOUNTS.northwind, '2026-10-30');
    const texts = pdfTexts(october.content);
    expect(texts).toContain('Portfolio report - October 2026');
    expect(data.positions[0]?.priceDate).toBe('2026-10-30');
    for (const period of data.positions.flatMap((position) => position.periods)) expect(texts).toContain(formatMoney(period.budgetCost));
    expect(data.trades.every((trade) => trade.tradeDate >= '2026-10-01' && trade.tradeDate <= '2026-10-30')).toBe(true);
  });

  describe('the month-end publication', () => {
    it('writes each flexible account’s report once, announces it, and its numbers are the position overview’s for that day', async () => {
      const before = await get('/files?category=portfolio_report', USERS.northwind);
      const result = await publishClosingPricesThrough(t.db, '2026-11-30', t.clock.now());
      expect(result.latest).toBe('2026-11-30');
      const id = portfolioReportId(ACCOUNTS.northwind, '2026-11');
      const after = await get('/files?category=portfolio_report', USERS.northwind);
      expect(after.json().total).toBe(before.json().total + 1);
      expect(after.json().data[0]).toMatchObject({ id, accountId: ACCOUNTS.northwind, name: 'Portfolio report November 2026.pdf', description: 'Northwind Foods - portfolio report, November 2026' });

      // Announced once, linking to the viewer.
      const messages = await t.db.selectFrom('messages').select(['subject', 'category']).where('user_id', '=', USERS.northwind).where('subject', '=', 'Your portfolio report for November 2026 is ready').execute();
      expect(messages).toEqual([{ subject: 'Your portfolio report for November 2026 is ready', category: 'report' }]);

      // Publishing the same day again changes nothing.
      expect(await t.db.transaction().execute((trx) => publishMonthEndPortfolioReports(trx, '2026-11-30'))).toEqual([]);
      expect((await publishClosingPricesThrough(t.db, '2026-11-30', t.clock.now())).published).toEqual([]);
      const again = await t.db.selectFrom('files').select('id').where('account_id', '=', ACCOUNTS.northwind).where('category', '=', 'portfolio_report').execute();
      expect(again).toHaveLength(4);
      const messagesAgain = await t.db.selectFrom('messages').select('id').where('subject', '=', 'Your portfolio report for November 2026 is ready').where('user_id', '=', USERS.northwind).execute();
      expect(messagesAgain).toHaveLength(1);

      // The PDF: several pages, and every figure of the overview for the same date.
      const content = await get(`/files/${id}/content`, USERS.northwind);
      expect(content.headers['content-type']).toBe('application/pdf');
      expect(pdfPageCount(content.rawPayload)).toBeGreaterThanOrEqual(3);
      const texts = pdfTexts(content.rawPayload);
      const data = await portfolioReportData(t.db, ACCOUNTS.northwind, '2026-11-30');
      expect(data.positions.map((position) => position.tradeIndex)).toEqual(['POWERUKBASECAL', 'GASNBP']);
      for (const position of data.positions) {
        const overview = await get(`/position?accountId=${ACCOUNTS.northwind}&tradeIndex=${position.tradeIndex}`, USERS.northwind);
        expect(overview.statusCode).toBe(200);
        expect(overview.json().data.priceDate).toBe('2026-11-30');
        expect(position.priceDate).toBe('2026-11-30');
        // The report is as at its own day (30 Nov), the overview as at the business clock's today:
        // whether a trade deadline has passed is the one figure that may differ between them.
        const asAtReportDay = overview.json().data.periods.map((period: Record<string, unknown>) => ({
          ...period,
          budgetAtRiskP5: null,
          budgetAtRiskP95: null,
          pastTradeDeadline: String(period.tradeDeadline) < '2026-11-30',
        }));
        expect(position.periods).toEqual(asAtReportDay);
        for (const period of overview.json().data.periods) {
          for (const shown of [
            formatVolume(period.forecastVolume),
            formatVolume(period.hedgedVolume),
            formatVolume(period.openVolume),
            formatPercent(period.hedgedPercent),
            formatPrice(period.averageLockedPrice),
            formatPrice(period.latestClosingPrice),
            formatMoney(period.lockedCost),
            formatMoney(period.openValue),
            formatMoney(period.estimatedTotalCost),
            formatMoney(period.budgetCost),
            formatMoney(period.variance),
          ]) {
            expect(texts, `${period.deliveryPeriod}: ${shown}`).toContain(shown);
          }
        }
      }
      // The month's trades, with their values.
      expect(texts).toContain('Trades in November 2026');
      expect(data.trades.length).toBeGreaterThan(0);
      for (const trade of data.trades) expect(texts).toContain(formatMoney(trade.value));
    });

    it('writes nothing on a day that does not end a month', async () => {
      expect(await t.db.transaction().execute((trx) => publishMonthEndPortfolioReports(trx, '2026-11-27'))).toEqual([]);
    });
  });

  it('needs a token', async () => {
    for (const url of ['/files', '/files/00000000-0000-4000-8000-000000000000', '/files/00000000-0000-4000-8000-000000000000/content']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});
