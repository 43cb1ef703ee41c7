// @vitest-environment node
// Trading: listing, reading, placing (every contract rule, idempotency, the race for the last
// open volume) and cancelling orders, the tradable products, and execution at the closing-price
// publication. The app's clock is Monday 2026-11-23 10:00 London, after the seeded Friday close.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '../../generated/model/order';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import { fixedClock } from '../../server/lib/clock';
import { publishClosingPricesThrough } from '../../server/closing-prices/publish-closing-prices';
import { executeOrdersForDay } from '../../server/orders/execution';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T10:00:00Z') });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const products = async (accountId: string = ACCOUNTS.northwind, as: string = USERS.northwind): Promise<TradableProduct[]> => {
  const response = await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${accountId}`, as });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const place = (body: Record<string, unknown>, options: { as?: string; key?: string; viewAs?: string } = {}) =>
  t.call({
    method: 'POST',
    url: '/api/v2/orders',
    as: options.as ?? USERS.northwind,
    viewAs: options.viewAs,
    headers: { 'idempotency-key': options.key ?? randomUUID() },
    // Limits here are chosen for execution (far from the close on purpose): acknowledged (the guard itself: risk-guards.test.ts).
    payload: { accountId: ACCOUNTS.northwind, acknowledgeRisk: true, ...body },
  });

const roomOf = (product: TradableProduct) => Math.round((product.forecastVolume - product.hedgedVolume - product.pendingBuyVolume) * 100) / 100;

/** A product with room for at least `clips` minimum clips, not used by another test yet. */
const used = new Set<string>();
async function productWithRoom(clips: number, index?: string): Promise<TradableProduct> {
  const list = await products();
  const found = list.find(
    (p) => !used.has(`${p.tradeIndex}|${p.deliveryPeriod}`) && (index === undefined || p.tradeIndex === index) && roomOf(p) >= p.minimumClipVolume * clips && p.hedgedVolume >= p.minimumClipVolume,
  );
  if (!found) throw new Error('no product with room in the seed');
  used.add(`${found.tradeIndex}|${found.deliveryPeriod}`);
  return found;
}

const orderOf = (product: TradableProduct, extra: Record<string, unknown> = {}) => ({
  tradeIndex: product.tradeIndex,
  deliveryPeriod: product.deliveryPeriod,
  tradeDirection: 'buy',
  volume: product.minimumClipVolume,
  priceType: 'market',
  ...extra,
});

describe('listing and reading orders', () => {
  it('lists the caller’s orders newest first with paging and a total', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/orders?perPage=5', as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ page: 1, perPage: 5 });
    expect(body.data).toHaveLength(5);
    expect(body.total).toBeGreaterThan(5);
    const dates = body.data.map((order: Order) => order.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(body.data.map((order: Order) => order.accountId))).toEqual(new Set([ACCOUNTS.northwind]));
    const second = (await t.call({ method: 'GET', url: '/api/v2/orders?perPage=5&page=2', as: USERS.northwind })).json();
    expect(second.data[0].id).not.toBe(body.data[0].id);
  });

  it('has orders in every status in the seed, executed ones at that day’s close', async () => {
    for (const status of ['pending', 'executed', 'rejected', 'cancelled', 'expired']) {
      const body = (await t.call({ method: 'GET', url: `/api/v2/orders?status=${status}&perPage=100`, as: USERS.northwind })).json();
      expect(body.total, status).toBeGreaterThan(0);
      expect(body.data.every((order: Order) => order.status === status && order.statusReason)).toBe(true);
    }
    const executed = (await t.call({ method: 'GET', url: '/api/v2/orders?status=executed&perPage=100', as: USERS.northwind })).json().data as Order[];
    for (const order of executed) {
      const close = await t.db
        .selectFrom('closing_prices')
        .select('price')
        .where('trade_index', '=', order.tradeIndex)
        .where('period_name_abs', '=', order.deliveryPeriod)
        .where('price_date', '=', order.executedDate as string)
        .executeTakeFirstOrThrow();
      expect(order.executedPrice).toBe(close.price);
    }
  });

  it('filters by trade index and date range (London days)', async () => {
    const body = (await t.call({ method: 'GET', url: '/api/v2/orders?tradeIndex=GASNBP&from=2026-09-01&to=2026-10-31&perPage=100', as: USERS.northwind })).json();
    expect(body.data.every((order: Order) => order.tradeIndex === 'GASNBP' && order.orderDate >= '2026-08-31T23' && order.orderDate < '2026-11-01')).toBe(true);
    const reversed = await t.call({ method: 'GET', url: '/api/v2/orders?from=2026-10-31&to=2026-09-01', as: USERS.northwind });
    expect(reversed.statusCode).toBe(400);
    expect(expectErrorShape(reversed.json(), 400).field).toBe('to');
  });

  it('covers every account of a multi-company user, or one of them', async () => {
    const all = (await t.call({ method: 'GET', url: '/api/v2/orders?perPage=100', as: USERS.harbourBuyer })).json();
    expect(new Set(all.data.map((order: Order) => order.accountId)).size).toBeGreaterThan(1);
    const one = (await t.call({ method: 'GET', url: `/api/v2/orders?accountId=${ACCOUNTS.harbourColdStore}&perPage=100`, as: USERS.harbourBuyer })).json();
    expect(one.data.every((order: Order) => order.accountId === ACCOUNTS.harbourColdStore)).toBe(true);
  });

  it('reads one order; another company’s order is a 404, another company’s account a 403', async () => {
    const mine = (await t.call({ method: 'GET', url: '/api/v2/orders?perPage=1', as: USERS.northwind })).json().data[0] as Order;
    const response = await t.call({ method: 'GET', url: `/api/v2/orders/${mine.id}`, as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(mine);
    const foreign = await t.db.selectFrom('orders').select('id').where('account_id', '=', ACCOUNTS.caledonia).limit(1).executeTakeFirstOrThrow();
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/orders/${foreign.id}`, as: USERS.northwind })).json(), 404);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/orders/${randomUUID()}`, as: USERS.northwind })).json(), 404);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/orders?accountId=${ACCOUNTS.caledonia}`, as: USERS.northwind })).json(), 403);
  });

  it('refuses an account without view:orders with 403', async () => {
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/orders?accountId=${ACCOUNTS.harbourHq}`, as: USERS.harbourBuyer })).json(), 403);
    const hqOrder = await t.db.selectFrom('orders').select('id').where('account_id', '=', ACCOUNTS.harbourHq).limit(1).executeTakeFirstOrThrow();
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/orders/${hqOrder.id}`, as: USERS.harbourBuyer })).json(), 403);
    const response = await t.call({
      method: 'POST', url: '/api/v2/orders', as: USERS.harbourBuyer, headers: { 'idempotency-key': randomUUID() },
      payload: { accountId: ACCOUNTS.harbourHq, tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Q2-27', tradeDirection: 'buy', volume: 1, priceType: 'market' },
    });
    expectErrorShape(response.json(), 403);
  });
});

describe('tradable products', () => {
  it('lists the contract’s periods with the latest close, daily change, 30-day range and hedged %', async () => {
    const list = await products();
    expect(list.length).toBeGreaterThan(10);
    expect(new Set(list.map((p) => p.tradeIndex))).toEqual(new Set(['POWERUKBASECAL', 'GASNBP']));
    for (const product of list) {
      expect(product.latestPriceDate).toBe('2026-11-20');
      expect(product.thirtyDayLow as number).toBeLessThanOrEqual(product.latestPrice as number);
      expect(product.thirtyDayHigh as number).toBeGreaterThanOrEqual(product.latestPrice as number);
      expect(product.hedgedPercent).toBeCloseTo((product.hedgedVolume / product.forecastVolume) * 100, 1);
      expect(product.tradeDeadline >= '2026-11-23').toBe(true);
    }
    const previous = await t.db.selectFrom('closing_prices').select('price').where('trade_index', '=', list[0]!.tradeIndex).where('period_name_abs', '=', list[0]!.deliveryPeriod).where('price_date', '=', '2026-11-19').executeTakeFirstOrThrow();
    expect(list[0]!.dailyChange).toBeCloseTo((list[0]!.latestPrice as number) - previous.price, 2);
  });

  it('refuses multi-purchase accounts, other companies’ accounts and accounts without view:orders', async () => {
    expect(expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${ACCOUNTS.pennine}`, as: USERS.pennine })).json(), 403).message).toMatch(/multi-purchase/);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${ACCOUNTS.caledonia}`, as: USERS.northwind })).json(), 403);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${ACCOUNTS.harbourHq}`, as: USERS.harbourBuyer })).json(), 403);
  });
});

describe('placing orders', () => {
  it('places a market order (201) and a retry with the same key and body returns it (200); another body is a 409', async () => {
    const product = await productWithRoom(3);
    const key = randomUUID();
    const created = await place(orderOf(product), { key });
    expect(created.statusCode).toBe(201);
    const order = created.json().data as Order;
    expect(order).toMatchObject({ status: 'pending', priceType: 'market', limitPrice: null, executedPrice: null, unit: product.unit, priceUnit: product.priceUnit, volume: product.minimumClipVolume });
    expect(order.statusReason).toMatch(/2026-11-23 closing price/);
    const replay = await place(orderOf(product), { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(order);
    const different = await place(orderOf(product, { volume: product.minimumClipVolume * 2 }), { key });
    expect(different.statusCode).toBe(409);
    expectErrorShape(different.json(), 409);
    expect(await t.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute()).toHaveLength(1);
    // The pending buy now counts against the forecast.
    const after = (await products()).find((p) => p.deliveryPeriod === product.deliveryPeriod && p.tradeIndex === product.tradeIndex);
    expect(after?.pendingBuyVolume).toBeCloseTo(product.pendingBuyVolume + product.minimumClipVolume, 2);
  });

  it('parallel retries with one key create exactly one order', async () => {
    const product = await productWithRoom(2);
    const key = randomUUID();
    const responses = await Promise.all([place(orderOf(product), { key }), place(orderOf(product), { key }), place(orderOf(product), { key })]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().data.id)).size).toBe(1);
  });

  it('refuses each broken rule with a 400 naming the field', async () => {
    const product = await productWithRoom(2);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ volume: roomOf(product) + 0.01 }, 'volume', /above 100 % of its forecast/],
      [{ volume: Math.round(product.minimumClipVolume * 50) / 100 }, 'volume', /minimum clip/],
      [{ volume: product.minimumClipVolume + 0.001 }, 'volume', /two decimals/],
      [{ tradeDirection: 'sell', volume: product.hedgedVolume + product.minimumClipVolume }, 'volume', /below 0 % hedged/],
      [{ priceType: 'limit' }, 'limitPrice', /limit price/],
      [{ limitPrice: 50 }, 'limitPrice', /market order has no limit price/],
      [{ expiryDate: '2026-12-01' }, 'expiryDate', /market order has no expiry/],
      [{ priceType: 'limit', limitPrice: 50, expiryDate: '2026-11-20' }, 'expiryDate', /must not be before 2026-11-23/],
      [{ priceType: 'limit', limitPrice: 50, expiryDate: '2030-01-01' }, 'expiryDate', /trade deadline/],
      [{ deliveryPeriod: 'Jan-31' }, 'deliveryPeriod', /not in this account’s contract|not in this account's contract/],
      [{ tradeIndex: 'POWERUKPEAKCAL' }, 'deliveryPeriod', /contract/],
      [{ volume: -1 }, 'volume', /must be > 0/],
    ];
    for (const [change, field, message] of cases) {
      const response = await place(orderOf(product, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const error = expectErrorShape(response.json(), 400);
      expect(error.field, JSON.stringify(change)).toBe(field);
      expect(error.message, JSON.stringify(change)).toMatch(message);
    }
    // Exactly what is left may be bought even below the clip.
    const rest = await place(orderOf(product, { volume: roomOf(product) }));
    expect(rest.statusCode).toBe(201);
  });

  it('needs an Idempotency-Key (400 naming it)', async () => {
    const product = await productWithRoom(1);
    const response = await t.call({ method: 'POST', url: '/api/v2/orders', as: USERS.northwind, payload: { accountId: ACCOUNTS.northwind, ...orderOf(product) } });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json(), 400).field).toMatch(/idempotency-key/i);
  });

  it('refuses other companies’ accounts, multi-purchase accounts and view-as with 403', async () => {
    const product = (await products())[0] as TradableProduct;
    expectErrorShape((await place({ ...orderOf(product), accountId: ACCOUNTS.caledonia })).json(), 403);
    const multi = await place({ ...orderOf(product), accountId: ACCOUNTS.pennine }, { as: USERS.pennine });
    expect(expectErrorShape(multi.json(), 403).message).toMatch(/multi-purchase/);
    // Inside a started view-as session, so the refusal is the read-only rule itself.
    const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked why an order failed' } });
    expect(session.statusCode).toBe(200);
    const viewAs = await place(orderOf(product), { as: USERS.desk, viewAs: USERS.northwind });
    expect(expectErrorShape(viewAs.json(), 403).message).toMatch(/read-only/);
  });

  it('decides two orders racing for the last open volume one after the other: one accepted, one refused', async () => {
    const product = await productWithRoom(2);
    const room = roomOf(product);
    const responses = await Promise.all(Array.from({ length: 4 }, () => place(orderOf(product, { volume: room }))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of responses.filter((r) => r.statusCode === 400)) {
      const error = expectErrorShape(refused.json(), 400);
      expect(error.field).toBe('volume');
      expect(error.message).toMatch(/above 100 % of its forecast/);
    }
    const after = (await products()).find((p) => p.tradeIndex === product.tradeIndex && p.deliveryPeriod === product.deliveryPeriod) as TradableProduct;
    expect(after.pendingBuyVolume).toBeCloseTo(product.pendingBuyVolume + room, 2);
    // Selling back the whole hedged volume twice at once: one sell is accepted.
    const sellable = after.hedgedVolume - after.pendingSellVolume;
    const sells = await Promise.all([0, 1].map(() => place(orderOf(product, { tradeDirection: 'sell', volume: Math.round(sellable * 100) / 100 }))));
    expect(sells.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });
});

describe('cancelling', () => {
  it('cancels a pending order with the canceller’s name; a second cancel is a 409; view-as is 403', async () => {
    const product = await productWithRoom(1);
    const order = (await place(orderOf(product, { priceType: 'limit', limitPrice: 1 }))).json().data as Order;
    const viewAs = await t.call({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, as: USERS.desk, viewAs: USERS.northwind });
    expectErrorShape(viewAs.json(), 403);
    const response = await t.call({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: order.id, status: 'cancelled', statusReason: expect.stringMatching(/^Cancelled by /) });
    expectErrorShape((await t.call({ method: 'POST', url: `/api/v2/orders/${order.id}/cancel`, as: USERS.northwind })).json(), 409);
    const foreign = await t.db.selectFrom('orders').select('id').where('account_id', '=', ACCOUNTS.caledonia).where('status', '=', 'pending').limit(1).executeTakeFirstOrThrow();
    expectErrorShape((await t.call({ method: 'POST', url: `/api/v2/orders/${foreign.id}/cancel`, as: USERS.northwind })).json(), 404);
  });
});

describe('execution at the closing-price publication', () => {
  it('executes market orders at the day’s close, fills or keeps limit orders, expires and rejects — once', async () => {
    const power = await productWithRoom(4, 'POWERUKBASECAL');
    const gas = await productWithRoom(3, 'GASNBP');
    const market = (await place(orderOf(power))).json().data as Order;
    const limitAbove = (await place(orderOf(power, { priceType: 'limit', limitPrice: Math.round((power.latestPrice as number) * 0.5 * 100) / 100 }))).json().data as Order;
    const limitFill = (await place(orderOf(gas, { priceType: 'limit', limitPrice: Math.round((gas.latestPrice as number) * 2 * 100) / 100 }))).json().data as Order;
    const expiring = (await place(orderOf(gas, { priceType: 'limit', limitPrice: 1, expiryDate: '2026-11-23' }))).json().data as Order;
    const sellBack = (await place(orderOf(gas, { tradeDirection: 'sell', priceType: 'limit', limitPrice: Math.round((gas.latestPrice as number) * 0.5 * 100) / 100 }))).json().data as Order;
    // A desk trade lands between placement and execution: the next buy no longer fits.
    const squeezed = await productWithRoom(2);
    const lastRoom = roomOf(squeezed);
    const rejected = (await place(orderOf(squeezed, { volume: lastRoom }))).json().data as Order;
    await t.db
      .insertInto('transactions')
      .values({ id: randomUUID(), account_id: ACCOUNTS.northwind, order_id: null, trade_date: new Date('2026-11-23T09:00:00Z'), trade_index: squeezed.tradeIndex, period_name_abs: squeezed.deliveryPeriod, volume: squeezed.minimumClipVolume, unit: squeezed.unit, trade_direction: 'buy', price: 80, value: 1000 })
      .execute();
    const messagesBefore = await t.db.selectFrom('messages').select('id').where('user_id', '=', USERS.northwind).where('category', '=', 'order').execute();

    const result = await publishClosingPricesThrough(t.db, '2026-11-23', t.clock.now());
    expect(result.published).toEqual(['2026-11-23']);
    const closeOf = async (product: TradableProduct) =>
      (await t.db.selectFrom('closing_prices').select('price').where('trade_index', '=', product.tradeIndex).where('period_name_abs', '=', product.deliveryPeriod).where('price_date', '=', '2026-11-23').executeTakeFirstOrThrow()).price;
    const read = async (order: Order) => (await t.call({ method: 'GET', url: `/api/v2/orders/${order.id}`, as: USERS.northwind })).json().data as Order;

    expect(await read(market)).toMatchObject({ status: 'executed', executedPrice: await closeOf(power), executedDate: '2026-11-23' });
    expect(await read(limitAbove)).toMatchObject({ status: 'pending', executedPrice: null });
    expect(await read(limitFill)).toMatchObject({ status: 'executed', executedPrice: await closeOf(gas) });
    expect(await read(sellBack)).toMatchObject({ status: 'executed', tradeDirection: 'sell' });
    expect((await read(expiring)).status).toBe('expired');
    const rejectedNow = await read(rejected);
    expect(rejectedNow.status).toBe('rejected');
    expect(rejectedNow.statusReason).toMatch(/above 100 % of its forecast/);

    const transactions = await t.db.selectFrom('transactions').selectAll().where('order_id', 'in', [market.id, limitFill.id, sellBack.id]).execute();
    expect(transactions).toHaveLength(3);
    const marketTrade = transactions.find((row) => row.order_id === market.id);
    expect(marketTrade?.price).toBe(await closeOf(power));
    const messagesAfter = await t.db.selectFrom('messages').select(['id', 'subject']).where('user_id', '=', USERS.northwind).where('category', '=', 'order').execute();
    // One message per decided order of the user (the seed's pending orders were due that day too).
    const decided = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', USERS.northwind)
      .where('status', 'in', ['executed', 'rejected', 'expired'])
      .where('status_changed_at', '>=', new Date('2026-11-23T10:00:00Z'))
      .execute();
    expect(decided.length).toBeGreaterThanOrEqual(5);
    expect(messagesAfter.length - messagesBefore.length).toBe(decided.length);
    expect(messagesAfter.some((message) => message.subject?.startsWith('Order executed: Buy'))).toBe(true);
    const unread = (await t.call({ method: 'GET', url: '/api/v2/messages/unread-count', as: USERS.northwind })).json();
    expect(unread.data.unreadCount).toBeGreaterThanOrEqual(5);

    // Publishing the day again, or running its execution again, executes nothing twice.
    expect((await publishClosingPricesThrough(t.db, '2026-11-23', t.clock.now())).published).toEqual([]);
    await t.db.transaction().execute((trx) => executeOrdersForDay(trx, '2026-11-23', t.clock.now()));
    expect(await t.db.selectFrom('transactions').select('id').where('order_id', 'in', [market.id, limitFill.id, sellBack.id]).execute()).toHaveLength(3);
    expect((await t.db.selectFrom('messages').select('id').where('user_id', '=', USERS.northwind).where('category', '=', 'order').execute()).length).toBe(messagesAfter.length);
  }, 60_000);
});
