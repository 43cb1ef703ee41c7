/**
 * Every SQL statement of the approvals tag (Kysely): users' trade authority rows, who at a
 * customer could approve an order, the orders awaiting approval with their reasons, and the one
 * decision of each (a conditional update, so two deciders produce one decision). Each takes the
 * executor it runs on, so the service decides what shares a transaction.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';

import type { ApprovalDecision } from '../../generated/model/approvalDecision';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database, OrdersTable, TradeAuthoritiesTable } from '../db/schema';

type Db = Kysely<Database>;

export type AuthorityRow = Selectable<TradeAuthoritiesTable> & { updated_by_firstname: string | null; updated_by_lastname: string | null; updated_by_email: string };

/** The user's authority rows, with who set each. */
export const authorityRows = (db: Db, userId: string): Promise<AuthorityRow[]> =>
  db
    .selectFrom('trade_authorities as ta')
    .innerJoin('users as u', 'u.id', 'ta.updated_by')
    .selectAll('ta')
    .select(['u.firstname as updated_by_firstname', 'u.lastname as updated_by_lastname', 'u.email as updated_by_email'])
    .where('ta.user_id', '=', userId)
    .execute();

/** The user's row on one index, locked until the transaction ends (two admins editing decide one after the other). */
export const lockAuthorityRow = (trx: Db, userId: string, tradeIndex: TradeIndex) =>
  trx.selectFrom('trade_authorities').selectAll().where('user_id', '=', userId).where('trade_index', '=', tradeIndex).forUpdate().executeTakeFirst();

export async function upsertAuthority(trx: Db, values: Insertable<TradeAuthoritiesTable>): Promise<void> {
  const { user_id: _user, trade_index: _index, ...changes } = values;
  await trx
    .insertInto('trade_authorities')
    .values(values)
    .onConflict((oc) => oc.columns(['user_id', 'trade_index']).doUpdateSet(changes))
    .execute();
}

/**
 * Users who may approve on the index at the companies of the account (its primary or parent
 * company), other than the maker and never nbs_admin, with their authority: the candidates the
 * service then checks for visibility, view:orders and limits.
 */
export const approverCandidates = (db: Db, accountId: string, tradeIndex: TradeIndex, makerId: string) =>
  db
    .selectFrom('trade_authorities as ta')
    .innerJoin('users as u', 'u.id', 'ta.user_id')
    .select(['u.id', 'u.firstname', 'u.lastname', 'u.email', 'ta.may_trade', 'ta.max_order_volume', 'ta.max_order_value', 'ta.max_daily_value', 'ta.may_approve'])
    .where('ta.trade_index', '=', tradeIndex)
    .where('ta.may_approve', '=', true)
    .where('ta.may_trade', '=', true)
    .where('u.id', '!=', makerId)
    .where('u.role', '!=', 'nbs_admin')
    .where('u.account_status', '=', 'accountApproved')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_companies as uc')
          .innerJoin('accounts as a', (join) => join.on((on) => on.or([on('a.primary_company_id', '=', on.ref('uc.company_id')), on('a.parent_company_id', '=', on.ref('uc.company_id'))])))
          .select('uc.user_id')
          .whereRef('uc.user_id', '=', 'u.id')
          .where('a.id', '=', accountId),
      ),
    )
    .orderBy('u.lastname')
    .orderBy('u.firstname')
    .orderBy('u.id')
    .execute();

export type AwaitingRow = Selectable<OrdersTable> & {
  reasons: { code: string; message: string }[];
  maker_firstname: string | null;
  maker_lastname: string | null;
  maker_email: string;
};

/** Orders awaiting approval on these accounts (every account when undefined), oldest first, with their reasons and maker. */
export function awaitingApprovals(db: Db, accounts: string[] | undefined): Promise<AwaitingRow[]> {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('order_approvals as oa', 'oa.order_id', 'o.id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select(['oa.reasons', 'u.firstname as maker_firstname', 'u.lastname as maker_lastname', 'u.email as maker_email'])
    .where('o.status', '=', 'awaiting_approval');
  if (accounts !== undefined) query = query.where('o.account_id', 'in', accounts.length ? accounts : ['']);
  return query.orderBy('o.order_date').orderBy('o.id').limit(1000).execute();
}

/** Records the decision unless one is recorded already; true when this call decided. */
export async function recordDecision(trx: Db, orderId: string, decision: { decision: ApprovalDecision; decided_by: string; decided_at: Date; decision_reason: string }): Promise<boolean> {
  const result = await trx.updateTable('order_approvals').set(decision).where('order_id', '=', orderId).where('decision', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
