/**
 * Every SQL statement of trade confirmations (Kysely, docs/trading.md "Confirmations"): the
 * outbox row the publication writes, the worker's claim and batch writes, and the reads and
 * answer of the confirm/dispute operations. Each takes the executor it runs on.
 */
import { sql, type Insertable, type Kysely } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database, FilesTable } from '../db/schema';

type Db = Kysely<Database>;

/** The outbox insert: one row per executed trade, in the publication's transaction. */
export async function insertConfirmation(db: Db, values: { transaction_id: string; account_id: string; queued_at: Date }): Promise<void> {
  await db.insertInto('trade_confirmations').values(values).onConflict((oc) => oc.column('transaction_id').doNothing()).execute();
}

/**
 * Claims up to `limit` due unwritten confirmations by pushing their next attempt to `lease` (a
 * second worker skips them until then); returns their transaction ids and attempt counts.
 */
export async function claimDueConfirmations(db: Db, now: Date, lease: Date, limit: number): Promise<{ transaction_id: string; attempts: number }[]> {
  const result = await sql<{ transaction_id: string; attempts: number }>`
    update trade_confirmations set next_attempt_at = ${lease}, attempts = attempts + 1
    where transaction_id in (
      select transaction_id from trade_confirmations
      where issued_at is null and next_attempt_at <= ${now}
      order by next_attempt_at, transaction_id
      limit ${limit}
      for update skip locked)
    returning transaction_id, attempts`.execute(db);
  return result.rows;
}

export interface ConfirmationSource {
  transaction_id: string;
  account_id: string;
  account_name: string;
  company_name: string | null;
  order_id: string | null;
  order_reference: string | null;
  user_id: string | null;
  trade_date: Date;
  trade_index: TradeIndex;
  period_name_abs: string;
  trade_direction: 'buy' | 'sell';
  volume: string;
  price: string;
  value: string;
}

/** What each PDF shows, for a batch of trades, numbers as exact text. */
export async function confirmationSources(db: Db, transactionIds: readonly string[]): Promise<ConfirmationSource[]> {
  if (transactionIds.length === 0) return [];
  return db
    .selectFrom('transactions as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .leftJoin('companies as c', 'c.id', 'a.primary_company_id')
    .leftJoin('orders as o', 'o.id', 't.order_id')
    .select([
      't.id as transaction_id', 't.account_id', 'a.name as account_name', 'c.name as company_name', 't.order_id', 'o.reference as order_reference', 'o.user_id',
      't.trade_date', 't.trade_index', 't.period_name_abs', 't.trade_direction',
      sql<string>`t.volume::text`.as('volume'), sql<string>`t.price::text`.as('price'), sql<string>`t.value::text`.as('value'),
    ])
    .where('t.id', 'in', transactionIds)
    .orderBy('t.id')
    .execute();
}

/** Stores the PDFs in one statement; a file already stored (same id) is left as it is. */
export async function insertConfirmationFiles(db: Db, files: Insertable<FilesTable>[]): Promise<void> {
  if (files.length === 0) return;
  await db.insertInto('files').values(files).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/**
 * Marks the batch issued, each only while still unissued (a second worker that wrote the same
 * PDFs changes nothing); returns the ids this call issued, the ones to announce.
 */
export async function markIssued(db: Db, rows: { transaction_id: string; file_id: string; issued_at: Date; respond_by: Date }[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const values = sql.join(rows.map((row) => sql`(${row.transaction_id}, ${row.file_id}, ${row.issued_at}::timestamptz, ${row.respond_by}::timestamptz)`));
  const result = await sql<{ transaction_id: string }>`
    update trade_confirmations c set file_id = v.file_id, issued_at = v.issued_at, respond_by = v.respond_by, last_error = null
    from (values ${values}) as v(transaction_id, file_id, issued_at, respond_by)
    where c.transaction_id = v.transaction_id and c.issued_at is null
    returning c.transaction_id`.execute(db);
  return result.rows.map((row) => row.transaction_id);
}

/** A failed attempt: retried at `next`, with the error kept. */
export async function recordFailure(db: Db, transactionIds: readonly string[], next: Date, error: string): Promise<void> {
  if (transactionIds.length === 0) return;
  await db.updateTable('trade_confirmations').set({ next_attempt_at: next, last_error: error }).where('transaction_id', 'in', transactionIds).where('issued_at', 'is', null).execute();
}

/** When the earliest unwritten confirmation is due (for the worker's next wake-up). */
export async function earliestDueConfirmation(db: Db): Promise<Date | undefined> {
  const row = await db.selectFrom('trade_confirmations').select((eb) => eb.fn.min('next_attempt_at').as('next')).where('issued_at', 'is', null).executeTakeFirst();
  return row?.next ?? undefined;
}

/** The confirmation row with its responder's name and support query's reference. */
export const CONFIRMATION_COLUMNS = [
  'tc.transaction_id', 'tc.status', 'tc.file_id', 'tc.issued_at', 'tc.respond_by', 'tc.responded_at', 'tc.dispute_reason', 'tc.support_query_id',
  'sq.reference as support_query_reference', 'u.firstname as responder_firstname', 'u.lastname as responder_lastname',
] as const;

export interface ConfirmationRow {
  transaction_id: string;
  status: 'pending' | 'confirmed' | 'disputed';
  file_id: string | null;
  issued_at: Date | null;
  respond_by: Date | null;
  responded_at: Date | null;
  dispute_reason: string | null;
  support_query_id: string | null;
  support_query_reference: string | null;
  responder_firstname: string | null;
  responder_lastname: string | null;
}

/** The confirmations of these trades (the ledger page's rows). */
export async function confirmationsOf(db: Db, transactionIds: readonly string[]): Promise<ConfirmationRow[]> {
  if (transactionIds.length === 0) return [];
  return db
    .selectFrom('trade_confirmations as tc')
    .leftJoin('support_queries as sq', 'sq.id', 'tc.support_query_id')
    .leftJoin('users as u', 'u.id', 'tc.responded_by_user_id')
    .select(CONFIRMATION_COLUMNS)
    .where('tc.transaction_id', 'in', transactionIds)
    .execute();
}

/** The trade's account, for the 404/403 checks before anything is locked. */
export const transactionAccount = (db: Db, transactionId: string) => db.selectFrom('transactions').select(['id', 'account_id']).where('id', '=', transactionId).executeTakeFirst();

/** The trade (its account and ids) and its confirmation, the confirmation row locked. */
export async function lockConfirmation(trx: Db, transactionId: string) {
  return trx
    .selectFrom('trade_confirmations as tc')
    .innerJoin('transactions as t', 't.id', 'tc.transaction_id')
    .leftJoin('orders as o', 'o.id', 't.order_id')
    .select(['tc.transaction_id', 'tc.account_id', 'tc.status', 'tc.issued_at', 'tc.respond_by', 'o.reference as order_reference', 't.trade_index', 't.period_name_abs', 't.trade_direction', 't.trade_date'])
    .select(sql<string>`t.volume::text`.as('volume'))
    .where('tc.transaction_id', '=', transactionId)
    .forUpdate('tc')
    .executeTakeFirst();
}

export async function answerConfirmation(
  trx: Db,
  transactionId: string,
  values: { status: 'confirmed' | 'disputed'; responded_at: Date; responded_by_user_id: string; dispute_reason: string | null; support_query_id: string | null },
): Promise<void> {
  await trx.updateTable('trade_confirmations').set(values).where('transaction_id', '=', transactionId).execute();
}
