/**
 * Who could approve an order (docs/trade-authority.md): another user of the customer — never the
 * maker, never nbs_admin (who passes every permission check: approving is authority, not a
 * permission) — who may use the portal, sees the order's account with view:orders, and whose own
 * authority on the index lets them approve and covers the order's volume and £ value.
 * Placement asks it to refuse an order nobody could approve; the approvals list and the decision
 * ask it too, so all three answer alike.
 */
import type { Kysely } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { UserRef } from '../../generated/model/userRef';
import type { Generations } from '../cache/generations';
import { memoisedRead } from '../cache/generation-memo';
import { accessProblem, canSeeAccount, hasPermission, isNbsAdmin, type UserContext } from '../auth/guard';
import { loadUserContext } from '../auth/user-context';
import type { Database } from '../db/schema';
import { authorityOf, coversOrder } from '../orders/authority-rules';
import { fullName } from '../representations';
import { approverCandidates } from './queries';

export interface ApprovableOrder {
  account_id: string;
  trade_index: TradeIndex;
  user_id: string;
  volume: number | string;
  value: number | string;
}

/** Whether the user, as a person of the customer, could decide on the account's orders (limits aside). */
export function mayDecideOn(user: UserContext, accountId: string): boolean {
  if (isNbsAdmin(user)) return false;
  if (accessProblem(user, 'decideOrderApproval') !== undefined) return false;
  return canSeeAccount(user, accountId) && hasPermission(user, accountId, 'view:orders');
}

type Candidate = Awaited<ReturnType<typeof approverCandidates>>[number];

/** The candidates who, as people of the customer, could decide on the account's orders (their limits aside). */
async function decidingCandidates(db: Kysely<Database>, accountId: string, tradeIndex: TradeIndex, makerId: string): Promise<Candidate[]> {
  const deciding: Candidate[] = [];
  for (const candidate of await approverCandidates(db, accountId, tradeIndex, makerId)) {
    const user = await loadUserContext(db, candidate.id);
    if (user && mayDecideOn(user, accountId)) deciding.push(candidate);
  }
  return deciding;
}

/**
 * Everyone who could approve the order now, by name. With `generations` (the preview) the
 * candidates are kept while neither an authority, an order nor a user's access changed (the
 * `trading` and `user_context` topics); each order's limits are checked every time.
 */
export async function possibleApprovers(db: Kysely<Database>, order: ApprovableOrder, generations?: Generations): Promise<UserRef[]> {
  if (!generations) {
    const approvers: UserRef[] = [];
    for (const candidate of await approverCandidates(db, order.account_id, order.trade_index, order.user_id)) {
      if (!coversOrder(authorityOf(candidate), order)) continue;
      const user = await loadUserContext(db, candidate.id);
      if (!user || !mayDecideOn(user, order.account_id)) continue;
      approvers.push({ id: candidate.id, name: fullName(candidate) });
    }
    return approvers;
  }
  const candidates = await memoisedRead(db, generations, ['trading', 'user_context'], `approvers|${order.account_id}|${order.trade_index}|${order.user_id}`, () =>
    decidingCandidates(db, order.account_id, order.trade_index, order.user_id),
  );
  return candidates.filter((candidate) => coversOrder(authorityOf(candidate), order)).map((candidate) => ({ id: candidate.id, name: fullName(candidate) }));
}
