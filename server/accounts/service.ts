/**
 * Tag `accounts`: the accounts the caller sees, their contacts (the users of the accounts or of
 * their companies, for admins) and a user's permissions on an account. A customer admin never
 * sees a user who belongs to a company outside the admin's own (docs/roles-and-permissions.md).
 */
import type { Account } from '../../generated/model/account';
import type { AccountContacts } from '../../generated/model/accountContacts';
import type { ListAccountContactsParams } from '../../generated/model/listAccountContactsParams';
import type { Permission } from '../../generated/model/permission';
import { PermissionName } from '../../generated/model/permissionName';
import { canSeeAccount, isNbsAdmin, mayViewAs, requireAdmin, requireVisibleAccount, type UserContext } from '../auth/guard';
import { loadUserContext } from '../auth/user-context';
import { notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { accountCompanies, accountsWithCompanies, contacts, userIdByHsId } from './queries';
import { userIdentity } from '../representations';

const CONTACT_LIMIT = 1000;

export async function listAccounts(context: ServiceContext): Promise<Account[]> {
  const { user } = context;
  if (!user.allAccounts && user.accountIds.size === 0) return [];
  const rows = await accountsWithCompanies(context.db, user.allAccounts ? undefined : [...user.accountIds]);
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
}

export async function listAccountContacts(context: ServiceContext, { accountId, isMultiCompany }: ListAccountContactsParams): Promise<AccountContacts> {
  const { db, user } = context;
  requireAdmin(user, 'Only admins may list account contacts');
  if (accountId !== undefined) requireVisibleAccount(user, accountId);

  let companyIds: string[] | undefined;
  let accountIds: string[] | undefined;
  if (isMultiCompany) {
    // The whole group: a customer admin's own companies; for nbs_admin the account's companies.
    companyIds = user.companyIds;
    if (user.allAccounts) {
      const account = accountId === undefined ? undefined : await accountCompanies(db, accountId);
      companyIds = account ? [account.primary_company_id, account.parent_company_id].filter((id): id is string => !!id) : undefined;
    }
    if (companyIds !== undefined && companyIds.length === 0) return { users: [] };
  } else {
    accountIds = accountId !== undefined ? [accountId] : user.allAccounts ? undefined : [...user.accountIds];
    if (accountIds !== undefined && accountIds.length === 0) return { users: [] };
  }
  // A customer admin never sees users who belong to companies outside the admin's own.
  const rows = await contacts(db, { companyIds, accountIds, within: user.allAccounts ? undefined : user.companyIds, limit: CONTACT_LIMIT });
  return {
    users: rows.map(userIdentity),
  };
}

/** The user behind a CRM id, if the caller may see them (themself, or a user an admin may view as). */
export async function visibleUserByHsId(context: ServiceContext, hsId: string): Promise<UserContext> {
  const { user } = context;
  if (hsId === user.user.hs_id) return user;
  const row = await userIdByHsId(context.db, hsId);
  const target = row ? await loadUserContext(context.db, row.id) : undefined;
  if (!target || !mayViewAs(user, target)) throw notFound('User not found');
  return target;
}

/** Every permission, in the contract's order. */
const ALL: PermissionName[] = Object.values(PermissionName);

export async function listUserAccountPermissions(context: ServiceContext, accountId: string, hsId: string): Promise<Permission[]> {
  const target = await visibleUserByHsId(context, hsId);
  if (!canSeeAccount(context.user, accountId) || !canSeeAccount(target, accountId)) throw notFound('Account not found');
  if (isNbsAdmin(target)) return ALL.map((permission) => ({ permission }));
  const granted = target.permissions.get(accountId) ?? new Set<string>();
  return ALL.filter((permission) => granted.has(permission)).map((permission) => ({ permission }));
}
