// @vitest-environment node
// Market data: posts and categories, closing-price history, files (account files and the
// shared market reports), information resources. Responses are checked against the contract
// by the app itself (validateResponses), so a 200 here is also a contract-shaped body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAILY_REPORT_TAG_ID } from '../../server/db/seed/content';
import { implementedOperations } from '../../server/service';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as?: string) => t.call({ method: 'GET', url: `/api/v2${url}`, ...(as ? { as } : {}) });

const MARKET_DATA_OPERATIONS = [
  'getClosingPriceHistory',
  'getFile',
  'getFileContent',
  'getLatestClosingPrices',
  'getLatestPost',
  'getPost',
  'listFiles',
  'listInformationResources',
  'listPostCategories',
  'listPosts',
];

it('implements every market-data operation (none of them answers 501)', () => {
  expect(implementedOperations()).toEqual(expect.arrayContaining(MARKET_DATA_OPERATIONS));
});

describe('listPosts', () => {
  it('pages every post newest first, without content, with categories and tags', async () => {
    const first = await get('/posts?perPage=10', USERS.northwind);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.total).toBe(25);
    expect(body.pagination).toEqual({ page: 1, perPage: 10 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0].title).toBe('Daily Market Report – Friday, 20 November 2026');
    expect(body.data[0]).toMatchObject({ category: ['Daily Report'], tags: [{ id: DAILY_REPORT_TAG_ID, name: 'Daily Report' }] });
    expect(body.data[0]).not.toHaveProperty('content');
    const dates = body.data.map((post: { createdDate: string }) => post.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await get('/posts?perPage=10&page=3', USERS.northwind);
    expect(last.json().data).toHaveLength(5);
    const ids = new Set([...body.data, ...last.json().data].map((post: { id: string }) => post.id));
    expect(ids.size).toBe(15);
    const beyond = await get('/posts?perPage=10&page=4', USERS.northwind);
    expect(beyond.json()).toEqual({ data: [], total: 25, pagination: { page: 4, perPage: 10 } });
  });

  it('filters by category name and by tag', async () => {
    const gas = await get(`/posts?category=${encodeURIComponent('Gas')}&perPage=100`, USERS.northwind);
    expect(gas.json().total).toBe(3);
    for (const post of gas.json().data) expect(post.category).toContain('Gas');
    const daily = await get(`/posts?tagId=${DAILY_REPORT_TAG_ID}&perPage=100`, USERS.northwind);
    expect(daily.json().total).toBe(15);
    const both = await get(`/posts?tagId=${DAILY_REPORT_TAG_ID}&category=Gas`, USERS.northwind);
    expect(both.json()).toEqual({ data: [], total: 0, pagination: { page: 1, perPage: 10 } });
    const unknown = await get('/posts?category=Coal', USERS.northwind);
    expect(unknown.json().total).toBe(0);
  });

  it('rejects bad paging and ids with 400 naming the field', async () => {
    for (const [query, field] of [['page=0', 'page'], ['perPage=101', 'perPage'], ['tagId=abc', 'tagId'], ['category=', 'category']]) {
      const response = await get(`/posts?${query}`, USERS.northwind);
      expect(response.statusCode, query).toBe(400);
      expect(expectErrorShape(response.json(), 400).field).toBe(field);
    }
  });

  it('needs a token, and an approved user', async () => {
    expect((await get('/posts')).statusCode).toBe(401);
    expect((await get('/posts', USERS.registered)).statusCode).toBe(403);
  });
});

describe('listPostCategories', () => {
  it('lists the categories in use with their post counts, by name', async () => {
    const response = await get('/posts/categories', USERS.harbourBuyer);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { name: 'Daily Report', postCount: 15 },
      { name: 'Gas', postCount: 3 },
      { name: 'Market Outlook', postCount: 5 },
      { name: 'Policy & Regulation', postCount: 3 },
      { name: 'Power', postCount: 3 },
    ]);
  });

  it('needs a token', async () => {
    expect((await get('/posts/categories')).statusCode).toBe(401);
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

describe('files', () => {
  it('lists the account’s files and the market reports, newest first', async () => {
    const response = await get('/files?perPage=100', USERS.northwind);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(20);
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
      ['/files/123', 'fileId'],
      ['/files/123/content', 'fileId'],
      ['/files/00000000-0000-4000-8000-000000000000/content?disposition=embed', 'disposition'],
    ] as const) {
      const response = await get(url, USERS.northwind);
      expect(response.statusCode, url).toBe(400);
      expect(expectErrorShape(response.json(), 400).field, url).toBe(field);
    }
  });

  it('needs a token', async () => {
    for (const url of ['/files', '/files/00000000-0000-4000-8000-000000000000', '/files/00000000-0000-4000-8000-000000000000/content']) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });
});

describe('listInformationResources', () => {
  it('lists the resources by title', async () => {
    const response = await get('/information-resources', USERS.northwind);
    expect(response.statusCode).toBe(200);
    const titles = response.json().data.map((resource: { title: string }) => resource.title);
    expect(titles).toHaveLength(8);
    expect([...titles].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(titles);
    expect(response.json().data[0]).toMatchObject({ title: "A buyer's guide to flexible energy contracts", resourceType: 'guide' });
  });

  it('needs a token, and an approved user', async () => {
    expect((await get('/information-resources')).statusCode).toBe(401);
    expect((await get('/information-resources', USERS.revoked)).statusCode).toBe(403);
  });
});
