/**
 * Every SQL statement of mail_outbox (Kysely): queueing an email (send-message.ts, in its
 * caller's transaction), the worker's claims and outcomes (mail-worker.ts) and the development
 * mailbox's reads (dev-mailbox.ts). Each takes the executor it runs on.
 */
import type { Insertable, Kysely, Updateable } from 'kysely';

import type { Database, MailOutboxTable } from '../db/schema';

type Db = Kysely<Database>;

export async function queueMail(db: Db, values: Insertable<MailOutboxTable>): Promise<void> {
  await db.insertInto('mail_outbox').values(values).execute();
}

/**
 * Claims up to `limit` due emails by moving their next attempt to `leaseUntil` and counting the
 * attempt; rows another round has locked are skipped. Answers the claimed rows.
 */
export const claimDueMail = (db: Db, now: Date, leaseUntil: Date, limit: number) =>
  db
    .updateTable('mail_outbox')
    .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where(
      'id',
      'in',
      db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();

/** Records an attempt's outcome (sent, or when to retry, or failed). */
export async function recordAttempt(db: Db, id: string, outcome: Updateable<MailOutboxTable>): Promise<void> {
  await db.updateTable('mail_outbox').set(outcome).where('id', '=', id).execute();
}

/** When the earliest pending email is due. */
export async function earliestPendingAttempt(db: Db): Promise<Date | undefined> {
  const row = await db.selectFrom('mail_outbox').select((eb) => eb.fn.min('next_attempt_at').as('next')).where('status', '=', 'pending').executeTakeFirst();
  return row?.next ? new Date(row.next) : undefined;
}

/** The newest emails the local capture transport delivered. */
export const listCapturedMail = (db: Db, limit: number) =>
  db
    .selectFrom('mail_outbox')
    .select(['id', 'to_address', 'subject', 'sent_at'])
    .where('delivered_via', '=', 'capture')
    .orderBy('sent_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();

export const findCapturedMail = (db: Db, id: string) =>
  db.selectFrom('mail_outbox').selectAll().where('id', '=', id).where('delivered_via', '=', 'capture').executeTakeFirst();
