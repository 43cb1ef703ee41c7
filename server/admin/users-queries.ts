/**
 * Every SQL statement of administering users: the users an admin administers, their companies and
 * accounts, and the changes (permissions, status with the placement on an account, role). Each
 * takes the executor it runs on.
 */
import type { Kysely } from 'kysely';

import type { AccountStatus } from '../../generated/model/accountStatus';
import type { ListAdminUsersParams } from '../../generated/model/listAdminUsersParams';
import type { PermissionName } from '../../generated/model/permissionName';
import type { Role } from '../../generated/model/role';
import { viewableWithin } from '../auth/queries';
import type { Database } from '../db/schema';
import { likePattern } from '../representations';
import type { Slice } from './audit-log-queries';

type Db = Kysely<Database>;

export interface AdminUserFilter extends Pick<ListAdminUsersParams, 'q' | 'status' | 'company'> {
  /** Only users inside these companies (guard.ts's viewableCompanies); undefined: everyone. */
  within?: string[];
}

/** One page of the users matching the filter, by name, and how many match. */
export function adminUsersPage(db: Db, { within, q, status, company }: AdminUserFilter, { limit, offset }: Slice) {
  let query = db.selectFrom('users as u');
  if (within) query = query.where(viewableWithin(within));
  if (status) query = query.where('u.account_status', '=', status);
  if (company?.trim()) {
    // By the company's name (part of it) or its id: the desk knows customers by company.
    const pattern = likePattern(company.trim());
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_companies as uc')
          .innerJoin('companies as c', 'c.id', 'uc.company_id')
          .whereRef('uc.user_id', '=', 'u.id')
          .where((inner) => inner.or([inner('c.name', 'ilike', pattern), inner('c.id', '=', company.trim())]))
          .select('uc.company_id'),
      ),
    );
  }
  if (q) {
    const pattern = likePattern(q.trim());
    query = query.where((eb) =>
      eb.or([eb('u.email', 'ilike', pattern), eb('u.firstname', 'ilike', pattern), eb('u.lastname', 'ilike', pattern), eb(eb.fn('concat_ws', [eb.val(' '), 'u.firstname', 'u.lastname']), 'ilike', pattern)]),
    );
  }
  return Promise.all([
    query.selectAll('u').orderBy('u.lastname').orderBy('u.firstname').orderBy('u.id').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
}

/** The companies (with names) and own accounts of these users: two queries for a whole page. */
export function usersLinks(db: Db, userIds: string[]) {
  return Promise.all([
    db
      .selectFrom('user_companies as uc')
      .innerJoin('companies as c', 'c.id', 'uc.company_id')
      .select(['uc.user_id', 'uc.company_id', 'c.name'])
      .where('uc.user_id', 'in', userIds)
      .orderBy('uc.company_id')
      .execute(),
    db.selectFrom('user_accounts').select(['user_id', 'account_id']).where('user_id', 'in', userIds).orderBy('position').orderBy('account_id').execute(),
  ]);
}

/** Replaces the user's grants on one account (plain DELETE/INSERT, so database triggers see the change). */
export async function replaceGrants(db: Db, userId: string, accountId: string, permissions: PermissionName[]): Promise<void> {
  await db.deleteFrom('user_account_permissions').where('user_id', '=', userId).where('account_id', '=', accountId).execute();
  if (permissions.length) {
    await db
      .insertInto('user_account_permissions')
      .values(permissions.map((permission) => ({ user_id: userId, account_id: accountId, permission })))
      .execute();
  }
}

/** Moves the user's status from `from` to `to`; undefined when the status is no longer `from`. */
export const updateStatusFrom = (db: Db, userId: string, from: AccountStatus, to: AccountStatus) =>
  db.updateTable('users').set({ account_status: to }).where('id', '=', userId).where('account_status', '=', from).returningAll().executeTakeFirst();

export const updateRole = (db: Db, userId: string, role: Role) => db.updateTable('users').set({ role }).where('id', '=', userId).returningAll().executeTakeFirst();

export const findCompany = (db: Db, companyId: string) => db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();

/** The account if its primary or parent company is this one. */
export function findCompanyAccount(db: Db, companyId: string, accountId: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('id', '=', accountId)
    .where((eb) => eb.or([eb('primary_company_id', '=', companyId), eb('parent_company_id', '=', companyId)]))
    .executeTakeFirst();
}

/** The user joins the company, buys for the account first (their default) and holds these permissions on it; what exists stays. */
export async function placeOnAccount(db: Db, userId: string, companyId: string, accountId: string, permissions: PermissionName[]): Promise<void> {
  await db.insertInto('user_companies').values({ user_id: userId, company_id: companyId }).onConflict((oc) => oc.doNothing()).execute();
  await db
    .insertInto('user_accounts')
    .values({ user_id: userId, account_id: accountId, position: 0 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('user_account_permissions')
    .values(permissions.map((permission) => ({ user_id: userId, account_id: accountId, permission })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
