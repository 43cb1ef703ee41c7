/**
 * Tag `position`: per delivery period of an account's contract for one index, the forecast,
 * hedged and open volume, the locked cost and price, the open volume at the latest close, the
 * estimated cost against the budget, and the budget at risk (docs/trading.md). Volumes and
 * money are summed in SQL numeric and valued with decimals, rounded to pennies at the end.
 */
import Decimal from 'decimal.js';
import { sql } from 'kysely';

import type { GetPositionOverviewParams } from '../../generated/model/getPositionOverviewParams';
import type { PositionOverviewResponse } from '../../generated/model/positionOverviewResponse';
import type { PositionPeriod } from '../../generated/model/positionPeriod';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { requirePermissionOn, requireVisibleAccount } from '../auth/guard';
import { forbidden, notFound } from '../errors';
import { businessDaysBetween, addDays } from '../lib/business-days';
import { priceUnitOf, volumeUnitOf } from '../representations';
import { tradeDeadline } from '../trading/periods';
import { tradingRefusal } from '../trading/store';
import { budgetAtRisk, dailyLogSigma, deliveryQuantity, exactValue, hedgedPercent, pennies } from '../trading/valuation';
import type { Handler } from './types';

/** Closes of each product used for its daily price moves. */
export const RISK_HISTORY = 250;

export const BUDGET_AT_RISK_METHOD =
  'P5–P95 of each period’s final cost: the hedged volume at its locked prices plus the open volume at the latest close moved by ±1.645 standard deviations of the product’s daily log price changes over its last 250 closes, scaled by the square root of the business days left until delivery starts.';

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

const getPositionOverview: Handler<{ Querystring: GetPositionOverviewParams }, PositionOverviewResponse> = async (request) => {
  const { accountId } = request.query;
  const tradeIndex: TradeIndex = request.query.tradeIndex ?? 'POWERUKBASECAL';
  const context = request.caller.user;
  requireVisibleAccount(context, accountId);
  requirePermissionOn(context, accountId, 'view:orders');
  const { db } = request.server;
  const account = await db.selectFrom('accounts').select(['is_flexible', 'purchasing_group_id']).where('id', '=', accountId).executeTakeFirst();
  if (!account) throw notFound('Account not found');
  const refusal = tradingRefusal(account);
  if (refusal) throw forbidden(refusal.replace('cannot place orders', 'has no trading position'));

  const periods = await sql<PeriodRow>`
    select tc.period_name_abs, tc.delivery_start, tc.delivery_end, tc.forecast_volume::text as forecast_volume,
           tc.budget_price::text as budget_price, tc.deadline_business_days,
           coalesce(sum(case when t.trade_direction = 'buy' then t.volume else -t.volume end), 0)::text as hedged,
           coalesce(sum(case when t.trade_direction = 'buy' then t.value else -t.value end), 0)::text as locked_cost,
           coalesce(sum(case when t.trade_direction = 'buy' then t.volume * t.price else -t.volume * t.price end), 0)::text as locked_volume_price
    from trading_contracts tc
    left join transactions t on t.account_id = tc.account_id and t.trade_index = tc.trade_index and t.period_name_abs = tc.period_name_abs
    where tc.account_id = ${accountId} and tc.trade_index = ${tradeIndex}
    group by tc.period_name_abs, tc.delivery_start, tc.delivery_end, tc.forecast_volume, tc.budget_price, tc.deadline_business_days
    order by tc.delivery_start, tc.delivery_end`.execute(db);

  const latest = await db.selectFrom('closing_prices').select((eb) => eb.fn.max('price_date').as('day')).where('trade_index', '=', tradeIndex).executeTakeFirst();
  const priceDate = latest?.day ?? null;
  const names = periods.rows.map((row) => row.period_name_abs);
  // The last RISK_HISTORY closes of each product, oldest first, as exact text.
  const history = names.length
    ? await sql<{ period_name_abs: string; price: string; price_date: string }>`
        select period_name_abs, price::text as price, price_date from (
          select period_name_abs, price, price_date,
                 row_number() over (partition by period_name_abs order by price_date desc) as rn
          from closing_prices where trade_index = ${tradeIndex} and period_name_abs in (${sql.join(names)})
        ) ranked where rn <= ${RISK_HISTORY} order by period_name_abs, price_date`.execute(db)
    : { rows: [] };
  const pricesOf = new Map<string, { price: string; date: string }[]>();
  for (const row of history.rows) {
    const list = pricesOf.get(row.period_name_abs) ?? [];
    list.push({ price: row.price, date: row.price_date });
    pricesOf.set(row.period_name_abs, list);
  }

  const data = periods.rows.map((row): PositionPeriod => {
    const quantity = deliveryQuantity(tradeIndex, row.delivery_start, row.delivery_end);
    const forecast = new Decimal(row.forecast_volume);
    const hedged = new Decimal(row.hedged);
    const open = forecast.minus(hedged);
    const lockedCost = new Decimal(row.locked_cost);
    const prices = pricesOf.get(row.period_name_abs) ?? [];
    const last = prices[prices.length - 1];
    const close = last && last.date === priceDate ? last.price : undefined;
    const openValue = close === undefined ? null : exactValue(tradeIndex, quantity, open, close);
    const budgetCost = exactValue(tradeIndex, quantity, forecast, row.budget_price);
    const estimated = openValue === null ? null : lockedCost.plus(openValue);
    const sigma = dailyLogSigma(prices.map((entry) => entry.price));
    const daysLeft = priceDate ? businessDaysBetween(addDays(priceDate, 1), addDays(row.delivery_start, -1)).length : 0;
    const band =
      close !== undefined && sigma !== null
        ? budgetAtRisk({ index: tradeIndex, quantity, lockedCost, openVolume: open, latestPrice: close, sigma, businessDaysLeft: daysLeft })
        : null;
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
      tradeDeadline: tradeDeadline(row.delivery_start, row.deadline_business_days),
    };
  });
  return {
    data: {
      accountId,
      tradeIndex,
      unit: volumeUnitOf(tradeIndex),
      priceUnit: priceUnitOf(tradeIndex),
      priceDate,
      budgetAtRiskMethod: BUDGET_AT_RISK_METHOD,
      periods: data,
    },
  };
};

export const positionHandlers = { getPositionOverview };
