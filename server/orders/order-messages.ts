/**
 * What the portal tells a user about an order, in one place: its receipt when it is placed or
 * cancelled and the news of its execution, rejection or expiry (docs/trading.md, "Messages").
 * Every one names the order by its reference and the product by its name, and links to the
 * order's page (with its account, so the right account is active there).
 */
import Decimal from 'decimal.js';
import type { Kysely, Selectable } from 'kysely';

import type { Database, OrdersTable } from '../db/schema';
import { sendMessage } from '../messages/send-message';
import { priceUnitOf } from '../representations';
import { productName } from '../../domain/trade-index-names';
import { marketLensPagePath } from '../../domain/portal-routes';

type OrderRow = Pick<
  Selectable<OrdersTable>,
  'id' | 'reference' | 'account_id' | 'user_id' | 'trade_index' | 'period_name_abs' | 'volume' | 'unit' | 'trade_direction' | 'price_type' | 'limit_price' | 'trigger_price'
>;

/** The order's page: orders/{id} under its account. */
export const orderPagePath = (order: Pick<OrderRow, 'id' | 'account_id'>) => marketLensPagePath(`orders/${encodeURIComponent(order.id)}`, order.account_id);

/** 'Buy 2.5 MW Power base UK Q2-27'. */
export function orderWhat(order: OrderRow): string {
  return `${order.trade_direction === 'buy' ? 'Buy' : 'Sell'} ${new Decimal(order.volume).toString()} ${order.unit} ${productName(order.trade_index, order.period_name_abs)}`;
}

/**
 * The order's type and price in words: ' at market', ' with a limit of 70.00 £/MWh', ' with a stop
 * (trigger 90.00 £/MWh, decided at the published close)'.
 */
export function orderTerms(order: Pick<OrderRow, 'price_type' | 'limit_price' | 'trigger_price' | 'trade_index'>): string {
  const unit = priceUnitOf(order.trade_index);
  if (order.price_type === 'limit' && order.limit_price !== null) return ` with a limit of ${new Decimal(order.limit_price).toFixed(2)} ${unit}`;
  if (order.price_type === 'stop' && order.trigger_price !== null) return ` with a stop at a trigger of ${new Decimal(order.trigger_price).toFixed(2)} ${unit}, decided at the published close`;
  return ' at market';
}

/** The news of a decided order (executed, rejected, expired), to the user who placed it. */
export function sendOrderOutcome(trx: Kysely<Database>, order: OrderRow, status: 'executed' | 'rejected' | 'expired', reason: string, now: Date): Promise<string> {
  return sendMessage(trx, {
    userId: order.user_id,
    subject: `Order ${status}: ${orderWhat(order)} (${order.reference})`,
    body: `${reason}.\n\nOrder ${order.reference}: ${orderWhat(order)}${orderTerms(order)}.`,
    category: 'order',
    event: 'order_executed_or_rejected',
    link: orderPagePath(order),
    now,
  });
}

/**
 * The receipt of a placement or a cancellation, to the user who placed the order and, when
 * someone else cancelled it, to them too. Sent per the orders notification setting.
 */
export async function sendOrderReceipt(
  trx: Kysely<Database>,
  order: OrderRow,
  event: { kind: 'placed' | 'cancelled'; byUserId: string; statusReason: string | null; /** A bracket's other leg, placed or cancelled with it. */ other?: OrderRow },
  now: Date,
): Promise<void> {
  const other = event.other;
  const price = orderTerms(order) + (other ? `, one-cancels-other with ${other.reference}${orderTerms(other)}` : '');
  const body =
    event.kind === 'placed'
      ? `We have received your order ${order.reference}: ${orderWhat(order)}${price}. ${event.statusReason ?? ''}`.trim()
      : `Order ${order.reference} (${orderWhat(order)}${price}) is cancelled. ${event.statusReason ?? ''}`.trim();
  for (const userId of new Set([order.user_id, event.byUserId])) {
    await sendMessage(trx, {
      userId,
      subject: `Order ${event.kind}: ${orderWhat(order)} (${order.reference})`,
      body: `${body}\n\nYou can follow it in Market Lens under Orders, reference ${order.reference}.`,
      category: 'order',
      event: 'order_executed_or_rejected',
      link: orderPagePath(order),
      now,
    });
  }
}

/** The approvals page, with the order's account active. */
export const approvalsPagePath = (order: Pick<OrderRow, 'account_id'>) => marketLensPagePath('approvals', order.account_id);

/**
 * The request to approve an order beyond its maker's authority, to each person who could approve
 * it (docs/trade-authority.md). Sent per the orders notification setting.
 */
export async function sendApprovalRequests(trx: Kysely<Database>, order: OrderRow, makerName: string, reasons: string[], approverIds: string[], now: Date): Promise<void> {
  for (const userId of approverIds) {
    await sendMessage(trx, {
      userId,
      subject: `Order awaiting your approval: ${orderWhat(order)} (${order.reference})`,
      body: `${makerName} placed order ${order.reference}: ${orderWhat(order)}. It needs a second person's approval because:\n${reasons.map((reason) => `- ${reason}`).join('\n')}\n\nApprove or reject it, with a reason, in Market Lens under Approvals. If nobody decides before the product's trade deadline, the order expires.`,
      category: 'order',
      event: 'order_executed_or_rejected',
      link: approvalsPagePath(order),
      now,
    });
  }
}

/** The news of an approval decision, to the order's maker. */
export function sendApprovalDecision(trx: Kysely<Database>, order: OrderRow, decision: 'approved' | 'rejected', statusReason: string, now: Date): Promise<string> {
  return sendMessage(trx, {
    userId: order.user_id,
    subject: `Order ${decision}: ${orderWhat(order)} (${order.reference})`,
    body: `${statusReason}.\n\nOrder ${order.reference}: ${orderWhat(order)}.`,
    category: 'order',
    event: 'order_executed_or_rejected',
    link: orderPagePath(order),
    now,
  });
}
