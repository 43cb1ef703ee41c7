/**
 * The audit log as nbs_admin reads it: every administrative change and every view-as request,
 * newest first, filtered by actor, target (ids or part of a name or email), action and London
 * calendar dates; each entry described in words; one page as JSON or every matching entry as a
 * streamed CSV file (docs/audit-log.md).
 */
import { Readable } from 'node:stream';

import { sql, type Kysely } from 'kysely';

import type { AuditLogEntry } from '../../generated/model/auditLogEntry';
import type { AuditLogEntryMethod } from '../../generated/model/auditLogEntryMethod';
import type { ExportAuditLogCsvParams } from '../../generated/model/exportAuditLogCsvParams';
import { requireNbsAdmin } from '../auth/guard';
import { londonToday } from '../../domain/business-days';
import type { Database } from '../db/schema';
import { fullName, likePattern } from '../representations';
import { checkDateRange } from '../auth/trading-scope';
import { accountIdsOf, describeEntry, type AccountNamer } from './audit-words';
import { csvField } from '../lib/csv';
import type { Handler } from '../handler';

export const AUDIT_LOG_NBS_ADMIN_ONLY = 'Only nbs_admin may read the audit log';

export type AuditFilters = Pick<ExportAuditLogCsvParams, 'actor' | 'target' | 'user' | 'action' | 'from' | 'to'>;

export function auditFilters(query: AuditFilters): AuditFilters {
  checkDateRange(query.from, query.to);
  const user = query.user?.trim();
  return { actor: query.actor, target: query.target, user: user || undefined, action: query.action, from: query.from, to: query.to };
}

export function filteredAuditLog(db: Kysely<Database>, filters: AuditFilters) {
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
export function auditEntries(db: Kysely<Database>, filters: AuditFilters) {
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

/** A user that no longer exists (or a malformed view-as header) is shown by its id. */
const nameOf = (first: string | null, last: string | null, email: string | null, id: string) =>
  email ? fullName({ firstname: first, lastname: last, email }) : id;

/** Names the accounts a batch of entries mentions (one query), for their descriptions. */
export async function accountNamer(db: Kysely<Database>, rows: AuditRow[]): Promise<AccountNamer> {
  const ids = [...new Set(rows.flatMap((row) => accountIdsOf(row.action, row.before_value, row.after_value)))];
  const accounts = ids.length
    ? await db
        .selectFrom('accounts as ac')
        .leftJoin('companies as c', (join) => join.on((eb) => eb('c.id', '=', eb.fn.coalesce('ac.primary_company_id', 'ac.parent_company_id'))))
        .select(['ac.id', 'ac.name', 'c.name as company'])
        .where('ac.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return (accountId) => {
    const account = byId.get(accountId);
    if (!account) return `account ${accountId}`;
    return `account ${account.name} (${accountId})${account.company ? ` of ${account.company}` : ''}`;
  };
}

export function toAuditLogEntry(row: AuditRow, account: AccountNamer): AuditLogEntry {
  const admin = { id: row.admin_user_id, name: nameOf(row.admin_first, row.admin_last, row.admin_email, row.admin_user_id) };
  const viewedUser = { id: row.viewed_user_id, name: nameOf(row.viewed_first, row.viewed_last, row.viewed_email, row.viewed_user_id) };
  const description = describeEntry(
    { action: row.action, actor: admin.name, target: viewedUser.name, before: row.before_value, after: row.after_value, method: row.method, path: row.path, reason: row.reason, refusal: row.refusal },
    account,
  );
  return {
    id: row.id,
    admin,
    viewedUser,
    action: row.action,
    description: description.slice(0, 2000),
    before: row.before_value,
    after: row.after_value,
    ip: row.ip,
    method: row.method as AuditLogEntryMethod,
    path: row.path,
    reason: row.reason,
    refusal: row.refusal,
    time: row.created_at.toISOString(),
  };
}

/** A cell a spreadsheet would run as a formula (a name typed as `=HYPERLINK(…)`) is kept as text. */
const csvCell = (value: string) => csvField(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const CSV_HEADER = ['time', 'action', 'description', 'actorId', 'actorName', 'targetId', 'targetName', 'before', 'after', 'method', 'path', 'reason', 'refusal', 'ip'];
const BATCH = 500;

export const exportAuditLogCsv: Handler<{ Querystring: ExportAuditLogCsvParams }> = async (request, reply) => {
  requireNbsAdmin(request.caller.user, AUDIT_LOG_NBS_ADMIN_ONLY);
  const filters = auditFilters(request.query);
  const { db } = request.server;

  // Keyset pages, newest first: the file is complete however long the log is.
  async function* lines(): AsyncGenerator<string> {
    yield `${CSV_HEADER.join(',')}\r\n`;
    let after: { time: Date; id: string } | undefined;
    for (;;) {
      let query = auditEntries(db, filters);
      if (after) {
        const { time, id } = after;
        query = query.where((eb) => eb.or([eb('a.created_at', '<', time), eb.and([eb('a.created_at', '=', time), eb('a.id', '<', id)])]));
      }
      const rows = await query.limit(BATCH).execute();
      if (rows.length === 0) return;
      const account = await accountNamer(db, rows);
      yield rows
        .map((row) => {
          const entry = toAuditLogEntry(row, account);
          return (
            [
              entry.time, entry.action, entry.description, entry.admin.id, entry.admin.name, entry.viewedUser.id, entry.viewedUser.name,
              entry.before ?? '', entry.after ?? '', entry.method, entry.path, entry.reason ?? '', entry.refusal ?? '', entry.ip ?? '',
            ]
              .map(csvCell)
              .join(',') + '\r\n'
          );
        })
        .join('');
      const last = rows[rows.length - 1];
      if (!last || rows.length < BATCH) return;
      after = { time: last.created_at, id: last.id };
    }
  }

  // The entries carry real times (docs/time.md); the file is named for the business day it is
  // downloaded on, like the transactions CSV.
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="audit-log-${londonToday(request.server.settings.clock.now())}.csv"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return reply.send(Readable.from(lines()));
};
