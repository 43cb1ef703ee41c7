// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAILY_REPORT_TAG_ID } from '../../server/db/seed/content';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('search', () => {
  it('finds the caller’s orders, queries and alerts, grouped', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/search?s=POWER', as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThan(0);
    for (const group of body.data) {
      for (const result of group.results) expect(result.accountId).toBe(ACCOUNTS.northwind);
    }
  });

  it('never returns another company’s records, even by exact id', async () => {
    const foreign = await t.db.selectFrom('orders').select('id').where('account_id', '=', ACCOUNTS.caledonia).limit(1).executeTakeFirstOrThrow();
    const response = await t.call({ method: 'GET', url: `/api/v2/search?s=${foreign.id}`, as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 0, data: [] });
    const own = await t.call({ method: 'GET', url: `/api/v2/search?s=${foreign.id}`, as: USERS.caledonia });
    expect(own.json().total).toBe(1);
  });

  it('leaves out orders without view:orders (Harbour HQ account)', async () => {
    const hqOrder = await t.db.selectFrom('orders').select('id').where('account_id', '=', ACCOUNTS.harbourHq).limit(1).executeTakeFirstOrThrow();
    const response = await t.call({ method: 'GET', url: `/api/v2/search?s=${hqOrder.id}`, as: USERS.harbourBuyer });
    expect(response.json().total).toBe(0);
  });

  it('treats LIKE wildcards literally', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/search?s=%25', as: USERS.northwind });
    expect(response.json().total).toBe(0);
  });

  it('rejects a missing or empty term with 400', async () => {
    for (const url of ['/api/v2/search', '/api/v2/search?s=']) {
      const response = await t.call({ method: 'GET', url, as: USERS.northwind });
      expect(response.statusCode).toBe(400);
      expect(expectErrorShape(response.json(), 400).field).toBe('s');
    }
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/search?s=Q1' })).statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('counts unread messages', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/messages/unread-count', as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { unreadCount: 6 } });
  });

  it('pages the inbox newest first with total and pagination', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/messages?page=2&perPage=10', as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(24);
    expect(body.pagination).toEqual({ page: 2, perPage: 10 });
    expect(body.data).toHaveLength(10);
    const dates = body.data.map((message: { createdDate: string }) => message.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters unread and read, and sorts by subject', async () => {
    const unread = await t.call({ method: 'GET', url: '/api/v2/messages?filter=unread&perPage=100', as: USERS.northwind });
    expect(unread.json().total).toBe(6);
    expect(unread.json().data.every((message: { read: boolean }) => !message.read)).toBe(true);
    const read = await t.call({ method: 'GET', url: '/api/v2/messages?filter=read', as: USERS.northwind });
    expect(read.json().total).toBe(18);
    const bySubject = await t.call({ method: 'GET', url: `/api/v2/messages?perPage=100&orderBy=${encodeURIComponent('{"subject":"asc"}')}`, as: USERS.northwind });
    const subjects = bySubject.json().data.map((message: { subject?: string }) => message.subject).filter(Boolean);
    expect([...subjects].sort()).toEqual(subjects);
    // The one message without a subject has no subject property at all.
    expect(bySubject.json().data.filter((message: { subject?: string }) => message.subject === undefined)).toHaveLength(1);
  });

  it.each([
    ['perPage=101', 'perPage'],
    ['page=0', 'page'],
    ['filter=archived', 'filter'],
    ['orderBy=createdDate', 'orderBy'],
  ])('rejects %s with 400 naming the field', async (query, field) => {
    const response = await t.call({ method: 'GET', url: `/api/v2/messages?${query}`, as: USERS.northwind });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json(), 400).field).toBe(field);
  });

  it('only ever lists the caller’s own messages', async () => {
    const own = await t.db.selectFrom('messages').select('id').where('user_id', '=', USERS.northwind).execute();
    const response = await t.call({ method: 'GET', url: '/api/v2/messages?perPage=100', as: USERS.caledonia });
    const ids = new Set(own.map((row) => row.id));
    expect(response.json().data.some((message: { id: string }) => ids.has(message.id))).toBe(false);
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/messages' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/v2/messages/unread-count' })).statusCode).toBe(401);
  });
});

describe('accounts', () => {
  it('lists only the caller’s accounts, ordered by name, labelled with companies', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.harbourBuyer });
    expect(response.statusCode).toBe(200);
    const accounts = response.json();
    expect(accounts.map((account: { id: string }) => account.id)).toEqual([ACCOUNTS.harbourColdStore, ACCOUNTS.harbourHq, ACCOUNTS.harbourLogistics]);
    expect(accounts[0]).toMatchObject({ name: 'Harbour Cold Store', purchasingGroupId: '7003', PrimaryCompany: 'Harbour Cold Store Ltd', ParentCompany: 'Harbour Holdings plc' });
  });

  it('leaves purchasingGroupId out for a multi-purchase account', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.pennine });
    expect(response.json()).toHaveLength(1);
    expect(response.json()[0]).not.toHaveProperty('purchasingGroupId');
  });

  it('gives nbs_admin every account', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.desk });
    expect(response.json()).toHaveLength(7);
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/accounts' })).statusCode).toBe(401);
  });
});

describe('listAccountContacts', () => {
  it('is refused to general users (403)', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/contacts?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind });
    expect(response.statusCode).toBe(403);
    expectErrorShape(response.json(), 403);
  });

  it('lists the users of an account for an admin of its company', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/contacts?accountId=${ACCOUNTS.harbourLogistics}`, as: USERS.harbourAdmin });
    expect(response.statusCode).toBe(200);
    const emails = response.json().data.users.map((user: { email: string }) => user.email).sort();
    expect(emails).toEqual(['admin@harbour-group.co.uk', 'procurement@harbour-group.co.uk']);
  });

  it('lists the whole group with isMultiCompany=true', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/contacts?accountId=${ACCOUNTS.harbourHq}&isMultiCompany=true`, as: USERS.harbourAdmin });
    expect(response.json().data.users).toHaveLength(2);
  });

  it('refuses another company’s account (403) without listing anyone', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/contacts?accountId=${ACCOUNTS.caledonia}`, as: USERS.harbourAdmin });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('caledonia-hotels');
  });

  it('rejects a non-numeric account id with 400', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts/contacts?accountId=abc', as: USERS.harbourAdmin });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json(), 400).field).toBe('accountId');
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/accounts/contacts' })).statusCode).toBe(401);
  });
});

describe('listUserAccountPermissions and listPermissions', () => {
  it('lists the caller’s own permissions on an account', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.harbourColdStore}/user/1002/permissions`, as: USERS.harbourBuyer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ permission: 'view:orders' }, { permission: 'view:closing_prices' }]);
  });

  it('gives nbs_admin every permission', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.caledonia}/user/1005/permissions`, as: USERS.desk });
    expect(response.json()).toHaveLength(4);
  });

  it('lets an admin read a user of their companies', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.harbourLogistics}/user/1002/permissions`, as: USERS.harbourAdmin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(4);
  });

  it('404s for another company’s account or user', async () => {
    const account = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.caledonia}/user/1001/permissions`, as: USERS.northwind });
    expect(account.statusCode).toBe(404);
    const user = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.caledonia}/user/1012/permissions`, as: USERS.northwind });
    expect(user.statusCode).toBe(404);
    expectErrorShape(user.json(), 404);
  });

  it('rejects a non-numeric hsId with 400', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.northwind}/user/abc/permissions`, as: USERS.northwind });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json(), 400).field).toBe('hsId');
  });

  it('lists the permission catalogue', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/permissions', as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { permission: string }) => row.permission).sort()).toEqual(['view:closing_prices', 'view:orders', 'view:price_alerts', 'view:user_files']);
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/permissions' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.northwind}/user/1001/permissions` })).statusCode).toBe(401);
  });
});

describe('posts', () => {
  it('getLatestPost returns the newest daily report, getPost its content', async () => {
    const latest = await t.call({ method: 'GET', url: `/api/v2/posts/latest?tagId=${DAILY_REPORT_TAG_ID}`, as: USERS.northwind });
    expect(latest.statusCode).toBe(200);
    const { data } = latest.json();
    expect(data.title).toMatch(/^Daily Market Report – Friday, 20 November 2026$/);
    const post = await t.call({ method: 'GET', url: `/api/v2/posts/${data.id}`, as: USERS.northwind });
    expect(post.statusCode).toBe(200);
    expect(post.json().data).toMatchObject({ id: data.id, category: ['Daily Report'], tags: [{ id: DAILY_REPORT_TAG_ID, name: 'Daily Report' }] });
    expect(post.json().data.content).toContain('<h2>Closing prices</h2>');
  });

  it('404s for an unknown post or a tag without posts', async () => {
    const post = await t.call({ method: 'GET', url: '/api/v2/posts/00000000-0000-4000-8000-000000000000', as: USERS.northwind });
    expect(post.statusCode).toBe(404);
    const tag = await t.call({ method: 'GET', url: '/api/v2/posts/latest?tagId=1', as: USERS.northwind });
    expect(tag.statusCode).toBe(404);
  });

  it('rejects a non-uuid post id and a missing tag with 400', async () => {
    const post = await t.call({ method: 'GET', url: '/api/v2/posts/123', as: USERS.northwind });
    expect(post.statusCode).toBe(400);
    expect(expectErrorShape(post.json(), 400).field).toBe('postId');
    const latest = await t.call({ method: 'GET', url: '/api/v2/posts/latest', as: USERS.northwind });
    expect(expectErrorShape(latest.json(), 400).field).toBe('tagId');
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: `/api/v2/posts/latest?tagId=${DAILY_REPORT_TAG_ID}` })).statusCode).toBe(401);
  });
});

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

describe('listOwners', () => {
  it('lists the account managers of the caller’s companies', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/owners/1001', as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((owner: { id: string }) => owner.id)).toEqual(['9001', '9002']);
  });

  it('returns nulls for missing owner details', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/owners/1002', as: USERS.harbourBuyer });
    const anonymous = response.json().data.find((owner: { id: string }) => owner.id === '9005');
    expect(anonymous).toMatchObject({ firstName: null, lastName: null, jobTitle: null, email: null });
  });

  it('404s for a user of another company and 400s for a bad id', async () => {
    const other = await t.call({ method: 'GET', url: '/api/v2/owners/1012', as: USERS.northwind });
    expect(other.statusCode).toBe(404);
    expectErrorShape(other.json(), 404);
    const bad = await t.call({ method: 'GET', url: '/api/v2/owners/x1', as: USERS.northwind });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/owners/1001' })).statusCode).toBe(401);
  });
});
