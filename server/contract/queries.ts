/**
 * Every SQL statement of the contract tag (Kysely): changing one period's figures (the periods
 * themselves are read through position/queries.ts, the one select of them), and its dated changes with the desk member's
 * name. The contract row is locked through orders/queries.ts (lockContract), the one contract
 * store, so a reforecast and an order's decision on the same period wait for each other. Figures
 * are read as exact decimal text. Each takes the executor it runs on.
 */
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { ContractChangesTable, Database, TradingContractsTable } from '../db/schema';

type Db = Kysely<Database>;

/** One period's figures as exact text (inside the transaction that holds its lock). */
export const contractFiguresText = (db: Db, accountId: string, tradeIndex: TradeIndex, periodName: string) =>
  db
    .selectFrom('trading_contracts')
    .select([
      sql<string>`forecast_volume::text`.as('forecast_volume'),
      sql<string>`budget_price::text`.as('budget_price'),
      sql<string>`minimum_clip_percent::text`.as('minimum_clip_percent'),
    ])
    .where('account_id', '=', accountId)
    .where('trade_index', '=', tradeIndex)
    .where('period_name_abs', '=', periodName)
    .executeTakeFirst();

export async function updateContractFigures(db: Db, accountId: string, tradeIndex: TradeIndex, periodName: string, values: Updateable<TradingContractsTable>): Promise<void> {
  await db.updateTable('trading_contracts').set(values).where('account_id', '=', accountId).where('trade_index', '=', tradeIndex).where('period_name_abs', '=', periodName).execute();
}

export async function insertContractChange(db: Db, values: Insertable<ContractChangesTable>): Promise<void> {
  await db.insertInto('contract_changes').values(values).execute();
}

export interface ContractChangeRow {
  id: string;
  account_id: string;
  trade_index: TradeIndex;
  period_name_abs: string;
  changed_at: Date;
  reason: string;
  forecast_volume_before: string;
  forecast_volume_after: string;
  budget_price_before: string;
  budget_price_after: string;
  minimum_clip_percent_before: string;
  minimum_clip_percent_after: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
}

/** The account's changes (of one index, or all), newest first, with the desk member's name when the user still exists. */
export function contractChanges(db: Db, accountId: string, filter: { tradeIndex?: TradeIndex; id?: string } = {}): Promise<ContractChangeRow[]> {
  let query = db
    .selectFrom('contract_changes as c')
    .leftJoin('users as u', 'u.id', 'c.changed_by')
    .select([
      'c.id', 'c.account_id', 'c.trade_index', 'c.period_name_abs', 'c.changed_at', 'c.reason',
      sql<string>`c.forecast_volume_before::text`.as('forecast_volume_before'),
      sql<string>`c.forecast_volume_after::text`.as('forecast_volume_after'),
      sql<string>`c.budget_price_before::text`.as('budget_price_before'),
      sql<string>`c.budget_price_after::text`.as('budget_price_after'),
      sql<string>`c.minimum_clip_percent_before::text`.as('minimum_clip_percent_before'),
      sql<string>`c.minimum_clip_percent_after::text`.as('minimum_clip_percent_after'),
      'u.firstname', 'u.lastname', 'u.email',
    ])
    .where('c.account_id', '=', accountId);
  if (filter.tradeIndex !== undefined) query = query.where('c.trade_index', '=', filter.tradeIndex);
  if (filter.id !== undefined) query = query.where('c.id', '=', filter.id);
  return query.orderBy('c.changed_at', 'desc').orderBy('c.id', 'desc').execute();
}
