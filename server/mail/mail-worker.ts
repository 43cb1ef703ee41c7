/**
 * Delivers mail_outbox after the transactions that wrote it have committed. Each round claims
 * the due rows by pushing their next attempt into the future (a lease, so a second server
 * process or an overlapping round skips them), sends them outside any transaction, and records
 * the outcome: sent, or retried later with exponential backoff, or failed after MAX_ATTEMPTS.
 * A failing mail server therefore delays an email; it never loses it, nor the in-app message.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { composeMail } from './compose-mail';
import type { MailTransport } from './mail-transport';

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 120_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
const BATCH = 20;

/** 30 s after the first failure, doubling, at most an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export interface MailWorkerOptions {
  transport: MailTransport;
  from: string;
  portalOrigin: string;
}

export interface DeliveryRound {
  sent: number;
  retried: number;
  failed: number;
}

export async function deliverDueMail(db: Kysely<Database>, options: MailWorkerOptions, now = new Date()): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, retried: 0, failed: 0 };
  const lease = new Date(now.getTime() + LEASE_MS);
  const claimed = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ next_attempt_at: lease, attempts: eb('attempts', '+', 1) }))
    .where(
      'id',
      'in',
      db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();

  for (const row of claimed) {
    const { text, html } = composeMail({ subject: row.subject, body: row.body, link: row.link }, options.portalOrigin);
    try {
      const { rawSource } = await options.transport.send({ from: options.from, to: row.to_address, subject: row.subject, text, html });
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: now, delivered_via: options.transport.via, raw_source: rawSource, text_body: text, html_body: html, last_error: null })
        .where('id', '=', row.id)
        .execute();
      round.sent += 1;
    } catch (error) {
      const gaveUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .updateTable('mail_outbox')
        .set({
          status: gaveUp ? 'failed' : 'pending',
          next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)),
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        })
        .where('id', '=', row.id)
        .execute();
      if (gaveUp) round.failed += 1;
      else round.retried += 1;
    }
  }
  return round;
}

/** Runs a delivery round every `intervalMs` (one at a time); returns the function that stops it. */
export function startMailWorker(
  db: Kysely<Database>,
  options: MailWorkerOptions,
  { intervalMs = 2_000, log = console }: { intervalMs?: number; log?: Pick<Console, 'warn'> } = {},
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = deliverDueMail(db, options)
      .then((round) => {
        if (round.retried || round.failed) log.warn(`Mail: ${round.sent} sent, ${round.retried} to retry, ${round.failed} given up`);
      })
      .catch((error: unknown) => log.warn(`Mail worker round failed: ${String(error)}`))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    options.transport.close();
  };
}
