/**
 * The position of one account's contract for one index, period by period, as of the latest
 * published close or as of an earlier day: the forecast, hedged and open volume, the locked
 * cost and price, the open volume at that day's close, the estimated cost against the budget,
 * and the budget at risk (docs/trading.md). The position overview (service.ts) and
 * the monthly portfolio report (server/reports/) both read it here, so their numbers agree.
 * Volumes and money are summed in SQL numeric and valued with decimals, rounded to pennies
 * at the end.
 */
import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';

import type { PositionPeriod } from '../../generated/model/positionPeriod';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database } from '../db/schema';
import { addDays, businessDaysBetween } from '../../domain/business-days';
import { tradeDeadline } from './periods';
import { deliveryQuantity, exactValue, pennies } from '../../domain/energy';
import { hedgedPercent } from '../../domain/energy';
import { contractPeriods, latestIndexClose, productRisk } from './queries';
import { budgetAtRisk } from './valuation';

/** Closes of each product used for its daily price moves. */
export const RISK_HISTORY = 250;

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
  const periods = await contractPeriods(db, accountId, tradeIndex, asOf);
  const priceDate = await latestIndexClose(db, tradeIndex, asOf);
  const names = periods.map((row) => row.period_name_abs);
  // The risk figures of each product over its last RISK_HISTORY closes up to the price date;
  // without the budget at risk only the latest close is read.
  const closesKept = withRisk ? RISK_HISTORY : 1;
  const risk = names.length && priceDate ? await productRisk(db, tradeIndex, names, priceDate, closesKept) : [];
  const riskOf = new Map(risk.map((row) => [row.period_name_abs, row]));

  const data = periods.map((row): PositionPeriod => {
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
