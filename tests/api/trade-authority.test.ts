// @vitest-environment node
// Trade authority and four-eyes approval (docs/trade-authority.md): who reads and sets a user's
// authority, an order beyond it created awaiting_approval (or refused when nobody could approve),
// the daily £ limit catching a split order, who may decide (never the maker, never nbs_admin,
// never in view-as), two approvers at once producing one decision, an approved order executed
// by the publication and one still waiting at its trade deadline expiring.
// The app's clock is Monday 2026-11-23 10:00 London, after the seeded Friday (2026-11-20) close.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '../../generated/model/order';
import type { OrderApproval } from '../../generated/model/orderApproval';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import type { TradeAuthorityLimit } from '../../generated/model/tradeAuthorityLimit';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { publishNextClosingPrices } from '../../server/closing-prices/publish-closing-prices';
import { fixedClock } from '../../server/lib/clock';
import { executeOrdersForDay } from '../../server/orders/execution';
import { tradeDeadline } from '../../server/position/periods';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

const FINANCE = 'ml|1013';
const NOW = '2026-11-23T10:00:00Z';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const authority = (userId: string, as: string, viewAs?: string) => t.call({ method: 'GET', url: `/api/v2/admin/users/${encodeURIComponent(userId)}/trade-authority`, as, viewAs });

const setAuthority = (userId: string, index: TradeIndex, payload: Record<string, unknown>, as: string = USERS.harbourAdmin, viewAs?: string) =>
  t.call({ method: 'PUT', url: `/api/v2/admin/users/${encodeURIComponent(userId)}/trade-authority/${index}`, as, viewAs, payload: { mayTrade: true, mayApprove: false, ...payload } });

const limitOf = (body: { data: { limits: TradeAuthorityLimit[] } }, index: TradeIndex) => body.data.limits.find((limit) => limit.tradeIndex === index) as TradeAuthorityLimit;

async function roomyProduct(accountId: string, index: TradeIndex, clips: number): Promise<TradableProduct> {
  const response = await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${accountId}&tradeIndex=${index}`, as: USERS.harbourBuyer });
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json().data as TradableProduct[];
  const found = list.find((p) => (p.period === 'month' || p.period === 'quarter') && p.forecastVolume - p.hedgedVolume - p.pendingBuyVolume >= p.minimumClipVolume * clips);
  if (!found) throw new Error(`no ${index} product of ${accountId} with room for ${clips} clips`);
  return found;
}

const place = (accountId: string, product: TradableProduct, volume: number, as: string = USERS.harbourBuyer) =>
  t.call({
    method: 'POST',
    url: '/api/v2/orders',
    as,
    headers: { 'idempotency-key': randomUUID() },
    payload: { accountId, tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, tradeDirection: 'buy', volume, priceType: 'market' },
  });

const decide = (orderId: string, as: string, decision: 'approve' | 'reject' = 'approve', reason = 'Within the quarter’s budget', viewAs?: string) =>
  t.call({ method: 'POST', url: `/api/v2/approvals/${orderId}/decision`, as, viewAs, payload: { decision, reason } });

const approvals = async (as: string) => {
  const response = await t.call({ method: 'GET', url: '/api/v2/approvals', as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as OrderApproval[];
};

const inbox = (userId: string) => t.db.selectFrom('messages').select(['subject', 'body', 'link']).where('user_id', '=', userId).orderBy('created_date', 'desc').execute();

let base: TradableProduct;
beforeAll(async () => {
  base = await roomyProduct(ACCOUNTS.harbourLogistics, 'POWERUKBASECAL', 8);
  // Known limits for the tests: the buyer one clip per order, finance approving without limits.
  expect((await setAuthority(USERS.harbourBuyer, 'POWERUKBASECAL', { maxOrderVolume: base.minimumClipVolume })).statusCode).toBe(200);
  expect((await setAuthority(FINANCE, 'POWERUKBASECAL', { mayApprove: true })).statusCode).toBe(200);
});

describe('the seed', () => {
  it('has one order of the Harbour buyer awaiting finance’s approval, above his £ limit per order', async () => {
    const seeded = (await approvals(FINANCE)).find((item) => item.order.id === '0d5e7a11-4000-4a00-8a00-000000085000');
    expect(seeded).toMatchObject({ maker: { id: USERS.harbourBuyer, name: 'Rajesh Patel' }, canDecide: true, order: { status: 'awaiting_approval', accountId: ACCOUNTS.harbourLogistics, tradeIndex: 'POWERUKBASECAL' } });
    expect(seeded?.reasons.map((reason) => reason.code)).toContain('order_value');
  });
});

describe('reading and setting trade authority', () => {
  it('shows the seeded limits to the customer admin and the desk, every index, unset ones as today’s rights', async () => {
    const response = await authority(FINANCE, USERS.harbourAdmin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.userId).toBe(FINANCE);
    expect(body.data.limits.map((limit: TradeAuthorityLimit) => limit.tradeIndex)).toEqual(['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP']);
    expect(limitOf(body, 'POWERUKBASECAL')).toMatchObject({ set: true, mayTrade: true, maxOrderVolume: null, maxOrderValue: null, maxDailyValue: null, mayApprove: true, unit: 'MW', updatedBy: { id: USERS.harbourAdmin, name: 'Fiona MacLeod' } });
    expect(limitOf(body, 'GASNBP')).toMatchObject({ set: false, mayTrade: true, maxOrderVolume: null, mayApprove: false, unit: 'therms/day', updatedAt: null, updatedBy: null });
    const desk = await authority(FINANCE, USERS.desk);
    expect(desk.statusCode).toBe(200);
    expect(desk.json()).toEqual(body);
  });

  it('refuses a buyer (403) and another company’s admin view of a user (403)', async () => {
    expectErrorShape((await authority(FINANCE, USERS.harbourBuyer)).json(), 403);
    expectErrorShape((await authority(USERS.caledonia, USERS.harbourAdmin)).json(), 403);
  });

  it('lets the customer admin set a user’s authority, audited as trade_authority', async () => {
    const response = await setAuthority(USERS.harbourBuyer, 'POWERUKPEAKCAL', { maxOrderVolume: 1.5, maxOrderValue: 80000, maxDailyValue: 120000.5 });
    expect(response.statusCode, response.body).toBe(200);
    expect(limitOf(response.json(), 'POWERUKPEAKCAL')).toMatchObject({ set: true, mayTrade: true, maxOrderVolume: 1.5, maxOrderValue: 80000, maxDailyValue: 120000.5, mayApprove: false });
    const entry = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'trade_authority').where('viewed_user_id', '=', USERS.harbourBuyer).where('after_value', 'like', '%Power peak UK%').executeTakeFirstOrThrow();
    expect(entry.admin_user_id).toBe(USERS.harbourAdmin);
    expect(entry.before_value).toBe('Power peak UK: today’s rights (may trade without limits, may not approve)');
    expect(entry.after_value).toBe('set Rajesh Patel’s trade authority on Power peak UK: may trade up to 1.5 MW an order, £80,000.00 an order, £120,000.50 a day, may not approve');
  });

  it('never lets the desk set authority (403), nor anyone in view-as (403)', async () => {
    const desk = await setAuthority(USERS.harbourBuyer, 'GASNBP', { maxOrderVolume: 100 }, USERS.desk);
    expect(expectErrorShape(desk.json(), 403).message).toBe('Trade authority is the customer’s: the desk (nbs_admin) may read it but not set it');
    const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin, payload: { userId: USERS.harbourBuyer, reason: 'Checking the buyer’s trade authority' } });
    expect(session.statusCode, session.body).toBe(200);
    expectErrorShape((await setAuthority(USERS.harbourBuyer, 'GASNBP', { maxOrderVolume: 100 }, USERS.harbourAdmin, USERS.harbourBuyer)).json(), 403);
    await t.call({ method: 'DELETE', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin, viewAs: USERS.harbourBuyer });
  });

  it('lets an admin lower their own authority but not raise it (403): a second admin must', async () => {
    const lower = await setAuthority(USERS.harbourAdmin, 'GASNBP', { maxOrderVolume: 5000 });
    expect(lower.statusCode, lower.body).toBe(200);
    const raise = await setAuthority(USERS.harbourAdmin, 'GASNBP', { maxOrderVolume: 6000 });
    expect(expectErrorShape(raise.json(), 403).message).toBe('You may not raise your own trade authority: ask another administrator of your company');
    const approve = await setAuthority(USERS.harbourAdmin, 'GASNBP', { maxOrderVolume: 5000, mayApprove: true });
    expectErrorShape(approve.json(), 403);
    const lift = await setAuthority(USERS.harbourAdmin, 'GASNBP', {});
    expectErrorShape(lift.json(), 403);
    expect(limitOf((await authority(USERS.harbourAdmin, USERS.harbourAdmin)).json(), 'GASNBP')).toMatchObject({ maxOrderVolume: 5000, mayApprove: false });
  });

  it('answers bad limits with 400 naming the field', async () => {
    const decimals = await setAuthority(USERS.harbourBuyer, 'GASNBP', { maxOrderValue: 100.005 });
    expect(expectErrorShape(decimals.json(), 400).field).toBe('maxOrderValue');
    const zero = await setAuthority(USERS.harbourBuyer, 'GASNBP', { maxOrderVolume: 0 });
    expect(expectErrorShape(zero.json(), 400).field).toBe('maxOrderVolume');
  });
});

describe('placing an order beyond authority', () => {
  it('places an order within authority as pending, as today', async () => {
    const response = await place(ACCOUNTS.harbourLogistics, base, base.minimumClipVolume);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.status).toBe('pending');
  });

  it('creates an order above the volume limit awaiting approval, and asks the approvers by message', async () => {
    const response = await place(ACCOUNTS.harbourLogistics, base, base.minimumClipVolume * 2);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json().data as Order;
    expect(order.status).toBe('awaiting_approval');
    expect(order.statusReason).toBe(`Awaiting approval: ${base.minimumClipVolume * 2} MW is above your largest volume per order of ${base.minimumClipVolume} MW`);
    const [request] = await inbox(FINANCE);
    expect(request?.subject).toBe(`Order awaiting your approval: Buy ${base.minimumClipVolume * 2} MW Power base UK ${base.deliveryPeriod} (${order.reference})`);
    expect(request?.body).toContain('Rajesh Patel placed order');
    expect(request?.link).toBe(`/app/market-lens/${ACCOUNTS.harbourLogistics}/approvals`);
    // The maker sees it waiting, the approver may decide it, the desk reads it.
    const mine = (await approvals(USERS.harbourBuyer)).find((item) => item.order.id === order.id);
    expect(mine).toMatchObject({ madeByYou: true, canDecide: false, maker: { id: USERS.harbourBuyer, name: 'Rajesh Patel' }, approvers: [{ id: FINANCE, name: 'Morag Keane' }] });
    expect(mine?.reasons.map((reason) => reason.code)).toEqual(['order_volume']);
    expect((await approvals(FINANCE)).find((item) => item.order.id === order.id)).toMatchObject({ madeByYou: false, canDecide: true });
    expect((await approvals(USERS.desk)).find((item) => item.order.id === order.id)).toMatchObject({ canDecide: false });
    expect(await approvals(USERS.caledonia)).toEqual([]);
    // Search finds it by its status in words.
    const search = await t.call({ method: 'GET', url: `/api/v2/search?s=${encodeURIComponent('awaiting approval')}`, as: USERS.harbourBuyer });
    expect(search.statusCode, search.body).toBe(200);
    const found = (search.json().data as { results: { id: string }[] }[]).flatMap((group) => group.results.map((result) => result.id));
    expect(found).toContain(order.id);
  });

  it('refuses at once (409, with the reasons) an order nobody at the company could approve, placing nothing', async () => {
    const peak = await roomyProduct(ACCOUNTS.harbourLogistics, 'POWERUKPEAKCAL', 2);
    expect((await setAuthority(USERS.harbourBuyer, 'POWERUKPEAKCAL', { mayTrade: false })).statusCode).toBe(200);
    const before = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const response = await place(ACCOUNTS.harbourLogistics, peak, peak.minimumClipVolume);
    const body = expectErrorShape(response.json(), 409, ['approvalReasons']);
    expect(body.message).toBe(
      'This order needs approval (You have no right to trade Power peak UK on your own), but nobody at your company could approve it: ask your administrator to give a colleague the authority to approve',
    );
    expect(response.json().approvalReasons).toEqual([{ code: 'no_trading_right', message: 'You have no right to trade Power peak UK on your own' }]);
    const after = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('catches a split order with the daily £ limit', async () => {
    const gas = await roomyProduct(ACCOUNTS.harbourColdStore, 'GASNBP', 4);
    expect((await setAuthority(FINANCE, 'GASNBP', { mayApprove: true })).statusCode).toBe(200);
    // First a clip without limits, to learn its value.
    expect((await setAuthority(USERS.harbourBuyer, 'GASNBP', {})).statusCode).toBe(200);
    const first = await place(ACCOUNTS.harbourColdStore, gas, gas.minimumClipVolume);
    expect(first.statusCode, first.body).toBe(201);
    const value = (first.json().data as Order).value;
    // One and a half clips per order and per day: each clip alone is within, the second of the day is not.
    const limit = Math.round(value * 150) / 100;
    expect((await setAuthority(USERS.harbourBuyer, 'GASNBP', { maxOrderValue: limit, maxDailyValue: limit })).statusCode).toBe(200);
    const second = await place(ACCOUNTS.harbourColdStore, gas, gas.minimumClipVolume);
    expect(second.statusCode, second.body).toBe(201);
    const order = second.json().data as Order;
    expect(order.status).toBe('awaiting_approval');
    const waiting = (await approvals(USERS.harbourBuyer)).find((item) => item.order.id === order.id);
    expect(waiting?.reasons.map((reason) => reason.code)).toEqual(['daily_value']);
    expect(order.statusReason).toMatch(/^Awaiting approval: £[\d,]+\.\d\d with the £[\d,]+\.\d\d you placed earlier today is above your daily limit of £[\d,]+\.\d\d$/);
  });
});

describe('deciding an order awaiting approval', () => {
  let waiting: Order;
  beforeAll(async () => {
    const response = await place(ACCOUNTS.harbourLogistics, base, base.minimumClipVolume * 2);
    expect(response.statusCode, response.body).toBe(201);
    waiting = response.json().data as Order;
    expect(waiting.status).toBe('awaiting_approval');
  });

  it('refuses the maker approving their own order (403)', async () => {
    expect(expectErrorShape((await decide(waiting.id, USERS.harbourBuyer)).json(), 403).message).toBe('You may not approve or reject your own order: another authorised colleague must decide it');
  });

  it('refuses nbs_admin (403): approving is the customer’s authority, not a permission', async () => {
    expect(expectErrorShape((await decide(waiting.id, USERS.desk)).json(), 403).message).toBe(
      'Approving an order is the customer’s own authority: the desk (nbs_admin) never approves or rejects orders',
    );
  });

  it('refuses a colleague without the authority to approve (403)', async () => {
    const response = await decide(waiting.id, USERS.harbourAdmin);
    expect(expectErrorShape(response.json(), 403).message).toMatch(/^You have no authority to approve this order/);
  });

  it('refuses view-as (403) even when the viewed user could approve', async () => {
    const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin, payload: { userId: FINANCE, reason: 'Showing Morag the approvals page' } });
    expect(session.statusCode, session.body).toBe(200);
    expectErrorShape((await decide(waiting.id, USERS.harbourAdmin, 'approve', 'Looks fine', FINANCE)).json(), 403);
    await t.call({ method: 'DELETE', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin, viewAs: FINANCE });
  });

  it('answers another company’s user as if the order did not exist (404)', async () => {
    expectErrorShape((await decide(waiting.id, USERS.caledonia)).json(), 404);
    expectErrorShape((await decide(randomUUID(), FINANCE)).json(), 404);
  });

  it('answers a blank reason with 400 naming the field', async () => {
    expect(expectErrorShape((await decide(waiting.id, FINANCE, 'approve', '   ')).json(), 400).field).toBe('reason');
  });

  it('lets two approvers deciding at once produce exactly one decision (the other 409)', async () => {
    // A second approver: written directly, as a second Harbour admin would set it.
    await t.db.insertInto('trade_authorities').values({ user_id: USERS.harbourAdmin, trade_index: 'POWERUKBASECAL', may_trade: true, max_order_volume: null, max_order_value: null, max_daily_value: null, may_approve: true, updated_at: new Date(NOW), updated_by: FINANCE }).execute();
    const [a, b] = await Promise.all([decide(waiting.id, FINANCE, 'approve', 'Within budget'), decide(waiting.id, USERS.harbourAdmin, 'reject', 'Too much at once')]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const decisions = await t.db.selectFrom('order_approvals').selectAll().where('order_id', '=', waiting.id).execute();
    expect(decisions).toHaveLength(1);
    const winner = a.statusCode === 200 ? a : b;
    const order = winner.json().data as Order;
    expect(decisions[0]?.decision).toBe(order.status === 'pending' ? 'approve' : 'reject');
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'order_approval').where('viewed_user_id', '=', USERS.harbourBuyer).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after_value).toMatch(new RegExp(`^(approved|rejected) order ${waiting.reference} \\(buy `));
    await t.db.deleteFrom('trade_authorities').where('user_id', '=', USERS.harbourAdmin).where('trade_index', '=', 'POWERUKBASECAL').execute();
  });

  it('executes an approved order at the next publication; a rejected one is closed with the reason', async () => {
    const approved = (await place(ACCOUNTS.harbourLogistics, base, base.minimumClipVolume * 2)).json().data as Order;
    const rejected = (await place(ACCOUNTS.harbourLogistics, base, base.minimumClipVolume * 2)).json().data as Order;
    const yes = await decide(approved.id, FINANCE, 'approve', 'Within budget');
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json().data).toMatchObject({ status: 'pending', statusReason: 'Approved by Morag Keane (Within budget). Waiting for the 2026-11-23 closing price' });
    const no = await decide(rejected.id, FINANCE, 'reject', 'Wait for the budget review');
    expect(no.json().data).toMatchObject({ status: 'rejected', statusReason: 'Rejected by Morag Keane: Wait for the budget review' });
    expect((await inbox(USERS.harbourBuyer)).map((message) => message.subject)).toContain(`Order rejected: Buy ${base.minimumClipVolume * 2} MW Power base UK ${base.deliveryPeriod} (${rejected.reference})`);
    expectErrorShape((await decide(rejected.id, FINANCE)).json(), 409);

    await publishNextClosingPrices(t.db, t.clock.now());
    const after = (await t.call({ method: 'GET', url: `/api/v2/orders/${approved.id}`, as: USERS.harbourBuyer })).json().data as Order;
    expect(after).toMatchObject({ status: 'executed', executedDate: '2026-11-23' });
  });

  it('expires an order still waiting at its trade deadline', async () => {
    const response = await place(ACCOUNTS.harbourLogistics, base, base.minimumClipVolume * 2);
    const order = response.json().data as Order;
    expect(order.status).toBe('awaiting_approval');
    const contract = await t.db.selectFrom('trading_contracts').selectAll().where('account_id', '=', ACCOUNTS.harbourLogistics).where('trade_index', '=', base.tradeIndex).where('period_name_abs', '=', base.deliveryPeriod).executeTakeFirstOrThrow();
    const deadline = tradeDeadline(contract.delivery_start, contract.deadline_business_days);
    await t.db.transaction().execute((trx) => executeOrdersForDay(trx, deadline, new Date(`${deadline}T16:30:00Z`)));
    const after = (await t.call({ method: 'GET', url: `/api/v2/orders/${order.id}`, as: USERS.harbourBuyer })).json().data as Order;
    expect(after).toMatchObject({ status: 'expired', statusReason: `Expired: still awaiting approval at the trade deadline of ${base.deliveryPeriod} (${deadline})` });
    expect((await approvals(FINANCE)).some((item) => item.order.id === order.id)).toBe(false);
  });
});
