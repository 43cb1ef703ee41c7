/**
 * Writes trade confirmations after the publication that executed the trades has committed
 * (docs/trading.md, "Confirmations"). The publication only inserts an outbox row per trade
 * (queueTradeConfirmation, in its transaction); this worker, started by `npm start` beside the
 * mail worker, claims due rows in batches (a lease on real time, so a second process or an
 * overlapping round skips them), renders their PDFs with pdfkit outside any transaction, then in
 * ONE transaction per batch stores the files (one insert), marks the rows issued (one update,
 * only rows still unissued) and announces exactly the rows it marked. A crash before that commit
 * leaves the rows unissued to be retried when the lease ends; a second worker that wrote the same
 * batch stores nothing twice (the file id is derived from the trade) and announces nothing.
 * Failures are retried with backoff, like mail.
 */
import { createHash } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { type OutboxSchedule, runOutboxWorker } from '../lib/outbox-worker';
import type { Clock } from '../lib/clock';
import { sendMessage } from '../messages/send-message';
import { deliveryPeriod } from '../position/periods';
import { supportContactDetails } from '../support/contact-details';
import { marketLensPagePath } from '../../domain/portal-routes';
import { productName } from '../../domain/trade-index-names';
import { confirmationFileName, confirmationTitle, type ConfirmationData, instantText, renderConfirmation, type SupplierDetails } from './confirmation-pdf';
import { claimDueConfirmations, type ConfirmationSource, confirmationSources, earliestDueConfirmation, insertConfirmation, insertConfirmationFiles, markIssued, recordFailure } from './queries';
import { respondByOf } from './window';

/** The outbox insert the publication makes for each trade it executes, in its transaction. */
export function queueTradeConfirmation(trx: Kysely<Database>, trade: { transactionId: string; accountId: string }, now: Date): Promise<void> {
  return insertConfirmation(trx, { transaction_id: trade.transactionId, account_id: trade.accountId, queued_at: now });
}

/** A name-based UUID (version 5 layout) of the trade: one confirmation file per trade. */
export function confirmationFileId(transactionId: string): string {
  const hex = createHash('sha1').update(`market-lens:trade-confirmation:${transactionId}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const id = hex.join('');
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}

/** The supplier named on every confirmation: SUPPLIER_NAME and SUPPLIER_ADDRESS, and the desk's phone and mailbox. */
export function supplierDetails(env: NodeJS.ProcessEnv = process.env): SupplierDetails {
  const { phone, email } = supportContactDetails(env);
  return { name: env.SUPPLIER_NAME || 'Market Lens Energy Ltd', address: env.SUPPLIER_ADDRESS || '1 Energy Street, London EC2A 4NE', phone, email };
}

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 300_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
/** Confirmations per claim, render and write transaction. */
export const BATCH = 250;

export const retryDelayMs = (attempts: number): number => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export interface ConfirmationWorkerOptions {
  /** Business now: the issue time the response window counts from (docs/time.md). */
  clock: Clock;
  supplier?: SupplierDetails;
  batch?: number;
  /** False: write the PDFs without a message (the seed). Default true. */
  announce?: boolean;
}

export interface ConfirmationRound {
  written: number;
  retried: number;
}

function dataOf(source: ConfirmationSource, issuedAt: Date, respondBy: Date, supplier: SupplierDetails): ConfirmationData {
  const period = deliveryPeriod(source.period_name_abs);
  if (!period) throw new Error(`Trade ${source.transaction_id}: unknown delivery period ${source.period_name_abs}`);
  return {
    reference: source.order_reference ?? source.transaction_id.slice(0, 8).toUpperCase(),
    transactionId: source.transaction_id,
    accountId: source.account_id,
    accountName: source.account_name,
    companyName: source.company_name,
    tradeIndex: source.trade_index,
    deliveryPeriod: source.period_name_abs,
    deliveryStart: period.start,
    deliveryEnd: period.end,
    direction: source.trade_direction,
    volume: source.volume,
    price: source.price,
    value: source.value,
    executedAt: source.trade_date,
    issuedAt,
    respondBy,
    supplier,
  };
}

/** The file viewer of a confirmation, with its account active (where the message and email link). */
export const confirmationViewerPath = (fileId: string, accountId: string) => marketLensPagePath(`files/view/${encodeURIComponent(fileId)}`, accountId);

/**
 * Writes every due confirmation, a batch at a time; `now` is real time (leases, retries), the
 * issue time is the business clock's.
 */
export async function writeDueConfirmations(db: Kysely<Database>, options: ConfirmationWorkerOptions, now = new Date()): Promise<ConfirmationRound> {
  const round: ConfirmationRound = { written: 0, retried: 0 };
  const supplier = options.supplier ?? supplierDetails();
  const lease = new Date(now.getTime() + LEASE_MS);
  for (;;) {
    const claimed = await claimDueConfirmations(db, now, lease, options.batch ?? BATCH);
    if (claimed.length === 0) return round;
    const attempts = new Map(claimed.map((row) => [row.transaction_id, row.attempts]));
    const sources = await confirmationSources(db, [...attempts.keys()]);
    const issuedAt = options.clock.now();
    const respondBy = respondByOf(issuedAt);
    const rendered: { source: ConfirmationSource; data: ConfirmationData; content: Uint8Array }[] = [];
    const failed: string[] = [];
    let lastError = '';
    for (const source of sources) {
      try {
        const data = dataOf(source, issuedAt, respondBy, supplier);
        rendered.push({ source, data, content: await renderConfirmation(data) });
      } catch (error) {
        failed.push(source.transaction_id);
        lastError = error instanceof Error ? error.message : String(error);
      }
    }
    try {
      const issued = await db.transaction().execute(async (trx) => {
        await insertConfirmationFiles(
          trx,
          rendered.map(({ source, data, content }) => ({
            id: confirmationFileId(source.transaction_id),
            account_id: source.account_id,
            category: 'trade_confirmation' as const,
            name: confirmationFileName(data),
            description: confirmationTitle(data),
            content_type: 'application/pdf',
            size_bytes: content.byteLength,
            content,
            created_at: issuedAt,
          })),
        );
        const marked = new Set(
          await markIssued(trx, rendered.map(({ source }) => ({ transaction_id: source.transaction_id, file_id: confirmationFileId(source.transaction_id), issued_at: issuedAt, respond_by: respondBy }))),
        );
        for (const { source, data } of rendered) {
          if (options.announce === false || !marked.has(source.transaction_id) || source.user_id === null) continue;
          const fileId = confirmationFileId(source.transaction_id);
          await sendMessage(trx, {
            userId: source.user_id,
            subject: `Trade confirmation ${data.reference}: ${productName(data.tradeIndex, data.deliveryPeriod)}`,
            body:
              `${confirmationTitle(data)}, value ${new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(Number(data.value))}. ` +
              `Your confirmation of trade ${data.reference} is under Files. Please confirm it or dispute it with a reason under Transactions by ${instantText(respondBy)}; ` +
              'if we hear nothing by then, it stands as confirmed.',
            category: 'order',
            event: 'order_executed_or_rejected',
            link: confirmationViewerPath(fileId, source.account_id),
            now: issuedAt,
          });
        }
        return marked.size;
      });
      round.written += issued;
    } catch (error) {
      failed.push(...rendered.map(({ source }) => source.transaction_id));
      lastError = error instanceof Error ? error.message : String(error);
    }
    // Rows the claim returned that have no trade any more simply stay leased; failures back off.
    for (const transactionId of failed) {
      const tries = attempts.get(transactionId) ?? 1;
      const next = tries >= MAX_ATTEMPTS ? new Date(now.getTime() + LONGEST_RETRY_MS * 24) : new Date(now.getTime() + retryDelayMs(tries));
      await recordFailure(db, [transactionId], next, lastError.slice(0, 500));
      round.retried += 1;
    }
    if (claimed.length < (options.batch ?? BATCH)) return round;
  }
}

/** The channel migration 090 notifies when a publication queues confirmations (at its commit). */
export const CONFIRMATION_CHANNEL = 'market_lens_confirmations';

/** How the confirmation worker is woken (server/lib/outbox-worker.ts). */
export type ConfirmationWorkerSchedule = OutboxSchedule;

/** Runs rounds one at a time: when woken by the channel, when the earliest retry is due, else every safetyPollMs (or intervalMs without listen). */
export async function startConfirmationWorker(
  db: Kysely<Database>,
  options: ConfirmationWorkerOptions,
  { log = console, ...schedule }: ConfirmationWorkerSchedule = {},
): Promise<() => Promise<void>> {
  return runOutboxWorker(
    {
      name: 'Confirmation worker',
      channel: CONFIRMATION_CHANNEL,
      round: async () => {
        const result = await writeDueConfirmations(db, options);
        if (result.retried) log.warn(`Trade confirmations: ${result.written} written, ${result.retried} to retry`);
      },
      earliestDue: () => earliestDueConfirmation(db),
    },
    { ...schedule, log },
  );
}
