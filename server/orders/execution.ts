/**
 * Order execution at a closing-price publication, inside the publication's transaction
 * (docs/trading.md). For the published day every pending order due that day is decided, oldest
 * first, with its contract row locked: market orders execute at the day's close, limit orders
 * when the close reaches the limit; an order that would break a contract rule is rejected; a
 * limit order whose expiry or trade deadline has come expires. Each executed order gets one
 * transaction (a unique index forbids a second), its user a message, and a trade-confirmation
 * outbox row (the PDF is written after the commit, server/confirmations/).
 */
import { randomUUID } from 'node:crypto';

import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { priceUnitOf, volumeUnitOf } from '../representations';
import { deliveryPeriod, tradeDeadline } from '../position/periods';
import { closesOfDay } from '../closing-prices/queries';
import { executionProblem, limitReached } from './rules';
import { awaitingOrders, contractVolumes, dueOrders, findContract, insertTransaction, lockContract, lockOrderStatus, updateOrder } from './queries';
import { sendOrderOutcome } from './order-messages';
import { queueTradeConfirmation } from '../confirmations/confirmation-worker';
import { deliveryQuantity, tradeValue } from '../../domain/energy';

export interface ExecutionSummary {
  executed: number;
  rejected: number;
  expired: number;
}

const show = (value: number) => new Decimal(value).toString();

export async function executeOrdersForDay(trx: Kysely<Database>, day: string, now: Date): Promise<ExecutionSummary> {
  const summary: ExecutionSummary = { executed: 0, rejected: 0, expired: 0 };
  summary.expired += await expireUnapproved(trx, day, now);
  const due = await dueOrders(trx, day);
  if (due.length === 0) return summary;
  const closes = new Map((await closesOfDay(trx, day)).map((row) => [`${row.trade_index}|${row.period_name_abs}`, row.price]));

  for (const order of due) {
    const contract = await lockContract(trx, order.account_id, order.trade_index, order.period_name_abs);
    // Re-read under the lock: a cancel may have won the race for this order.
    const current = await lockOrderStatus(trx, order.id);
    if (current?.status !== 'pending') continue;
    const unit = volumeUnitOf(order.trade_index);
    const priceUnit = priceUnitOf(order.trade_index);
    const finish = async (status: 'executed' | 'rejected' | 'expired', reason: string, extra: { executed_price?: number; value?: number } = {}) => {
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
      if (order.price_type === 'limit') await finish('expired', `Expired on ${lastDay} without the limit price being reached`);
      else await finish('rejected', `Rejected: the trade deadline of ${order.period_name_abs} (${deadline}) passed before the order could execute`);
      continue;
    }
    const close = closes.get(`${order.trade_index}|${order.period_name_abs}`);
    if (close === undefined) {
      if (order.price_type === 'market') await finish('rejected', `Rejected: no closing price of ${order.trade_index} ${order.period_name_abs} was published on ${day}`);
      else if (day === lastDay) await finish('expired', `Expired on ${lastDay} without the limit price being reached`);
      continue;
    }
    if (order.price_type === 'limit' && !limitReached(order.trade_direction, order.limit_price ?? 0, close)) {
      if (day === lastDay) await finish('expired', `Expired on ${lastDay} without the limit price being reached (last close ${show(close)} ${priceUnit}, limit ${show(order.limit_price ?? 0)} ${priceUnit})`);
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
    await finish('executed', `Executed at the ${day} closing price of ${show(close)} ${priceUnit}`, { executed_price: close, value });
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
