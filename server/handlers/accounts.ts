/** Tag `accounts`: visible accounts, their contacts (admins) and per-account permissions. */
import type { FastifyRequest } from 'fastify';

import type { Account } from '../../generated/model/account';
import type { AccountContactsResponse } from '../../generated/model/accountContactsResponse';
import type { ListAccountContactsParams } from '../../generated/model/listAccountContactsParams';
import type { Permission } from '../../generated/model/permission';
import { PermissionName } from '../../generated/model/permissionName';
import { canSeeAccount, isNbsAdmin, mayViewAs, requireAdmin, requireVisibleAccount, type UserContext } from '../auth/guard';
import { loadUserContext } from '../auth/user-context';
import { notFound } from '../errors';
import type { Handler } from '../handler';

const CONTACT_LIMIT = 1000;

const listAccounts: Handler<object, Account[]> = async (request) => {
  const context = request.caller.user;
  if (!context.allAccounts && context.accountIds.size === 0) return [];
  const rows = await request.server.db
    .selectFrom('accounts as a')
    .leftJoin('companies as p', 'p.id', 'a.primary_company_id')
    .leftJoin('companies as pc', 'pc.id', 'a.parent_company_id')
    .select(['a.id', 'a.name', 'a.purchasing_group_id', 'a.primary_company_id', 'a.parent_company_id', 'p.name as primary_name', 'pc.name as parent_name'])
    .$if(!context.allAccounts, (qb) => qb.where('a.id', 'in', [...context.accountIds]))
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    // Absent (not null) for a multi-purchase account.
    ...(row.purchasing_group_id ? { purchasingGroupId: row.purchasing_group_id } : {}),
    PrimaryCompany: row.primary_name,
    ParentCompany: row.parent_name,
    primaryCompanyId: row.primary_company_id,
    parentCompanyId: row.parent_company_id,
  }));
};

const listAccountContacts: Handler<{ Querystring: ListAccountContactsParams }, AccountContactsResponse> = async (request) => {
  const { db } = request.server;
  const context = request.caller.user;
  requireAdmin(context, 'Only admins may list account contacts');
  const { accountId, isMultiCompany } = request.query;
  if (accountId !== undefined) requireVisibleAccount(context, accountId);

  let query = db.selectFrom('users as u').select(['u.id', 'u.hs_id', 'u.firstname', 'u.lastname', 'u.email', 'u.role', 'u.account_status']);
  if (isMultiCompany) {
    // The whole group: a customer admin's own companies; for nbs_admin the account's companies.
    let companyIds: string[] | undefined = context.companyIds;
    if (context.allAccounts) {
      const account = accountId === undefined ? undefined : await db.selectFrom('accounts').select(['primary_company_id', 'parent_company_id']).where('id', '=', accountId).executeTakeFirst();
      companyIds = account ? [account.primary_company_id, account.parent_company_id].filter((id): id is string => !!id) : undefined;
    }
    if (companyIds !== undefined) {
      if (companyIds.length === 0) return { data: { users: [] } };
      const ids = companyIds;
      query = query.where((eb) => eb.exists(eb.selectFrom('user_companies as uc').whereRef('uc.user_id', '=', 'u.id').where('uc.company_id', 'in', ids).select('uc.user_id')));
    }
  } else {
    const accountIds = accountId !== undefined ? [accountId] : context.allAccounts ? undefined : [...context.accountIds];
    if (accountIds !== undefined) {
      if (accountIds.length === 0) return { data: { users: [] } };
      query = query.where((eb) => eb.exists(eb.selectFrom('user_accounts as ua').whereRef('ua.user_id', '=', 'u.id').where('ua.account_id', 'in', accountIds).select('ua.user_id')));
    }
  }
  if (!context.allAccounts) {
    // A customer admin never sees users who belong to companies outside the admin's own.
    query = query.where((eb) =>
      eb.not(eb.exists(eb.selectFrom('user_companies as other').whereRef('other.user_id', '=', 'u.id').where('other.company_id', 'not in', context.companyIds.length ? context.companyIds : [''])
        .select('other.user_id'))),
    );
  }
  const rows = await query.orderBy('u.lastname').orderBy('u.firstname').orderBy('u.id').limit(CONTACT_LIMIT).execute();
  return {
    data: {
      users: rows.map((row) => ({
        id: row.id,
        hsId: row.hs_id,
        firstname: row.firstname ?? '',
        lastname: row.lastname ?? '',
        email: row.email,
        role: row.role,
        accountStatus: row.account_status,
      })),
    },
  };
};

/** The user behind a CRM id, if the caller may see them (themself, or a user an admin may view as). */
export async function visibleUserByHsId(request: FastifyRequest, hsId: string): Promise<UserContext> {
  const context = request.caller.user;
  if (hsId === context.user.hs_id) return context;
  const row = await request.server.db.selectFrom('users').select('id').where('hs_id', '=', hsId).executeTakeFirst();
  const target = row ? await loadUserContext(request.server.db, row.id) : undefined;
  if (!target || !mayViewAs(context, target)) throw notFound('User not found');
  return target;
}

/** Every permission, in the contract's order. */
const ALL: PermissionName[] = Object.values(PermissionName);

const listUserAccountPermissions: Handler<{ Params: { accountId: string; hsId: string } }, Permission[]> = async (request) => {
  const { accountId, hsId } = request.params;
  const target = await visibleUserByHsId(request, hsId);
  if (!canSeeAccount(request.caller.user, accountId) || !canSeeAccount(target, accountId)) throw notFound('Account not found');
  if (isNbsAdmin(target)) return ALL.map((permission) => ({ permission }));
  const granted = target.permissions.get(accountId) ?? new Set<string>();
  return ALL.filter((permission) => granted.has(permission)).map((permission) => ({ permission }));
};

export const accountsHandlers = { listAccounts, listAccountContacts, listUserAccountPermissions };
