/**
 * Tag `hedging-policy`: the customer's hedging policy per account and trade index
 * (docs/hedging-policy.md). Anyone who sees the account reads it; the customer's admin (role admin,
 * of the account's company) saves new versions, adopts it and decides the desk's proposals; the
 * desk (nbs_admin) reads and proposes, never saves or adopts. View-as is read-only. Every write
 * is audited (action hedging_policy) in its own transaction; the bands' rules are
 * domain/hedging-policy.ts, as in the policy page.
 */
import { randomUUID } from 'node:crypto';

import type { AdoptHedgingPolicyRequest } from '../../generated/model/adoptHedgingPolicyRequest';
import type { DecideHedgingPolicyProposalRequest } from '../../generated/model/decideHedgingPolicyProposalRequest';
import type { GetHedgingPolicyParams } from '../../generated/model/getHedgingPolicyParams';
import type { HedgingPolicy } from '../../generated/model/hedgingPolicy';
import type { HedgingPolicyProposal } from '../../generated/model/hedgingPolicyProposal';
import type { ProposeHedgingPolicyRequest } from '../../generated/model/proposeHedgingPolicyRequest';
import type { SaveHedgingPolicyRequest } from '../../generated/model/saveHedgingPolicyRequest';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { bandMonthsLabel, DEFAULT_POLICY_BANDS, DEFAULT_POLICY_REASON, type PolicyBand, policyBandProblems } from '../../domain/hedging-policy';
import { TRADE_INDEX_NAMES } from '../../domain/trade-index-names';
import { type RequestOrigin, writeChangeAudit } from '../admin/audit-log-service';
import { canSeeAccount, isNbsAdmin, requireVisibleAccount, VIEW_AS_READ_ONLY } from '../auth/guard';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { fullName } from '../representations';
import {
  accountCompanies,
  customerAdmins,
  decideProposal,
  ensurePolicy,
  findPolicy,
  findProposal,
  hasContract,
  insertProposal,
  insertVersion,
  listVersions,
  lockPolicy,
  lockProposal,
  pendingProposal,
  type PolicyKey,
  type ProposalRow,
  setAdopted,
  supersedePending,
  type VersionRow,
} from './queries';

export const ONLY_CUSTOMER_ADMIN =
  "Only an admin of the account's company may change its hedging policy: the policy belongs to the customer";
export const DESK_PROPOSES_ONLY =
  "The hedging policy belongs to the customer: the desk may propose a policy, which applies when the customer's admin accepts it";
export const ONLY_DESK_PROPOSES = "Only the desk (nbs_admin) proposes a policy; the customer's admin saves it directly";
const PROPOSAL_NOT_FOUND = 'Hedging policy proposal not found';

const nameOf = (first: string | null, last: string | null, email: string | null) => (email ? fullName({ firstname: first, lastname: last, email }) : null);
const iso = (value: Date | string) => new Date(value).toISOString();

/** The staircase in words, for the audit log: "18+ months 0–30 %; 12–18 months 10–50 %; …". */
const bandsInWords = (bands: readonly PolicyBand[]) => bands.map((band) => `${bandMonthsLabel(band)} ${band.floorPercent}–${band.ceilingPercent} %`).join('; ');
const auditSubject = ({ accountId, index }: PolicyKey) => `${accountId}/${index}`;

/** The account may be seen (403 otherwise, as a filter) and has a contract for the index (404 otherwise). */
async function readablePolicy(context: ServiceContext, key: PolicyKey): Promise<void> {
  requireVisibleAccount(context.user, key.accountId);
  if (!(await hasContract(context.db, key))) {
    throw notFound(`This account has no contract for ${TRADE_INDEX_NAMES[key.index]}, so it has no hedging policy`);
  }
}

/** The customer's admin: role admin, of a company the account belongs to, not while viewing as someone. */
async function mayEdit(context: ServiceContext, accountId: string): Promise<boolean> {
  if (context.caller.viewAs || context.user.user.role !== 'admin') return false;
  const companies = await accountCompanies(context.db, accountId);
  return companies.some((companyId) => context.user.companyIds.includes(companyId));
}

async function requireEditor(context: ServiceContext, accountId: string): Promise<void> {
  if (context.caller.viewAs) throw forbidden(VIEW_AS_READ_ONLY);
  if (isNbsAdmin(context.user)) throw forbidden(DESK_PROPOSES_ONLY);
  if (!(await mayEdit(context, accountId))) throw forbidden(ONLY_CUSTOMER_ADMIN);
}

/** The first broken band rule as a 400 naming its field (`bands.2.floorPercent`). */
function checkBands(bands: readonly PolicyBand[]): void {
  const [problem] = policyBandProblems(bands);
  if (problem) throw badRequest(problem.message, problem.field);
}

function checkReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length < 5) throw badRequest('Give a reason of at least 5 characters', 'reason');
  return trimmed;
}

/** Locks the policy (storing the default first when none is stored yet) and answers its state. */
async function lockedPolicy(trx: ServiceContext['db'], key: PolicyKey, at: Date) {
  await ensurePolicy(trx, key, DEFAULT_POLICY_BANDS, DEFAULT_POLICY_REASON, at);
  const locked = await lockPolicy(trx, key);
  if (!locked) throw notFound('Hedging policy not found');
  return locked;
}

const toVersion = (row: VersionRow) => ({
  version: row.version,
  bands: row.bands,
  reason: row.reason,
  createdBy: nameOf(row.creator_first, row.creator_last, row.creator_email),
  createdAt: iso(row.created_at),
  proposedBy: nameOf(row.proposer_first, row.proposer_last, row.proposer_email),
  proposalReason: row.proposal_reason,
});

const toProposal = (row: ProposalRow): HedgingPolicyProposal => ({
  id: row.id,
  bands: row.bands,
  reason: row.reason,
  proposedBy: nameOf(row.proposer_first, row.proposer_last, row.proposer_email) ?? row.proposed_by,
  proposedAt: iso(row.proposed_at),
  baseVersion: row.base_version,
  status: row.status,
});

async function present(context: ServiceContext, key: PolicyKey): Promise<HedgingPolicy> {
  const [policy, versions, proposal, edit, companies] = await Promise.all([
    findPolicy(context.db, key),
    listVersions(context.db, key),
    pendingProposal(context.db, key),
    mayEdit(context, key.accountId),
    accountCompanies(context.db, key.accountId),
  ]);
  const admins = await customerAdmins(context.db, companies);
  const history = versions.map(toVersion);
  if (history.length === 0) {
    // Not stored yet: the default every account starts on (stored by the first write).
    history.push({ version: 1, bands: [...DEFAULT_POLICY_BANDS], reason: DEFAULT_POLICY_REASON, createdBy: null, createdAt: iso(context.clock.now()), proposedBy: null, proposalReason: null });
  }
  return {
    accountId: key.accountId,
    tradeIndex: key.index,
    version: policy?.version ?? 1,
    bands: policy?.bands ?? [...DEFAULT_POLICY_BANDS],
    adopted: Boolean(policy?.adopted_at),
    adoptedAt: policy?.adopted_at ? iso(policy.adopted_at) : null,
    adoptedBy: policy ? nameOf(policy.adopter_first, policy.adopter_last, policy.adopter_email) : null,
    history,
    pendingProposal: proposal ? toProposal(proposal) : null,
    access: {
      edit,
      propose: !context.caller.viewAs && isNbsAdmin(context.user),
      editors: admins.map((admin) => fullName(admin)),
    },
  };
}

const keyOf = (accountId: string, tradeIndex: TradeIndex): PolicyKey => ({ accountId, index: tradeIndex });

export async function getHedgingPolicy(context: ServiceContext, { accountId, tradeIndex }: GetHedgingPolicyParams): Promise<HedgingPolicy> {
  const key = keyOf(accountId, tradeIndex);
  await readablePolicy(context, key);
  return present(context, key);
}

export async function saveHedgingPolicy(context: ServiceContext, origin: RequestOrigin, body: SaveHedgingPolicyRequest): Promise<HedgingPolicy> {
  const key = keyOf(body.accountId, body.tradeIndex);
  await readablePolicy(context, key);
  await requireEditor(context, key.accountId);
  checkBands(body.bands);
  const reason = checkReason(body.reason);
  const at = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const locked = await lockedPolicy(trx, key, at);
    if (locked.version !== body.baseVersion) {
      throw conflict(`The policy changed since you opened it: version ${locked.version} is now in force. Reload it and make your change again.`);
    }
    const version = locked.version + 1;
    await insertVersion(trx, key, { version, bands: body.bands, reason, createdBy: context.user.user.id, at });
    await writeChangeAudit(trx, context, origin, {
      targetId: context.caller.actor.user.id,
      action: 'hedging_policy',
      before: `${auditSubject(key)}: version ${locked.version}`,
      after: `${auditSubject(key)}: saved version ${version} — ${bandsInWords(body.bands)}`,
      reason,
    });
  });
  return present(context, key);
}

export async function adoptHedgingPolicy(context: ServiceContext, origin: RequestOrigin, body: AdoptHedgingPolicyRequest): Promise<HedgingPolicy> {
  const key = keyOf(body.accountId, body.tradeIndex);
  await readablePolicy(context, key);
  await requireEditor(context, key.accountId);
  const at = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const locked = await lockedPolicy(trx, key, at);
    if (locked.adopted_at) throw conflict('This policy is already adopted');
    if (locked.version !== body.version) {
      throw conflict(`The policy changed since you opened it: version ${locked.version} is now in force. Reload it before adopting.`);
    }
    await setAdopted(trx, key, { by: context.user.user.id, at, version: locked.version });
    await writeChangeAudit(trx, context, origin, {
      targetId: context.caller.actor.user.id,
      action: 'hedging_policy',
      before: `${auditSubject(key)}: version ${locked.version}, not adopted`,
      after: `${auditSubject(key)}: adopted version ${locked.version}`,
    });
  });
  return present(context, key);
}

export async function proposeHedgingPolicy(context: ServiceContext, origin: RequestOrigin, body: ProposeHedgingPolicyRequest): Promise<HedgingPolicy> {
  const key = keyOf(body.accountId, body.tradeIndex);
  await readablePolicy(context, key);
  if (context.caller.viewAs) throw forbidden(VIEW_AS_READ_ONLY);
  if (!isNbsAdmin(context.user)) throw forbidden(ONLY_DESK_PROPOSES);
  checkBands(body.bands);
  const reason = checkReason(body.reason);
  const at = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const locked = await lockedPolicy(trx, key, at);
    await supersedePending(trx, key);
    await insertProposal(trx, key, { id: randomUUID(), bands: body.bands, reason, by: context.user.user.id, at, baseVersion: locked.version });
    await writeChangeAudit(trx, context, origin, {
      targetId: context.caller.actor.user.id,
      action: 'hedging_policy',
      before: `${auditSubject(key)}: version ${locked.version}`,
      after: `${auditSubject(key)}: proposed — ${bandsInWords(body.bands)}`,
      reason,
    });
  });
  return present(context, key);
}

export async function decideHedgingPolicyProposal(
  context: ServiceContext,
  origin: RequestOrigin,
  proposalId: string,
  body: DecideHedgingPolicyProposalRequest,
): Promise<HedgingPolicy> {
  const proposal = await findProposal(context.db, proposalId);
  if (!proposal || !canSeeAccount(context.user, proposal.account_id)) throw notFound(PROPOSAL_NOT_FOUND);
  const key = keyOf(proposal.account_id, proposal.trade_index);
  await requireEditor(context, key.accountId);
  const reason = checkReason(body.reason);
  const at = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const locked = await lockedPolicy(trx, key, at);
    const current = await lockProposal(trx, proposalId);
    if (current?.status !== 'pending') throw conflict(`This proposal no longer waits for a decision: it was ${current?.status ?? 'withdrawn'}`);
    if (body.decision === 'accept') {
      checkBands(proposal.bands);
      const version = locked.version + 1;
      await insertVersion(trx, key, { version, bands: proposal.bands, reason, createdBy: context.user.user.id, at, proposalId });
      await decideProposal(trx, proposalId, { status: 'accepted', by: context.user.user.id, at, reason, acceptedVersion: version });
    } else {
      await decideProposal(trx, proposalId, { status: 'rejected', by: context.user.user.id, at, reason, acceptedVersion: null });
    }
    await writeChangeAudit(trx, context, origin, {
      targetId: proposal.proposed_by,
      action: 'hedging_policy',
      before: `${auditSubject(key)}: version ${locked.version}, proposal pending`,
      after:
        body.decision === 'accept'
          ? `${auditSubject(key)}: accepted the desk's proposal as version ${locked.version + 1} — ${bandsInWords(proposal.bands)}`
          : `${auditSubject(key)}: rejected the desk's proposal`,
      reason,
    });
  });
  return present(context, key);
}
