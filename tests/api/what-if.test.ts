// @vitest-environment node
// What-if (docs/trading.md, "What-if"): previewOrder runs createOrder's assessment without writing
// (the same 400s, the same 403s, the same value, status and approval reasons; the months before →
// after that execution then gives), the "takes a month above its policy ceiling" approval reason
// under an adopted policy, view-as previews, and getMarketMove. Clock: Monday 2026-11-23 10:00
// London, after the seeded Friday close.
import { randomUUID } from 'node:crypto';

import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MarketMove } from '../../generated/model/marketMove';
import type { OrderPreview } from '../../generated/model/orderPreview';
import type { PositionMonths } from '../../generated/model/positionMonths';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import { publishClosingPricesThrough } from '../../server/closing-prices/publish-closing-prices';
import { fixedClock } from '../../server/lib/clock';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

// Every seeded policy is the default staircase, version 1; a test adopts them all or none, as an
// admin's adoption leaves the stored state (the policy's own rules: tests/api/hedging-policy.test.ts).
const adoptPolicies = (adopted: boolean) =>
  t.db
    .updateTable('hedging_policies')
    .set(adopted ? { adopted_at: new Date('2026-11-20T10:00:00Z'), adopted_version: 1 } : { adopted_at: null, adopted_version: null })
    .execute();

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T10:00:00Z') });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const body = (product: TradableProduct, extra: Record<string, unknown> = {}) => ({
  accountId: ACCOUNTS.northwind,
  tradeIndex: product.tradeIndex,
  deliveryPeriod: product.deliveryPeriod,
  tradeDirection: 'buy',
  volume: product.minimumClipVolume,
  priceType: 'market',
  ...extra,
});
const preview = (payload: Record<string, unknown>, as: string = USERS.northwind, viewAs?: string) => t.call({ method: 'POST', url: '/api/v2/orders/preview', as, viewAs, payload });
const place = (payload: Record<string, unknown>, as: string = USERS.northwind, viewAs?: string) =>
  t.call({ method: 'POST', url: '/api/v2/orders', as, viewAs, headers: { 'idempotency-key': randomUUID() }, payload });
const products = async (): Promise<TradableProduct[]> => (await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind })).json().data;
const months = async (index: string): Promise<PositionMonths> => (await t.call({ method: 'GET', url: `/api/v2/position/months?accountId=${ACCOUNTS.northwind}&tradeIndex=${index}`, as: USERS.northwind })).json().data;
const room = (p: TradableProduct) => new Decimal(p.forecastVolume).minus(p.hedgedVolume).minus(p.pendingBuyVolume);
const orderCount = async () => Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('previewOrder', () => {
  it('answers the months the order covers before → after, and acceptance then does exactly that', async () => {
    await adoptPolicies(false);
    // A month product with room for a clip.
    const product = (await products()).find((p) => p.period === 'month' && p.tradeIndex === 'POWERUKBASECAL' && room(p).gte(p.minimumClipVolume * 2));
    if (!product) throw new Error('no month product with room in the seed');
    const request = body(product);
    const before = await orderCount();
    const response = await preview(request);
    expect(response.statusCode).toBe(200);
    const data: OrderPreview = response.json().data;
    expect(await orderCount()).toBe(before);
    expect(data).toMatchObject({ accountId: ACCOUNTS.northwind, deliveryPeriod: product.deliveryPeriod, unit: 'MW', energyUnit: 'MWh', priceUnit: '£/MWh', estimatedPrice: product.latestPrice, limitPriceRisk: null });
    expect(data.approval).toEqual({ needed: false, reasons: [], approverAvailable: false });
    expect(data.months).toHaveLength(1);
    const [month] = data.months;
    if (!month) throw new Error('no month');
    // Before: the month view's own figures; after: the order's energy added exactly.
    const view = (await months('POWERUKBASECAL')).months.find((m) => m.month === month.month);
    expect(month.before).toMatchObject({ hedgedEnergy: view?.hedgedEnergy, openEnergy: view?.openEnergy, hedgedPercent: view?.hedgedPercent, status: view?.status });
    const energy = new Decimal(product.minimumClipVolume).times(view?.deliveryQuantity ?? 0);
    expect(month.after.hedgedEnergy).toBe(new Decimal(month.before.hedgedEnergy).plus(energy).toNumber());
    expect(month.after.openEnergy).toBe(new Decimal(month.before.openEnergy).minus(energy).toNumber());
    // Buying at the close moves the estimated cost by nothing but rounding: the open energy was valued at the same close.
    expect(month.after.budgetVariance).toBeCloseTo(month.before.budgetVariance ?? NaN, 1);
    expect(month.after.budgetCost).toBe(month.before.budgetCost);
    expect(month.after.budgetAtRiskP95! - month.after.budgetAtRiskP5!).toBeLessThan(month.before.budgetAtRiskP95! - month.before.budgetAtRiskP5!);

    const placed = await place(request);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({ status: 'pending', value: data.value, statusReason: `Waiting for the ${data.executionDay} closing price` });

    // Execution: the other pending orders of the account are set aside so the month moves by this order alone.
    const id = placed.json().data.id as string;
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('account_id', '=', ACCOUNTS.northwind).where('status', '=', 'pending').where('id', '!=', id).execute();
    await publishClosingPricesThrough(t.db, '2026-11-23', t.clock.now());
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('executed');
    const after = (await months('POWERUKBASECAL')).months.find((m) => m.month === month.month);
    expect(after).toMatchObject({ hedgedEnergy: month.after.hedgedEnergy, openEnergy: month.after.openEnergy, hedgedPercent: month.after.hedgedPercent, status: month.after.status });
  }, 60_000);

  it('spreads a quarter over its three months', async () => {
    const product = (await products()).find((p) => p.period === 'quarter' && room(p).gte(p.minimumClipVolume));
    if (!product) throw new Error('no quarter with room');
    const data: OrderPreview = (await preview(body(product))).json().data;
    expect(data.months).toHaveLength(3);
    for (const m of data.months) expect(m.after.hedgedEnergy).toBeGreaterThan(m.before.hedgedEnergy);
  });

  it('gives the 400s createOrder gives, naming the field, and writes nothing', async () => {
    const product = (await products()).find((p) => room(p).gte(p.minimumClipVolume * 2) && p.minimumClipVolume > 0.02);
    if (!product) throw new Error('no product');
    const before = await orderCount();
    for (const bad of [
      body(product, { volume: new Decimal(product.minimumClipVolume).minus(0.01).toNumber() }),
      body(product, { deliveryPeriod: 'Jan-99' }),
      body(product, { priceType: 'limit' }),
      { ...body(product), volume: undefined },
    ]) {
      const previewed = expectErrorShape((await preview(bad)).json(), 400);
      const placed = expectErrorShape((await place(bad)).json(), 400);
      expect(previewed.field).toBeTruthy();
      expect([previewed.field, previewed.message]).toEqual([placed.field, placed.message]);
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses another company’s account, a multi-purchase account and no view:orders as createOrder does', async () => {
    const product = (await products())[0] as TradableProduct;
    for (const [as, accountId] of [
      [USERS.northwind, ACCOUNTS.caledonia],
      [USERS.pennine, ACCOUNTS.pennine],
      [USERS.harbourBuyer, ACCOUNTS.harbourHq],
    ] as const) {
      const previewed = expectErrorShape((await preview(body(product, { accountId }), as)).json(), 403);
      const placed = expectErrorShape((await place(body(product, { accountId }), as)).json(), 403);
      expect(previewed.message).toBe(placed.message);
    }
  });

  it('may be made in view-as (a read), as the viewed user, while placing stays refused', async () => {
    const product = (await products()).find((p) => room(p).gte(p.minimumClipVolume));
    if (!product) throw new Error('no product');
    const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked what an order would do' } });
    expect(session.statusCode).toBeLessThan(300);
    const viewed = await preview(body(product), USERS.desk, USERS.northwind);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json().data.deliveryPeriod).toBe(product.deliveryPeriod);
    expect(expectErrorShape((await place(body(product), USERS.desk, USERS.northwind)).json(), 403).message).toMatch(/read-only/);
  });
});

describe('the policy ceiling approval reason', () => {
  it('creates an order that takes a month above an adopted policy’s ceiling awaiting approval; refuses it when nobody could approve', async () => {
    await adoptPolicies(true);
    try {
      // A product far enough ahead that buying all its room takes a month above the ceiling.
      let found: { product: TradableProduct; request: Record<string, unknown>; data: OrderPreview } | undefined;
      for (const product of await products()) {
        const volume = room(product).toDecimalPlaces(2, Decimal.ROUND_DOWN);
        if (volume.lt(product.minimumClipVolume)) continue;
        const request = body(product, { volume: volume.toNumber() });
        const response = await preview(request);
        if (response.statusCode !== 200) continue;
        const data: OrderPreview = response.json().data;
        if (data.approval.reasons.some((r) => r.code === 'policy_ceiling')) {
          found = { product, request, data };
          break;
        }
      }
      if (!found) throw new Error('no product whose full room breaks the ceiling');
      const { request, data } = found;
      const breached = data.months.filter((m) => m.after.status === 'above_ceiling' && m.after.hedgedEnergy > m.before.hedgedEnergy);
      expect(breached.length).toBeGreaterThan(0);
      const reason = data.approval.reasons.find((r) => r.code === 'policy_ceiling');
      expect(reason?.message).toMatch(/^It takes a month above its policy ceiling: /);
      for (const m of breached) expect(reason?.message).toContain(`${m.deliveryPeriod} to ${m.after.hedgedPercent.toFixed(2)} % (ceiling ${m.ceilingPercent} %)`);
      expect(data.approval).toMatchObject({ needed: true, approverAvailable: false });

      // Nobody at Northwind could approve: refused at once, with the reason.
      const refused = await place(request);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().approvalReasons).toEqual(data.approval.reasons);

      // A colleague who may approve: the preview says so, and the order waits for them.
      await t.db.insertInto('users').values({ id: 'ml|2701', hs_id: '2701', email: 'approver@northwind-foods.co.uk', password_hash: 'x', firstname: 'Ada', lastname: 'Approver', account_status: 'accountApproved', email_verified: true, terms_accepted_date: new Date('2026-01-01T00:00:00Z') }).execute();
      await t.db.insertInto('user_companies').values({ user_id: 'ml|2701', company_id: '71001' }).execute();
      await t.db.insertInto('user_accounts').values({ user_id: 'ml|2701', account_id: ACCOUNTS.northwind }).execute();
      await t.db.insertInto('user_account_permissions').values({ user_id: 'ml|2701', account_id: ACCOUNTS.northwind, permission: 'view:orders' }).execute();
      await t.db.insertInto('trade_authorities').values({ user_id: 'ml|2701', trade_index: found.product.tradeIndex, may_trade: true, max_order_volume: null, max_order_value: null, max_daily_value: null, may_approve: true, updated_at: new Date(), updated_by: USERS.desk }).execute();
      const again: OrderPreview = (await preview(request)).json().data;
      expect(again.approval).toMatchObject({ needed: true, approverAvailable: true });
      const placed = await place(request);
      expect(placed.statusCode).toBe(201);
      expect(placed.json().data.status).toBe('awaiting_approval');
      expect(placed.json().data.statusReason).toBe(`Awaiting approval: ${reason?.message}`.slice(0, 500));
      expect(placed.json().data.value).toBe(again.value);
    } finally {
      await adoptPolicies(false);
    }
  }, 120_000);

  it('does not ask for approval under a policy not yet adopted (compliance shown, nothing enforced)', async () => {
    await adoptPolicies(false);
    for (const product of (await products()).slice(0, 8)) {
      const volume = room(product).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      if (volume.lt(product.minimumClipVolume)) continue;
      const response = await preview(body(product, { volume: volume.toNumber() }));
      if (response.statusCode !== 200) continue;
      expect((response.json().data as OrderPreview).approval.reasons.filter((r) => r.code === 'policy_ceiling')).toEqual([]);
    }
  });
});

describe('getMarketMove', () => {
  const move = (query: string, as: string = USERS.northwind, viewAs?: string) => t.call({ method: 'GET', url: `/api/v2/position/market-move${query}`, as, viewAs });

  it('prices the open energy of each month at the close moved by N %, and the budget variance with it', async () => {
    const response = await move(`?accountId=${ACCOUNTS.northwind}&movePercent=10`);
    expect(response.statusCode).toBe(200);
    const data: MarketMove = response.json().data;
    expect(data).toMatchObject({ accountId: ACCOUNTS.northwind, tradeIndex: 'POWERUKBASECAL', energyUnit: 'MWh', priceUnit: '£/MWh', movePercent: 10 });
    const view = await months('POWERUKBASECAL');
    expect(data.months.map((m) => m.month)).toEqual(view.months.map((m) => m.month));
    const priced = data.months.filter((m) => m.latestPrice !== null);
    expect(priced.length).toBeGreaterThan(0);
    for (const m of priced) {
      expect(m.openEnergy).toBe(view.months.find((v) => v.month === m.month)?.openEnergy);
      expect(m.openCost).toBe(new Decimal(m.openEnergy).times(m.latestPrice!).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber());
      expect(m.movedOpenCost).toBe(new Decimal(m.openEnergy).times(m.latestPrice!).times('1.1').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber());
      // The move changes the variance by exactly the change in the open cost (up to the pennies of each).
      expect(Math.abs(m.movedBudgetVariance! - m.budgetVariance! - (m.movedOpenCost! - m.openCost!))).toBeLessThan(0.015);
    }
    const sum = (pick: (m: (typeof priced)[number]) => number) => priced.reduce((total, m) => total.plus(pick(m)), new Decimal(0)).toNumber();
    expect(Math.abs(data.totals.movedOpenCost - sum((m) => m.movedOpenCost!))).toBeLessThan(0.01 * priced.length);
    const flat: MarketMove = (await move(`?accountId=${ACCOUNTS.northwind}&movePercent=0`)).json().data;
    for (const m of flat.months) expect(m.movedOpenCost).toBe(m.openCost);
    const down: MarketMove = (await move(`?accountId=${ACCOUNTS.northwind}&movePercent=-50&tradeIndex=GASNBP`)).json().data;
    expect(down).toMatchObject({ energyUnit: 'therms', priceUnit: 'p/therm', movePercent: -50 });
  });

  it('answers 400 naming movePercent out of range, 403 for another company, and reads in view-as', async () => {
    for (const bad of ['51', '-50.5', 'ten', '1.234']) expect(expectErrorShape((await move(`?accountId=${ACCOUNTS.northwind}&movePercent=${bad}`)).json(), 400).field).toBe('movePercent');
    expect(expectErrorShape((await move(`?accountId=${ACCOUNTS.northwind}`)).json(), 400).field).toBe('movePercent');
    expectErrorShape((await move(`?accountId=${ACCOUNTS.caledonia}&movePercent=5`)).json(), 403);
    await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked about a market move' } });
    expect((await move(`?accountId=${ACCOUNTS.northwind}&movePercent=5`, USERS.desk, USERS.northwind)).statusCode).toBe(200);
  });
});
