// @vitest-environment node
// Stop orders and one-cancels-other brackets (docs/trading.md, "Stop orders and brackets"):
// placing them (every rule a 400 naming its field, idempotency, another company, view-as), the
// bracket's volume counted once, cancelling a bracket, and their execution at a publication whose
// closes this file chooses (a price source over the simulated one): a trigger exactly at the
// close and a cent either side, both directions, and bracket legs racing in one publication.
// The app's clock is Monday 2026-11-23 10:00 London, after the seeded Friday close.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '../../generated/model/order';
import type { OrderBracketPlaced } from '../../generated/model/orderBracketPlaced';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import { publishClosingPricesThrough } from '../../server/closing-prices/publish-closing-prices';
import type { PriceSource } from '../../server/closing-prices/price-source';
import { simulatedPriceSource } from '../../server/closing-prices/simulated-price-source';
import { fixedClock } from '../../server/lib/clock';
import { placedValueOfDay } from '../../server/orders/queries';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T10:00:00Z') });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const products = async (): Promise<TradableProduct[]> => (await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind })).json().data;
const productNow = async (product: TradableProduct) => (await products()).find((p) => p.tradeIndex === product.tradeIndex && p.deliveryPeriod === product.deliveryPeriod) as TradableProduct;
const roomOf = (product: TradableProduct) => Math.round((product.forecastVolume - product.hedgedVolume - product.pendingBuyVolume) * 100) / 100;
const sellRoomOf = (product: TradableProduct) => Math.round((product.hedgedVolume - product.pendingSellVolume) * 100) / 100;

const used = new Set<string>();
/** A product of `index` with room for `buys` clips bought and `sells` clips sold, not used by another test yet. */
async function productWithRoom(index: 'POWERUKBASECAL' | 'GASNBP', buys: number, sells = 0): Promise<TradableProduct> {
  const found = (await products()).find(
    (p) => !used.has(`${p.tradeIndex}|${p.deliveryPeriod}`) && p.tradeIndex === index && roomOf(p) >= p.minimumClipVolume * buys && sellRoomOf(p) >= p.minimumClipVolume * sells,
  );
  if (!found) throw new Error('no product with room in the seed');
  used.add(`${found.tradeIndex}|${found.deliveryPeriod}`);
  return found;
}

const post = (url: string, body: Record<string, unknown>, options: { as?: string; key?: string; viewAs?: string } = {}) =>
  t.call({
    method: 'POST',
    url,
    as: options.as ?? USERS.northwind,
    viewAs: options.viewAs,
    headers: { 'idempotency-key': options.key ?? randomUUID() },
    payload: { accountId: ACCOUNTS.northwind, acknowledgeRisk: true, ...body },
  });
const place = (body: Record<string, unknown>, options?: { as?: string; key?: string; viewAs?: string }) => post('/api/v2/orders', body, options);
const placeBracket = (body: Record<string, unknown>, options?: { as?: string; key?: string; viewAs?: string }) => post('/api/v2/orders/brackets', body, options);

const productOf = (product: TradableProduct) => ({ tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod });
const stopOf = (product: TradableProduct, tradeDirection: 'buy' | 'sell', triggerPrice: number, extra: Record<string, unknown> = {}) => ({
  ...productOf(product),
  tradeDirection,
  volume: product.minimumClipVolume,
  priceType: 'stop',
  triggerPrice,
  ...extra,
});
const bracketOf = (product: TradableProduct, tradeDirection: 'buy' | 'sell', limitPrice: number, triggerPrice: number, extra: Record<string, unknown> = {}) => ({
  ...productOf(product),
  tradeDirection,
  volume: product.minimumClipVolume,
  limitPrice,
  triggerPrice,
  ...extra,
});
const read = async (order: Pick<Order, 'id'>) => (await t.call({ method: 'GET', url: `/api/v2/orders/${order.id}`, as: USERS.northwind })).json().data as Order;
const cents = (value: number) => Math.round(value * 100) / 100;

describe('placing stop orders', () => {
  it('places a buy-stop and a sell-stop with a trigger and an expiry; the trigger shows in the order and its receipt', async () => {
    const product = await productWithRoom('POWERUKBASECAL', 1, 1);
    const close = product.latestPrice as number;
    const buy = await place(stopOf(product, 'buy', cents(close + 5), { expiryDate: product.tradeDeadline }));
    expect(buy.statusCode).toBe(201);
    expect(buy.json().data).toMatchObject({ priceType: 'stop', triggerPrice: cents(close + 5), limitPrice: null, bracket: null, status: 'pending', expiryDate: product.tradeDeadline });
    const sell = await place(stopOf(product, 'sell', cents(close - 5)));
    expect(sell.statusCode).toBe(201);
    const receipt = await t.db.selectFrom('messages').select('body').where('user_id', '=', USERS.northwind).where('body', 'like', `%${buy.json().data.reference}%`).executeTakeFirstOrThrow();
    expect(receipt.body).toContain(`with a stop at a trigger of ${(close + 5).toFixed(2)} £/MWh, decided at the published close`);
  });

  it('refuses a stop without a trigger, a trigger on another type and a trigger with three decimals (400 naming triggerPrice)', async () => {
    const product = await productWithRoom('GASNBP', 1);
    const cases: [Record<string, unknown>, RegExp][] = [
      [stopOf(product, 'buy', 1, { triggerPrice: undefined }), /stop order needs a trigger price/],
      [stopOf(product, 'buy', 1, { priceType: 'limit', limitPrice: 50 }), /limit order has no trigger price/],
      [stopOf(product, 'buy', 1, { priceType: 'market' }), /market order has no trigger price/],
      [stopOf(product, 'buy', 50.005), /two decimals/],
    ];
    for (const [body, message] of cases) {
      const response = await place(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = expectErrorShape(response.json(), 400);
      expect(error.field).toBe('triggerPrice');
      expect(error.message).toMatch(message);
    }
    const limitOnStop = await place(stopOf(product, 'buy', 50, { limitPrice: 40 }));
    expect(expectErrorShape(limitOnStop.json(), 400).field).toBe('limitPrice');
  });
});

describe('placing brackets', () => {
  it('refuses legs in the wrong order, for a buy and for a sell (400 naming triggerPrice); nothing is placed', async () => {
    const product = await productWithRoom('POWERUKBASECAL', 1, 1);
    const before = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const [direction, limit, trigger] of [
      ['buy', 90, 70],
      ['buy', 80, 80],
      ['sell', 70, 90],
      ['sell', 80, 80],
    ] as const) {
      const response = await placeBracket(bracketOf(product, direction, limit, trigger));
      expect(response.statusCode, `${direction} ${limit}/${trigger}`).toBe(400);
      const error = expectErrorShape(response.json(), 400);
      expect(error.field).toBe('triggerPrice');
      expect(error.message).toMatch(direction === 'buy' ? /must be above its limit/ : /must be below its limit/);
    }
    const after = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('places both legs at once, linked to each other, with the volume counted once for the 100 % bound and the daily £', async () => {
    const product = await productWithRoom('POWERUKBASECAL', 2);
    const close = product.latestPrice as number;
    // All the room left, in one bracket: counted twice it could not fit the next check.
    const volume = roomOf(product);
    const response = await placeBracket(bracketOf(product, 'buy', cents(close - 5), cents(close + 5), { volume }));
    expect(response.statusCode).toBe(201);
    const bracket = response.json().data as OrderBracketPlaced;
    expect(bracket.takeProfit).toMatchObject({ priceType: 'limit', limitPrice: cents(close - 5), triggerPrice: null, volume, status: 'pending' });
    expect(bracket.stopLoss).toMatchObject({ priceType: 'stop', triggerPrice: cents(close + 5), limitPrice: null, volume, status: 'pending' });
    expect(bracket.takeProfit.bracket).toEqual({ bracketId: bracket.bracketId, linkedOrderId: bracket.stopLoss.id, linkedOrderReference: bracket.stopLoss.reference });
    expect(bracket.stopLoss.bracket).toEqual({ bracketId: bracket.bracketId, linkedOrderId: bracket.takeProfit.id, linkedOrderReference: bracket.takeProfit.reference });
    expect(await read(bracket.stopLoss)).toEqual(bracket.stopLoss);

    const after = await productNow(product);
    expect(after.pendingBuyVolume).toBeCloseTo(product.pendingBuyVolume + volume, 2);
    // Nothing is left: the next clip is refused.
    const more = await place({ ...productOf(product), tradeDirection: 'buy', volume: product.minimumClipVolume, priceType: 'market' });
    expect(expectErrorShape(more.json(), 400).message).toMatch(/above 100 % of its forecast: at most 0 MW/);
    // The daily £ of the maker counts the bracket once, at its dearer leg (the stop's value).
    const day = await placedValueOfDay(t.db, USERS.northwind, product.tradeIndex, '2026-11-23');
    const withoutBracket = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<string>('value').as('total'))
      .where('user_id', '=', USERS.northwind)
      .where('trade_index', '=', product.tradeIndex)
      .where('order_date', '>=', new Date('2026-11-23T00:00:00Z'))
      .where('status', 'not in', ['cancelled', 'rejected'])
      .where((eb) => eb.or([eb('bracket_id', 'is', null), eb('bracket_id', '!=', bracket.bracketId)]))
      .executeTakeFirstOrThrow();
    expect(Number(day)).toBeCloseTo(Number(withoutBracket.total ?? 0) + bracket.stopLoss.value, 2);
  });

  it('asks for approval once for the whole bracket when its volume is beyond the maker’s authority', async () => {
    const product = await productWithRoom('GASNBP', 2);
    const close = product.latestPrice as number;
    const volume = cents(product.minimumClipVolume * 2);
    // One clip is within the maker's largest volume per order, two are not: the bracket is two clips, once.
    await t.db
      .insertInto('trade_authorities')
      .values({ user_id: USERS.northwind, trade_index: 'GASNBP', may_trade: true, max_order_volume: cents(volume - 0.01), max_order_value: null, max_daily_value: null, may_approve: false, updated_at: new Date('2026-11-23T09:00:00Z'), updated_by: USERS.northwind })
      .execute();
    try {
      const response = await placeBracket(bracketOf(product, 'buy', cents(close - 5), cents(close + 5), { volume }));
      // Nobody else at Northwind may approve: refused with the one reason, nothing placed; else both legs wait.
      if (response.statusCode === 409) {
        expect(response.json().approvalReasons.map((reason: { code: string }) => reason.code)).toEqual(['order_volume']);
      } else {
        expect(response.statusCode).toBe(201);
        const bracket = response.json().data as OrderBracketPlaced;
        expect([bracket.takeProfit.status, bracket.stopLoss.status]).toEqual(['awaiting_approval', 'awaiting_approval']);
        const approvals = await t.db.selectFrom('order_approvals').select('order_id').where('order_id', 'in', [bracket.takeProfit.id, bracket.stopLoss.id]).execute();
        expect(approvals).toHaveLength(1);
      }
      // A bracket of one clip is within the authority: placed pending.
      const within = await placeBracket(bracketOf(product, 'buy', cents(close - 5), cents(close + 5)));
      expect(within.statusCode).toBe(201);
      expect(within.json().data.stopLoss.status).toBe('pending');
    } finally {
      await t.db.deleteFrom('trade_authorities').where('user_id', '=', USERS.northwind).where('trade_index', '=', 'GASNBP').execute();
    }
  });

  it('replays the same key and body (200, the same bracket); another body or a key of createOrder is a 409', async () => {
    const product = await productWithRoom('GASNBP', 2);
    const close = product.latestPrice as number;
    const body = bracketOf(product, 'buy', cents(close - 4), cents(close + 4));
    const key = randomUUID();
    const created = await placeBracket(body, { key });
    expect(created.statusCode).toBe(201);
    const replay = await placeBracket(body, { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(created.json().data);
    expectErrorShape((await placeBracket({ ...body, triggerPrice: cents(close + 6) }, { key })).json(), 409);
    expectErrorShape((await place({ ...productOf(product), tradeDirection: 'buy', volume: product.minimumClipVolume, priceType: 'market' }, { key })).json(), 409);
    const legs = await t.db.selectFrom('orders').select('id').where('bracket_id', '=', created.json().data.bracketId).execute();
    expect(legs).toHaveLength(2);
    // Parallel retries with one fresh key: one bracket.
    const again = randomUUID();
    const parallel = await Promise.all([0, 1, 2].map(() => placeBracket({ ...body, volume: product.minimumClipVolume }, { key: again })));
    expect(parallel.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(parallel.map((r) => r.json().data.bracketId)).size).toBe(1);
  });

  it('refuses another company’s account (403), view-as (403) and a missing key (400)', async () => {
    const product = (await products())[0] as TradableProduct;
    const body = bracketOf(product, 'buy', 50, 60);
    expectErrorShape((await placeBracket({ ...body, accountId: ACCOUNTS.caledonia })).json(), 403);
    const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked about a bracket' } });
    expect(session.statusCode).toBe(200);
    expect(expectErrorShape((await placeBracket(body, { as: USERS.desk, viewAs: USERS.northwind })).json(), 403).message).toMatch(/read-only/);
    const noKey = await t.call({ method: 'POST', url: '/api/v2/orders/brackets', as: USERS.northwind, payload: { accountId: ACCOUNTS.northwind, ...body } });
    expect(expectErrorShape(noKey.json(), 400).field).toMatch(/idempotency-key/i);
  });
});

describe('cancelling a bracket', () => {
  it('cancels both legs from either; a second cancel is a 409; view-as is 403; another company’s order is a 404', async () => {
    const product = await productWithRoom('POWERUKBASECAL', 1);
    const close = product.latestPrice as number;
    const bracket = (await placeBracket(bracketOf(product, 'buy', cents(close - 10), cents(close + 10)))).json().data as OrderBracketPlaced;
    expectErrorShape((await t.call({ method: 'POST', url: `/api/v2/orders/${bracket.stopLoss.id}/cancel`, as: USERS.desk, viewAs: USERS.northwind })).json(), 403);
    const response = await t.call({ method: 'POST', url: `/api/v2/orders/${bracket.stopLoss.id}/cancel`, as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    expect(await read(bracket.takeProfit)).toMatchObject({ status: 'cancelled', statusReason: expect.stringContaining(bracket.stopLoss.reference) });
    expectErrorShape((await t.call({ method: 'POST', url: `/api/v2/orders/${bracket.takeProfit.id}/cancel`, as: USERS.northwind })).json(), 409);
    // The volume is free again.
    expect((await productNow(product)).pendingBuyVolume).toBeCloseTo(product.pendingBuyVolume, 2);
    const foreign = await t.db.selectFrom('orders').select('id').where('account_id', '=', ACCOUNTS.caledonia).where('status', '=', 'pending').limit(1).executeTakeFirstOrThrow();
    expectErrorShape((await t.call({ method: 'POST', url: `/api/v2/orders/${foreign.id}/cancel`, as: USERS.northwind })).json(), 404);
  });
});

describe('execution at a publication whose closes are chosen', () => {
  it('executes stops at exactly the trigger and beyond, keeps them a cent short, and races bracket legs: one executes, the other is cancelled', async () => {
    const power = await productWithRoom('POWERUKBASECAL', 4, 3);
    const gas = await productWithRoom('GASNBP', 3, 0);
    const up = await productWithRoom('POWERUKBASECAL', 1, 0);
    const closeOf = new Map([
      [`${power.tradeIndex}|${power.deliveryPeriod}`, 80],
      [`${gas.tradeIndex}|${gas.deliveryPeriod}`, 90],
      [`${up.tradeIndex}|${up.deliveryPeriod}`, 100],
    ]);
    const source: PriceSource = {
      async closesOf(days, stored) {
        const closes = await simulatedPriceSource.closesOf(days, stored);
        return closes.map((rows) => rows.map((row) => ({ ...row, price: closeOf.get(`${row.trade_index}|${row.period_name_abs}`) ?? row.price })));
      },
    };
    const placed = async (body: Record<string, unknown>) => {
      const response = await place(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(201);
      return response.json().data as Order;
    };
    // The close of `power` will be 80.00 £/MWh.
    const buyAt = await placed(stopOf(power, 'buy', 80));
    const buyBelow = await placed(stopOf(power, 'buy', 79.99));
    const buyShort = await placed(stopOf(power, 'buy', 80.01));
    const sellAt = await placed(stopOf(power, 'sell', 80));
    const sellAbove = await placed(stopOf(power, 'sell', 80.01));
    const sellShort = await placed(stopOf(power, 'sell', 79.99));
    // `gas` closes at 90.00: the bracket's limit (falls to 90) is met, its stop (rises to 95) is not.
    const gasBracket = (await placeBracket(bracketOf(gas, 'buy', 90, 95))).json().data as OrderBracketPlaced;
    // `up` closes at 100.00: the stop (rises to 100) is met, the limit (falls to 95) is not.
    const upBracket = (await placeBracket(bracketOf(up, 'buy', 95, 100))).json().data as OrderBracketPlaced;
    // A bracket whose legs are both out of reach waits, both legs pending.
    const waiting = (await placeBracket(bracketOf(gas, 'buy', 85, 95))).json().data as OrderBracketPlaced;

    expect((await publishClosingPricesThrough(t.db, '2026-11-23', t.clock.now(), source)).published).toEqual(['2026-11-23']);

    for (const order of [buyAt, buyBelow, sellAt, sellAbove]) expect(await read(order), order.reference).toMatchObject({ status: 'executed', executedPrice: 80, executedDate: '2026-11-23' });
    for (const order of [buyShort, sellShort]) expect(await read(order), order.reference).toMatchObject({ status: 'pending', executedPrice: null });
    expect((await read(buyAt)).statusReason).toBe('Executed at the 2026-11-23 closing price of 80 £/MWh, its trigger of 80 £/MWh reached');

    expect(await read(gasBracket.takeProfit)).toMatchObject({ status: 'executed', executedPrice: 90 });
    expect(await read(gasBracket.stopLoss)).toMatchObject({ status: 'cancelled', statusReason: `Cancelled: its bracket's other leg ${gasBracket.takeProfit.reference} was executed` });
    expect(await read(upBracket.stopLoss)).toMatchObject({ status: 'executed', executedPrice: 100 });
    expect(await read(upBracket.takeProfit)).toMatchObject({ status: 'cancelled' });
    expect((await read(upBracket.stopLoss)).statusReason).toContain(`its bracket's other leg ${upBracket.takeProfit.reference} is cancelled`);
    expect([(await read(waiting.takeProfit)).status, (await read(waiting.stopLoss)).status]).toEqual(['pending', 'pending']);

    // Exactly one transaction per bracket, none for a cancelled leg.
    const trades = await t.db
      .selectFrom('transactions')
      .select('order_id')
      .where('order_id', 'in', [gasBracket.takeProfit.id, gasBracket.stopLoss.id, upBracket.takeProfit.id, upBracket.stopLoss.id])
      .execute();
    expect(trades.map((row) => row.order_id).sort()).toEqual([gasBracket.takeProfit.id, upBracket.stopLoss.id].sort());
    const news = await t.db.selectFrom('messages').select(['subject', 'body']).where('user_id', '=', USERS.northwind).where('subject', 'like', `Order executed:%(${upBracket.stopLoss.reference})`).execute();
    expect(news).toHaveLength(1);
    expect(news[0]?.body).toContain('with a stop at a trigger of 100.00 £/MWh');
  }, 120_000);
});
