// @vitest-environment node
// Price alerts: listing (with the latest close), reading, creating, editing and deleting them
// (every 400 naming its field, another company's alert 404, no permission 403, view-as 403), and
// triggering inside the closing-price publication: once, never when expired, never again on a
// re-publication. The app's clock is Monday 2026-11-23 10:00 London, after the seeded Friday close.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PriceAlert } from '../../generated/model/priceAlert';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import { triggerPriceAlerts } from '../../server/price-alerts/trigger-alerts';
import { fixedClock } from '../../server/lib/clock';
import { publishClosingPricesThrough } from '../../server/closing-prices/publish-closing-prices';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
let product: TradableProduct;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T10:00:00Z') });
  const products = await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind });
  product = (products.json().data as TradableProduct[]).find((p) => p.tradeIndex === 'POWERUKBASECAL' && p.period === 'month') as TradableProduct;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const alertBody = (extra: Record<string, unknown> = {}) => ({
  accountId: ACCOUNTS.northwind,
  tradeIndex: product.tradeIndex,
  deliveryPeriod: product.deliveryPeriod,
  direction: 'rises_above',
  targetPrice: 85,
  expiryDate: '2026-11-27',
  // Targets here are chosen for what each test checks, often already met: acknowledged (the guard itself: risk-guards.test.ts).
  acknowledgeRisk: true,
  ...extra,
});

const create = (extra: Record<string, unknown> = {}, options: { as?: string; viewAs?: string } = {}) =>
  t.call({ method: 'POST', url: '/api/v2/price-alerts', as: options.as ?? USERS.northwind, viewAs: options.viewAs, payload: alertBody(extra) });

async function created(extra: Record<string, unknown> = {}): Promise<PriceAlert> {
  const response = await create(extra);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('price alerts', () => {
  it('creates an active alert with the latest close as original and latest price', async () => {
    const alert = await created({ targetPrice: 85.5 });
    expect(alert).toMatchObject({
      accountId: ACCOUNTS.northwind,
      tradeIndex: 'POWERUKBASECAL',
      deliveryPeriod: product.deliveryPeriod,
      direction: 'rises_above',
      targetPrice: 85.5,
      priceType: 'closing',
      originalPrice: product.latestPrice,
      latestPrice: product.latestPrice,
      latestPriceDate: '2026-11-20',
      priceUnit: '£/MWh',
      status: 'active',
      triggeredAt: null,
      triggeredPrice: null,
      triggeredPriceDate: null,
    });
    const read = await t.call({ method: 'GET', url: `/api/v2/price-alerts/${alert.id}`, as: USERS.northwind });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(alert);
  });

  it('lists the caller’s alerts newest first, per account and by status', async () => {
    const all = await t.call({ method: 'GET', url: '/api/v2/price-alerts', as: USERS.northwind });
    expect(all.statusCode).toBe(200);
    const alerts: PriceAlert[] = all.json().data;
    expect(alerts.every((alert) => alert.accountId === ACCOUNTS.northwind)).toBe(true);
    expect(new Set(alerts.map((alert) => alert.status))).toEqual(new Set(['active', 'triggered', 'expired']));
    const dates = alerts.map((alert) => alert.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const status of ['active', 'triggered', 'expired'] as const) {
      const filtered = await t.call({ method: 'GET', url: `/api/v2/price-alerts?status=${status}&accountId=${ACCOUNTS.northwind}`, as: USERS.northwind });
      const data: PriceAlert[] = filtered.json().data;
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((alert) => alert.status === status)).toBe(true);
    }
    const triggered = alerts.find((alert) => alert.status === 'triggered') as PriceAlert;
    expect(triggered.triggeredPrice).not.toBeNull();
    expect(triggered.triggeredPriceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['a target of 0', { targetPrice: 0 }, 'targetPrice'],
    ['a negative target', { targetPrice: -1 }, 'targetPrice'],
    ['a target with three decimals', { targetPrice: 85.123 }, 'targetPrice'],
    ['an expiry in the past', { expiryDate: '2026-11-20' }, 'expiryDate'],
    ['an expiry on the delivery start', { expiryDate: 'START' }, 'expiryDate'],
    ['a product not in the contract', { tradeIndex: 'POWERUKPEAKCAL' }, 'deliveryPeriod'],
    ['a product not listed', { deliveryPeriod: 'Jan-20' }, 'deliveryPeriod'],
    ['an unknown direction', { direction: 'sideways' }, 'direction'],
    ['a missing target', { targetPrice: undefined }, 'targetPrice'],
  ])('refuses %s with 400 naming the field', async (_name, extra, field) => {
    const body = { ...extra } as Record<string, unknown>;
    if (body.expiryDate === 'START') body.expiryDate = product.deliveryStart;
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(expectErrorShape(response.json(), 400).field).toBe(field);
  });

  it('edits an active alert and refreshes nothing it should not', async () => {
    const alert = await created();
    const response = await t.call({
      method: 'PUT',
      url: `/api/v2/price-alerts/${alert.id}`,
      as: USERS.northwind,
      payload: { tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, direction: 'falls_below', targetPrice: 70.25, expiryDate: '2026-11-26' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: alert.id, direction: 'falls_below', targetPrice: 70.25, expiryDate: '2026-11-26', status: 'active', createdDate: alert.createdDate });
    const bad = await t.call({
      method: 'PUT',
      url: `/api/v2/price-alerts/${alert.id}`,
      as: USERS.northwind,
      payload: { tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, direction: 'falls_below', targetPrice: 70.25, expiryDate: '2026-01-01' },
    });
    expect(expectErrorShape(bad.json(), 400).field).toBe('expiryDate');
  });

  it('refuses to edit a triggered or expired alert with 409', async () => {
    const list: PriceAlert[] = (await t.call({ method: 'GET', url: '/api/v2/price-alerts', as: USERS.northwind })).json().data;
    for (const status of ['triggered', 'expired']) {
      const alert = list.find((candidate) => candidate.status === status) as PriceAlert;
      const response = await t.call({
        method: 'PUT',
        url: `/api/v2/price-alerts/${alert.id}`,
        as: USERS.northwind,
        payload: { tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, direction: 'rises_above', targetPrice: 90, expiryDate: '2026-11-27' },
      });
      expectErrorShape(response.json(), 409);
    }
  });

  it('deletes an alert; a second delete is a 404', async () => {
    const alert = await created();
    const gone = await t.call({ method: 'DELETE', url: `/api/v2/price-alerts/${alert.id}`, as: USERS.northwind });
    expect(gone.statusCode).toBe(204);
    expectErrorShape((await t.call({ method: 'DELETE', url: `/api/v2/price-alerts/${alert.id}`, as: USERS.northwind })).json(), 404);
    expectErrorShape((await t.call({ method: 'GET', url: `/api/v2/price-alerts/${alert.id}`, as: USERS.northwind })).json(), 404);
  });

  it('answers another company’s alert with 404 for every operation', async () => {
    const alert = await created();
    const url = `/api/v2/price-alerts/${alert.id}`;
    expectErrorShape((await t.call({ method: 'GET', url, as: USERS.caledonia })).json(), 404);
    expectErrorShape((await t.call({ method: 'DELETE', url, as: USERS.caledonia })).json(), 404);
    const put = await t.call({ method: 'PUT', url, as: USERS.caledonia, payload: { tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, direction: 'rises_above', targetPrice: 90, expiryDate: '2026-11-27' } });
    expectErrorShape(put.json(), 404);
    const list: PriceAlert[] = (await t.call({ method: 'GET', url: '/api/v2/price-alerts', as: USERS.caledonia })).json().data;
    expect(list.some((candidate) => candidate.id === alert.id)).toBe(false);
    expect(list.every((candidate) => candidate.accountId === ACCOUNTS.caledonia)).toBe(true);
  });

  it('refuses accounts without view:price_alerts and other companies’ accounts with 403', async () => {
    const noPermission = await t.call({ method: 'GET', url: `/api/v2/price-alerts?accountId=${ACCOUNTS.harbourHq}`, as: USERS.harbourBuyer });
    expect(expectErrorShape(noPermission.json(), 403).message).toMatch(/view:price_alerts/);
    const createThere = await create({ accountId: ACCOUNTS.harbourColdStore }, { as: USERS.harbourBuyer });
    expectErrorShape(createThere.json(), 403);
    expectErrorShape((await create({ accountId: ACCOUNTS.caledonia })).json(), 403);
    // Across accounts, only those with the permission are listed.
    const across: PriceAlert[] = (await t.call({ method: 'GET', url: '/api/v2/price-alerts', as: USERS.harbourBuyer })).json().data;
    expect(across.every((alert) => alert.accountId === ACCOUNTS.harbourLogistics)).toBe(true);
  });

  it('refuses every write in view-as mode with 403 and lets the admin read', async () => {
    const alert = await created();
    const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked about an alert' } });
    expect(session.statusCode).toBeLessThan(300);
    const viewAs = { as: USERS.desk, viewAs: USERS.northwind };
    expect(expectErrorShape((await create({}, viewAs)).json(), 403).message).toMatch(/read-only/);
    expectErrorShape((await t.call({ method: 'DELETE', url: `/api/v2/price-alerts/${alert.id}`, ...viewAs })).json(), 403);
    const read = await t.call({ method: 'GET', url: `/api/v2/price-alerts/${alert.id}`, ...viewAs });
    expect(read.statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/price-alerts' })).statusCode).toBe(401);
  });
});

describe('triggering at publication', () => {
  it('fires crossed alerts once with the close and its day, never expired ones, and messages the user', async () => {
    // Targets every close crosses (or none can), so the test does not depend on the walk.
    const up = await created({ direction: 'rises_above', targetPrice: 0.01 });
    const down = await created({ direction: 'falls_below', targetPrice: 9999 });
    const never = await created({ direction: 'falls_below', targetPrice: 0.01 });
    const expired = await created({ direction: 'rises_above', targetPrice: 0.01 });
    await t.db.updateTable('price_alerts').set({ expiry_date: '2026-11-20' }).where('id', '=', expired.id).execute();
    const messagesBefore = await t.db.selectFrom('messages').select('id').where('user_id', '=', USERS.northwind).execute();

    const result = await publishClosingPricesThrough(t.db, '2026-11-23', t.clock.now());
    expect(result.published).toEqual(['2026-11-23']);
    const close = await t.db
      .selectFrom('closing_prices')
      .select('price')
      .where('trade_index', '=', product.tradeIndex)
      .where('period_name_abs', '=', product.deliveryPeriod)
      .where('price_date', '=', '2026-11-23')
      .executeTakeFirstOrThrow();

    const read = async (id: string): Promise<PriceAlert> => (await t.call({ method: 'GET', url: `/api/v2/price-alerts/${id}`, as: USERS.northwind })).json().data;
    for (const alert of [up, down]) {
      expect(await read(alert.id)).toMatchObject({ status: 'triggered', triggeredPrice: close.price, triggeredPriceDate: '2026-11-23', latestPrice: close.price, latestPriceDate: '2026-11-23' });
    }
    expect((await read(never.id)).status).toBe('active');
    expect((await read(expired.id)).status).toBe('expired');

    const messages = await t.db.selectFrom('messages').selectAll().where('user_id', '=', USERS.northwind).where('id', 'not in', messagesBefore.map((m) => m.id)).execute();
    const mine = messages.filter((message) => message.body.includes(up.id) || message.body.includes(down.id));
    expect(mine).toHaveLength(2);
    const price = close.price.toFixed(2);
    expect(mine.map((message) => message.subject).sort()).toEqual(
      [
        `Power base UK ${product.deliveryPeriod} fell below 9999.00 £/MWh — closed at ${price} on 23 Nov 2026`,
        `Power base UK ${product.deliveryPeriod} rose above 0.01 £/MWh — closed at ${price} on 23 Nov 2026`,
      ].sort(),
    );
    expect(mine.every((message) => message.category === 'price_alert' && message.read_at === null)).toBe(true);
    expect(mine[0]?.body).toContain(`orders/add-new?tradeIndex=POWERUKBASECAL&period=${product.deliveryPeriod}`);

    // Publishing the same day again publishes nothing and fires nothing.
    const count = async () => (await t.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    expect((await publishClosingPricesThrough(t.db, '2026-11-23', t.clock.now())).published).toEqual([]);
    // Even running the day's trigger again fires nothing new.
    expect((await triggerPriceAlerts(t.db, '2026-11-23', t.clock.now())).triggered).toBe(0);
    expect(Number(await count())).toBe(before);
    expect((await read(up.id)).triggeredPriceDate).toBe('2026-11-23');
  });
});
