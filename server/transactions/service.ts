/**
 * Tag `transactions`: the executed trades of the caller's accounts (view:orders, the same scope
 * as orders) with totals over every matching trade, and the same list as RFC 4180 CSV lines or
 * an .xlsx workbook, read in keyset pages so an export of any size streams (docs/trading.md,
 * docs/files.md).
 */
import type { Readable } from 'node:stream';

import type { ExportTransactionsCsvParams } from '../../generated/model/exportTransactionsCsvParams';
import type { ExportTransactionsXlsxParams } from '../../generated/model/exportTransactionsXlsxParams';
import type { ListTransactionsParams } from '../../generated/model/listTransactionsParams';
import type { Transaction } from '../../generated/model/transaction';
import type { TransactionPage } from '../../generated/model/transactionPage';
import { londonToday } from '../../domain/business-days';
import { checkDateRange, orderAccounts } from '../auth/trading-scope';
import type { ServiceContext } from '../handler';
import { csvCell } from '../lib/csv';
import { formatDay, GBP_FORMAT, unitFormat, type XlsxCell, type XlsxColumn, xlsxStream } from '../lib/xlsx';
import { paging, priceUnitOf, volumeUnitOf } from '../representations';
import { type ExportCursor, exportBatch, type TransactionFilter, transactionPage, transactionTotals } from './queries';

function filterOf(context: ServiceContext, { accountId, tradeIndex, from, to }: ListTransactionsParams | ExportTransactionsCsvParams | ExportTransactionsXlsxParams): TransactionFilter {
  const accounts = orderAccounts(context.user, accountId);
  checkDateRange(from, to);
  return { accounts, tradeIndex, from, to };
}

export async function listTransactions(context: ServiceContext, params: ListTransactionsParams): Promise<TransactionPage> {
  const filter = filterOf(context, params);
  const { page, perPage, offset } = paging(params);
  const [rows, totals] = await Promise.all([transactionPage(context.db, filter, { limit: perPage, offset }), transactionTotals(context.db, filter)]);
  const data = rows.map(
    (row): Transaction => ({
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
    }),
  );
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
