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

/**
 * A contract period's volumes as three columns of a query over trading_contracts aliased `tc`:
 * `hedged` (executed buys less sells), `pending_buy` and `pending_sell`, exact decimal text.
 * Written once, for the order rules (contractVolumes) and the tradable products.
 */
export const CONTRACT_VOLUME_COLUMNS = sql`
  (select coalesce(sum(case when t.trade_direction = 'buy' then t.volume else -t.volume end), 0)::text from transactions t
    where t.account_id = tc.account_id and t.trade_index = tc.trade_index and t.period_name_abs = tc.period_name_abs) as hedged,
  (select coalesce(sum(o.volume), 0)::text from orders o where o.account_id = tc.account_id and o.trade_index = tc.trade_index
    and o.period_name_abs = tc.period_name_abs and o.status = 'pending' and o.trade_direction = 'buy') as pending_buy,
  (select coalesce(sum(o.volume), 0)::text from orders o where o.account_id = tc.account_id and o.trade_index = tc.trade_index
    and o.period_name_abs = tc.period_name_abs and o.status = 'pending' and o.trade_direction = 'sell') as pending_sell`;

/** Net executed volume and pending buy/sell volume of one period, as exact decimal strings (zero without a contract). */
export async function contractVolumes(db: Kysely<Database>, accountId: string, tradeIndex: TradeIndex, periodName: string): Promise<Volumes> {
  const result = await sql<{ hedged: string; pending_buy: string; pending_sell: string }>`
    select ${CONTRACT_VOLUME_COLUMNS} from trading_contracts tc
    where tc.account_id = ${accountId} and tc.trade_index = ${tradeIndex} and tc.period_name_abs = ${periodName}`.execute(db);
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
