/**
 * Every SQL statement of the approval options: the companies a registration may be approved onto
 * and their accounts. Each takes the executor it runs on.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The companies of the other users whose email is at this domain. */
export function colleagueCompanyIds(db: Db, userId: string, domain: string) {
  return db
    .selectFrom('user_companies as uc')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .select('uc.company_id')
    .distinct()
    .where('u.id', '!=', userId)
    .where((eb) => eb(eb.fn('lower', ['u.email']), 'like', `%@${domain.replace(/[\\%_]/g, (c) => `\\${c}`)}`))
    .execute();
}

/** These companies (every company when undefined), by name. */
export function companies(db: Db, ids: string[] | undefined) {
  let query = db.selectFrom('companies').select(['id', 'name']);
  if (ids) query = query.where('id', 'in', ids);
  return query.orderBy('name').orderBy('id').execute();
}

/** The accounts whose primary or parent company is one of these, by name. */
export function accountsOfCompanies(db: Db, companyIds: string[]) {
  return db
    .selectFrom('accounts')
    .select(['id', 'name', 'primary_company_id', 'parent_company_id'])
    .where((eb) => eb.or([eb('primary_company_id', 'in', companyIds), eb('parent_company_id', 'in', companyIds)]))
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export const companyNames = (db: Db, ids: string[]) => db.selectFrom('companies').select('name').where('id', 'in', ids).orderBy('name').execute();
