/**
 * What a request may see: the user row, their companies, their own accounts (productIds),
 * the accounts visible to them and their permissions per account. Loaded from the database
 * on every request, so a revoked permission takes effect at once.
 */
import type { Kysely, Selectable } from 'kysely';

import type { Database, PermissionName, UsersTable } from '../db/schema';

export interface UserContext {
  user: Selectable<UsersTable>;
  companyIds: string[];
  /** The user's own accounts in order; the first is the default account. */
  productIds: string[];
  /** True for nbs_admin: every account, every permission. */
  allAccounts: boolean;
  /** Accounts visible to the user (unused when allAccounts). */
  accountIds: Set<string>;
  permissions: Map<string, Set<string>>;
}

export async function loadUserContext(db: Kysely<Database>, userId: string): Promise<UserContext | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const [companies, products, grants] = await Promise.all([
    db.selectFrom('user_companies').select('company_id').where('user_id', '=', userId).orderBy('company_id').execute(),
    db.selectFrom('user_accounts').select('account_id').where('user_id', '=', userId).orderBy('position').orderBy('account_id').execute(),
    db.selectFrom('user_account_permissions').select(['account_id', 'permission']).where('user_id', '=', userId).execute(),
  ]);
  const companyIds = companies.map((row) => row.company_id);
  const productIds = products.map((row) => row.account_id);
  const accountIds = new Set(productIds);
  // A customer admin also sees every account of their companies.
  if (user.role === 'admin' && companyIds.length > 0) {
    const companyAccounts = await db
      .selectFrom('accounts')
      .select('id')
      .where((eb) => eb.or([eb('primary_company_id', 'in', companyIds), eb('parent_company_id', 'in', companyIds)]))
      .execute();
    for (const account of companyAccounts) accountIds.add(account.id);
  }
  const permissions = new Map<string, Set<string>>();
  for (const grant of grants) {
    if (!accountIds.has(grant.account_id)) continue;
    let set = permissions.get(grant.account_id);
    if (!set) permissions.set(grant.account_id, (set = new Set()));
    set.add(grant.permission);
  }
  return { user, companyIds, productIds, allAccounts: user.role === 'nbs_admin', accountIds, permissions };
}

export const isAdminRole = (context: UserContext) => context.user.role === 'admin' || context.user.role === 'nbs_admin';

export function canSeeAccount(context: UserContext, accountId: string): boolean {
  return context.allAccounts || context.accountIds.has(accountId);
}

export function hasPermission(context: UserContext, accountId: string, permission: PermissionName): boolean {
  if (context.user.role === 'nbs_admin') return true;
  return context.permissions.get(accountId)?.has(permission) ?? false;
}

/** Visible account ids holding the permission; undefined means "every account" (nbs_admin). */
export function accountsWithPermission(context: UserContext, permission: PermissionName): string[] | undefined {
  if (context.allAccounts) return undefined;
  return [...context.accountIds].filter((accountId) => hasPermission(context, accountId, permission));
}

/** True when the user holds the permission on at least one account (or is nbs_admin). */
export function hasPermissionAnywhere(context: UserContext, permission: PermissionName): boolean {
  const accounts = accountsWithPermission(context, permission);
  return accounts === undefined || accounts.length > 0;
}
