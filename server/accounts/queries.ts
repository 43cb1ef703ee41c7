/**
 * Every SQL statement of the accounts tag: the accounts with their companies' names, the users
 * of accounts or companies (their contacts) and the user behind a CRM id. Each takes the executor
 * it runs on.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** These accounts (every account when undefined) with their companies' names, by name. */
export function accountsWithCompanies(db: Db, ids: string[] | undefined) {
  return db
    .selectFrom('accounts as a')
    .leftJoin('companies as p', 'p.id', 'a.primary_company_id')
    .leftJoin('companies as pc', 'pc.id', 'a.parent_company_id')
    .select(['a.id', 'a.name', 'a.purchasing_group_id', 'a.primary_company_id', 'a.parent_company_id', 'p.name as primary_name', 'pc.name as parent_name'])
    .$if(ids !== undefined, (qb) => qb.where('a.id', 'in', ids ?? []))
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
}

export const accountCompanies = (db: Db, accountId: string) =>
  db.selectFrom('accounts').select(['primary_company_id', 'parent_company_id']).where('id', '=', accountId).executeTakeFirst();

export interface ContactFilter {
  /** Users in one of these companies; undefined: any. */
  companyIds?: string[];
  /** Users buying for one of these accounts; undefined: any. */
  accountIds?: string[];
  /** Users in no company outside these (a customer admin's own); undefined: any. */
  within?: string[];
  limit: number;
}

/** The users matching every given condition, by name. */
export function contacts(db: Db, { companyIds, accountIds, within, limit }: ContactFilter) {
  let query = db.selectFrom('users as u').select(['u.id', 'u.hs_id', 'u.firstname', 'u.lastname', 'u.email', 'u.role', 'u.account_status']);
  if (companyIds !== undefined) {
    query = query.where((eb) => eb.exists(eb.selectFrom('user_companies as uc').whereRef('uc.user_id', '=', 'u.id').where('uc.company_id', 'in', companyIds).select('uc.user_id')));
  }
  if (accountIds !== undefined) {
    query = query.where((eb) => eb.exists(eb.selectFrom('user_accounts as ua').whereRef('ua.user_id', '=', 'u.id').where('ua.account_id', 'in', accountIds).select('ua.user_id')));
  }
  if (within !== undefined) {
    query = query.where((eb) =>
      eb.not(eb.exists(eb.selectFrom('user_companies as other').whereRef('other.user_id', '=', 'u.id').where('other.company_id', 'not in', within.length ? within : [''])
        .select('other.user_id'))),
    );
  }
  return query.orderBy('u.lastname').orderBy('u.firstname').orderBy('u.id').limit(limit).execute();
}

export const userIdByHsId = (db: Db, hsId: string) => db.selectFrom('users').select('id').where('hs_id', '=', hsId).executeTakeFirst();
