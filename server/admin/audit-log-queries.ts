/**
 * Every SQL statement of the audit log: writing an entry (an administrative change, a view-as
 * request or session), reading the filtered log by page, in keyset batches for the CSV file and
 * as activity items (one per change, one per view-as session). Each takes the executor it runs on.
 */
import { sql, type Insertable, type Kysely } from 'kysely';

import type { ExportAuditLogCsvParams } from '../../generated/model/exportAuditLogCsvParams';
import type { AuditLogTable, Database } from '../db/schema';
import { likePattern } from '../representations';

type Db = Kysely<Database>;

export type AuditFilters = Pick<ExportAuditLogCsvParams, 'actor' | 'target' | 'user' | 'action' | 'from' | 'to'>;

export interface Slice {
  limit: number;
  offset: number;
}

export async function insertAuditEntry(db: Db, values: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(values).execute();
}

function filteredAuditLog(db: Db, filters: AuditFilters) {
  let query = db.selectFrom('audit_log as a');
  if (filters.actor !== undefined) query = query.where('a.admin_user_id', '=', filters.actor);
  if (filters.target !== undefined) query = query.where('a.viewed_user_id', '=', filters.target);
  if (filters.user !== undefined) {
    // The actor or the target, by part of their name or email: the desk knows people by name, not id.
    const pattern = likePattern(filters.user);
    const people = db
      .selectFrom('users as p')
      .select('p.id')
      .where((eb) =>
        eb.or([eb('p.email', 'ilike', pattern), eb('p.firstname', 'ilike', pattern), eb('p.lastname', 'ilike', pattern), eb(eb.fn('concat_ws', [eb.val(' '), 'p.firstname', 'p.lastname']), 'ilike', pattern)]),
      );
    query = query.where((eb) => eb.or([eb('a.admin_user_id', 'in', people), eb('a.viewed_user_id', 'in', people)]));
  }
  if (filters.action !== undefined) query = query.where('a.action', '=', filters.action);
  if (filters.from !== undefined) query = query.where(sql<boolean>`a.created_at >= (${filters.from}::date)::timestamp at time zone 'Europe/London'`);
  if (filters.to !== undefined) query = query.where(sql<boolean>`a.created_at < (${filters.to}::date + 1)::timestamp at time zone 'Europe/London'`);
  return query;
}

/** The filtered entries with the names of both users, newest first. */
function auditEntries(db: Db, filters: AuditFilters) {
  return filteredAuditLog(db, filters)
    .leftJoin('users as admin', 'admin.id', 'a.admin_user_id')
    .leftJoin('users as viewed', 'viewed.id', 'a.viewed_user_id')
    .select([
      'a.id', 'a.admin_user_id', 'a.viewed_user_id', 'a.action', 'a.method', 'a.path', 'a.reason', 'a.refusal', 'a.created_at',
      'a.before_value', 'a.after_value', 'a.ip', 'a.view_as_session_id',
      'admin.firstname as admin_first', 'admin.lastname as admin_last', 'admin.email as admin_email',
      'viewed.firstname as viewed_first', 'viewed.lastname as viewed_last', 'viewed.email as viewed_email',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof auditEntries>['execute']>>[number];

/** One page of the filtered entries and how many match. */
export const auditLogPage = (db: Db, filters: AuditFilters, { limit, offset }: Slice) =>
  Promise.all([
    auditEntries(db, filters).limit(limit).offset(offset).execute(),
    filteredAuditLog(db, filters).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);

/** The next `limit` entries older than `after` (keyset), newest first; from the newest without it. */
export function auditLogBatch(db: Db, filters: AuditFilters, after: { time: Date; id: string } | undefined, limit: number): Promise<AuditRow[]> {
  let query = auditEntries(db, filters);
  if (after) {
    const { time, id } = after;
    query = query.where((eb) => eb.or([eb('a.created_at', '<', time), eb.and([eb('a.created_at', '=', time), eb('a.id', '<', id)])]));
  }
  return query.limit(limit).execute();
}

/** The accounts an entry may mention, with their company's name. */
export function accountNames(db: Db, ids: string[]) {
  return db
    .selectFrom('accounts as ac')
    .leftJoin('companies as c', (join) => join.on((eb) => eb('c.id', '=', eb.fn.coalesce('ac.primary_company_id', 'ac.parent_company_id'))))
    .select(['ac.id', 'ac.name', 'c.name as company'])
    .where('ac.id', 'in', ids)
    .execute();
}

/** An entry belongs to its view-as session's item, or is an item of its own. */
const itemKey = sql<string>`coalesce(a.view_as_session_id, a.id)`;

/** One page of activity items (their keys, newest last entry first) and how many items match. */
export const activityPage = (db: Db, filters: AuditFilters, { limit, offset }: Slice) =>
  Promise.all([
    filteredAuditLog(db, filters)
      .select([itemKey.as('key'), sql<Date>`max(a.created_at)`.as('last_at')])
      .groupBy(itemKey)
      .orderBy('last_at', 'desc')
      .orderBy('key', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filteredAuditLog(db, filters).select(sql<string>`count(distinct coalesce(a.view_as_session_id, a.id))`.as('count')).executeTakeFirstOrThrow(),
  ]);

/** The filtered entries of these items (entry ids or view-as session ids), newest first. */
export const activityEntries = (db: Db, filters: AuditFilters, ids: string[]): Promise<AuditRow[]> =>
  auditEntries(db, filters)
    .where((eb) => eb.or([eb('a.id', 'in', ids), eb('a.view_as_session_id', 'in', ids)]))
    .execute();
