/**
 * Tag `transactions`: the executed trades of the caller's accounts (view:orders, the same scope
 * as orders) with totals over every matching trade, and the same list as RFC 4180 CSV lines or
 * an .xlsx workbook, read in keyset pages so an export of any size streams (docs/trading.md,
 * docs/files.md).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import Decimal from 'decimal.js';

import type { ExportTransactionsCsvParams } from '../../generated/model/exportTransactionsCsvParams';
import type { ExportTransactionsXlsxParams } from '../../generated/model/exportTransactionsXlsxParams';
import type { ListTransactionsParams } from '../../generated/model/listTransactionsParams';
import type { Transaction } from '../../generated/model/transaction';
import type { TransactionPage } from '../../generated/model/transactionPage';
import type { TradeConfirmation } from '../../generated/model/tradeConfirmation';
import type { DisputeTradeRequest } from '../../generated/model/disputeTradeRequest';
import { londonToday } from '../../domain/business-days';
import { productName } from '../../domain/trade-index-names';
import { canSeeAccount, isNbsAdmin, requirePermissionOn, VIEW_AS_READ_ONLY } from '../auth/guard';
import { checkDateRange, orderAccounts } from '../auth/trading-scope';
import { answerConfirmation, type ConfirmationRow, confirmationsOf, lockConfirmation, transactionAccount } from '../confirmations/queries';
import { confirmationStatus } from '../confirmations/window';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { ServiceContext } from '../handler';
import { csvCell } from '../lib/csv';
import { formatDay, GBP_FORMAT, unitFormat, type XlsxCell, type XlsxColumn, xlsxStream } from '../lib/xlsx';
import { paging, priceUnitOf, volumeUnitOf } from '../representations';
import { insertSupportQuery } from '../support/queries';
import { type ExportCursor, exportBatch, type TransactionFilter, transactionById, transactionPage, transactionTotals } from './queries';

function filterOf(context: ServiceContext, { accountId, tradeIndex, from, to }: ListTransactionsParams | ExportTransactionsCsvParams | ExportTransactionsXlsxParams): TransactionFilter {
  const accounts = orderAccounts(context.user, accountId);
  checkDateRange(from, to);
  return { accounts, tradeIndex, from, to };
}

/** Whether the caller answers confirmations: a customer user acting as themselves (not the desk, not in view-as). */
const answersConfirmations = (context: ServiceContext) => !context.caller.viewAs && !isNbsAdmin(context.user);

function toConfirmation(context: ServiceContext, row: ConfirmationRow | undefined): TradeConfirmation | null {
  if (!row) return null;
  const status = confirmationStatus(row, context.clock.now());
  const responder = [row.responder_firstname, row.responder_lastname].filter(Boolean).join(' ');
  return {
    status,
    issuedAt: row.issued_at?.toISOString() ?? null,
    respondBy: row.respond_by?.toISOString() ?? null,
    fileId: row.file_id,
    respondedAt: row.responded_at?.toISOString() ?? null,
    respondedBy: row.responded_at ? responder || null : null,
    disputeReason: row.dispute_reason,
    supportQueryId: row.support_query_id,
    supportQueryReference: row.support_query_reference,
    canRespond: status === 'pending' && answersConfirmations(context),
  };
}

type LedgerRow = Awaited<ReturnType<typeof transactionPage>>[number];

function toTransaction(context: ServiceContext, row: LedgerRow, confirmation: ConfirmationRow | undefined): Transaction {
  return {
    id: row.id,
    accountId: row.account_id,
    orderId: row.order_id ?? '',
    tradeDate: row.trade_day,
    tradeIndex: row.trade_index,
    deliveryPeriod: row.period_name_abs,
    tradeDirection: row.trade_direction,
    volume: row.volume,
    unit: volumeUnitOf(row.trade_index),
    price: row.price,
    priceUnit: priceUnitOf(row.trade_index),
    value: row.value,
    confirmation: toConfirmation(context, confirmation),
  };
}

export async function listTransactions(context: ServiceContext, params: ListTransactionsParams): Promise<TransactionPage> {
  const filter = filterOf(context, params);
  const { page, perPage, offset } = paging(params);
  const [rows, totals] = await Promise.all([transactionPage(context.db, filter, { limit: perPage, offset }), transactionTotals(context.db, filter)]);
  const confirmations = new Map((await confirmationsOf(context.db, rows.map((row) => row.id))).map((row) => [row.transaction_id, row]));
  const data = rows.map((row) => toTransaction(context, row, confirmations.get(row.id)));
  const count = Number(totals.count);
  return {
    data,
    total: count,
    totals: { count, boughtValue: Number(totals.bought), soldValue: Number(totals.sold), netValue: Number(totals.net) },
    pagination: { page, perPage },
  };
}

const CSV_HEADER = ['tradeDate', 'accountId', 'accountName', 'orderId', 'tradeIndex', 'deliveryPeriod', 'tradeDirection', 'volume', 'unit', 'price', 'priceUnit', 'valueGBP'];
const BATCH = 500;

export interface TransactionsExport {
  fileName: string;
  /** The file's text, header first, a batch of lines at a time. */
  lines: AsyncGenerator<string>;
}

type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/**
 * Every matching trade with its account's name, newest first, a keyset page at a time; the next
 * page is read while the current one is written, so the database and the writer overlap.
 */
async function* exportBatches(context: ServiceContext, filter: TransactionFilter): AsyncGenerator<ExportRow[]> {
  const read = (after: ExportCursor | undefined) => {
    const batch = exportBatch(context.db, filter, after, BATCH);
    batch.catch(() => undefined); // awaited below; a download abandoned meanwhile leaves it unawaited
    return batch;
  };
  let next = read(undefined);
  for (;;) {
    const rows = await next;
    const last = rows[rows.length - 1];
    const more = last !== undefined && rows.length === BATCH;
    if (more) next = read({ date: last.trade_date, id: last.id });
    if (rows.length > 0) yield rows;
    if (!more) return;
  }
}

/** Checks the scope at once; the lines are read as they are consumed. */
export function exportTransactionsCsv(context: ServiceContext, params: ExportTransactionsCsvParams): TransactionsExport {
  const filter = filterOf(context, params);

  async function* lines(): AsyncGenerator<string> {
    yield `${CSV_HEADER.join(',')}\r\n`;
    for await (const rows of exportBatches(context, filter)) {
      yield rows
        .map((row) =>
          [
            row.trade_day, row.account_id, row.account_name, row.order_id ?? '', row.trade_index, row.period_name_abs, row.trade_direction,
            row.volume_text, volumeUnitOf(row.trade_index), row.price_text, priceUnitOf(row.trade_index), row.value_text,
          ]
            .map(csvCell)
            .join(',') + '\r\n',
        )
        .join('');
    }
  }

  return { fileName: `transactions-${params.accountId ?? 'all'}-${londonToday(context.clock.now())}.csv`, lines: lines() };
}

const XLSX_COLUMNS: XlsxColumn[] = [
  { header: 'Trade date', width: 13 },
  { header: 'Account', width: 14 },
  { header: 'Account name', width: 28 },
  { header: 'Order', width: 38 },
  { header: 'Index', width: 17 },
  { header: 'Delivery period', width: 15 },
  { header: 'Direction', width: 10 },
  { header: 'Volume', width: 18 },
  { header: 'Price', width: 17 },
  { header: 'Value', width: 17 },
];

/** The filters of an export in words, for the line above the header. */
export function transactionFiltersLine({ accountId, tradeIndex, from, to }: ExportTransactionsXlsxParams): string {
  return [
    `Filters: ${accountId === undefined ? 'all accounts' : `account ${accountId}`}`,
    tradeIndex === undefined ? 'all indices' : `index ${tradeIndex}`,
    from === undefined ? 'from the first trade' : `from ${formatDay(from)}`,
    to === undefined ? 'to the latest trade' : `to ${formatDay(to)}`,
  ].join(', ');
}

export interface XlsxExport {
  fileName: string;
  body: Readable;
}

/** The same trades as the CSV as a typed workbook, streamed (server/lib/xlsx.ts); the scope is checked at once. */
export function exportTransactionsXlsx(context: ServiceContext, params: ExportTransactionsXlsxParams): XlsxExport {
  const filter = filterOf(context, params);

  async function* batches(): AsyncGenerator<XlsxCell[][]> {
    for await (const rows of exportBatches(context, filter)) {
      yield rows.map((row) => [
        { day: row.trade_day },
        row.account_id,
        row.account_name,
        row.order_id ?? '',
        row.trade_index,
        row.period_name_abs,
        row.trade_direction,
        { number: Number(row.volume_text), format: unitFormat(volumeUnitOf(row.trade_index)) },
        { number: Number(row.price_text), format: unitFormat(priceUnitOf(row.trade_index)) },
        { number: Number(row.value_text), format: GBP_FORMAT },
      ]);
    }
  }

  const today = londonToday(context.clock.now());
  const body = xlsxStream(
    { name: 'Transactions', title: `Transactions, exported ${formatDay(today)}`, filters: [transactionFiltersLine(params)], columns: XLSX_COLUMNS },
    batches(),
  );
  return { fileName: `transactions-${params.accountId ?? 'all'}-${today}.xlsx`, body };
}

// ---------------------------------------------------------------------------------------------
// Trade confirmations (docs/trading.md, "Confirmations")

const DESK_DOES_NOT_ANSWER = 'The desk issues trade confirmations; only the customer confirms or disputes them';

/** The trade if the caller may answer its confirmation: 404 (missing, another company's), 403 (permission, desk, view-as). */
async function answerableTrade(context: ServiceContext, transactionId: string) {
  const trade = await transactionAccount(context.db, transactionId);
  if (!trade || !canSeeAccount(context.user, trade.account_id)) throw notFound('Transaction not found');
  requirePermissionOn(context.user, trade.account_id, 'view:orders');
  if (context.caller.viewAs) throw forbidden(VIEW_AS_READ_ONLY);
  if (isNbsAdmin(context.user)) throw forbidden(DESK_DOES_NOT_ANSWER);
  return trade;
}

const LONDON = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' });

/** 409 unless the confirmation is issued, unanswered and within its window at `now`. */
function requireOpen(row: Awaited<ReturnType<typeof lockConfirmation>>, now: Date): void {
  if (!row) throw conflict('This trade has no confirmation: it was made before trade confirmations were issued');
  if (row.issued_at === null || row.respond_by === null) throw conflict('The confirmation of this trade is still being written; try again in a moment');
  if (row.status !== 'pending') throw conflict(`This trade's confirmation is already ${row.status}`);
  if (now.getTime() >= row.respond_by.getTime()) {
    throw conflict(`The window to confirm or dispute this trade closed at ${LONDON.format(row.respond_by).replace(',', '')} London time; it stands as confirmed by default`);
  }
}

async function reloaded(context: ServiceContext, transactionId: string): Promise<Transaction> {
  const row = await transactionById(context.db, transactionId);
  if (!row) throw notFound('Transaction not found');
  const [confirmation] = await confirmationsOf(context.db, [transactionId]);
  return toTransaction(context, row, confirmation);
}

export async function confirmTrade(context: ServiceContext, transactionId: string): Promise<Transaction> {
  await answerableTrade(context, transactionId);
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    requireOpen(await lockConfirmation(trx, transactionId), now);
    await answerConfirmation(trx, transactionId, { status: 'confirmed', responded_at: now, responded_by_user_id: context.user.user.id, dispute_reason: null, support_query_id: null });
  });
  return reloaded(context, transactionId);
}

/** Disputes with a reason and opens a support query about the trade for the desk, in one transaction. */
export async function disputeTrade(context: ServiceContext, transactionId: string, body: DisputeTradeRequest): Promise<Transaction> {
  const reason = body.reason.trim();
  if (reason.length === 0) throw badRequest('reason must not be blank', 'reason');
  const trade = await answerableTrade(context, transactionId);
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    const row = await lockConfirmation(trx, transactionId);
    requireOpen(row, now);
    if (!row) return;
    const reference = row.order_reference ?? transactionId;
    const what = `${row.trade_direction === 'buy' ? 'Buy' : 'Sell'} ${new Decimal(row.volume).toString()} ${volumeUnitOf(row.trade_index)} ${productName(row.trade_index, row.period_name_abs)}`;
    const queryId = randomUUID();
    await insertSupportQuery(trx, {
      id: queryId,
      account_id: trade.account_id,
      user_id: context.user.user.id,
      subject: `Disputed trade confirmation ${reference}`,
      description: `${reason}\n\nTrade ${reference}: ${what}, executed ${londonToday(row.trade_date)} (transaction ${transactionId}).`,
      category: 'trading',
      pipeline_stage: 'new',
      create_date: now,
      updated_date: now,
    });
    await answerConfirmation(trx, transactionId, { status: 'disputed', responded_at: now, responded_by_user_id: context.user.user.id, dispute_reason: reason, support_query_id: queryId });
  });
  return reloaded(context, transactionId);
}
