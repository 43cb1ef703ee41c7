// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, expectErrorShape, USERS, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
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
