// @vitest-environment node
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

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
    // Every seeded message has a subject.
    expect(subjects).toHaveLength(24);
  });

  it('leaves out the subject of a message that has none (the inbox shows No Subject)', async () => {
    const id = randomUUID();
    await t.db.insertInto('messages').values({ id, user_id: USERS.pennine, subject: null, body: 'No subject here.', category: 'general', created_date: t.clock.now() }).execute();
    const response = await t.call({ method: 'GET', url: `/api/v2/messages/${id}`, as: USERS.pennine });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).not.toHaveProperty('subject');
    expect(response.json().data.body).toBe('No subject here.');
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
    expect((await t.call({ method: 'POST', url: '/api/v2/messages/read-all' })).statusCode).toBe(401);
  });
});

describe('one message', () => {
  const newestUnread = async (userId: string) => {
    const row = await t.db
      .selectFrom('messages')
      .select(['id', 'subject', 'body'])
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .orderBy('created_date', 'desc')
      .executeTakeFirstOrThrow();
    return row;
  };
  const unreadCount = async (userId: string) =>
    (await t.call({ method: 'GET', url: '/api/v2/messages/unread-count', as: userId })).json().data.unreadCount as number;

  it('reads a message whole without marking it read', async () => {
    const message = await newestUnread(USERS.harbourBuyer);
    const before = await unreadCount(USERS.harbourBuyer);
    const response = await t.call({ method: 'GET', url: `/api/v2/messages/${message.id}`, as: USERS.harbourBuyer });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: message.id, subject: message.subject, body: message.body, read: false });
    expect(await unreadCount(USERS.harbourBuyer)).toBe(before);
  });

  it('marks one message read (idempotently) and the unread count drops by one', async () => {
    const message = await newestUnread(USERS.harbourBuyer);
    const before = await unreadCount(USERS.harbourBuyer);
    const first = await t.call({ method: 'POST', url: `/api/v2/messages/${message.id}/read`, as: USERS.harbourBuyer });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id: message.id, read: true });
    const readAt = (await t.db.selectFrom('messages').select('read_at').where('id', '=', message.id).executeTakeFirstOrThrow()).read_at;
    const again = await t.call({ method: 'POST', url: `/api/v2/messages/${message.id}/read`, as: USERS.harbourBuyer });
    expect(again.json().data.read).toBe(true);
    expect((await t.db.selectFrom('messages').select('read_at').where('id', '=', message.id).executeTakeFirstOrThrow()).read_at).toEqual(readAt);
    expect(await unreadCount(USERS.harbourBuyer)).toBe(before - 1);
  });

  it('answers 404 for another user’s message, read or marked, and changes nothing', async () => {
    const theirs = await newestUnread(USERS.caledonia);
    const read = await t.call({ method: 'GET', url: `/api/v2/messages/${theirs.id}`, as: USERS.northwind });
    expect(expectErrorShape(read.json(), 404).message).toBe('Message not found');
    const mark = await t.call({ method: 'POST', url: `/api/v2/messages/${theirs.id}/read`, as: USERS.northwind });
    expect(mark.statusCode).toBe(404);
    expect((await t.db.selectFrom('messages').select('read_at').where('id', '=', theirs.id).executeTakeFirstOrThrow()).read_at).toBeNull();
  });

  it('answers 404 for a missing message and 400 for an id that is not a uuid', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/messages/00000000-0000-4000-8000-000000000000', as: USERS.northwind })).statusCode).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/api/v2/messages/not-a-uuid', as: USERS.northwind });
    expect(expectErrorShape(bad.json(), 400).field).toBe('messageId');
  });

  it('carries the portal link a message was sent with', async () => {
    const { sendMessage } = await import('../../server/messages/send-message');
    const id = await t.db.transaction().execute((trx) =>
      sendMessage(trx, { userId: USERS.harbourBuyer, subject: 'Linked', body: 'See the order.', category: 'order', event: 'account', link: '/app/market-lens/orders', now: t.clock.now() }),
    );
    const response = await t.call({ method: 'GET', url: `/api/v2/messages/${id}`, as: USERS.harbourBuyer });
    expect(response.json().data).toMatchObject({ subject: 'Linked', link: '/app/market-lens/orders', category: 'order' });
  });

  it('refuses marking read in view-as mode (403) and leaves the message unread', async () => {
    const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.caledonia, reason: 'Checking the inbox with the customer' } });
    expect(session.statusCode).toBe(200);
    const message = await newestUnread(USERS.caledonia);
    const viewed = await t.call({ method: 'GET', url: `/api/v2/messages/${message.id}`, as: USERS.desk, viewAs: USERS.caledonia });
    expect(viewed.statusCode).toBe(200);
    const one = await t.call({ method: 'POST', url: `/api/v2/messages/${message.id}/read`, as: USERS.desk, viewAs: USERS.caledonia });
    expect(expectErrorShape(one.json(), 403).message).toMatch(/read-only/);
    const all = await t.call({ method: 'POST', url: '/api/v2/messages/read-all', as: USERS.desk, viewAs: USERS.caledonia });
    expect(all.statusCode).toBe(403);
    expect(await unreadCount(USERS.caledonia)).toBe(6);
  });

  it('marks all read: reports how many changed, the count is 0, a second call changes none', async () => {
    const before = await unreadCount(USERS.caledonia);
    expect(before).toBeGreaterThan(0);
    const all = await t.call({ method: 'POST', url: '/api/v2/messages/read-all', as: USERS.caledonia });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ data: { markedRead: before, unreadCount: 0 } });
    expect(await unreadCount(USERS.caledonia)).toBe(0);
    expect((await t.call({ method: 'POST', url: '/api/v2/messages/read-all', as: USERS.caledonia })).json().data.markedRead).toBe(0);
    // Nobody else's inbox changed.
    expect(await unreadCount(USERS.northwind)).toBe(6);
  });
});
