/**
 * Every SQL statement of the position tag (Kysely): a contract's periods with their executed
 * volume and money, and the closes they are valued at. The contract's indices and the trading
 * account are read through the orders tag's contract store (server/orders/queries.ts). Each
 * takes the executor it runs on.
 */
import { sql, type Kysely } from 'kysely';

import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database } from '../db/schema';
import { buysLessSells, HEDGED_VOLUME } from '../transactions/queries';

type Db = Kysely<Database>;

export interface PeriodRow {
  period_name_abs: string;
  delivery_start: string;
  delivery_end: string;
  forecast_volume: string;
  budget_price: string;
  deadline_business_days: number;
  hedged: string;
  locked_cost: string;
  locked_volume_price: string;
}

/**
 * The contract periods of an index, nearest first, with the net volume, cost and volume×price
 * of their trades; with `asOf` (a London date) only the trades made on or before it.
 */
export async function contractPeriods(db: Db, accountId: string, tradeIndex: TradeIndex, asOf: string | undefined): Promise<PeriodRow[]> {
  const tradedBy = asOf === undefined ? sql`` : sql`and (t.trade_date at time zone 'Europe/London')::date <= ${asOf}::date`;
  const result = await sql<PeriodRow>`
    select tc.period_name_abs, tc.delivery_start, tc.delivery_end, tc.forecast_volume::text as forecast_volume,
           tc.budget_price::text as budget_price, tc.deadline_business_days,
           ${HEDGED_VOLUME} as hedged,
           ${buysLessSells(sql`t.value`)} as locked_cost,
           ${buysLessSells(sql`t.volume * t.price`)} as locked_volume_price
    from trading_contracts tc
    left join transactions t on t.account_id = tc.account_id and t.trade_index = tc.trade_index and t.period_name_abs = tc.period_name_abs ${tradedBy}
    where tc.account_id = ${accountId} and tc.trade_index = ${tradeIndex}
    group by tc.period_name_abs, tc.delivery_start, tc.delivery_end, tc.forecast_volume, tc.budget_price, tc.deadline_business_days
    order by tc.delivery_start, tc.delivery_end`.execute(db);
  return result.rows;
}

/** The latest publication date of any product of the index, on or before `asOf` when given. */
export async function latestIndexClose(db: Db, tradeIndex: TradeIndex, asOf: string | undefined): Promise<string | null> {
  let query = db.selectFrom('closing_prices').select((eb) => eb.fn.max('price_date').as('day')).where('trade_index', '=', tradeIndex);
  if (asOf !== undefined) query = query.where('price_date', '<=', asOf);
  const latest = await query.executeTakeFirst();
  return latest?.day ?? null;
}

export interface ProductRisk {
  period_name_abs: string;
  last_price: string;
  last_date: string;
  sigma: string | null;
}

/**
 * Per product, over its last `closesKept` closes up to `priceDate`: the latest close and the
 * sample standard deviation of its daily log price changes, both computed by the database in
 * exact numeric arithmetic (far faster than 250 logarithms per period with decimal.js). A move
 * is skipped when either close is not positive, as in valuation.dailyLogSigma.
 */
export async function productRisk(db: Db, tradeIndex: TradeIndex, names: string[], priceDate: string, closesKept: number): Promise<ProductRisk[]> {
  const result = await sql<ProductRisk>`
    with recent as (
      select period_name_abs, price, price_date,
             row_number() over (partition by period_name_abs order by price_date desc) as rn
      from closing_prices where trade_index = ${tradeIndex} and period_name_abs in (${sql.join(names)}) and price_date <= ${priceDate}
    ), moves as (
      select period_name_abs, price, price_date, rn,
             lag(price) over (partition by period_name_abs order by price_date) as previous
      from recent where rn <= ${closesKept}
    )
    select period_name_abs,
           min(price::text) filter (where rn = 1) as last_price,
           min(price_date) filter (where rn = 1) as last_date,
           (stddev_samp(ln(price / previous)) filter (where previous > 0 and price > 0))::text as sigma
    from moves group by period_name_abs`.execute(db);
  return result.rows;
}

export interface ContractPeriodRow {
  period_name_abs: string;
  delivery_start: string;
  delivery_end: string;
  forecast_volume: string;
  budget_price: string;
  minimum_clip_percent: string;
  deadline_business_days: number;
}

/** The contract periods of an index (no trades), nearest first: what the month view spreads the forecast from, the what-if's ledger prices the budget with and the contract card lists. */
export async function contractPeriodRows(db: Db, accountId: string, tradeIndex: TradeIndex): Promise<ContractPeriodRow[]> {
  const result = await sql<ContractPeriodRow>`
    select period_name_abs, delivery_start, delivery_end, forecast_volume::text as forecast_volume,
           budget_price::text as budget_price, minimum_clip_percent::text as minimum_clip_percent, deadline_business_days
    from trading_contracts where account_id = ${accountId} and trade_index = ${tradeIndex}
    order by delivery_start, delivery_end`.execute(db);
  return result.rows;
}

export interface NetTradedRow {
  period_name_abs: string;
  /** Buys less sells of the product, exact. */
  hedged: string;
}

/** Per product of an index, the net executed volume of an account's trades (any product, in the contract or not). */
export async function netTradedByProduct(db: Db, accountId: string, tradeIndex: TradeIndex): Promise<NetTradedRow[]> {
  const result = await sql<NetTradedRow>`
    select t.period_name_abs, ${HEDGED_VOLUME} as hedged
    from transactions t where t.account_id = ${accountId} and t.trade_index = ${tradeIndex}
    group by t.period_name_abs order by t.period_name_abs`.execute(db);
  return result.rows;
}
