// @vitest-environment node
// Short references of orders (ML-26-004217) and support queries (SQ-26-000042): their format,
// uniqueness and numbering, search by reference within what the caller may see, that a
// reference never opens anything, and the receipts of placing and cancelling an order (message
// and email, per the notification settings), which carry it. The clock is Monday 2026-11-23
// 10:00 London, after the seeded Friday close.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '../../generated/model/order';
import type { SupportQuery } from '../../generated/model/supportQuery';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import { fixedClock } from '../../server/lib/clock';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T10:00:00Z') });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const ORDER_REFERENCE = /^ML-(\d{2})-(\d{6})$/;
const QUERY_REFERENCE = /^SQ-(\d{2})-(\d{6})$/;
const londonYear = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: '2-digit' }).format(new Date(iso));
const get = (url: string, as: string) => t.call({ method: 'GET', url: `/api/v2${url}`, as });

async function allOrders(as: string): Promise<Order[]> {
  return (await get('/orders?perPage=100', as)).json().data;
}

const used = new Set<string>();
async function productWithRoom(): Promise<TradableProduct> {
  const list: TradableProduct[] = (await get(`/orders/tradable-products?accountId=${ACCOUNTS.northwind}`, USERS.northwind)).json().data;
  const found = list.find(
    (p) => !used.has(`${p.tradeIndex}|${p.deliveryPeriod}`) && p.forecastVolume - p.hedgedVolume - p.pendingBuyVolume >= p.minimumClipVolume * 2,
  );
  if (!found) throw new Error('no product with room in the seed');
  used.add(`${found.tradeIndex}|${found.deliveryPeriod}`);
  return found;
}

async function placeOrder(): Promise<Order & { replay: () => Promise<number> }> {
  const product = await productWithRoom();
  const key = randomUUID();
  const send = () =>
    t.call({
      method: 'POST',
      url: '/api/v2/orders',
      as: USERS.northwind,
      headers: { 'idempotency-key': key },
      payload: { accountId: ACCOUNTS.northwind, tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, tradeDirection: 'buy', volume: product.minimumClipVolume, priceType: 'market' },
    });
  const response = await send();
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json().data, replay: async () => (await send()).statusCode };
}

const messagesAbout = (reference: string) =>
  t.db.selectFrom('messages').selectAll().where('user_id', '=', USERS.northwind).where('subject', 'like', `%(${reference})`).orderBy('created_date').execute();
const mailsAbout = (reference: string) => t.db.selectFrom('mail_outbox').selectAll().where('user_id', '=', USERS.northwind).where('subject', 'like', `%(${reference})`).execute();

describe('references', () => {
  it('every seeded order and query has one: its kind, the London year it was made, a number unique in that year, in date order', async () => {
    const orders = await t.db.selectFrom('orders').select(['id', 'reference', 'order_date']).orderBy('order_date').orderBy('id').execute();
    const queries = await t.db.selectFrom('support_queries').select(['id', 'reference', 'create_date']).orderBy('create_date').orderBy('id').execute();
    expect(orders.length).toBeGreaterThan(20);
    expect(queries.length).toBeGreaterThan(5);
    for (const [rows, pattern] of [
      [orders.map((row) => ({ reference: row.reference, at: row.order_date })), ORDER_REFERENCE],
      [queries.map((row) => ({ reference: row.reference, at: row.create_date })), QUERY_REFERENCE],
    ] as const) {
      expect(new Set(rows.map((row) => row.reference)).size).toBe(rows.length);
      const lastOfYear = new Map<string, number>();
      for (const row of rows) {
        const [, year, number] = pattern.exec(row.reference) ?? [];
        expect(year, row.reference).toBe(londonYear(row.at.toISOString()));
        // Oldest first: each year counts 1, 2, 3, … without a gap.
        expect(Number(number), row.reference).toBe((lastOfYear.get(year as string) ?? 0) + 1);
        lastOfYear.set(year as string, Number(number));
      }
    }
  });

  it('are in the contract: lists, details and search carry them', async () => {
    const [first] = await allOrders(USERS.northwind);
    expect(first?.reference).toMatch(ORDER_REFERENCE);
    expect((await get(`/orders/${first?.id}`, USERS.northwind)).json().data.reference).toBe(first?.reference);
    const queries: SupportQuery[] = (await get('/support/queries', USERS.northwind)).json().data;
    expect(queries[0]?.reference).toMatch(QUERY_REFERENCE);
    expect((await get(`/support/queries/${queries[0]?.id}`, USERS.northwind)).json().data.reference).toBe(queries[0]?.reference);
  });

  it('a new order and a new query get the next number of this year', async () => {
    const before = await t.db.selectFrom('orders').select('reference').where('reference', 'like', 'ML-26-%').orderBy('reference', 'desc').executeTakeFirstOrThrow();
    const order = await placeOrder();
    expect(order.reference).toBe(`ML-26-${String(Number(before.reference.slice(6)) + 1).padStart(6, '0')}`);
    const queriesBefore = await t.db.selectFrom('support_queries').select('reference').where('reference', 'like', 'SQ-26-%').orderBy('reference', 'desc').executeTakeFirstOrThrow();
    const created = await t.call({
      method: 'POST',
      url: '/api/v2/support/queries',
      as: USERS.northwind,
      payload: { accountId: ACCOUNTS.northwind, category: 'billing', subject: 'Reference check', description: 'Which reference does this query get?' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.reference).toBe(`SQ-26-${String(Number(queriesBefore.reference.slice(6)) + 1).padStart(6, '0')}`);
  });

  it('search finds an order or a query by its reference, only within what the caller may see', async () => {
    const [own] = await allOrders(USERS.northwind);
    const found = (await get(`/search?s=${own?.reference}`, USERS.northwind)).json();
    expect(found.total).toBe(1);
    expect(found.data[0].results[0]).toMatchObject({ id: own?.id, reference: own?.reference });
    // Lower case and a part of it find it too.
    expect((await get(`/search?s=${own?.reference.toLowerCase()}`, USERS.northwind)).json().data[0].results.map((o: Order) => o.id)).toContain(own?.id);

    const query: SupportQuery = (await get('/support/queries', USERS.northwind)).json().data[0];
    const byQuery = (await get(`/search?s=${query.reference}`, USERS.northwind)).json();
    expect(byQuery).toMatchObject({ total: 1, data: [{ type: 'queries', results: [{ id: query.id, reference: query.reference }] }] });

    // Another company's references find nothing.
    const foreignOrder = await t.db.selectFrom('orders').select('reference').where('account_id', '=', ACCOUNTS.caledonia).executeTakeFirstOrThrow();
    const foreignQuery = await t.db.selectFrom('support_queries').select('reference').where('account_id', '=', ACCOUNTS.caledonia).executeTakeFirstOrThrow();
    for (const reference of [foreignOrder.reference, foreignQuery.reference]) {
      expect((await get(`/search?s=${reference}`, USERS.northwind)).json()).toEqual({ total: 0, data: [] });
      expect((await get(`/search?s=${reference}`, USERS.caledonia)).json().total).toBe(1);
    }
    // Nor does an order reference on an account without view:orders (Harbour HQ).
    const hq = await t.db.selectFrom('orders').select('reference').where('account_id', '=', ACCOUNTS.harbourHq).executeTakeFirstOrThrow();
    expect((await get(`/search?s=${hq.reference}`, USERS.harbourBuyer)).json().total).toBe(0);
  });

  it('never opens anything: routes take ids, a reference is refused like any other bad id', async () => {
    const own = await t.db.selectFrom('orders').select('reference').where('account_id', '=', ACCOUNTS.northwind).executeTakeFirstOrThrow();
    const foreign = await t.db.selectFrom('orders').select('reference').where('account_id', '=', ACCOUNTS.caledonia).executeTakeFirstOrThrow();
    const foreignQuery = await t.db.selectFrom('support_queries').select('reference').where('account_id', '=', ACCOUNTS.caledonia).executeTakeFirstOrThrow();
    for (const url of [`/orders/${own.reference}`, `/orders/${foreign.reference}`, `/support/queries/${foreignQuery.reference}`]) {
      const response = await get(url, USERS.northwind);
      expect(response.statusCode, url).toBe(400);
      expectErrorShape(response.json(), 400);
    }
    const cancel = await t.call({ method: 'POST', url: `/api/v2/orders/${foreign.reference}/cancel`, as: USERS.northwind });
    expect(cancel.statusCode).toBe(400);
  });
});

describe('order receipts', () => {
  it('placing an order sends a receipt with its reference, in the inbox and by email, linking to the order', async () => {
    const order = await placeOrder();
    const messages = await messagesAbout(order.reference);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ category: 'order', link: `/app/market-lens/${ACCOUNTS.northwind}/orders/${order.id}` });
    expect(messages[0]?.subject).toMatch(new RegExp(`^Order placed: Buy ${order.volume} ${order.unit} (Power base UK|Power peak UK|Gas NBP) ${order.deliveryPeriod} \\(${order.reference}\\)$`));
    expect(messages[0]?.body).toContain(`We have received your order ${order.reference}`);
    const mails = await mailsAbout(order.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: messages[0]?.subject, message_id: messages[0]?.id, link: messages[0]?.link });
    expect(mails[0]?.body).toContain(order.reference);
  });

  it('cancelling sends a second receipt; a replayed placement sends none', async () => {
    const order = await placeOrder();
    expect(await order.replay()).toBe(200);
    const cancelled = await t.call({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, as: USERS.northwind });
    expect(cancelled.statusCode).toBe(200);
    const subjects = (await messagesAbout(order.reference)).map((message) => message.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toMatch(/^Order cancelled: Buy .* \(ML-26-\d{6}\)$/);
    const cancelMail = (await mailsAbout(order.reference)).find((mail) => mail.subject.startsWith('Order cancelled'));
    expect(cancelMail?.body).toContain(`Order ${order.reference}`);
    expect(cancelMail?.body).toContain('Cancelled by');
  });

  it('follows the orders notification setting: in the inbox only, no email', async () => {
    const settings = (await get('/settings/notifications', USERS.northwind)).json().data;
    const saved = await t.call({ method: 'PUT', url: '/api/v2/settings/notifications', as: USERS.northwind, payload: { ...settings, orderExecutedOrRejected: { inApp: true, email: false } } });
    expect(saved.statusCode).toBe(200);
    try {
      const order = await placeOrder();
      expect(await messagesAbout(order.reference)).toHaveLength(1);
      expect(await mailsAbout(order.reference)).toHaveLength(0);
    } finally {
      await t.call({ method: 'PUT', url: '/api/v2/settings/notifications', as: USERS.northwind, payload: settings });
    }
  });
});
