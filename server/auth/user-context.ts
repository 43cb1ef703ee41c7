/**
 * Loads what a request may see (guard.ts's UserContext): the user row, their companies, their
 * own accounts (productIds), the accounts visible to them and their permissions per account.
 * Loaded from the database on every request, so a revoked permission takes effect at once.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { seesCompanyAccounts, seesEveryAccount, type UserContext } from './guard';

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
  if (seesCompanyAccounts(user.role) && companyIds.length > 0) {
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
  return { user, companyIds, productIds, allAccounts: seesEveryAccount(user.role), accountIds, permissions };
}
