/**
 * Reads of a flexible contract shared by the order handlers and the execution at publication:
 * the contract row (locked FOR UPDATE inside a transaction, so two orders on the same period
 * are decided one after the other on PostgreSQL), the hedged and pending volumes summed in SQL.
 */
import { sql, type Kysely, type Selectable } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database, TradingContractsTable } from '../db/schema';
import { volumeUnitOf } from '../representations';
import { tradeDeadline } from '../position/periods';
import type { ContractFigures } from './rules';

export type ContractRow = Selectable<TradingContractsTable>;

export async function lockContract(trx: Kysely<Database>, accountId: string, tradeIndex: TradeIndex, periodName: string): Promise<ContractRow | undefined> {
  return trx
    .selectFrom('trading_contracts')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('trade_index', '=', tradeIndex)
    .where('period_name_abs', '=', periodName)
    .forUpdate()
    .executeTakeFirst();
}

interface Volumes {
  hedged: string;
  pendingBuy: string;
  pendingSell: string;
}

/** Net executed volume and pending buy/sell volume of one period, as exact decimal strings. */
export async function contractVolumes(db: Kysely<Database>, accountId: string, tradeIndex: TradeIndex, periodName: string): Promise<Volumes> {
  const result = await sql<{ hedged: string; pending_buy: string; pending_sell: string }>`
    select
      (select coalesce(sum(case when trade_direction = 'buy' then volume else -volume end), 0)::text
         from transactions where account_id = ${accountId} and trade_index = ${tradeIndex} and period_name_abs = ${periodName}) as hedged,
      (select coalesce(sum(volume), 0)::text from orders
         where account_id = ${accountId} and trade_index = ${tradeIndex} and period_name_abs = ${periodName}
           and status = 'pending' and trade_direction = 'buy') as pending_buy,
      (select coalesce(sum(volume), 0)::text from orders
         where account_id = ${accountId} and trade_index = ${tradeIndex} and period_name_abs = ${periodName}
           and status = 'pending' and trade_direction = 'sell') as pending_sell`.execute(db);
  const row = result.rows[0];
  return { hedged: row?.hedged ?? '0', pendingBuy: row?.pending_buy ?? '0', pendingSell: row?.pending_sell ?? '0' };
}

export function contractFigures(contract: ContractRow, volumes: Volumes): ContractFigures {
  return {
    deliveryPeriod: contract.period_name_abs,
    unit: volumeUnitOf(contract.trade_index),
    forecastVolume: String(contract.forecast_volume),
    minimumClipPercent: String(contract.minimum_clip_percent),
    hedgedVolume: volumes.hedged,
    pendingBuyVolume: volumes.pendingBuy,
    pendingSellVolume: volumes.pendingSell,
    tradeDeadline: tradeDeadline(contract.delivery_start, contract.deadline_business_days),
  };
}

/** The latest publication date of any closing price, or null before the first. */
export async function latestPublishedDay(db: Kysely<Database>): Promise<string | null> {
  const row = await db.selectFrom('closing_prices').select((eb) => eb.fn.max('price_date').as('day')).executeTakeFirst();
  return row?.day ?? null;
}

/** Accounts that may trade: flexible, and not multi-purchase (they have a purchasing group). */
export function tradingRefusal(account: { is_flexible: boolean; purchasing_group_id: string | null }): string | undefined {
  if (!account.purchasing_group_id) return 'A multi-purchase account cannot place orders';
  if (!account.is_flexible) return 'This account is not on a flexible contract and cannot place orders';
  return undefined;
}
