/**
 * Every SQL statement of the caller's loading and of the view-as rule as a filter (auth is no
 * tag, the layering holds all the same): guard.ts decides, user-context.ts assembles, these read.
 * Each takes the executor it runs on.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';

import type { Database, UsersTable } from '../db/schema';

type Db = Kysely<Database>;

export const findUser = (db: Db, userId: string) => db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();

/** The user's companies, their own accounts (first = default) and their grants, in three reads. */
export function userLinks(db: Db, userId: string) {
  return Promise.all([
    db.selectFrom('user_companies').select('company_id').where('user_id', '=', userId).orderBy('company_id').execute(),
    db.selectFrom('user_accounts').select('account_id').where('user_id', '=', userId).orderBy('position').orderBy('account_id').execute(),
    db.selectFrom('user_account_permissions').select(['account_id', 'permission']).where('user_id', '=', userId).execute(),
  ]);
}

/** Every account whose primary or parent company is one of these. */
export function companyAccountIds(db: Db, companyIds: string[]) {
  return db
    .selectFrom('accounts')
    .select('id')
    .where((eb) => eb.or([eb('primary_company_id', 'in', companyIds), eb('parent_company_id', 'in', companyIds)]))
    .execute();
}

/**
 * guard.ts's `mayViewAs` for a customer admin as a filter on `users as u`: not nbs_admin, in at
 * least one company, and in none outside `ownCompanyIds`.
 */
export function viewableWithin(ownCompanyIds: string[]) {
  const own = ownCompanyIds.length ? ownCompanyIds : [''];
  return (eb: ExpressionBuilder<Database & { u: UsersTable }, 'u'>) =>
    eb.and([
      eb('u.role', '!=', 'nbs_admin'),
      eb.exists(eb.selectFrom('user_companies as uc').whereRef('uc.user_id', '=', 'u.id').select('uc.user_id')),
      eb.not(eb.exists(eb.selectFrom('user_companies as uc').whereRef('uc.user_id', '=', 'u.id').where('uc.company_id', 'not in', own).select('uc.user_id'))),
    ]);
}
