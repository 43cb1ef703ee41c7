/**
 * The audit log: every administrative change is written in the change's own transaction
 * (writeChangeAudit); nbs_admin reads every change and every view-as request, newest first,
 * filtered by actor, target (ids or part of a name or email), action and London calendar dates;
 * each entry described in words; one page, or every matching entry as a CSV file
 * (docs/audit-log.md).
 */
import { randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { AuditAction } from '../../generated/model/auditAction';
import type { AuditLogEntry } from '../../generated/model/auditLogEntry';
import type { AuditLogEntryMethod } from '../../generated/model/auditLogEntryMethod';
import type { AuditLogPage } from '../../generated/model/auditLogPage';
import type { ListAuditLogParams } from '../../generated/model/listAuditLogParams';
import { requireNbsAdmin } from '../auth/guard';
import { londonToday } from '../../domain/business-days';
import type { Database } from '../db/schema';
import { forbidden } from '../errors';
import type { ServiceContext } from '../handler';
import { csvCell } from '../lib/csv';
import { fullName, paging } from '../representations';
import { checkDateRange } from '../auth/trading-scope';
import { accountNames, type AuditFilters, auditLogBatch, auditLogPage, type AuditRow, insertAuditEntry } from './audit-log-queries';
import { accountIdsOf, describeEntry, type AccountNamer } from './audit-words';

export const AUDIT_LOG_NBS_ADMIN_ONLY = 'Only nbs_admin may read the audit log';

/** Where a request came from, as its audit entry records it (the handler reads it off the request). */
export interface RequestOrigin {
  method: string;
  /** The request's URL: path and query. */
  path: string;
  ip: string;
  /** Where an audit entry that could not be written is logged. */
  log: { error: (details: object, message: string) => void };
}

export interface AdminChange {
  targetId: string;
  action: Exclude<AuditAction, 'view_as'>;
  before: string;
  after: string;
  /** Why, when the admin said (a status change's reason, trimmed). */
  reason?: string;
}

export const CHANGE_AUDIT_FAILED = 'The change was not made because its audit entry could not be written. Try again later.';

/** Writes the audit entry of an administrative change in the change's own transaction; a failure undoes the change (403). */
export async function writeChangeAudit(trx: Kysely<Database>, context: ServiceContext, origin: RequestOrigin, change: AdminChange): Promise<void> {
  try {
    await insertAuditEntry(trx, {
      id: randomUUID(),
      admin_user_id: context.caller.actor.user.id,
      viewed_user_id: change.targetId,
      action: change.action,
      method: origin.method,
      path: origin.path.slice(0, 2000),
      reason: change.reason?.slice(0, 500) ?? null,
      refusal: null,
      before_value: change.before.slice(0, 500),
      after_value: change.after.slice(0, 500),
      ip: origin.ip.slice(0, 64),
    });
  } catch (error) {
    origin.log.error({ err: error }, 'audit entry of an administrative change could not be written');
    throw forbidden(CHANGE_AUDIT_FAILED);
  }
}

export function auditFilters(query: AuditFilters): AuditFilters {
  checkDateRange(query.from, query.to);
  const user = query.user?.trim();
  return { actor: query.actor, target: query.target, user: user || undefined, action: query.action, from: query.from, to: query.to };
}

/** A user that no longer exists (or a malformed view-as header) is shown by its id. */
const nameOf = (first: string | null, last: string | null, email: string | null, id: string) =>
  email ? fullName({ firstname: first, lastname: last, email }) : id;

/** Names the accounts a batch of entries mentions (one query), for their descriptions. */
export async function accountNamer(db: Kysely<Database>, rows: AuditRow[]): Promise<AccountNamer> {
  const ids = [...new Set(rows.flatMap((row) => accountIdsOf(row.action, row.before_value, row.after_value)))];
  const accounts = ids.length ? await accountNames(db, ids) : [];
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

export async function listAuditLog(context: ServiceContext, query: ListAuditLogParams): Promise<AuditLogPage> {
  requireNbsAdmin(context.user, AUDIT_LOG_NBS_ADMIN_ONLY);
  const { page, perPage, offset } = paging(query);
  const filters = auditFilters(query);
  const [rows, total] = await auditLogPage(context.db, filters, { limit: perPage, offset });
  const account = await accountNamer(context.db, rows);
  return { data: rows.map((row) => toAuditLogEntry(row, account)), total: Number(total.count), pagination: { page, perPage } };
}

const CSV_HEADER = ['time', 'action', 'description', 'actorId', 'actorName', 'targetId', 'targetName', 'before', 'after', 'method', 'path', 'reason', 'refusal', 'ip'];
const BATCH = 500;

export interface CsvDownload {
  filename: string;
  lines: AsyncGenerator<string>;
}

/** Every matching entry as CSV lines, read lazily; refused (403, 400) before the first line. */
export function exportAuditLogCsv(context: ServiceContext, query: AuditFilters): CsvDownload {
  requireNbsAdmin(context.user, AUDIT_LOG_NBS_ADMIN_ONLY);
  const filters = auditFilters(query);
  const { db } = context;

  // Keyset pages, newest first: the file is complete however long the log is.
  async function* lines(): AsyncGenerator<string> {
    yield `${CSV_HEADER.join(',')}\r\n`;
    let after: { time: Date; id: string } | undefined;
    for (;;) {
      const rows = await auditLogBatch(db, filters, after, BATCH);
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
  return { filename: `audit-log-${londonToday(context.clock.now())}.csv`, lines: lines() };
}
