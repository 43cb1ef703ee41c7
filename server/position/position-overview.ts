/**
 * The position of one account's contract for one index, period by period, as of the latest
 * published close or as of an earlier day: the forecast, hedged and open volume, the locked
 * cost and price, the open volume at that day's close, the estimated cost against the budget,
 * and the budget at risk (docs/trading.md). The position overview (handlers/position.ts) and
 * the monthly portfolio report (server/reports/) both read it here, so their numbers agree.
 * Volumes and money are summed in SQL numeric and valued with decimals, rounded to pennies
 * at the end.
 */
import Decimal from 'decimal.js';
import { sql, type Kysely } from 'kysely';

import type { PositionPeriod } from '../../generated/model/positionPeriod';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database } from '../db/schema';
import { addDays, businessDaysBetween } from '../../domain/business-days';
import { tradeDeadline } from './periods';
import { deliveryQuantity, exactValue, pennies } from '../../domain/energy';
import { hedgedPercent } from '../../domain/energy';
import { budgetAtRisk } from './valuation';

/** Closes of each product used for its daily price moves. */
export const RISK_HISTORY = 250;

interface PeriodRow {
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

export interface PositionAsOf {
  /** The close the open volume is valued at (null before any close of the index). */
  priceDate: string | null;
  periods: PositionPeriod[];
}

export interface PositionOptions {
  /**
   * A London date: only the trades made on or before it and the closes published on or
   * before it count. Without it everything stored counts, as on the overview.
   */
  asOf?: string;
  /** False leaves the budget at risk out (null): its volatility is the slow part, and the report does not show it. */
  budgetAtRisk?: boolean;
  /**
   * London today from the business clock (the overview): a period whose trade deadline is
   * before it is past its deadline. Without it the deadline is compared with `asOf`.
   */
  today?: string;
}

export async function positionOverview(db: Kysely<Database>, accountId: string, tradeIndex: TradeIndex, options: PositionOptions = {}): Promise<PositionAsOf> {
  const { asOf, budgetAtRisk: withRisk = true } = options;
  const today = options.today ?? asOf;
  if (today === undefined) throw new Error('positionOverview needs today or asOf to mark periods past their trade deadline');
  const tradedBy = asOf === undefined ? sql`` : sql`and (t.trade_date at time zone 'Europe/London')::date <= ${asOf}::date`;
  const periods = await sql<PeriodRow>`
    select tc.period_name_abs, tc.delivery_start, tc.delivery_end, tc.forecast_volume::text as forecast_volume,
           tc.budget_price::text as budget_price, tc.deadline_business_days,
           coalesce(sum(case when t.trade_direction = 'buy' then t.volume else -t.volume end), 0)::text as hedged,
           coalesce(sum(case when t.trade_direction = 'buy' then t.value else -t.value end), 0)::text as locked_cost,
           coalesce(sum(case when t.trade_direction = 'buy' then t.volume * t.price else -t.volume * t.price end), 0)::text as locked_volume_price
    from trading_contracts tc
    left join transactions t on t.account_id = tc.account_id and t.trade_index = tc.trade_index and t.period_name_abs = tc.period_name_abs ${tradedBy}
    where tc.account_id = ${accountId} and tc.trade_index = ${tradeIndex}
    group by tc.period_name_abs, tc.delivery_start, tc.delivery_end, tc.forecast_volume, tc.budget_price, tc.deadline_business_days
    order by tc.delivery_start, tc.delivery_end`.execute(db);

  let latestQuery = db.selectFrom('closing_prices').select((eb) => eb.fn.max('price_date').as('day')).where('trade_index', '=', tradeIndex);
  if (asOf !== undefined) latestQuery = latestQuery.where('price_date', '<=', asOf);
  const latest = await latestQuery.executeTakeFirst();
  const priceDate = latest?.day ?? null;
  const names = periods.rows.map((row) => row.period_name_abs);
  // Per product, over its last RISK_HISTORY closes up to the price date: the latest close and
  // the sample standard deviation of its daily log price changes, both computed by the database
  // in exact numeric arithmetic (far faster than 250 logarithms per period with decimal.js). A
  // move is skipped when either close is not positive, as in valuation.dailyLogSigma. Without
  // the budget at risk only the latest close is read.
  const closesKept = withRisk ? RISK_HISTORY : 1;
  const risk =
    names.length && priceDate
      ? await sql<{ period_name_abs: string; last_price: string; last_date: string; sigma: string | null }>`
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
        from moves group by period_name_abs`.execute(db)
      : { rows: [] };
  const riskOf = new Map(risk.rows.map((row) => [row.period_name_abs, row]));

  const data = periods.rows.map((row): PositionPeriod => {
    const quantity = deliveryQuantity(tradeIndex, row.delivery_start, row.delivery_end);
    const forecast = new Decimal(row.forecast_volume);
    const hedged = new Decimal(row.hedged);
    const open = forecast.minus(hedged);
    const lockedCost = new Decimal(row.locked_cost);
    const product = riskOf.get(row.period_name_abs);
    const close = product && product.last_date === priceDate ? product.last_price : undefined;
    const openValue = close === undefined ? null : exactValue(tradeIndex, quantity, open, close);
    const budgetCost = exactValue(tradeIndex, quantity, forecast, row.budget_price);
    const estimated = openValue === null ? null : lockedCost.plus(openValue);
    const sigma = withRisk && product?.sigma != null ? new Decimal(product.sigma) : null;
    const daysLeft = priceDate ? businessDaysBetween(addDays(priceDate, 1), addDays(row.delivery_start, -1)).length : 0;
    const band =
      close !== undefined && sigma !== null
        ? budgetAtRisk({ index: tradeIndex, quantity, lockedCost, openVolume: open, latestPrice: close, sigma, businessDaysLeft: daysLeft })
        : null;
    const deadline = tradeDeadline(row.delivery_start, row.deadline_business_days);
    return {
      deliveryPeriod: row.period_name_abs,
      deliveryStart: row.delivery_start,
      deliveryEnd: row.delivery_end,
      forecastVolume: forecast.toNumber(),
      hedgedVolume: Decimal.max(hedged, 0).toNumber(),
      openVolume: open.toNumber(),
      hedgedPercent: Math.max(0, hedgedPercent(hedged, forecast)),
      averageLockedPrice: hedged.gt(0) ? new Decimal(row.locked_volume_price).dividedBy(hedged).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber() : null,
      latestClosingPrice: close === undefined ? null : Number(close),
      openValue: openValue === null ? null : pennies(openValue),
      lockedCost: pennies(lockedCost),
      budgetPrice: Number(row.budget_price),
      budgetCost: pennies(budgetCost),
      estimatedTotalCost: estimated === null ? null : pennies(estimated),
      variance: estimated === null ? null : pennies(estimated.minus(budgetCost)),
      budgetAtRiskP5: band?.p5 ?? null,
      budgetAtRiskP95: band?.p95 ?? null,
      tradeDeadline: deadline,
      pastTradeDeadline: deadline < today,
    };
  });
  return { priceDate, periods: data };
}
