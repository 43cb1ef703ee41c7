/**
 * Every SQL statement of the monthly portfolio reports (Kysely): which accounts get one, the
 * month's trades they list, and the report files they are stored as. The position figures come
 * from server/position/, the contract's indices from the orders tag's contract store. Each
 * takes the executor it runs on, so the publication's transaction writes the reports.
 */
import { sql, type Insertable, type Kysely } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database, FilesTable } from '../db/schema';

type Db = Kysely<Database>;

/** Flexible accounts with a purchasing group and contract periods: the accounts that get a report. */
export async function reportedAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('accounts.id')
    .where('accounts.is_flexible', '=', true)
    .where('accounts.purchasing_group_id', 'is not', null)
    .where((eb) => eb.exists(eb.selectFrom('trading_contracts').select('trading_contracts.account_id').whereRef('trading_contracts.account_id', '=', 'accounts.id')))
    .orderBy('accounts.id')
    .execute();
  return rows.map((row) => row.id);
}

export const accountName = (db: Db, accountId: string) => db.selectFrom('accounts').select(['id', 'name']).where('id', '=', accountId).executeTakeFirstOrThrow();

export interface TradeRow {
  trade_date: string;
  trade_index: TradeIndex;
  period_name_abs: string;
  trade_direction: 'buy' | 'sell';
  volume: string;
  unit: string;
  price: string;
  value: string;
}

/** The account's trades from `firstDay` to `lastDay` (London dates), oldest first, numbers as exact text. */
export async function tradesBetween(db: Db, accountId: string, firstDay: string, lastDay: string): Promise<TradeRow[]> {
  const result = await sql<TradeRow>`
    select to_char(trade_date at time zone 'Europe/London', 'YYYY-MM-DD') as trade_date, trade_index, period_name_abs, trade_direction,
           volume::text as volume, unit, price::text as price, value::text as value
    from transactions
    where account_id = ${accountId}
      and (trade_date at time zone 'Europe/London')::date between ${firstDay}::date and ${lastDay}::date
    order by trade_date, id`.execute(db);
  return result.rows;
}

export async function reportExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('files').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Stores a report unless its id is already stored; answers whether it was. */
export async function insertReport(db: Db, values: Insertable<FilesTable>): Promise<boolean> {
  const inserted = await db.insertInto('files').values(values).onConflict((oc) => oc.column('id').doNothing()).returning('id').execute();
  return inserted.length > 0;
}

/** The stored reports of the accounts, per account oldest first. */
export const storedReports = (db: Db, accountIds: readonly string[]) =>
  db
    .selectFrom('files')
    .select(['id', 'account_id', 'created_at'])
    .where('category', '=', 'portfolio_report')
    .where('account_id', 'in', accountIds)
    .orderBy('account_id')
    .orderBy('created_at')
    .execute();

export async function replaceReportContent(db: Db, id: string, content: Uint8Array, description: string): Promise<void> {
  await db.updateTable('files').set({ content, size_bytes: content.byteLength, description }).where('id', '=', id).execute();
}
