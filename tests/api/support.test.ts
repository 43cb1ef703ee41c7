// @vitest-environment node
// Support: queries and their threads, the desk's replies and stages, the FAQ, contact details
// and meeting requests. Responses are checked against the contract by the app itself
// (validateResponses), so every 2xx here is also a contract-shaped body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  // A view-as session of the desk for Northwind's buyer, for the read-only checks.
  const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked about a support query' } });
  expect(session.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as: string, viewAs?: string) => t.call({ method: 'GET', url: `/api/v2${url}`, as, ...(viewAs ? { viewAs } : {}) });
const post = (url: string, as: string, payload: unknown, viewAs?: string) =>
  t.call({ method: 'POST', url: `/api/v2${url}`, as, payload: payload as Record<string, unknown>, ...(viewAs ? { viewAs } : {}) });
const patch = (url: string, as: string, payload: unknown, viewAs?: string) =>
  t.call({ method: 'PATCH', url: `/api/v2${url}`, as, payload: payload as Record<string, unknown>, ...(viewAs ? { viewAs } : {}) });

const newQuery = { accountId: ACCOUNTS.northwind, category: 'billing', subject: 'October invoice volume', description: 'Our October invoice bills 3.0 MW but we hedged 2.5 MW.' };

describe('support queries', () => {
  it('lists the caller’s own queries newest first, with filter and paging', async () => {
    const response = await get('/support/queries?perPage=100', USERS.northwind);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(6);
    expect(new Set(body.data.map((query: { accountId: string }) => query.accountId))).toEqual(new Set([ACCOUNTS.northwind]));
    const dates = body.data.map((query: { createDate: string }) => query.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const closed = await get('/support/queries?pipelineStage=closed', USERS.northwind);
    expect(closed.json().data.length).toBeGreaterThan(0);
    expect(closed.json().data.every((query: { pipelineStage: string }) => query.pipelineStage === 'closed')).toBe(true);
    const second = await get('/support/queries?perPage=4&page=2', USERS.northwind);
    expect(second.json()).toMatchObject({ total: 6, pagination: { page: 2, perPage: 4 } });
    expect(second.json().data).toHaveLength(2);
  });

  it('lets the desk see every company’s queries, and refuses another company’s account to a customer', async () => {
    const desk = await get('/support/queries?perPage=100', USERS.desk);
    const accounts = new Set(desk.json().data.map((query: { accountId: string }) => query.accountId));
    expect(accounts.has(ACCOUNTS.northwind) && accounts.has(ACCOUNTS.caledonia)).toBe(true);
    const foreign = await get(`/support/queries?accountId=${ACCOUNTS.caledonia}`, USERS.northwind);
    expectErrorShape(foreign.json(), 403);
  });

  it('rejects bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...newQuery, subject: 'ab' }, 'subject'],
      [{ ...newQuery, subject: '     ' }, 'subject'],
      [{ ...newQuery, description: 'too short' }, 'description'],
      [{ ...newQuery, category: 'gossip' }, 'category'],
      [{ accountId: ACCOUNTS.northwind, subject: 'No category here', description: 'A long enough description.' }, 'category'],
      [{ ...newQuery, extra: true }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const response = await post('/support/queries', USERS.northwind, payload);
      expect(response.statusCode, field).toBe(400);
      expect(expectErrorShape(response.json(), 400).field).toBe(field);
    }
    // The desk sees every account, but only accounts that exist.
    const unknown = await post('/support/queries', USERS.desk, { ...newQuery, accountId: '18234567012' });
    expect(expectErrorShape(unknown.json(), 400).field).toBe('accountId');
    const badStage = await get('/support/queries?pipelineStage=lost', USERS.northwind);
    expect(expectErrorShape(badStage.json(), 400).field).toBe('pipelineStage');
  });

  it('raises a query, the desk replies and moves it, the customer gets a message and answers', async () => {
    const created = await post('/support/queries', USERS.northwind, newQuery);
    expect(created.statusCode).toBe(201);
    const query = created.json().data;
    expect(query).toMatchObject({ accountId: ACCOUNTS.northwind, category: 'billing', subject: newQuery.subject, pipelineStage: 'new', commentCount: 0, comments: [] });
    expect(query.raisedBy).toMatch(/\S/);

    const before = await t.db.selectFrom('messages').select('id').where('user_id', '=', USERS.northwind).execute();
    const reply = await post(`/support/queries/${query.id}/comments`, USERS.desk, { body: 'We are checking the volume with billing.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ body: 'We are checking the volume with billing.', author: { side: 'support' } });
    const messages = await t.db.selectFrom('messages').select(['subject', 'body', 'category']).where('user_id', '=', USERS.northwind).orderBy('created_date', 'desc').execute();
    expect(messages).toHaveLength(before.length + 1);
    expect(query.reference).toMatch(/^SQ-26-\d{6}$/);
    expect(messages[0]).toMatchObject({ subject: `Reply to your support query ${query.reference}: ${newQuery.subject}`, category: 'general' });
    expect(messages[0]?.body).toContain(`your query ${query.reference}`);
    expect(messages[0]?.body).toContain('We are checking the volume with billing.');

    const moved = await patch(`/support/queries/${query.id}`, USERS.desk, { pipelineStage: 'waiting_on_customer' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.pipelineStage).toBe('waiting_on_customer');

    const answer = await post(`/support/queries/${query.id}/comments`, USERS.northwind, { body: 'The PO number is NB-44721.' });
    expect(answer.json().data.author.side).toBe('customer');
    const thread = await get(`/support/queries/${query.id}`, USERS.northwind);
    expect(thread.json().data).toMatchObject({ pipelineStage: 'in_progress', commentCount: 2 });
    expect(thread.json().data.comments.map((comment: { body: string }) => comment.body)).toEqual(['We are checking the volume with billing.', 'The PO number is NB-44721.']);
  });

  it('refuses a comment on a closed query (409) and a stage change by a customer (403)', async () => {
    const created = (await post('/support/queries', USERS.northwind, newQuery)).json().data;
    const customer = await patch(`/support/queries/${created.id}`, USERS.northwind, { pipelineStage: 'closed' });
    expectErrorShape(customer.json(), 403);
    expect((await patch(`/support/queries/${created.id}`, USERS.desk, { pipelineStage: 'closed' })).statusCode).toBe(200);
    const late = await post(`/support/queries/${created.id}/comments`, USERS.northwind, { body: 'One more thing' });
    expectErrorShape(late.json(), 409);
    const blank = await post(`/support/queries/${created.id}/comments`, USERS.northwind, { body: '' });
    expect(expectErrorShape(blank.json(), 400).field).toBe('body');
  });

  it('404s for another company’s query and a missing one, for reading, commenting and moving', async () => {
    const foreign = await t.db.selectFrom('support_queries').select('id').where('account_id', '=', ACCOUNTS.caledonia).executeTakeFirstOrThrow();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [foreign.id, missing]) {
      expectErrorShape((await get(`/support/queries/${id}`, USERS.northwind)).json(), 404);
      expectErrorShape((await post(`/support/queries/${id}/comments`, USERS.northwind, { body: 'Hello' })).json(), 404);
    }
    expectErrorShape((await patch(`/support/queries/${missing}`, USERS.desk, { pipelineStage: 'closed' })).json(), 404);
    const raise = await post('/support/queries', USERS.northwind, { ...newQuery, accountId: ACCOUNTS.caledonia });
    expectErrorShape(raise.json(), 403);
  });

  it('lets view-as read but refuses every write with 403', async () => {
    const list = await get('/support/queries', USERS.desk, USERS.northwind);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.every((query: { accountId: string }) => query.accountId === ACCOUNTS.northwind)).toBe(true);
    const id = list.json().data[0].id;
    for (const response of [
      await post('/support/queries', USERS.desk, newQuery, USERS.northwind),
      await post(`/support/queries/${id}/comments`, USERS.desk, { body: 'Hello' }, USERS.northwind),
      await patch(`/support/queries/${id}`, USERS.desk, { pipelineStage: 'closed' }, USERS.northwind),
      await post('/support/meeting-requests', USERS.desk, { start: '2030-01-07T10:00:00Z', topic: 'Hedging', contactMethod: 'phone', attendee: 'support_desk' }, USERS.northwind),
    ]) {
      expect(expectErrorShape(response.json(), 403).message).toMatch(/read-only/);
    }
  });

  it('needs a token', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/support/queries' });
    expectErrorShape(response.json(), 401);
  });
});

describe('FAQ and contact', () => {
  it('lists the FAQ grouped by category', async () => {
    const response = await get('/support/faqs', USERS.caledonia);
    expect(response.statusCode).toBe(200);
    const faqs = response.json().data as { category: string; question: string }[];
    expect(faqs.length).toBeGreaterThanOrEqual(10);
    expect(faqs[0]).toMatchObject({ category: 'Contracts', question: 'What is a flexible energy contract?' });
    // Categories come in blocks, never interleaved.
    const order = faqs.map((faq) => faq.category).filter((category, index, all) => all.indexOf(category) === index);
    expect(faqs.map((faq) => faq.category)).toEqual(order.flatMap((category) => faqs.filter((faq) => faq.category === category).map(() => category)));
  });

  it('gives the hours, phone and mailbox from configuration, and the desk status', async () => {
    const response = await get('/support/contact', USERS.northwind);
    expect(response.statusCode).toBe(200);
    const contact = response.json().data;
    expect(contact).toMatchObject({ hours: '9:00am-5:00pm Monday to Friday, excluding public holidays', phone: '+44 20 7946 0321', email: 'optimisation@market-lens.local', timeZone: 'Europe/London' });
    expect(contact.status.open ? contact.status.closesAt : contact.status.opensAt).toMatch(/Z$/);
  });
});

describe('meeting requests', () => {
  const slots = async (query = '') => (await get(`/support/meeting-slots${query}`, USERS.northwind)).json() as { data: { start: string; end: string }[]; slotMinutes: number };
  const book = (start: string, extra: Record<string, unknown> = {}, as: string = USERS.northwind) =>
    post('/support/meeting-requests', as, { start, topic: 'Hedging strategy for Winter 27', contactMethod: 'video', attendee: 'support_desk', ...extra });

  it('lists 30-minute slots inside support hours on business days', async () => {
    const body = await slots();
    expect(body.slotMinutes).toBe(30);
    expect(body.data.length).toBeGreaterThan(16 * 8);
    for (const slot of body.data) {
      expect(new Date(slot.end).getTime() - new Date(slot.start).getTime()).toBe(30 * 60_000);
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', weekday: 'short', hourCycle: 'h23' }).format(new Date(slot.start));
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (09|1[0-6]):(00|30)$/);
    }
    const christmas = await slots('?from=2026-12-24&to=2026-12-29');
    const days = new Set(christmas.data.map((slot) => slot.start.slice(0, 10)));
    expect(days.has('2026-12-25') || days.has('2026-12-28')).toBe(false);
    expect(days.has('2026-12-29')).toBe(true);
  });

  it('rejects bad ranges and bad slots with 400 naming the field', async () => {
    expect(expectErrorShape((await get('/support/meeting-slots?from=2026-12-10&to=2026-12-01', USERS.northwind)).json(), 400).field).toBe('to');
    expect(expectErrorShape((await get('/support/meeting-slots?from=2026-12-01&to=2027-02-01', USERS.northwind)).json(), 400).field).toBe('to');
    expect(expectErrorShape((await get('/support/meeting-slots?attendee=account_manager', USERS.northwind)).json(), 400).field).toBe('accountId');
    const [slot] = (await slots()).data;
    const offGrid = new Date(new Date(slot!.start).getTime() + 10 * 60_000).toISOString();
    expect(expectErrorShape((await book(offGrid)).json(), 400).field).toBe('start');
    expect(expectErrorShape((await book('2030-12-25T10:00:00Z')).json(), 400).field).toBe('start');
    expect(expectErrorShape((await book(slot!.start, { topic: 'x' })).json(), 400).field).toBe('topic');
    expect(expectErrorShape((await book(slot!.start, { contactMethod: 'pigeon' })).json(), 400).field).toBe('contactMethod');
    expectErrorShape((await book(slot!.start, { accountId: ACCOUNTS.caledonia })).json(), 403);
  });

  it('books a free slot with a message, then refuses the same slot (409) and stops listing it', async () => {
    const [slot] = (await slots()).data;
    const booked = await book(slot!.start, { accountId: ACCOUNTS.northwind, notes: 'Bring the Q1 figures' });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data).toMatchObject({ start: slot!.start, end: slot!.end, attendee: 'support_desk', attendeeName: 'Market Lens support desk', status: 'requested', notes: 'Bring the Q1 figures' });
    const message = await t.db.selectFrom('messages').select(['subject', 'body']).where('user_id', '=', USERS.northwind).where('subject', 'like', 'Meeting requested%').executeTakeFirst();
    expect(message?.body).toContain('Hedging strategy for Winter 27');
    const again = await book(slot!.start, {}, USERS.caledonia);
    expect(expectErrorShape(again.json(), 409).message).toMatch(/taken/);
    expect((await slots()).data.map((free) => free.start)).not.toContain(slot!.start);
    // The account manager's calendar is another one: the same time is free there.
    const manager = await book(slot!.start, { attendee: 'account_manager', accountId: ACCOUNTS.northwind });
    expect(manager.statusCode).toBe(201);
    expect(manager.json().data.attendee).toBe('account_manager');
  });

  it('lets exactly one of several parallel requests for one slot through', async () => {
    const slot = (await slots()).data[3]!;
    const responses = await Promise.all([USERS.northwind, USERS.caledonia, USERS.harbourBuyer, USERS.pennine, USERS.northwind].map((user) => book(slot.start, {}, user)));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.db.selectFrom('meeting_requests').select('id').where('slot_start', '=', new Date(slot.start)).where('host_key', '=', 'desk').execute();
    expect(rows).toHaveLength(1);
  });
});
