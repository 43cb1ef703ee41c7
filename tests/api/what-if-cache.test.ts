// @vitest-environment node
// The what-if reads kept in memory (docs/performance.md, "Caches and their invalidation"): the
// position by month is replayed as its answer's bytes, and the order preview's inputs (contract row
// and pending volumes, the maker's authority and orders of the day, who could approve, the policy
// in force) are kept, under the `trading` topic (migrations 088 and 091) — so every write that
// changes them must change the next answer: an order placed or cancelled, an authority set, a
// policy saved or adopted, a reforecast, an execution by the publication, a new London day.
// Clock: Monday 2026-11-23 10:00 London, after the seeded Friday close.
import { randomUUID } from 'node:crypto';

import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OrderPreview } from '../../generated/model/orderPreview';
import type { PositionMonths } from '../../generated/model/positionMonths';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import { DEFAULT_POLICY_BANDS } from '../../domain/hedging-policy';
import { publishClosingPricesThrough } from '../../server/closing-prices/publish-closing-prices';
import { type Clock } from '../../server/lib/clock';
import { ACCOUNTS, createTestApp, USERS, type TestContext } from './harness/test-app';

const FINANCE = 'ml|1013';
const ACCOUNT = ACCOUNTS.harbourLogistics;
const INDEX = 'POWERUKBASECAL';

// A clock the test moves (a new London day), starting on Monday 2026-11-23 10:00 London.
let now = new Date('2026-11-23T10:00:00Z');
const clock: Clock = { now: () => now };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const monthsView = async () => {
  const response = await t.call({ method: 'GET', url: `/api/v2/position/months?accountId=${ACCOUNT}&tradeIndex=${INDEX}`, as: USERS.harbourBuyer });
  expect(response.statusCode, response.body).toBe(200);
  return { etag: response.headers.etag as string, raw: response.rawPayload, data: response.json().data as PositionMonths };
};
const products = async (): Promise<TradableProduct[]> => {
  const response = await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${ACCOUNT}&tradeIndex=${INDEX}`, as: USERS.harbourBuyer });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const room = (p: TradableProduct) => new Decimal(p.forecastVolume).minus(p.hedgedVolume).minus(p.pendingBuyVolume);
const orderOf = (product: TradableProduct, volume: Decimal.Value) => ({
  accountId: ACCOUNT,
  tradeIndex: product.tradeIndex,
  deliveryPeriod: product.deliveryPeriod,
  tradeDirection: 'buy',
  volume: new Decimal(volume).toNumber(),
  priceType: 'market',
});
const preview = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/v2/orders/preview', as: USERS.harbourBuyer, payload });
const previewed = async (payload: Record<string, unknown>): Promise<OrderPreview> => {
  const response = await preview(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const place = async (payload: Record<string, unknown>) => {
  const response = await t.call({ method: 'POST', url: '/api/v2/orders', as: USERS.harbourBuyer, headers: { 'idempotency-key': randomUUID() }, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; status: string };
};
const cancel = async (id: string) => expect((await t.call({ method: 'POST', url: `/api/v2/orders/${id}/cancel`, as: USERS.harbourBuyer })).statusCode).toBe(200);
const setAuthority = async (userId: string, payload: Record<string, unknown>) => {
  const response = await t.call({
    method: 'PUT',
    url: `/api/v2/admin/users/${encodeURIComponent(userId)}/trade-authority/${INDEX}`,
    as: USERS.harbourAdmin,
    payload: { mayTrade: true, mayApprove: false, ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const monthProduct = async () => {
  const product = (await products()).find((p) => p.period === 'month' && room(p).gte(p.minimumClipVolume * 4));
  if (!product) throw new Error(`no month product of ${ACCOUNT} with room for four clips`);
  return product;
};

describe('the position by month, kept as bytes', () => {
  it('is replayed while nothing changed, and answers anew after a policy version, its adoption and a reforecast', async () => {
    const first = await monthsView();
    const replayed = await monthsView();
    expect(replayed.etag).toBe(first.etag);
    expect(replayed.raw.equals(first.raw)).toBe(true);
    expect(first.data.policy).toEqual({ adopted: false, version: 1 });

    // The customer's admin saves a new version: every band's floor 5 points higher.
    const bands = DEFAULT_POLICY_BANDS.map((band) => ({ ...band, floorPercent: band.floorPercent + 5, ceilingPercent: Math.max(band.ceilingPercent, band.floorPercent + 5) }));
    const saved = await t.call({ method: 'POST', url: '/api/v2/hedging-policy/versions', as: USERS.harbourAdmin, payload: { accountId: ACCOUNT, tradeIndex: INDEX, baseVersion: 1, bands, reason: 'More cover agreed at the board' } });
    expect(saved.statusCode, saved.body).toBe(201);
    const afterSave = await monthsView();
    expect(afterSave.etag).not.toBe(first.etag);
    expect(afterSave.data.policy).toEqual({ adopted: false, version: 2 });
    const month = first.data.months[0]!;
    expect(afterSave.data.months[0]?.floorPercent).toBe(month.floorPercent + 5);

    const adopted = await t.call({ method: 'POST', url: '/api/v2/hedging-policy/adoption', as: USERS.harbourAdmin, payload: { accountId: ACCOUNT, tradeIndex: INDEX, version: 2 } });
    expect(adopted.statusCode, adopted.body).toBeLessThan(300);
    const afterAdoption = await monthsView();
    expect(afterAdoption.data.policy).toEqual({ adopted: true, version: 2 });

    // The desk reforecasts a month product: that month's forecast energy follows.
    const product = await monthProduct();
    const target = afterAdoption.data.months.find((m) => m.deliveryPeriod === product.deliveryPeriod);
    if (!target) throw new Error(`${product.deliveryPeriod} is not in the month view`);
    const forecastVolume = new Decimal(product.forecastVolume).plus(1).toNumber();
    const changed = await t.call({ method: 'POST', url: '/api/v2/contract/changes', as: USERS.desk, payload: { accountId: ACCOUNT, tradeIndex: INDEX, deliveryPeriod: product.deliveryPeriod, forecastVolume, reason: 'New cold store on line in the spring' } });
    expect(changed.statusCode, changed.body).toBe(201);
    const afterReforecast = await monthsView();
    const reforecast = afterReforecast.data.months.find((m) => m.month === target.month);
    expect(reforecast?.forecastVolume).toBe(forecastVolume);
    expect(reforecast?.forecastEnergy).toBe(new Decimal(forecastVolume).times(target.deliveryQuantity).toNumber());
  });

  it('reads the bands on the new London day', async () => {
    const today = await monthsView();
    expect(today.data.today).toBe('2026-11-23');
    now = new Date('2026-11-24T00:30:00Z');
    try {
      const tomorrow = await monthsView();
      expect(tomorrow.data.today).toBe('2026-11-24');
      expect(tomorrow.etag).not.toBe(today.etag);
    } finally {
      now = new Date('2026-11-23T10:00:00Z');
    }
    expect((await monthsView()).data.today).toBe('2026-11-23');
  });
});

describe('the order preview, from kept inputs', () => {
  it('moves its first execution day past the cut-off and on a new London day', async () => {
    const product = await monthProduct();
    const clip = orderOf(product, product.minimumClipVolume);
    expect((await previewed(clip)).executionDay).toBe('2026-11-23');
    try {
      now = new Date('2026-11-23T16:30:00Z');
      expect((await previewed(clip)).executionDay).toBe('2026-11-24');
      now = new Date('2026-11-24T09:00:00Z');
      expect((await previewed(clip)).executionDay).toBe('2026-11-24');
    } finally {
      now = new Date('2026-11-23T10:00:00Z');
    }
    expect((await previewed(clip)).executionDay).toBe('2026-11-23');
  });

  it('counts an order placed since, and forgets it once cancelled', async () => {
    const product = await monthProduct();
    const all = orderOf(product, room(product).toDecimalPlaces(2, Decimal.ROUND_DOWN));
    expect((await preview(all)).statusCode).toBe(200);
    const order = await place(orderOf(product, product.minimumClipVolume));
    // The pending buy leaves less room: the same preview is now the 400 createOrder would give.
    const refused = await preview(all);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'volume' });
    expect(refused.json().message).toMatch(/pending buys included/);
    await cancel(order.id);
    expect((await preview(all)).statusCode).toBe(200);
  });

  it('follows the maker’s authority, their orders of the day and who could approve', async () => {
    // The seed limits the buyer and makes finance@ an approver: both cleared first.
    await setAuthority(USERS.harbourBuyer, {});
    await setAuthority(FINANCE, {});
    const product = await monthProduct();
    const clip = orderOf(product, product.minimumClipVolume);
    const free = await previewed(clip);
    expect(free.approval).toEqual({ needed: false, reasons: [], approverAvailable: false });

    // The admin limits the buyer below one clip: the same preview needs approval, nobody could give it.
    await setAuthority(USERS.harbourBuyer, { maxOrderVolume: new Decimal(product.minimumClipVolume).minus(0.01).toNumber() });
    const limited = await previewed(clip);
    expect(limited.approval).toMatchObject({ needed: true, approverAvailable: false });
    expect(limited.approval.reasons.map((r) => r.code)).toEqual(['order_volume']);

    // A colleague may approve now.
    await setAuthority(FINANCE, { mayApprove: true });
    expect((await previewed(clip)).approval).toMatchObject({ needed: true, approverAvailable: true });

    // A daily limit just above one clip's value: after one order placed today, the next one is over it.
    await setAuthority(USERS.harbourBuyer, { maxDailyValue: new Decimal(free.value).plus(1).toNumber() });
    expect((await previewed(clip)).approval.needed).toBe(false);
    const order = await place(clip);
    const second = await previewed(clip);
    expect(second.approval.reasons.map((r) => r.code)).toEqual(['daily_value']);
    await cancel(order.id);
    expect((await previewed(clip)).approval.needed).toBe(false);
    await setAuthority(USERS.harbourBuyer, {});
    await setAuthority(FINANCE, {});
  });

  it('follows the policy in force and the executions of the publication', async () => {
    await setAuthority(USERS.harbourBuyer, {});
    const product = await monthProduct();
    const clip = orderOf(product, product.minimumClipVolume);
    const before = await previewed(clip);
    const view = await monthsView();
    const month = before.months[0]!;
    const shown = view.data.months.find((m) => m.month === month.month);
    expect(month.floorPercent).toBe(shown?.floorPercent);
    expect(month.before.hedgedEnergy).toBe(shown?.hedgedEnergy);

    const bands = DEFAULT_POLICY_BANDS.map((band) => ({ ...band, floorPercent: 0 }));
    const version = view.data.policy.version;
    const saved = await t.call({ method: 'POST', url: '/api/v2/hedging-policy/versions', as: USERS.harbourAdmin, payload: { accountId: ACCOUNT, tradeIndex: INDEX, baseVersion: version, bands, reason: 'Floors dropped while the tender runs' } });
    expect(saved.statusCode, saved.body).toBe(201);
    const lowered = await previewed(clip);
    expect(lowered.months[0]?.floorPercent).toBe(0);
    expect(lowered.approval.needed).toBe(false);

    // Placed, then executed by the publication: the preview's "before" and the month view both move by the clip.
    const order = await place(clip);
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('status', '=', 'pending').where('id', '!=', order.id).execute();
    await publishClosingPricesThrough(t.db, '2026-11-23', now);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status).toBe('executed');
    const after = await previewed(clip);
    expect(after.months[0]?.before.hedgedEnergy).toBe(month.after.hedgedEnergy);
    expect(after.priceDate).toBe('2026-11-23');
    const moved = (await monthsView()).data.months.find((m) => m.month === month.month);
    expect(moved?.hedgedEnergy).toBe(month.after.hedgedEnergy);
  }, 60_000);
});
