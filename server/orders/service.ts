/**
 * Tag `orders`: listing and reading orders of the caller's accounts, placing an order (every
 * contract rule checked with the contract row locked, an Idempotency-Key making retries safe),
 * cancelling a pending one, and the products an account can trade now. Rules: docs/trading.md.
 */
import { createHash, randomUUID } from 'node:crypto';

import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';

import type { CreateOrderBracketRequest } from '../../generated/model/createOrderBracketRequest';
import type { CreateOrderRequest } from '../../generated/model/createOrderRequest';
import type { ListOrdersParams } from '../../generated/model/listOrdersParams';
import type { ListTradableProductsParams } from '../../generated/model/listTradableProductsParams';
import type { Order } from '../../generated/model/order';
import type { OrderBracketPlaced } from '../../generated/model/orderBracketPlaced';
import type { OrderPage } from '../../generated/model/orderPage';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import type { TradableProductsResponse } from '../../generated/model/tradableProductsResponse';
import { hedgedPercent, tradeValue } from '../../domain/energy';
import { canSeeAccount, requirePermissionOn } from '../auth/guard';
import { checkDateRange, orderAccounts } from '../auth/trading-scope';
import { latestPublishedDay } from '../closing-prices/queries';
import type { Database } from '../db/schema';
import { badRequest, conflict, needsConfirmation, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { deliveryPeriod, tradeDeadline } from '../position/periods';
import { fullName, paging, priceUnitOf, toOrder, volumeUnitOf } from '../representations';
import { loadMonthLedger } from '../what-if/month-ledger';
import { assessOrder, requireTradingAccount } from './order-assessment';
import { sendApprovalRequests, sendOrderReceipt } from './order-messages';
import {
  bracketLegs,
  findIdempotencyKey,
  findOrder,
  insertIdempotencyKey,
  insertOrder,
  insertOrderApproval,
  listOrders as listOrderRows,
  lockContract,
  lockOrderStatus,
  type OrderRow,
  tradableProductRows,
  updateOrder,
} from './queries';
import { checkLimitPriceRisk, limitPriceRisk } from './risk-guards';
import { bracketProblem, firstExecutionDay, minimumClipVolume, placementProblem } from './rules';

export async function listOrders(context: ServiceContext, params: ListOrdersParams): Promise<OrderPage> {
  const { accountId, status, tradeIndex, from, to } = params;
  const accounts = orderAccounts(context.user, accountId);
  checkDateRange(from, to);
  const { page, perPage, offset } = paging(params);
  const { rows, total } = await listOrderRows(context.db, { accounts, status, tradeIndex, from, to }, { limit: perPage, offset });
  return { data: rows.map(toOrder), total, pagination: { page, perPage } };
}

/** The order if the caller may see it: 404 when missing or another company's, 403 without view:orders. */
async function visibleOrder(context: ServiceContext, orderId: string): Promise<OrderRow> {
  const row = await findOrder(context.db, orderId);
  if (!row || !canSeeAccount(context.user, row.account_id)) throw notFound('Order not found');
  requirePermissionOn(context.user, row.account_id, 'view:orders');
  return row;
}

export const getOrder = async (context: ServiceContext, orderId: string): Promise<Order> => toOrder(await visibleOrder(context, orderId));

/** The body as it is compared for an idempotent replay: every field, absent and null alike. */
function requestHash(body: CreateOrderRequest): string {
  const canonical = [body.accountId, body.tradeIndex, body.deliveryPeriod, body.tradeDirection, new Decimal(body.volume).toString(), body.priceType, body.limitPrice ?? null, body.expiryDate ?? null];
  // A stop's trigger joins the hash only when given, so the hashes of stored limit/market keys stay as they were.
  if (body.triggerPrice != null) canonical.push(body.triggerPrice);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

function bracketHash(body: CreateOrderBracketRequest): string {
  const canonical = ['bracket', body.accountId, body.tradeIndex, body.deliveryPeriod, body.tradeDirection, new Decimal(body.volume).toString(), body.limitPrice, body.triggerPrice, body.expiryDate ?? null];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export interface PlacedOrder {
  /** 201 for a new order, 200 for a replay of the same key and body. */
  status: 200 | 201;
  order: Order;
}

/**
 * The answer already given to this Idempotency-Key (docs/trading.md): undefined for a new key, a
 * 409 when the key was used for another operation or another body, else the stored answer loaded
 * again (`load` reads the order or bracket its stored body names).
 */
async function storedAnswer<Stored, Answer>(
  db: Kysely<Database>,
  { userId, key, operation, hash }: { userId: string; key: string; operation: string; hash: string },
  load: (stored: Stored) => Promise<Answer>,
): Promise<Answer | undefined> {
  const stored = await findIdempotencyKey(db, userId, key);
  if (!stored) return undefined;
  if (stored.operation !== operation || stored.request_hash !== hash) {
    throw conflict('This Idempotency-Key was already used for a different order: send a new key for a new order');
  }
  return load(stored.response_body as Stored);
}

/** An order beyond its maker's authority that nobody at the company could approve is refused at once (docs/trade-authority.md). */
function refuseWithoutApprover(reasons: readonly { message: string }[], approvers: readonly unknown[]): void {
  if (reasons.length === 0 || approvers.length > 0) return;
  throw needsConfirmation(
    `This order needs approval (${reasons.map((reason) => reason.message).join('; ')}), but nobody at your company could approve it: ask your administrator to give a colleague the authority to approve`,
    { approvalReasons: reasons },
  );
}

export async function createOrder(context: ServiceContext, body: CreateOrderRequest, key: string): Promise<PlacedOrder> {
  const userId = context.user.user.id;
  const hash = requestHash(body);
  await requireTradingAccount(context, body.accountId);

  const replay = (db: Kysely<Database>) =>
    storedAnswer(db, { userId, key, operation: 'createOrder', hash }, async (stored: { id: string }) => {
      const order = await findOrder(db, stored.id);
      if (!order) throw new Error(`The order of Idempotency-Key ${key} is missing`);
      return toOrder(order);
    });

  const earlier = await replay(context.db);
  if (earlier) return { status: 200, order: earlier };

  const now = context.clock.now();
  const place = () => context.db.transaction().execute(async (trx): Promise<PlacedOrder> => {
    // The contract row's lock decides racing orders on the same period one after the other.
    const contract = await lockContract(trx, body.accountId, body.tradeIndex, body.deliveryPeriod);
    const again = await replay(trx);
    if (again) return { status: 200, order: again };
    // The one assessment the preview runs too (order-assessment.ts), here on the locked row and
    // a month ledger read in this transaction.
    const ledger = await loadMonthLedger(trx, body.accountId, body.tradeIndex);
    const { executionDay, value, limitRisk, reasons, approvers } = await assessOrder(trx, { body, userId, now }, { contract, ledger });
    checkLimitPriceRisk(limitRisk, body.acknowledgeRisk);
    // Trade authority (docs/trade-authority.md): an order beyond it waits for a second person,
    // and is refused at once when nobody at the company could approve it.
    refuseWithoutApprover(reasons, approvers);
    const awaiting = reasons.length > 0;
    const id = randomUUID();
    const inserted = await insertOrder(trx, {
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
      trigger_price: body.priceType === 'stop' ? (body.triggerPrice ?? null) : null,
      executed_price: null,
      value,
      status: awaiting ? 'awaiting_approval' : 'pending',
      status_reason: awaiting ? `Awaiting approval: ${reasons.map((reason) => reason.message).join('; ')}`.slice(0, 500) : `Waiting for the ${executionDay} closing price`,
      idempotency_key: key,
      status_changed_at: now,
      expiry_date: body.priceType === 'market' ? null : (body.expiryDate ?? null),
      execute_from: executionDay,
    });
    await sendOrderReceipt(trx, inserted, { kind: 'placed', byUserId: userId, statusReason: inserted.status_reason }, now);
    if (awaiting) {
      await insertOrderApproval(trx, { order_id: id, reasons: JSON.stringify(reasons), requested_at: now });
      await sendApprovalRequests(trx, inserted, fullName(context.user.user), reasons.map((reason) => reason.message), approvers.map((approver) => approver.id), now);
    }
    await insertIdempotencyKey(trx, { user_id: userId, key, operation: 'createOrder', request_hash: hash, status_code: 201, response_body: JSON.stringify({ id }) });
    return { status: 201, order: toOrder(inserted) };
  });
  try {
    return await place();
  } catch (error) {
    // The same key raced in with a body for another period (another row lock): the unique
    // index on the key decided; answer as a replay would (200 or 409).
    if ((error as { code?: string }).code !== '23505') throw error;
    const stored = await replay(context.db);
    if (!stored) throw error;
    return { status: 200, order: stored };
  }
}

/**
 * Cancels a pending order or one awaiting approval; a bracket leg is cancelled with its other
 * leg, both rows locked (in id order, as every locker of two legs does) in one transaction.
 */
export async function cancelOrder(context: ServiceContext, orderId: string): Promise<Order> {
  const order = await visibleOrder(context, orderId);
  const by = fullName(context.caller.actor.user);
  const cancelled = await context.db.transaction().execute(async (trx) => {
    const ids = [order.id, ...(order.linked_order_id ? [order.linked_order_id] : [])].sort();
    const statuses = new Map<string, string | undefined>();
    for (const id of ids) statuses.set(id, (await lockOrderStatus(trx, id))?.status);
    const current = statuses.get(order.id);
    if (!current) throw new Error(`Order ${order.id} is missing`);
    if (current !== 'pending' && current !== 'awaiting_approval') throw conflict(`Only a pending order or one awaiting approval can be cancelled; this one is ${current}`);
    const now = context.clock.now();
    const reason = order.bracket_id ? `Cancelled by ${by}, with its bracket's other leg ${order.linked_order_reference ?? ''}`.trim() : `Cancelled by ${by}`;
    const updated = await updateOrder(trx, order.id, { status: 'cancelled', status_reason: reason, status_changed_at: now });
    let other: OrderRow | undefined;
    const otherStatus = order.linked_order_id ? statuses.get(order.linked_order_id) : undefined;
    if (order.linked_order_id && (otherStatus === 'pending' || otherStatus === 'awaiting_approval')) {
      other = await updateOrder(trx, order.linked_order_id, { status: 'cancelled', status_reason: `Cancelled by ${by}, with its bracket's other leg ${order.reference}`, status_changed_at: now });
    }
    await sendOrderReceipt(trx, updated, { kind: 'cancelled', byUserId: context.user.user.id, statusReason: updated.status_reason, other }, now);
    return updated;
  });
  return toOrder(cancelled);
}

export interface PlacedBracket {
  status: 200 | 201;
  bracket: OrderBracketPlaced;
}

const bracketOf = (legs: OrderRow[]): OrderBracketPlaced => {
  const takeProfit = legs.find((leg) => leg.price_type === 'limit');
  const stopLoss = legs.find((leg) => leg.price_type === 'stop');
  if (!takeProfit || !stopLoss || !takeProfit.bracket_id) throw new Error('A bracket without its two legs');
  return { bracketId: takeProfit.bracket_id, takeProfit: toOrder(takeProfit), stopLoss: toOrder(stopLoss) };
};

/**
 * A one-cancels-other bracket (docs/trading.md, "Brackets"): a take-profit limit leg and a
 * stop-loss stop leg, placed in one transaction under the contract row's lock. The bracket is
 * assessed once, as its dearer leg (a buy's stop, a sell's limit): its volume counts once for the
 * clip, the 0–100 % bounds, trade authority and the policy ceiling. The other leg's own prices
 * are checked too, and the legs must be apart (400 naming triggerPrice).
 */
export async function createOrderBracket(context: ServiceContext, body: CreateOrderBracketRequest, key: string): Promise<PlacedBracket> {
  const userId = context.user.user.id;
  const hash = bracketHash(body);
  await requireTradingAccount(context, body.accountId);

  const replay = (db: Kysely<Database>) =>
    storedAnswer(db, { userId, key, operation: 'createOrderBracket', hash }, async (stored: { bracketId: string }) => bracketOf(await bracketLegs(db, stored.bracketId)));
  const earlier = await replay(context.db);
  if (earlier) return { status: 200, bracket: earlier };

  const common = { accountId: body.accountId, tradeIndex: body.tradeIndex, deliveryPeriod: body.deliveryPeriod, tradeDirection: body.tradeDirection, volume: body.volume, expiryDate: body.expiryDate ?? null };
  const limitLeg: CreateOrderRequest = { ...common, priceType: 'limit', limitPrice: body.limitPrice };
  const stopLeg: CreateOrderRequest = { ...common, priceType: 'stop', triggerPrice: body.triggerPrice };
  const [dearer, cheaper] = body.tradeDirection === 'buy' ? [stopLeg, limitLeg] : [limitLeg, stopLeg];

  const now = context.clock.now();
  const place = () => context.db.transaction().execute(async (trx): Promise<PlacedBracket> => {
    const contract = await lockContract(trx, body.accountId, body.tradeIndex, body.deliveryPeriod);
    const again = await replay(trx);
    if (again) return { status: 200, bracket: again };
    const ledger = await loadMonthLedger(trx, body.accountId, body.tradeIndex);
    const assessment = await assessOrder(trx, { body: dearer, userId, now }, { contract, ledger });
    const { executionDay, figures, quantity, close, reasons, approvers } = assessment;
    const problem = placementProblem(cheaper, figures, executionDay) ?? bracketProblem(body.tradeDirection, body.limitPrice, body.triggerPrice);
    if (problem) throw badRequest(problem.message, problem.field);
    checkLimitPriceRisk(limitPriceRisk(body.limitPrice, close.price, close.price_date, priceUnitOf(body.tradeIndex)), body.acknowledgeRisk);
    refuseWithoutApprover(reasons, approvers);
    const awaiting = reasons.length > 0;
    const bracketId = randomUUID();
    const [dearerId, cheaperId] = [randomUUID(), randomUUID()];
    const leg = (request: CreateOrderRequest, id: string, linkedId: string, linkedReference: string | null) =>
      insertOrder(trx, {
        id,
        account_id: body.accountId,
        user_id: userId,
        order_date: now,
        trade_index: body.tradeIndex,
        period_name_abs: body.deliveryPeriod,
        volume: body.volume,
        unit: volumeUnitOf(body.tradeIndex),
        trade_direction: body.tradeDirection,
        price_type: request.priceType,
        limit_price: request.limitPrice ?? null,
        trigger_price: request.triggerPrice ?? null,
        executed_price: null,
        value: tradeValue(body.tradeIndex, quantity, String(body.volume), String(request.limitPrice ?? request.triggerPrice)),
        status: awaiting ? 'awaiting_approval' : 'pending',
        status_reason: awaiting ? `Awaiting approval: ${reasons.map((reason) => reason.message).join('; ')}`.slice(0, 500) : `Waiting for the ${executionDay} closing price`,
        // The bracket's key is on its dearer leg; the unique index (user, key) allows one row per key.
        idempotency_key: id === dearerId ? key : null,
        status_changed_at: now,
        expiry_date: body.expiryDate ?? null,
        execute_from: executionDay,
        bracket_id: bracketId,
        linked_order_id: linkedId,
        linked_order_reference: linkedReference,
      });
    const dearerRow = await leg(dearer, dearerId, cheaperId, null);
    const cheaperRow = await leg(cheaper, cheaperId, dearerId, dearerRow.reference);
    const dearerLinked = await updateOrder(trx, dearerId, { linked_order_reference: cheaperRow.reference });
    await sendOrderReceipt(trx, dearerLinked, { kind: 'placed', byUserId: userId, statusReason: dearerLinked.status_reason, other: cheaperRow }, now);
    if (awaiting) {
      // One approval for the bracket, on its dearer leg: deciding it decides both legs.
      await insertOrderApproval(trx, { order_id: dearerId, reasons: JSON.stringify(reasons), requested_at: now });
      await sendApprovalRequests(trx, dearerLinked, fullName(context.user.user), reasons.map((reason) => reason.message), approvers.map((approver) => approver.id), now);
    }
    await insertIdempotencyKey(trx, { user_id: userId, key, operation: 'createOrderBracket', request_hash: hash, status_code: 201, response_body: JSON.stringify({ id: dearerId, bracketId }) });
    return { status: 201, bracket: bracketOf([dearerLinked, cheaperRow]) };
  });
  try {
    return await place();
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    const stored = await replay(context.db);
    if (!stored) throw error;
    return { status: 200, bracket: stored };
  }
}

export async function listTradableProducts(context: ServiceContext, { accountId, tradeIndex }: ListTradableProductsParams): Promise<TradableProductsResponse> {
  await requireTradingAccount(context, accountId);
  const latest = await latestPublishedDay(context.db);
  // The day the form shows is the one createOrder will give: same rule, same business clock.
  const executionDay = firstExecutionDay(context.clock.now(), latest);
  if (!latest) return { data: [], firstExecutionDay: executionDay };
  const rows = await tradableProductRows(context.db, accountId, latest, tradeIndex);
  const data = rows
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
}
