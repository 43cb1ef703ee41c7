/**
 * Tag `orders`: listing and reading orders of the caller's accounts, placing an order (every
 * contract rule checked with the contract row locked, an Idempotency-Key making retries safe),
 * cancelling a pending one, and the products an account can trade now. Rules: docs/trading.md.
 */
import { createHash, randomUUID } from 'node:crypto';

import Decimal from 'decimal.js';
import { sql } from 'kysely';

import type { CreateOrderRequest } from '../../generated/model/createOrderRequest';
import type { ListOrdersParams } from '../../generated/model/listOrdersParams';
import type { ListTradableProductsParams } from '../../generated/model/listTradableProductsParams';
import type { OrderPage } from '../../generated/model/orderPage';
import type { OrderResponse } from '../../generated/model/orderResponse';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import type { TradableProductsResponse } from '../../generated/model/tradableProductsResponse';
import { canSeeAccount, requirePermissionOn, requireVisibleAccount } from '../auth/guard';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { fullName, paging, priceUnitOf, toOrder, volumeUnitOf } from '../representations';
import { deliveryPeriod, tradeDeadline } from '../position/periods';
import { firstExecutionDay, minimumClipVolume, placementProblem } from '../orders/rules';
import { checkDateRange, orderAccounts } from '../auth/trading-scope';
import { CONTRACT_VOLUME_COLUMNS, contractFigures, contractVolumes, latestPublishedDay, lockContract, tradingRefusal } from '../orders/store';
import { deliveryQuantity, tradeValue } from '../../domain/energy';
import { hedgedPercent } from '../../domain/energy';
import { sendOrderReceipt } from '../orders/order-messages';
import { checkLimitPriceRisk, limitPriceRisk } from '../orders/risk-guards';
import type { Handler } from '../handler';

const listOrders: Handler<{ Querystring: ListOrdersParams }, OrderPage> = async (request) => {
  const { accountId, status, tradeIndex, from, to } = request.query;
  const accounts = orderAccounts(request.caller.user, accountId);
  checkDateRange(from, to);
  const { page, perPage, offset } = paging(request.query);
  let query = request.server.db.selectFrom('orders');
  if (accounts !== undefined) query = query.where('account_id', 'in', accounts.length ? accounts : ['']);
  if (status !== undefined) query = query.where('status', '=', status);
  if (tradeIndex !== undefined) query = query.where('trade_index', '=', tradeIndex);
  // London calendar days, as the contract's date filters say.
  if (from !== undefined) query = query.where(sql<boolean>`order_date >= (${from}::date)::timestamp at time zone 'Europe/London'`);
  if (to !== undefined) query = query.where(sql<boolean>`order_date < (${to}::date + 1)::timestamp at time zone 'Europe/London'`);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('order_date', 'desc').orderBy('id').limit(perPage).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toOrder), total: Number(total.count), pagination: { page, perPage } };
};

/** The order if the caller may see it: 404 when missing or another company's, 403 without view:orders. */
async function visibleOrder(request: Parameters<Handler>[0], orderId: string) {
  const row = await request.server.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  const context = request.caller.user;
  if (!row || !canSeeAccount(context, row.account_id)) throw notFound('Order not found');
  requirePermissionOn(context, row.account_id, 'view:orders');
  return row;
}

const getOrder: Handler<{ Params: { orderId: string } }, OrderResponse> = async (request) => ({
  data: toOrder(await visibleOrder(request, request.params.orderId)),
});

/** The account may trade: visible (403), view:orders (403), flexible and not multi-purchase (403). */
async function tradingAccount(request: Parameters<Handler>[0], accountId: string) {
  const context = request.caller.user;
  requireVisibleAccount(context, accountId);
  requirePermissionOn(context, accountId, 'view:orders');
  const account = await request.server.db.selectFrom('accounts').select(['id', 'is_flexible', 'purchasing_group_id']).where('id', '=', accountId).executeTakeFirst();
  if (!account) throw notFound('Account not found');
  const refusal = tradingRefusal(account);
  if (refusal) throw forbidden(refusal);
  return account;
}

/** The body as it is compared for an idempotent replay: every field, absent and null alike. */
function requestHash(body: CreateOrderRequest): string {
  const canonical = [body.accountId, body.tradeIndex, body.deliveryPeriod, body.tradeDirection, new Decimal(body.volume).toString(), body.priceType, body.limitPrice ?? null, body.expiryDate ?? null];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

const createOrder: Handler<{ Body: CreateOrderRequest; Headers: { 'idempotency-key': string } }, OrderResponse> = async (request, reply) => {
  const body = request.body;
  const key = request.headers['idempotency-key'];
  const userId = request.caller.user.user.id;
  const hash = requestHash(body);
  await tradingAccount(request, body.accountId);

  const replay = async (db: typeof request.server.db) => {
    const stored = await db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
    if (!stored) return undefined;
    if (stored.operation !== 'createOrder' || stored.request_hash !== hash) {
      throw conflict('This Idempotency-Key was already used for a different order: send a new key for a new order');
    }
    const order = await db.selectFrom('orders').selectAll().where('id', '=', (stored.response_body as { id: string }).id).executeTakeFirstOrThrow();
    return toOrder(order);
  };

  const earlier = await replay(request.server.db);
  if (earlier) return reply.code(200).send({ data: earlier });

  const now = request.server.settings.clock.now();
  const place = () => request.server.db.transaction().execute(async (trx) => {
    // The contract row's lock decides racing orders on the same period one after the other.
    const contract = await lockContract(trx, body.accountId, body.tradeIndex, body.deliveryPeriod);
    const again = await replay(trx);
    if (again) return { status: 200 as const, order: again };
    if (!contract) throw badRequest(`${body.deliveryPeriod} of ${body.tradeIndex} is not in this account's contract`, 'deliveryPeriod');
    const latest = await latestPublishedDay(trx);
    const close = await trx
      .selectFrom('closing_prices')
      .select(['price', 'price_date'])
      .where('trade_index', '=', body.tradeIndex)
      .where('period_name_abs', '=', body.deliveryPeriod)
      .orderBy('price_date', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!close || close.price_date !== latest) {
      throw badRequest(`${body.deliveryPeriod} of ${body.tradeIndex} is not listed with a closing price, so it cannot be traded now`, 'deliveryPeriod');
    }
    const executionDay = firstExecutionDay(now, latest);
    const figures = contractFigures(contract, await contractVolumes(trx, body.accountId, body.tradeIndex, body.deliveryPeriod));
    const problem = placementProblem(body, figures, executionDay);
    if (problem) throw badRequest(problem.message, problem.field);
    if (body.priceType === 'limit' && body.limitPrice != null) {
      checkLimitPriceRisk(limitPriceRisk(body.limitPrice, close.price, close.price_date, priceUnitOf(body.tradeIndex)), body.acknowledgeRisk);
    }

    const period = deliveryPeriod(body.deliveryPeriod);
    const quantity = period ? deliveryQuantity(body.tradeIndex, period.start, period.end) : 0;
    const estimatePrice = body.priceType === 'limit' ? (body.limitPrice as number) : close.price;
    const id = randomUUID();
    const inserted = await trx
      .insertInto('orders')
      .values({
        id,
        account_id: body.accountId,
        user_id: userId,
        order_date: now,
        trade_index: body.tradeIndex,
        period_name_abs: body.deliveryPeriod,
        volume: body.volume,
        unit: volumeUnitOf(body.tradeIndex),
        trade_direction: body.tradeDirection,
        price_type: body.priceType,
        limit_price: body.priceType === 'limit' ? (body.limitPrice ?? null) : null,
        executed_price: null,
        value: tradeValue(body.tradeIndex, quantity, String(body.volume), String(estimatePrice)),
        status: 'pending',
        status_reason: `Waiting for the ${executionDay} closing price`,
        idempotency_key: key,
        status_changed_at: now,
        expiry_date: body.priceType === 'limit' ? (body.expiryDate ?? null) : null,
        execute_from: executionDay,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await sendOrderReceipt(trx, inserted, { kind: 'placed', byUserId: userId, statusReason: inserted.status_reason }, now);
    await trx
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, operation: 'createOrder', request_hash: hash, status_code: 201, response_body: JSON.stringify({ id }) })
      .execute();
    return { status: 201 as const, order: toOrder(inserted) };
  });
  let result: { status: 200 | 201; order: ReturnType<typeof toOrder> };
  try {
    result = await place();
  } catch (error) {
    // The same key raced in with a body for another period (another row lock): the unique
    // index on the key decided; answer as a replay would (200 or 409).
    if ((error as { code?: string }).code !== '23505') throw error;
    const stored = await replay(request.server.db);
    if (!stored) throw error;
    result = { status: 200, order: stored };
  }
  return reply.code(result.status).send({ data: result.order });
};

const cancelOrder: Handler<{ Params: { orderId: string } }, OrderResponse> = async (request) => {
  const order = await visibleOrder(request, request.params.orderId);
  const by = fullName(request.caller.actor.user);
  const updated = await request.server.db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('orders').select('status').where('id', '=', order.id).forUpdate().executeTakeFirstOrThrow();
    if (current.status !== 'pending') throw conflict(`Only a pending order can be cancelled; this one is ${current.status}`);
    const now = request.server.settings.clock.now();
    const cancelled = await trx
      .updateTable('orders')
      .set({ status: 'cancelled', status_reason: `Cancelled by ${by}`, status_changed_at: now })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await sendOrderReceipt(trx, cancelled, { kind: 'cancelled', byUserId: request.caller.user.user.id, statusReason: cancelled.status_reason }, now);
    return cancelled;
  });
  return { data: toOrder(updated) };
};

interface ProductRow {
  trade_index: TradableProduct['tradeIndex'];
  period_name_abs: string;
  delivery_start: string;
  delivery_end: string;
  forecast_volume: number;
  minimum_clip_percent: number;
  budget_price: number;
  deadline_business_days: number;
  price: number | null;
  price_date: string | null;
  previous: number | null;
  high: number | null;
  low: number | null;
  hedged: string;
  pending_buy: string;
  pending_sell: string;
}

const listTradableProducts: Handler<{ Querystring: ListTradableProductsParams }, TradableProductsResponse> = async (request) => {
  const { accountId, tradeIndex } = request.query;
  await tradingAccount(request, accountId);
  const { db } = request.server;
  const latest = await latestPublishedDay(db);
  // The day the form shows is the one createOrder will give: same rule, same business clock.
  const executionDay = firstExecutionDay(request.server.settings.clock.now(), latest);
  if (!latest) return { data: [], firstExecutionDay: executionDay };
  // Each contract period with its last 30 closes (75 calendar days hold them) and volumes.
  const result = await sql<ProductRow>`
    with closes as (
      select cp.trade_index, cp.period_name_abs, cp.price, cp.price_date,
             row_number() over (partition by cp.trade_index, cp.period_name_abs order by cp.price_date desc) as rn
      from closing_prices cp
      join trading_contracts tc on tc.trade_index = cp.trade_index and tc.period_name_abs = cp.period_name_abs
      where tc.account_id = ${accountId} and cp.price_date > ${latest}::date - 75
    ), stats as (
      select trade_index, period_name_abs,
             max(case when rn = 1 then price end) as price,
             max(case when rn = 1 then price_date end) as price_date,
             max(case when rn = 2 then price end) as previous,
             max(price) filter (where rn <= 30) as high,
             min(price) filter (where rn <= 30) as low
      from closes group by trade_index, period_name_abs
    )
    select tc.trade_index, tc.period_name_abs, tc.delivery_start, tc.delivery_end, tc.forecast_volume,
           tc.minimum_clip_percent, tc.budget_price, tc.deadline_business_days,
           s.price, s.price_date, s.previous, s.high, s.low, ${CONTRACT_VOLUME_COLUMNS}
    from trading_contracts tc
    join stats s on s.trade_index = tc.trade_index and s.period_name_abs = tc.period_name_abs
    where tc.account_id = ${accountId} ${tradeIndex === undefined ? sql`` : sql`and tc.trade_index = ${tradeIndex}`}
      and s.price_date = ${latest}::date
    order by tc.trade_index, tc.delivery_start, tc.delivery_end`.execute(db);
  const data = result.rows
    .map((row): TradableProduct => {
      const deadline = tradeDeadline(row.delivery_start, row.deadline_business_days);
      return {
        tradeIndex: row.trade_index,
        period: deliveryPeriod(row.period_name_abs)?.period ?? 'month',
        deliveryPeriod: row.period_name_abs,
        deliveryStart: row.delivery_start,
        deliveryEnd: row.delivery_end,
        unit: volumeUnitOf(row.trade_index),
        priceUnit: priceUnitOf(row.trade_index),
        latestPrice: row.price === null ? null : Number(row.price),
        latestPriceDate: row.price_date,
        dailyChange: row.price === null || row.previous === null ? null : new Decimal(row.price).minus(row.previous).toNumber(),
        thirtyDayHigh: row.high === null ? null : Number(row.high),
        thirtyDayLow: row.low === null ? null : Number(row.low),
        forecastVolume: Number(row.forecast_volume),
        hedgedVolume: Math.max(0, Number(row.hedged)),
        pendingBuyVolume: Number(row.pending_buy),
        pendingSellVolume: Number(row.pending_sell),
        hedgedPercent: Math.max(0, hedgedPercent(row.hedged, row.forecast_volume)),
        minimumClipPercent: Number(row.minimum_clip_percent),
        minimumClipVolume: minimumClipVolume(row.forecast_volume, row.minimum_clip_percent).toNumber(),
        budgetPrice: Number(row.budget_price),
        tradeDeadline: deadline,
      };
    })
    .filter((product) => executionDay <= product.tradeDeadline);
  return { data, firstExecutionDay: executionDay };
};

export const ordersHandlers = { listOrders, getOrder, createOrder, cancelOrder, listTradableProducts };
