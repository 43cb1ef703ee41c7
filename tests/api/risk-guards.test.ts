// @vitest-environment node
// Risk guards (docs/trading.md, docs/price-alerts.md): a limit more than 25 % away from the
// latest close, and an alert its product's latest close already meets, are a 409 with the
// figures unless the request acknowledges the risk. The product's latest close is set to a
// known figure so the boundary is exact. The app's clock is Monday 2026-11-23 10:00 London,
// after the seeded Friday (2026-11-20) close.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TradableProduct } from '../../generated/model/tradableProduct';
import { fixedClock } from '../../server/lib/clock';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

const CLOSE_DAY = '2026-11-20';

let t: TestContext;
let product: TradableProduct;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T10:00:00Z') });
  const list = (await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind })).json().data as TradableProduct[];
  const found = list.find((p) => p.tradeIndex === 'POWERUKBASECAL' && p.forecastVolume - p.hedgedVolume - p.pendingBuyVolume >= p.minimumClipVolume * 6);
  if (!found) throw new Error('no power product with room for six clips in the seed');
  product = found;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Makes `price` the product's latest close (the publication of CLOSE_DAY). */
async function closeAt(price: string) {
  const { numUpdatedRows } = await t.db
    .updateTable('closing_prices')
    .set({ price })
    .where('trade_index', '=', product.tradeIndex)
    .where('period_name_abs', '=', product.deliveryPeriod)
    .where('price_date', '=', CLOSE_DAY)
    .executeTakeFirst();
  expect(Number(numUpdatedRows)).toBe(1);
}

const orderCount = async () => Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', ACCOUNTS.northwind).executeTakeFirstOrThrow()).n);

const placeLimit = (limitPrice: number, extra: Record<string, unknown> = {}, key = randomUUID()) =>
  t.call({
    method: 'POST',
    url: '/api/v2/orders',
    as: USERS.northwind,
    headers: { 'idempotency-key': key },
    payload: {
      accountId: ACCOUNTS.northwind,
      tradeIndex: product.tradeIndex,
      deliveryPeriod: product.deliveryPeriod,
      tradeDirection: 'buy',
      volume: product.minimumClipVolume,
      priceType: 'limit',
      limitPrice,
      ...extra,
    },
  });

describe('a limit far from the latest close', () => {
  it('places limits exactly 25 % above and below the close without asking', async () => {
    await closeAt('80.00');
    for (const limit of [100, 60]) {
      const response = await placeLimit(limit);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ limitPrice: limit, status: 'pending' });
    }
  });

  it('answers a limit just past 25 % above with 409 and the figures, and places nothing', async () => {
    await closeAt('80.00');
    const before = await orderCount();
    const response = await placeLimit(100.01);
    const body = expectErrorShape(response.json(), 409, ['limitPriceRisk']);
    expect(response.json().limitPriceRisk).toEqual({ limitPrice: 100.01, latestPrice: 80, latestPriceDate: CLOSE_DAY, percentAway: 25.02, thresholdPercent: 25, priceUnit: '£/MWh' });
    expect(body.message).toBe('The limit of 100.01 £/MWh is 25.02 % above the latest close of 80.00 £/MWh (20 Nov 2026), more than 25 % away: confirm to place it anyway');
    expect(await orderCount()).toBe(before);
  });

  it('answers a limit just past 25 % below with 409 and a negative percentage', async () => {
    await closeAt('80.00');
    const response = await placeLimit(59.99);
    expect(expectErrorShape(response.json(), 409, ['limitPriceRisk']).message).toMatch(/^The limit of 59\.99 £\/MWh is 25\.02 % below the latest close of 80\.00 £\/MWh \(20 Nov 2026\)/);
    expect(response.json().limitPriceRisk).toMatchObject({ limitPrice: 59.99, latestPrice: 80, percentAway: -25.02 });
  });

  it('never shows a limit past the line as 25.00 % (rounded away from zero)', async () => {
    await closeAt('80.03');
    // 20.01 ÷ 80.03 = 25.0031… %
    const response = await placeLimit(100.04);
    expect(response.statusCode).toBe(409);
    expect(response.json().limitPriceRisk).toMatchObject({ latestPrice: 80.03, percentAway: 25.01 });
  });

  it('places the order once the user acknowledged the risk, with the same key after the 409', async () => {
    await closeAt('80.00');
    const key = randomUUID();
    expect((await placeLimit(130, {}, key)).statusCode).toBe(409);
    const confirmed = await placeLimit(130, { acknowledgeRisk: true }, key);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().data).toMatchObject({ limitPrice: 130, status: 'pending' });
  });

  it('does not ask about market orders', async () => {
    await closeAt('80.00');
    const response = await placeLimit(0, { priceType: 'market', limitPrice: null });
    expect(response.statusCode, response.body).toBe(201);
  });
});

const createAlert = (direction: 'rises_above' | 'falls_below', targetPrice: number, extra: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/v2/price-alerts',
    as: USERS.northwind,
    payload: { accountId: ACCOUNTS.northwind, tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, direction, targetPrice, expiryDate: '2026-11-27', ...extra },
  });

describe('a price alert already met when it is created', () => {
  it('creates alerts the close has not reached without asking', async () => {
    await closeAt('80.00');
    expect((await createAlert('rises_above', 80.01)).statusCode).toBe(201);
    expect((await createAlert('falls_below', 79.99)).statusCode).toBe(201);
  });

  it('answers a target the close is already above (rises above) with 409 and the figures', async () => {
    await closeAt('80.00');
    const response = await createAlert('rises_above', 79.99);
    expect(expectErrorShape(response.json(), 409, ['alreadyMet']).message).toBe('The latest close of 80.00 £/MWh (20 Nov 2026) is already above the target of 79.99 £/MWh: confirm to create the alert anyway');
    expect(response.json().alreadyMet).toEqual({ direction: 'rises_above', targetPrice: 79.99, latestPrice: 80, latestPriceDate: CLOSE_DAY, priceUnit: '£/MWh' });
  });

  it('answers a target the close is already below (falls below) with 409, and a target at the close either way', async () => {
    await closeAt('80.00');
    const below = await createAlert('falls_below', 80.01);
    expect(expectErrorShape(below.json(), 409, ['alreadyMet']).message).toMatch(/is already below the target of 80\.01 £\/MWh/);
    expect(below.json().alreadyMet).toMatchObject({ direction: 'falls_below', targetPrice: 80.01, latestPrice: 80 });
    for (const direction of ['rises_above', 'falls_below'] as const) {
      const at = await createAlert(direction, 80);
      expect(expectErrorShape(at.json(), 409, ['alreadyMet']).message).toMatch(/is already at the target of 80\.00/);
    }
  });

  it('creates the alert once the user acknowledged it', async () => {
    await closeAt('80.00');
    const response = await createAlert('rises_above', 70, { acknowledgeRisk: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ targetPrice: 70, originalPrice: 80, status: 'active' });
  });
});
