/**
 * Every SQL statement of the transactions tag (Kysely), and the signed sums over executed
 * trades that the orders and position tags read (the hedged volume, written once here). Each
 * takes the executor it runs on.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Buys less sells of an expression over transactions aliased `t`, as exact decimal text (0 without trades). */
export const buysLessSells = (expression: RawBuilder<unknown>) =>
  sql<string>`coalesce(sum(case when t.trade_direction = 'buy' then ${expression} else -${expression} end), 0)::text`;

/** A contract period's hedged volume: the net executed volume of its trades. */
export const HEDGED_VOLUME = buysLessSells(sql`t.volume`);

export interface TransactionFilter {
  /** Only these accounts' trades; every account when undefined. */
  accounts: string[] | undefined;
  tradeIndex?: TradeIndex;
  /** London calendar days. */
  from?: string;
  to?: string;
}

const TRADE_DAY = sql<string>`to_char(t.trade_date at time zone 'Europe/London', 'YYYY-MM-DD')`;

function transactionRows(db: Db, filter: TransactionFilter) {
  let query = db.selectFrom('transactions as t');
  if (filter.accounts !== undefined) query = query.where('t.account_id', 'in', filter.accounts.length ? filter.accounts : ['']);
  if (filter.tradeIndex !== undefined) query = query.where('t.trade_index', '=', filter.tradeIndex);
  if (filter.from !== undefined) query = query.where(sql<boolean>`t.trade_date >= (${filter.from}::date)::timestamp at time zone 'Europe/London'`);
  if (filter.to !== undefined) query = query.where(sql<boolean>`t.trade_date < (${filter.to}::date + 1)::timestamp at time zone 'Europe/London'`);
  return query;
}

const COLUMNS = ['t.id', 't.account_id', 't.order_id', 't.trade_date', 't.trade_index', 't.period_name_abs', 't.trade_direction', 't.volume', 't.price', 't.value'] as const;

/** One page of the matching trades, newest first. */
export const transactionPage = (db: Db, filter: TransactionFilter, page: { limit: number; offset: number }) =>
  transactionRows(db, filter).select([...COLUMNS, TRADE_DAY.as('trade_day')]).orderBy('t.trade_date', 'desc').orderBy('t.id').limit(page.limit).offset(page.offset).execute();

/** One trade as a ledger row (no account scope: the caller has checked it). */
export const transactionById = (db: Db, id: string) =>
  db.selectFrom('transactions as t').select([...COLUMNS, TRADE_DAY.as('trade_day')]).where('t.id', '=', id).executeTakeFirst();

/** Count and £ sums over every matching trade, in SQL numeric: exact, served as text. */
export const transactionTotals = (db: Db, filter: TransactionFilter) =>
  transactionRows(db, filter)
    .select([
      sql<string>`count(*)::text`.as('count'),
      sql<string>`coalesce(sum(t.value) filter (where t.trade_direction = 'buy'), 0)::text`.as('bought'),
      sql<string>`coalesce(sum(t.value) filter (where t.trade_direction = 'sell'), 0)::text`.as('sold'),
      sql<string>`(coalesce(sum(t.value) filter (where t.trade_direction = 'buy'), 0) - coalesce(sum(t.value) filter (where t.trade_direction = 'sell'), 0))::text`.as('net'),
    ])
    .executeTakeFirstOrThrow();

/** Where a keyset page of the export starts: after this trade (newest first). */
export interface ExportCursor {
  date: Date;
  id: string;
}

/** A keyset page of the export with the account's name; numbers leave the database as text (exact, plain). */
export function exportBatch(db: Db, filter: TransactionFilter, after: ExportCursor | undefined, limit: number) {
  let query = transactionRows(db, filter).innerJoin('accounts as a', 'a.id', 't.account_id');
  if (after) {
    const { date, id } = after;
    query = query.where((eb) => eb.or([eb('t.trade_date', '<', date), eb.and([eb('t.trade_date', '=', date), eb('t.id', '>', id)])]));
  }
  return query
    .select([
      't.id', 't.trade_date', 't.account_id', 'a.name as account_name', 't.order_id', 't.trade_index', 't.period_name_abs', 't.trade_direction',
      TRADE_DAY.as('trade_day'), sql<string>`t.volume::text`.as('volume_text'), sql<string>`t.price::text`.as('price_text'), sql<string>`t.value::text`.as('value_text'),
    ])
    .orderBy('t.trade_date', 'desc')
    .orderBy('t.id')
    .limit(limit)
    .execute();
}
