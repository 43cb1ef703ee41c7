// @vitest-environment node
// Responses are checked against the contract by the app itself (validateResponses),
// so a 200 here is also a contract-shaped body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAILY_REPORT_TAG_ID } from '../../server/db/seed/content';
import { createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as?: string) => t.call({ method: 'GET', url: `/api/v2${url}`, ...(as ? { as } : {}) });

describe('getLatestPost and getPost', () => {
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
