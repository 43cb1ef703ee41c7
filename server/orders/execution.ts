/**
 * Order execution at a closing-price publication, inside the publication's transaction
 * (docs/trading.md). The pending orders the day's closes may decide are selected set-based
 * (queries.ts dueOrders) and decided oldest first, each with its contract row locked: market
 * orders execute at the day's close, limit orders when the close reaches the limit, stop orders
 * when the close reaches the trigger (domain/order-rules.ts conditionMet); an order that would
 * break a contract rule is rejected; a limit or stop order whose expiry or trade deadline has
 * come expires. Each executed order gets one transaction (a unique index forbids a second) and
 * its user a message and a trade-confirmation outbox row (the PDF is written after the commit,
 * server/confirmations/); an executed or rejected bracket leg cancels its other leg in the same
 * transaction.
 */
import { randomUUID } from 'node:crypto';

import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { priceUnitOf, volumeUnitOf } from '../representations';
import { deliveryPeriod, tradeDeadline } from '../position/periods';
import { closesOfDay } from '../closing-prices/queries';
import { conditionMet, executionProblem } from './rules';
import { awaitingOrders, contractVolumes, dueOrders, dueProducts, findContract, insertTransaction, lockContract, lockOrderStatus, type OrderRow, updateOrder } from './queries';
import { sendOrderOutcome } from './order-messages';
import { queueTradeConfirmation } from '../confirmations/confirmation-worker';
import { deliveryQuantity, tradeValue } from '../../domain/energy';

export interface ExecutionSummary {
  executed: number;
  rejected: number;
  expired: number;
}

const show = (value: number) => new Decimal(value).toString();

/** 'limit price' or 'trigger': what a conditional order waits for, in its messages. */
const awaited = (order: OrderRow) => (order.price_type === 'stop' ? 'trigger' : 'limit price');

/**
 * The other leg of an executed or rejected bracket leg is cancelled in the same transaction
 * (its row locked; a leg already decided is left alone). Returns the reason's addition.
 */
async function cancelOtherLeg(trx: Kysely<Database>, order: OrderRow, outcome: 'executed' | 'rejected', now: Date): Promise<string> {
  if (!order.linked_order_id) return '';
  const other = await lockOrderStatus(trx, order.linked_order_id);
  if (other?.status !== 'pending' && other?.status !== 'awaiting_approval') return '';
  const cancelled = await updateOrder(trx, order.linked_order_id, {
    status: 'cancelled',
    status_reason: `Cancelled: its bracket's other leg ${order.reference} was ${outcome}`,
    status_changed_at: now,
  });
  return `; its bracket's other leg ${cancelled.reference} is cancelled`;
}

export async function executeOrdersForDay(trx: Kysely<Database>, day: string, now: Date): Promise<ExecutionSummary> {
  const summary: ExecutionSummary = { executed: 0, rejected: 0, expired: 0 };
  summary.expired += await expireUnapproved(trx, day, now);
  // Products whose trade deadline is this day or past: their waiting orders expire or are rejected today.
  const lastDayProducts = (await dueProducts(trx, day))
    .filter((product) => (tradeDeadline(product.delivery_start, product.deadline_business_days) ?? day) <= day)
    .map((product) => `${product.trade_index}|${product.period_name_abs}`);
  const due = await dueOrders(trx, day, [...new Set(lastDayProducts)]);
  if (due.length === 0) return summary;
  const closes = new Map((await closesOfDay(trx, day)).map((row) => [`${row.trade_index}|${row.period_name_abs}`, row.price]));

  for (const order of due) {
    const contract = await lockContract(trx, order.account_id, order.trade_index, order.period_name_abs);
    // Re-read under the lock: a cancel may have won the race for this order.
    const current = await lockOrderStatus(trx, order.id);
    if (current?.status !== 'pending') continue;
    const unit = volumeUnitOf(order.trade_index);
    const priceUnit = priceUnitOf(order.trade_index);
    const finish = async (status: 'executed' | 'rejected' | 'expired', decision: string, extra: { executed_price?: number; value?: number } = {}) => {
      const reason = status === 'expired' ? decision : decision + (await cancelOtherLeg(trx, order, status, now));
      await updateOrder(trx, order.id, { status, status_reason: reason, status_changed_at: now, ...(status === 'executed' ? { executed_on: day } : {}), ...extra });
      await sendOrderOutcome(trx, order, status, reason, now);
      summary[status] += 1;
    };

    const deadline = contract ? tradeDeadline(contract.delivery_start, contract.deadline_business_days) : undefined;
    if (!contract || !deadline) {
      await finish('rejected', `Rejected: account ${order.account_id} has no contract for ${order.trade_index} ${order.period_name_abs}`);
      continue;
    }
    const lastDay = order.expiry_date && order.expiry_date < deadline ? order.expiry_date : deadline;
    if (day > lastDay) {
      if (order.price_type !== 'market') await finish('expired', `Expired on ${lastDay} without the ${awaited(order)} being reached`);
      else await finish('rejected', `Rejected: the trade deadline of ${order.period_name_abs} (${deadline}) passed before the order could execute`);
      continue;
    }
    const close = closes.get(`${order.trade_index}|${order.period_name_abs}`);
    if (close === undefined) {
      if (order.price_type === 'market') await finish('rejected', `Rejected: no closing price of ${order.trade_index} ${order.period_name_abs} was published on ${day}`);
      else if (day === lastDay) await finish('expired', `Expired on ${lastDay} without the ${awaited(order)} being reached`);
      continue;
    }
    const condition = { priceType: order.price_type, tradeDirection: order.trade_direction, limitPrice: order.limit_price, triggerPrice: order.trigger_price };
    if (!conditionMet(condition, close)) {
      const level = order.price_type === 'stop' ? `trigger ${show(order.trigger_price ?? 0)}` : `limit ${show(order.limit_price ?? 0)}`;
      if (day === lastDay) await finish('expired', `Expired on ${lastDay} without the ${awaited(order)} being reached (last close ${show(close)} ${priceUnit}, ${level} ${priceUnit})`);
      continue;
    }
    const volumes = await contractVolumes(trx, order.account_id, order.trade_index, order.period_name_abs);
    const problem = executionProblem(order.trade_direction, String(order.volume), {
      deliveryPeriod: order.period_name_abs,
      unit,
      forecastVolume: String(contract.forecast_volume),
      hedgedVolume: volumes.hedged,
    });
    if (problem) {
      await finish('rejected', problem);
      continue;
    }
    const period = deliveryPeriod(order.period_name_abs);
    const quantity = period ? deliveryQuantity(order.trade_index, period.start, period.end) : 0;
    const value = tradeValue(order.trade_index, quantity, String(order.volume), String(close));
    const transactionId = randomUUID();
    await insertTransaction(trx, {
      id: transactionId,
      account_id: order.account_id,
      order_id: order.id,
      trade_date: `${day}T16:00:00Z`,
      trade_index: order.trade_index,
      period_name_abs: order.period_name_abs,
      volume: order.volume,
      unit,
      trade_direction: order.trade_direction,
      price: close,
      value,
    });
    // Its confirmation PDF is written after the publication commits (docs/trading.md, "Confirmations").
    await queueTradeConfirmation(trx, { transactionId, accountId: order.account_id }, now);
    const triggered = order.price_type === 'stop' ? `, its trigger of ${show(order.trigger_price ?? 0)} ${priceUnit} reached` : '';
    await finish('executed', `Executed at the ${day} closing price of ${show(close)} ${priceUnit}${triggered}`, { executed_price: close, value });
  }
  return summary;
}

/**
 * Orders still awaiting approval when `day`'s prices are published on or after their last day
 * (the trade deadline, or a limit order's earlier expiry) can no longer execute: they expire, and
 * their maker is told (docs/trade-authority.md).
 */
async function expireUnapproved(trx: Kysely<Database>, day: string, now: Date): Promise<number> {
  let expired = 0;
  for (const order of await awaitingOrders(trx)) {
    const contract = await findContract(trx, order.account_id, order.trade_index, order.period_name_abs);
    const deadline = contract ? tradeDeadline(contract.delivery_start, contract.deadline_business_days) : undefined;
    const lastDay = [deadline, order.expiry_date].filter((value): value is string => Boolean(value)).sort()[0];
    if (lastDay !== undefined && day < lastDay) continue;
    const current = await lockOrderStatus(trx, order.id);
    if (current?.status !== 'awaiting_approval') continue;
    const reason =
      lastDay === deadline || lastDay === undefined
        ? `Expired: still awaiting approval at the trade deadline of ${order.period_name_abs} (${deadline ?? day})`
        : `Expired: still awaiting approval on its expiry date (${lastDay})`;
    await updateOrder(trx, order.id, { status: 'expired', status_reason: reason, status_changed_at: now });
    await sendOrderOutcome(trx, order, 'expired', reason, now);
    expired += 1;
  }
  return expired;
}
