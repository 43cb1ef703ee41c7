/**
 * Delivers mail_outbox after the transactions that wrote it have committed. Each round claims
 * the due rows by pushing their next attempt into the future (a lease, so a second server
 * process or an overlapping round skips them), sends them outside any transaction, and records
 * the outcome: sent, or retried later with exponential backoff, or failed after MAX_ATTEMPTS.
 * A failing mail server therefore delays an email; it never loses it, nor the in-app message.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { type OutboxSchedule, runOutboxWorker } from '../lib/outbox-worker';
import { composeMail } from './compose-mail';
import type { MailTransport } from './mail-transport';
import { claimDueMail, earliestPendingAttempt, recordAttempt } from './queries';

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

/** Delivery runs on real time (retries, leases), not the business clock (docs/time.md). */
export async function deliverDueMail(db: Kysely<Database>, options: MailWorkerOptions, now = new Date()): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, retried: 0, failed: 0 };
  const lease = new Date(now.getTime() + LEASE_MS);
  const claimed = await claimDueMail(db, now, lease, BATCH);

  for (const row of claimed) {
    const { text, html } = composeMail({ subject: row.subject, body: row.body, link: row.link }, options.portalOrigin);
    try {
      const { rawSource } = await options.transport.send({ from: options.from, to: row.to_address, subject: row.subject, text, html });
      await recordAttempt(db, row.id, { status: 'sent', sent_at: now, delivered_via: options.transport.via, raw_source: rawSource, text_body: text, html_body: html, last_error: null });
      round.sent += 1;
    } catch (error) {
      const gaveUp = row.attempts >= MAX_ATTEMPTS;
      await recordAttempt(db, row.id, {
        status: gaveUp ? 'failed' : 'pending',
        next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)),
        last_error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      });
      if (gaveUp) round.failed += 1;
      else round.retried += 1;
    }
  }
  return round;
}

/** The channel migration 061 notifies when an email is queued (at the commit that queues it). */
export const MAIL_CHANNEL = 'market_lens_mail';

/** How the mail worker is woken (server/lib/outbox-worker.ts). */
export type MailWorkerSchedule = OutboxSchedule;

/** Runs delivery rounds (one at a time) as scheduled above; resolves to the function that stops it. */
export async function startMailWorker(
  db: Kysely<Database>,
  options: MailWorkerOptions,
  { log = console, ...schedule }: MailWorkerSchedule = {},
): Promise<() => Promise<void>> {
  const stop = await runOutboxWorker(
    {
      name: 'Mail worker',
      channel: MAIL_CHANNEL,
      round: async () => {
        const result = await deliverDueMail(db, options);
        if (result.retried || result.failed) log.warn(`Mail: ${result.sent} sent, ${result.retried} to retry, ${result.failed} given up`);
      },
      earliestDue: () => earliestPendingAttempt(db),
    },
    { ...schedule, log },
  );
  return async () => {
    await stop();
    options.transport.close();
  };
}
