/**
 * Every SQL statement of view-as sessions: starting and ending them (view-as-service.ts), the
 * running one a request with `x-view-as` needs (server/auth/security.ts) and the sessions the
 * audit activity tells (audit-activity-service.ts). Each takes the executor it runs on.
 */
import type { Insertable, Kysely } from 'kysely';

import type { Database, ViewAsSessionsTable } from '../db/schema';

type Db = Kysely<Database>;

/** Ends the admin's running sessions at `now`; the sessions ended. */
export function endRunningSessions(db: Db, adminId: string, now: Date) {
  return db
    .updateTable('view_as_sessions')
    .set({ ended_at: now })
    .where('admin_user_id', '=', adminId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'viewed_user_id', 'reason'])
    .execute();
}

export async function insertSession(db: Db, values: Insertable<ViewAsSessionsTable>): Promise<void> {
  await db.insertInto('view_as_sessions').values(values).execute();
}

/** The running (not ended, not expired) view-as session of an admin for a viewed user. */
export async function runningViewAsSession(db: Db, adminId: string, viewedId: string) {
  return db
    .selectFrom('view_as_sessions')
    .select(['id', 'reason', 'expires_at'])
    .where('admin_user_id', '=', adminId)
    .where('viewed_user_id', '=', viewedId)
    .where('ended_at', 'is', null)
    // Real time: sessions expire on the real clock, not the business one (docs/time.md).
    .where('expires_at', '>', new Date())
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export const sessionsByIds = (db: Db, ids: string[]) =>
  db.selectFrom('view_as_sessions').select(['id', 'reason', 'started_at', 'expires_at', 'ended_at']).where('id', 'in', ids).execute();
