/**
 * Tag `transactions`: the transactions list of executed trades of the caller's accounts with totals over
 * every matching trade, and the same list as a streamed RFC 4180 CSV file (docs/trading.md).
 */
import { Readable } from 'node:stream';

import { sql, type Kysely } from 'kysely';

import type { ExportTransactionsCsvParams } from '../../generated/model/exportTransactionsCsvParams';
import type { ListTransactionsParams } from '../../generated/model/listTransactionsParams';
import type { Transaction } from '../../generated/model/transaction';
import type { TransactionPage } from '../../generated/model/transactionPage';
import type { Database } from '../db/schema';
import { londonToday } from '../../domain/business-days';
import { paging, priceUnitOf, volumeUnitOf } from '../representations';
import { checkDateRange, orderAccounts } from '../auth/trading-scope';
import type { Handler } from '../handler';

interface Filters {
  accounts: string[] | undefined;
  tradeIndex?: string;
  from?: string;
  to?: string;
}

const TRADE_DAY = sql<string>`to_char(t.trade_date at time zone 'Europe/London', 'YYYY-MM-DD')`;

function transactionRows(db: Kysely<Database>, filters: Filters) {
  let query = db.selectFrom('transactions as t');
  if (filters.accounts !== undefined) query = query.where('t.account_id', 'in', filters.accounts.length ? filters.accounts : ['']);
  if (filters.tradeIndex !== undefined) query = query.where('t.trade_index', '=', filters.tradeIndex as Transaction['tradeIndex']);
  if (filters.from !== undefined) query = query.where(sql<boolean>`t.trade_date >= (${filters.from}::date)::timestamp at time zone 'Europe/London'`);
  if (filters.to !== undefined) query = query.where(sql<boolean>`t.trade_date < (${filters.to}::date + 1)::timestamp at time zone 'Europe/London'`);
  return query;
}

const COLUMNS = ['t.id', 't.account_id', 't.order_id', 't.trade_date', 't.trade_index', 't.period_name_abs', 't.trade_direction', 't.volume', 't.price', 't.value'] as const;

const listTransactions: Handler<{ Querystring: ListTransactionsParams }, TransactionPage> = async (request) => {
  const { accountId, tradeIndex, from, to } = request.query;
  const accounts = orderAccounts(request.caller.user, accountId);
  checkDateRange(from, to);
  const { page, perPage, offset } = paging(request.query);
  const query = transactionRows(request.server.db, { accounts, tradeIndex, from, to });
  const [rows, totals] = await Promise.all([
    query.select([...COLUMNS, TRADE_DAY.as('trade_day')]).orderBy('t.trade_date', 'desc').orderBy('t.id').limit(perPage).offset(offset).execute(),
    // Sums in SQL numeric: exact, served as text and converted once.
    query
      .select([
        sql<string>`count(*)::text`.as('count'),
        sql<string>`coalesce(sum(t.value) filter (where t.trade_direction = 'buy'), 0)::text`.as('bought'),
        sql<string>`coalesce(sum(t.value) filter (where t.trade_direction = 'sell'), 0)::text`.as('sold'),
        sql<string>`(coalesce(sum(t.value) filter (where t.trade_direction = 'buy'), 0) - coalesce(sum(t.value) filter (where t.trade_direction = 'sell'), 0))::text`.as('net'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
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
};

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

const CSV_HEADER = ['tradeDate', 'accountId', 'accountName', 'orderId', 'tradeIndex', 'deliveryPeriod', 'tradeDirection', 'volume', 'unit', 'price', 'priceUnit', 'valueGBP'];
const BATCH = 500;

const exportTransactionsCsv: Handler<{ Querystring: ExportTransactionsCsvParams }> = async (request, reply) => {
  const { accountId, tradeIndex, from, to } = request.query;
  const accounts = orderAccounts(request.caller.user, accountId);
  checkDateRange(from, to);
  const { db } = request.server;
  const filters: Filters = { accounts, tradeIndex, from, to };

  // Keyset pages of the transactions list, newest first; numbers leave the database as text (exact, plain).
  async function* lines(): AsyncGenerator<string> {
    yield `${CSV_HEADER.join(',')}\r\n`;
    let after: { date: Date; id: string } | undefined;
    for (;;) {
      let query = transactionRows(db, filters).innerJoin('accounts as a', 'a.id', 't.account_id');
      if (after) {
        const { date, id } = after;
        query = query.where((eb) => eb.or([eb('t.trade_date', '<', date), eb.and([eb('t.trade_date', '=', date), eb('t.id', '>', id)])]));
      }
      const rows = await query
        .select([
          't.id', 't.trade_date', 't.account_id', 'a.name as account_name', 't.order_id', 't.trade_index', 't.period_name_abs', 't.trade_direction',
          TRADE_DAY.as('trade_day'), sql<string>`t.volume::text`.as('volume_text'), sql<string>`t.price::text`.as('price_text'), sql<string>`t.value::text`.as('value_text'),
        ])
        .orderBy('t.trade_date', 'desc')
        .orderBy('t.id')
        .limit(BATCH)
        .execute();
      if (rows.length === 0) return;
      yield rows
        .map((row) =>
          [
            row.trade_day, row.account_id, row.account_name, row.order_id ?? '', row.trade_index, row.period_name_abs, row.trade_direction,
            row.volume_text, volumeUnitOf(row.trade_index), row.price_text, priceUnitOf(row.trade_index), row.value_text,
          ]
            .map(csvField)
            .join(',') + '\r\n',
        )
        .join('');
      const last = rows[rows.length - 1];
      if (!last || rows.length < BATCH) return;
      after = { date: last.trade_date, id: last.id };
    }
  }

  const name = `transactions-${accountId ?? 'all'}-${londonToday(request.server.settings.clock.now())}.csv`;
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff');
  return reply.send(Readable.from(lines()));
};

export const transactionsHandlers = { listTransactions, exportTransactionsCsv };
