/**
 * Which company a registration is approved onto is the server's to decide (getApprovalOptions):
 * the companies the applicant already belongs to; else the companies of the other users with
 * their email domain; else unknown, and the desk chooses the company first. updateUserStatus
 * refuses an account outside the decided companies (docs/roles-and-permissions.md).
 */
import type { Kysely } from 'kysely';

import type { ApprovalOptions } from '../../generated/model/approvalOptions';
import type { ApprovalOptionsResponse } from '../../generated/model/approvalOptionsResponse';
import { administeredUser, requireMayChangeStatus, type UserContext } from '../auth/guard';
import { loadUserContext } from '../auth/user-context';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import { fullName } from '../representations';
import type { Handler } from '../handler';

/** The companies the applicant belongs to, or shares an email domain with; undefined: unknown. */
async function decidedCompanies(db: Kysely<Database>, target: UserContext): Promise<{ basis: 'member' | 'emailDomain'; ids: string[] } | undefined> {
  if (target.companyIds.length) return { basis: 'member', ids: [...target.companyIds] };
  const domain = target.user.email.split('@')[1]?.toLowerCase();
  if (!domain) return undefined;
  const colleagues = await db
    .selectFrom('user_companies as uc')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .select('uc.company_id')
    .distinct()
    .where('u.id', '!=', target.user.id)
    .where((eb) => eb(eb.fn('lower', ['u.email']), 'like', `%@${domain.replace(/[\\%_]/g, (c) => `\\${c}`)}`))
    .execute();
  return colleagues.length ? { basis: 'emailDomain', ids: colleagues.map((row) => row.company_id) } : undefined;
}

export async function approvalOptions(db: Kysely<Database>, target: UserContext): Promise<ApprovalOptions> {
  const decided = await decidedCompanies(db, target);
  let companies = db.selectFrom('companies').select(['id', 'name']);
  if (decided) companies = companies.where('id', 'in', decided.ids);
  const rows = await companies.orderBy('name').orderBy('id').execute();
  const accounts = rows.length
    ? await db
        .selectFrom('accounts')
        .select(['id', 'name', 'primary_company_id', 'parent_company_id'])
        .where((eb) => eb.or([eb('primary_company_id', 'in', rows.map((row) => row.id)), eb('parent_company_id', 'in', rows.map((row) => row.id))]))
        .orderBy('name')
        .orderBy('id')
        .execute()
    : [];
  return {
    basis: decided?.basis ?? 'unknown',
    companies: rows.map((company) => ({
      id: company.id,
      name: company.name,
      accounts: accounts
        .filter((account) => account.primary_company_id === company.id || account.parent_company_id === company.id)
        .map((account) => ({ id: account.id, name: account.name })),
    })),
  };
}

/** Refuses approving onto a company other than the one the server decided (when it decided one). */
export async function requireDecidedCompany(db: Kysely<Database>, target: UserContext, companyId: string): Promise<void> {
  const decided = await decidedCompanies(db, target);
  if (!decided || decided.ids.includes(companyId)) return;
  const names = await db.selectFrom('companies').select('name').where('id', 'in', decided.ids).orderBy('name').execute();
  throw badRequest(`${fullName(target.user)} belongs with ${names.map((row) => row.name).join(' or ')}: approve them onto one of its accounts`, 'companyId');
}

export const getApprovalOptions: Handler<{ Params: { userId: string } }, ApprovalOptionsResponse> = async (request) => {
  const { db } = request.server;
  const actor = request.caller.user;
  const target = await administeredUser(actor, request.params.userId, (id) => loadUserContext(db, id));
  requireMayChangeStatus(actor, target);
  return { data: await approvalOptions(db, target) };
};
