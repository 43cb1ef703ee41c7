/**
 * The audit log as what people did (listAuditActivity): each administrative change is one item,
 * and the entries of one view-as session (its start, the requests made in it, its end) are one
 * item with the reason, the duration and the pages read. Paged by item, newest first; every item
 * keeps its raw entries (docs/audit-log.md).
 */
import type { AuditActivity } from '../../generated/model/auditActivity';
import type { AuditActivityPage } from '../../generated/model/auditActivityPage';
import type { AuditLogEntry } from '../../generated/model/auditLogEntry';
import type { ListAuditActivityParams } from '../../generated/model/listAuditActivityParams';
import { requireNbsAdmin } from '../auth/guard';
import type { ServiceContext } from '../handler';
import { paging } from '../representations';
import { activityEntries, activityPage } from './audit-log-queries';
import { AUDIT_LOG_NBS_ADMIN_ONLY, accountNamer, auditFilters, toAuditLogEntry } from './audit-log-service';
import { describeSession, isSessionEnd, isSessionStart, pageOf } from './audit-words';
import { sessionsByIds } from './view-as-queries';

interface SessionRow {
  id: string;
  reason: string;
  started_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

/** The session told from its entries (newest first): pages in the order first read, requests, refusals. */
function sessionItem(session: SessionRow, entries: AuditLogEntry[], now: Date): AuditActivity {
  const first = entries[entries.length - 1]!;
  const chronological = [...entries].reverse();
  const requests = chronological.filter((entry) => !isSessionStart(entry.method, entry.path) && !isSessionEnd(entry.method, entry.path));
  const pagesViewed = [
    ...new Set(requests.filter((entry) => !entry.refusal && (entry.method === 'GET' || entry.method === 'HEAD')).flatMap((entry) => pageOf(entry.path) ?? [])),
  ];
  const refused = requests.filter((entry) => entry.refusal).length;
  // Real time: sessions start, expire and end on the real clock (docs/time.md).
  const endedAt = session.ended_at ?? (session.expires_at <= now ? session.expires_at : null);
  const minutes = Math.max(0, Math.floor(((endedAt ?? now).getTime() - session.started_at.getTime()) / 60_000));
  const description = describeSession({
    actor: first.admin.name,
    target: first.viewedUser.name,
    reason: session.reason,
    minutes,
    running: endedAt === null,
    pagesViewed,
    refused,
  });
  return {
    id: session.id,
    kind: 'viewAsSession',
    description: description.slice(0, 2000),
    admin: first.admin,
    viewedUser: first.viewedUser,
    action: 'view_as',
    startTime: session.started_at.toISOString(),
    endTime: (endedAt ?? new Date(entries[0]!.time)).toISOString(),
    viewAsSession: {
      reason: session.reason,
      startedAt: session.started_at.toISOString(),
      endedAt: endedAt ? endedAt.toISOString() : null,
      minutes,
      pagesViewed: pagesViewed.slice(0, 50),
      requests: requests.length,
      refused,
    },
    entries,
  };
}

const entryItem = (entry: AuditLogEntry): AuditActivity => ({
  id: entry.id,
  kind: 'entry',
  description: entry.description,
  admin: entry.admin,
  viewedUser: entry.viewedUser,
  action: entry.action,
  startTime: entry.time,
  endTime: entry.time,
  entries: [entry],
});

export async function listAuditActivity(context: ServiceContext, query: ListAuditActivityParams): Promise<AuditActivityPage> {
  requireNbsAdmin(context.user, AUDIT_LOG_NBS_ADMIN_ONLY);
  const { db } = context;
  const { page, perPage, offset } = paging(query);
  const filters = auditFilters(query);
  const [keys, total] = await activityPage(db, filters, { limit: perPage, offset });
  const ids = keys.map((key) => key.key);
  if (!ids.length) return { data: [], total: Number(total.count), pagination: { page, perPage } };
  const [rows, sessions] = await Promise.all([activityEntries(db, filters, ids), sessionsByIds(db, ids)]);
  const account = await accountNamer(db, rows);
  // Real time, not the business clock: view-as sessions start, expire and end on it, like the
  // audit times they are measured against (docs/time.md; view-as-service.ts does the same).
  const now = new Date();
  const data = ids.map((id) => {
    const entries = rows.filter((row) => (row.view_as_session_id ?? row.id) === id).map((row) => toAuditLogEntry(row, account));
    const session = sessions.find((candidate) => candidate.id === id);
    return session ? sessionItem(session, entries, now) : entryItem(entries[0]!);
  });
  return { data, total: Number(total.count), pagination: { page, perPage } };
}
