/**
 * Loads what a request may see (guard.ts's UserContext): the user row, their companies, their
 * own accounts (productIds), the accounts visible to them and their permissions per account.
 * Loaded from the database on every request, so a revoked permission takes effect at once.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { seesCompanyAccounts, seesEveryAccount, type UserContext } from './guard';
import { companyAccountIds, findUser, userLinks } from './queries';

export async function loadUserContext(db: Kysely<Database>, userId: string): Promise<UserContext | undefined> {
  const user = await findUser(db, userId);
  if (!user) return undefined;
  const [companies, products, grants] = await userLinks(db, userId);
  const companyIds = companies.map((row) => row.company_id);
  const productIds = products.map((row) => row.account_id);
  const accountIds = new Set(productIds);
  if (seesCompanyAccounts(user.role) && companyIds.length > 0) {
    for (const account of await companyAccountIds(db, companyIds)) accountIds.add(account.id);
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
