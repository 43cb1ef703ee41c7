/**
 * Tag `approvals` (docs/trade-authority.md): users' trade authority per trade index, read by the
 * customer's admin and the desk and set only by the customer's admin (never raising their own),
 * and the four-eyes decision on orders awaiting approval — by another authorised user of the
 * customer, never the maker, never nbs_admin, one decision per order.
 */
import Decimal from 'decimal.js';

import type { ApprovalReason } from '../../generated/model/approvalReason';
import type { DecideOrderApprovalRequest } from '../../generated/model/decideOrderApprovalRequest';
import type { Order } from '../../generated/model/order';
import type { OrderApproval } from '../../generated/model/orderApproval';
import type { SetTradeAuthorityRequest } from '../../generated/model/setTradeAuthorityRequest';
import type { TradeAuthority } from '../../generated/model/tradeAuthority';
import type { TradeAuthorityLimit } from '../../generated/model/tradeAuthorityLimit';
import { TradeIndex } from '../../generated/model/tradeIndex';
import { TRADE_INDEX_NAMES } from '../../domain/trade-index-names';
import { accountsWithPermission, administeredUser, canSeeAccount, isNbsAdmin, requirePermissionOn, VIEW_AS_READ_ONLY } from '../auth/guard';
import { loadUserContext } from '../auth/user-context';
import { type RequestOrigin, writeChangeAudit } from '../admin/audit-log-service';
import { latestPublishedDay } from '../closing-prices/queries';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { type Authority, authorityOf, coversOrder, pounds, TODAYS_RIGHTS } from '../orders/authority-rules';
import { sendApprovalDecision } from '../orders/order-messages';
import { findOrder, lockOrderStatus, tradeAuthorityRow, updateOrder } from '../orders/queries';
import { firstExecutionDay } from '../orders/rules';
import { fullName, toOrder, volumeUnitOf } from '../representations';
import { mayDecideOn, possibleApprovers } from './approvers';
import { authorityRows, awaitingApprovals, lockAuthorityRow, recordDecision, upsertAuthority } from './queries';

export const DESK_NEVER_SETS = 'Trade authority is the customer’s: the desk (nbs_admin) may read it but not set it';
export const NOT_OWN_RAISE = 'You may not raise your own trade authority: ask another administrator of your company';
export const DESK_NEVER_APPROVES = 'Approving an order is the customer’s own authority: the desk (nbs_admin) never approves or rejects orders';
export const NOT_OWN_ORDER = 'You may not approve or reject your own order: another authorised colleague must decide it';

const num = (value: Decimal | null) => (value === null ? null : value.toNumber());
const ALL_INDICES = Object.values(TradeIndex);

// ---------------------------------------------------------------------------------------------
// Trade authority

const loadTarget = (context: ServiceContext, userId: string) => administeredUser(context.user, userId, (id) => loadUserContext(context.db, id));

async function authorityOfUser(context: ServiceContext, userId: string): Promise<TradeAuthority> {
  const rows = await authorityRows(context.db, userId);
  const limits = ALL_INDICES.map((tradeIndex): TradeAuthorityLimit => {
    const row = rows.find((candidate) => candidate.trade_index === tradeIndex);
    const authority = authorityOf(row);
    return {
      tradeIndex,
      unit: volumeUnitOf(tradeIndex),
      set: row !== undefined,
      mayTrade: authority.mayTrade,
      maxOrderVolume: num(authority.maxOrderVolume),
      maxOrderValue: num(authority.maxOrderValue),
      maxDailyValue: num(authority.maxDailyValue),
      mayApprove: authority.mayApprove,
      updatedAt: row ? new Date(row.updated_at).toISOString() : null,
      updatedBy: row ? { id: row.updated_by, name: fullName({ firstname: row.updated_by_firstname, lastname: row.updated_by_lastname, email: row.updated_by_email }) } : null,
    };
  });
  return { userId, limits };
}

/** The customer's admin (users of their companies, themself included) and the desk read it. */
export async function getTradeAuthority(context: ServiceContext, userId: string): Promise<TradeAuthority> {
  await loadTarget(context, userId);
  return authorityOfUser(context, userId);
}

/** A limit the body gives, checked: positive, at most two decimals (400 naming the field). */
function limitOf(value: number | null | undefined, field: string): Decimal | null {
  if (value === null || value === undefined) return null;
  const limit = new Decimal(value);
  if (limit.lte(0)) throw badRequest(`${field} must be above 0, or empty for no limit`, field);
  if (limit.decimalPlaces() > 2) throw badRequest(`${field} may have at most two decimals`, field);
  return limit;
}

/** Whether `after` gives more than `before`: a right added, a limit lifted or raised. */
export function raisesAuthority(before: Authority, after: Authority): boolean {
  const raised = (was: Decimal | null, now: Decimal | null) => was !== null && (now === null || now.gt(was));
  return (
    (!before.mayTrade && after.mayTrade) ||
    (!before.mayApprove && after.mayApprove) ||
    raised(before.maxOrderVolume, after.maxOrderVolume) ||
    raised(before.maxOrderValue, after.maxOrderValue) ||
    raised(before.maxDailyValue, after.maxDailyValue)
  );
}

/** An authority in words, as the audit log keeps it. */
export function authorityWords(authority: Authority, unit: string): string {
  if (!authority.mayTrade) return `may not trade on their own, ${authority.mayApprove ? 'may approve' : 'may not approve'}`;
  const limits = [
    authority.maxOrderVolume ? `${authority.maxOrderVolume.toString()} ${unit} an order` : undefined,
    authority.maxOrderValue ? `${pounds(authority.maxOrderValue)} an order` : undefined,
    authority.maxDailyValue ? `${pounds(authority.maxDailyValue)} a day` : undefined,
  ].filter(Boolean);
  return `may trade ${limits.length ? `up to ${limits.join(', ')}` : 'without limits'}, ${authority.mayApprove ? 'may approve' : 'may not approve'}`;
}

export async function setTradeAuthority(
  context: ServiceContext,
  origin: RequestOrigin,
  userId: string,
  tradeIndex: TradeIndex,
  body: SetTradeAuthorityRequest,
): Promise<TradeAuthority> {
  if (context.caller.viewAs) throw forbidden(VIEW_AS_READ_ONLY);
  if (isNbsAdmin(context.user)) throw forbidden(DESK_NEVER_SETS);
  const target = await loadTarget(context, userId);
  if (isNbsAdmin(target)) throw conflict('nbs_admin trades for no customer; there is no authority to set');
  const after: Authority = {
    mayTrade: body.mayTrade,
    maxOrderVolume: limitOf(body.maxOrderVolume, 'maxOrderVolume'),
    maxOrderValue: limitOf(body.maxOrderValue, 'maxOrderValue'),
    maxDailyValue: limitOf(body.maxDailyValue, 'maxDailyValue'),
    mayApprove: body.mayApprove,
  };
  const now = context.clock.now();
  const unit = volumeUnitOf(tradeIndex);
  const name = fullName(target.user);
  await context.db.transaction().execute(async (trx) => {
    const row = await lockAuthorityRow(trx, userId, tradeIndex);
    const before = authorityOf(row);
    if (context.user.user.id === userId && raisesAuthority(before, after)) throw forbidden(NOT_OWN_RAISE);
    await upsertAuthority(trx, {
      user_id: userId,
      trade_index: tradeIndex,
      may_trade: after.mayTrade,
      max_order_volume: after.maxOrderVolume?.toString() ?? null,
      max_order_value: after.maxOrderValue?.toString() ?? null,
      max_daily_value: after.maxDailyValue?.toString() ?? null,
      may_approve: after.mayApprove,
      updated_at: now,
      updated_by: context.user.user.id,
    });
    const index = TRADE_INDEX_NAMES[tradeIndex];
    await writeChangeAudit(trx, context, origin, {
      targetId: userId,
      action: 'trade_authority',
      before: row ? `${index}: ${authorityWords(before, unit)}` : `${index}: today’s rights (${authorityWords(TODAYS_RIGHTS, unit)})`,
      after: `set ${name}’s trade authority on ${index}: ${authorityWords(after, unit)}`,
    });
  });
  return authorityOfUser(context, userId);
}

// ---------------------------------------------------------------------------------------------
// Approvals

/** Orders awaiting the caller's approval and the caller's own waiting orders (the desk reads every one). */
export async function listOrderApprovals(context: ServiceContext): Promise<OrderApproval[]> {
  const me = context.user;
  const rows = await awaitingApprovals(context.db, accountsWithPermission(me, 'view:orders'));
  const result: OrderApproval[] = [];
  for (const row of rows) {
    const approvers = await possibleApprovers(context.db, row);
    const madeByYou = row.user_id === me.user.id;
    const approver = approvers.some((user) => user.id === me.user.id);
    if (!madeByYou && !approver && !isNbsAdmin(me)) continue;
    result.push({
      order: toOrder(row),
      maker: { id: row.user_id, name: fullName({ firstname: row.maker_firstname, lastname: row.maker_lastname, email: row.maker_email }) },
      reasons: row.reasons as ApprovalReason[],
      approvers,
      madeByYou,
      canDecide: approver && !context.caller.viewAs,
    });
  }
  return result;
}

export async function decideOrderApproval(context: ServiceContext, origin: RequestOrigin, orderId: string, body: DecideOrderApprovalRequest): Promise<Order> {
  if (context.caller.viewAs) throw forbidden(VIEW_AS_READ_ONLY);
  const me = context.user;
  const order = await findOrder(context.db, orderId);
  if (!order || !canSeeAccount(me, order.account_id)) throw notFound('Order not found');
  if (isNbsAdmin(me)) throw forbidden(DESK_NEVER_APPROVES);
  if (order.user_id === me.user.id) throw forbidden(NOT_OWN_ORDER);
  requirePermissionOn(me, order.account_id, 'view:orders');
  const reason = body.reason.trim();
  if (!reason) throw badRequest('Give a reason for the decision', 'reason');
  if (order.status !== 'awaiting_approval') throw conflict(`This order is no longer awaiting approval: it is ${order.status.replace('_', ' ')}`);
  const authority = authorityOf(await tradeAuthorityRow(context.db, me.user.id, order.trade_index));
  if (!mayDecideOn(me, order.account_id) || !coversOrder(authority, order)) {
    throw forbidden(
      `You have no authority to approve this order: approving needs the right to approve ${TRADE_INDEX_NAMES[order.trade_index]} and per-order limits covering ${order.volume} ${order.unit} and ${pounds(order.value)}`,
    );
  }

  const now = context.clock.now();
  const by = fullName(me.user);
  const decided = await context.db.transaction().execute(async (trx) => {
    // The order's row lock and the conditional update decide two deciders one after the other.
    const current = await lockOrderStatus(trx, order.id);
    if (current?.status !== 'awaiting_approval') throw conflict(`This order was decided already: it is ${(current?.status ?? 'missing').replace('_', ' ')}`);
    if (!(await recordDecision(trx, order.id, { decision: body.decision, decided_by: me.user.id, decided_at: now, decision_reason: reason }))) {
      throw conflict('This order was decided already by someone else');
    }
    let updated;
    if (body.decision === 'approve') {
      const executionDay = firstExecutionDay(now, await latestPublishedDay(trx));
      updated = await updateOrder(trx, order.id, {
        status: 'pending',
        status_reason: `Approved by ${by} (${reason}). Waiting for the ${executionDay} closing price`.slice(0, 500),
        status_changed_at: now,
        execute_from: executionDay,
      });
      await sendApprovalDecision(trx, updated, 'approved', updated.status_reason ?? '', now);
    } else {
      updated = await updateOrder(trx, order.id, { status: 'rejected', status_reason: `Rejected by ${by}: ${reason}`.slice(0, 500), status_changed_at: now });
      await sendApprovalDecision(trx, updated, 'rejected', updated.status_reason ?? '', now);
    }
    // A bracket waits as one (its approval is on one leg): the other leg follows the decision.
    if (order.linked_order_id && (await lockOrderStatus(trx, order.linked_order_id))?.status === 'awaiting_approval') {
      await updateOrder(trx, order.linked_order_id, {
        status: updated.status,
        status_reason: `${updated.status_reason ?? ''} (with its bracket's other leg ${order.reference})`.slice(0, 500),
        status_changed_at: now,
        execute_from: updated.execute_from,
      });
    }
    await writeChangeAudit(trx, context, origin, {
      targetId: order.user_id,
      action: 'order_approval',
      before: `${order.reference}: awaiting approval`,
      after: `${body.decision === 'approve' ? 'approved' : 'rejected'} order ${order.reference} (${order.trade_direction === 'buy' ? 'buy' : 'sell'} ${new Decimal(order.volume).toString()} ${order.unit} ${TRADE_INDEX_NAMES[order.trade_index]} ${order.period_name_abs}, ${pounds(order.value)})`,
      reason,
    });
    return updated;
  });
  return toOrder(decided);
}
