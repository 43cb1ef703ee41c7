/**
 * Which company a registration is approved onto is the server's to decide (getApprovalOptions):
 * the companies the applicant already belongs to; else the companies of the other users with
 * their email domain; else unknown, and the desk chooses the company first. updateUserStatus
 * (users-service.ts) refuses an account outside the decided companies
 * (docs/roles-and-permissions.md).
 */
import type { Kysely } from 'kysely';

import type { ApprovalOptions } from '../../generated/model/approvalOptions';
import { administeredUser, requireMayChangeStatus, type UserContext } from '../auth/guard';
import { loadUserContext } from '../auth/user-context';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import type { ServiceContext } from '../handler';
import { fullName } from '../representations';
import { accountsOfCompanies, colleagueCompanyIds, companies, companyNames } from './approval-queries';

/** The companies the applicant belongs to, or shares an email domain with; undefined: unknown. */
async function decidedCompanies(db: Kysely<Database>, target: UserContext): Promise<{ basis: 'member' | 'emailDomain'; ids: string[] } | undefined> {
  if (target.companyIds.length) return { basis: 'member', ids: [...target.companyIds] };
  const domain = target.user.email.split('@')[1]?.toLowerCase();
  if (!domain) return undefined;
  const colleagues = await colleagueCompanyIds(db, target.user.id, domain);
  return colleagues.length ? { basis: 'emailDomain', ids: colleagues.map((row) => row.company_id) } : undefined;
}

async function approvalOptions(db: Kysely<Database>, target: UserContext): Promise<ApprovalOptions> {
  const decided = await decidedCompanies(db, target);
  const rows = await companies(db, decided?.ids);
  const accounts = rows.length ? await accountsOfCompanies(db, rows.map((row) => row.id)) : [];
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
  const names = await companyNames(db, decided.ids);
  throw badRequest(`${fullName(target.user)} belongs with ${names.map((row) => row.name).join(' or ')}: approve them onto one of its accounts`, 'companyId');
}

export async function getApprovalOptions(context: ServiceContext, userId: string): Promise<ApprovalOptions> {
  const target = await administeredUser(context.user, userId, (id) => loadUserContext(context.db, id));
  requireMayChangeStatus(context.user, target);
  return approvalOptions(context.db, target);
}
