/**
 * Every SQL statement of the hedging-policy tag (Kysely): the policy of an account's index, its
 * versions and the desk's proposals (migration 083). Each takes the executor it runs on, so the
 * service decides what shares a transaction.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database, StoredPolicyBand } from '../db/schema';

type Db = Kysely<Database>;

export interface PolicyKey {
  accountId: string;
  index: TradeIndex;
}

const bandsJson = (bands: readonly StoredPolicyBand[]) =>
  JSON.stringify(bands.map(({ fromMonths, toMonths, floorPercent, ceilingPercent }) => ({ fromMonths, toMonths, floorPercent, ceilingPercent })));

/** The policy's state with its version in force (bands, reason), or undefined when none is stored. */
export function findPolicy(db: Db, { accountId, index }: PolicyKey) {
  return db
    .selectFrom('hedging_policies as p')
    .innerJoin('hedging_policy_versions as v', (join) =>
      join.onRef('v.account_id', '=', 'p.account_id').onRef('v.trade_index', '=', 'p.trade_index').onRef('v.version', '=', 'p.version'),
    )
    .leftJoin('users as a', 'a.id', 'p.adopted_by')
    .select(['p.version', 'p.adopted_at', 'p.adopted_version', 'v.bands', 'a.firstname as adopter_first', 'a.lastname as adopter_last', 'a.email as adopter_email'])
    .where('p.account_id', '=', accountId)
    .where('p.trade_index', '=', index)
    .executeTakeFirst();
}

/** The policy's state row, locked until the transaction ends (writes of one policy go one at a time). */
export function lockPolicy(trx: Db, { accountId, index }: PolicyKey) {
  return trx
    .selectFrom('hedging_policies')
    .select(['version', 'adopted_at'])
    .where('account_id', '=', accountId)
    .where('trade_index', '=', index)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether the account has a contract for the index (a policy belongs to such an account and index). */
export async function hasContract(db: Db, { accountId, index }: PolicyKey): Promise<boolean> {
  const row = await db
    .selectFrom('trading_contracts')
    .select('account_id')
    .where('account_id', '=', accountId)
    .where('trade_index', '=', index)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the default policy (version 1, not adopted) of an account's index unless one is stored. */
export async function ensurePolicy(trx: Db, { accountId, index }: PolicyKey, bands: readonly StoredPolicyBand[], reason: string, at: Date): Promise<void> {
  const inserted = await trx
    .insertInto('hedging_policies')
    .values({ account_id: accountId, trade_index: index, version: 1 })
    .onConflict((conflict) => conflict.doNothing())
    .returning('version')
    .executeTakeFirst();
  if (!inserted) return;
  await trx
    .insertInto('hedging_policy_versions')
    .values({ account_id: accountId, trade_index: index, version: 1, bands: bandsJson(bands), reason, created_by: null, created_at: at })
    .execute();
}

/** Every version, newest first, with who saved it and the proposal it came from. */
export function listVersions(db: Db, { accountId, index }: PolicyKey) {
  return db
    .selectFrom('hedging_policy_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .leftJoin('hedging_policy_proposals as pr', 'pr.id', 'v.proposal_id')
    .leftJoin('users as d', 'd.id', 'pr.proposed_by')
    .select([
      'v.version',
      'v.bands',
      'v.reason',
      'v.created_at',
      'u.firstname as creator_first',
      'u.lastname as creator_last',
      'u.email as creator_email',
      'pr.reason as proposal_reason',
      'd.firstname as proposer_first',
      'd.lastname as proposer_last',
      'd.email as proposer_email',
    ])
    .where('v.account_id', '=', accountId)
    .where('v.trade_index', '=', index)
    .orderBy('v.version', 'desc')
    .execute();
}

export type VersionRow = Awaited<ReturnType<typeof listVersions>>[number];

/** The proposal waiting for the customer's admin, with who proposed it. */
export function pendingProposal(db: Db, { accountId, index }: PolicyKey) {
  return proposals(db).where('pr.account_id', '=', accountId).where('pr.trade_index', '=', index).where('pr.status', '=', 'pending').executeTakeFirst();
}

function proposals(db: Db) {
  return db
    .selectFrom('hedging_policy_proposals as pr')
    .innerJoin('users as d', 'd.id', 'pr.proposed_by')
    .select([
      'pr.id',
      'pr.account_id',
      'pr.trade_index',
      'pr.bands',
      'pr.reason',
      'pr.proposed_at',
      'pr.proposed_by',
      'pr.base_version',
      'pr.status',
      'd.firstname as proposer_first',
      'd.lastname as proposer_last',
      'd.email as proposer_email',
    ]);
}

export type ProposalRow = NonNullable<Awaited<ReturnType<typeof pendingProposal>>>;

export const findProposal = (db: Db, proposalId: string) => proposals(db).where('pr.id', '=', proposalId).executeTakeFirst();

/** The proposal's status, locked until the transaction ends (two decisions at once make one). */
export function lockProposal(trx: Db, proposalId: string) {
  return trx.selectFrom('hedging_policy_proposals').select(['status']).where('id', '=', proposalId).forUpdate().executeTakeFirst();
}

/** Adds the next version and puts it in force. */
export async function insertVersion(
  trx: Db,
  { accountId, index }: PolicyKey,
  version: { version: number; bands: readonly StoredPolicyBand[]; reason: string; createdBy: string; at: Date; proposalId?: string },
): Promise<void> {
  await trx
    .insertInto('hedging_policy_versions')
    .values({
      account_id: accountId,
      trade_index: index,
      version: version.version,
      bands: bandsJson(version.bands),
      reason: version.reason,
      created_by: version.createdBy,
      created_at: version.at,
      proposal_id: version.proposalId ?? null,
    })
    .execute();
  await trx.updateTable('hedging_policies').set({ version: version.version }).where('account_id', '=', accountId).where('trade_index', '=', index).execute();
}

export async function setAdopted(trx: Db, { accountId, index }: PolicyKey, adopted: { by: string; at: Date; version: number }): Promise<void> {
  await trx
    .updateTable('hedging_policies')
    .set({ adopted_at: adopted.at, adopted_by: adopted.by, adopted_version: adopted.version })
    .where('account_id', '=', accountId)
    .where('trade_index', '=', index)
    .execute();
}

/** Marks the proposal still waiting, if any, as superseded by a newer one. */
export async function supersedePending(trx: Db, { accountId, index }: PolicyKey): Promise<void> {
  await trx
    .updateTable('hedging_policy_proposals')
    .set({ status: 'superseded' })
    .where('account_id', '=', accountId)
    .where('trade_index', '=', index)
    .where('status', '=', 'pending')
    .execute();
}

export async function insertProposal(
  trx: Db,
  { accountId, index }: PolicyKey,
  proposal: { id: string; bands: readonly StoredPolicyBand[]; reason: string; by: string; at: Date; baseVersion: number },
): Promise<void> {
  await trx
    .insertInto('hedging_policy_proposals')
    .values({
      id: proposal.id,
      account_id: accountId,
      trade_index: index,
      bands: bandsJson(proposal.bands),
      reason: proposal.reason,
      proposed_by: proposal.by,
      proposed_at: proposal.at,
      base_version: proposal.baseVersion,
    })
    .execute();
}

export async function decideProposal(
  trx: Db,
  proposalId: string,
  decision: { status: 'accepted' | 'rejected'; by: string; at: Date; reason: string; acceptedVersion: number | null },
): Promise<void> {
  await trx
    .updateTable('hedging_policy_proposals')
    .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at, decision_reason: decision.reason, accepted_version: decision.acceptedVersion })
    .where('id', '=', proposalId)
    .execute();
}

/** The companies an account belongs to: its primary and its parent company. */
export async function accountCompanies(db: Db, accountId: string): Promise<string[]> {
  const row = await db.selectFrom('accounts').select(['primary_company_id', 'parent_company_id']).where('id', '=', accountId).executeTakeFirst();
  return [row?.primary_company_id, row?.parent_company_id].filter((id): id is string => typeof id === 'string');
}

/** The approved customer admins of any of these companies, by name: who may edit the policy. */
export function customerAdmins(db: Db, companyIds: readonly string[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users as u')
    .select(['u.firstname', 'u.lastname', 'u.email'])
    .where('u.role', '=', 'admin')
    .where('u.account_status', '=', 'accountApproved')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('user_companies as uc').select(sql`1`.as('one')).whereRef('uc.user_id', '=', 'u.id').where('uc.company_id', 'in', [...companyIds])),
    )
    .orderBy('u.lastname')
    .orderBy('u.firstname')
    .limit(50)
    .execute();
}
