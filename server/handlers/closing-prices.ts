/**
 * Tag `closing-prices`: the latest published prices of an index and period, with the daily
 * change and 30-business-day mean/high/low aggregated from the stored history.
 */
import { sql } from 'kysely';

import type { ClosingPrice } from '../../generated/model/closingPrice';
import type { GetLatestClosingPricesParams } from '../../generated/model/getLatestClosingPricesParams';
import type { LatestClosingPricesResponse } from '../../generated/model/latestClosingPricesResponse';
import { hasPermissionAnywhere } from '../auth/user-context';
import type { PricePeriod, TradeIndex } from '../db/schema';
import { forbidden } from '../errors';
import { deliverySortKey } from '../lib/delivery-periods';
import { priceUnitOf } from '../representations';
import type { Handler } from './types';

const round2 = (value: number) => Math.round(value * 100) / 100;

interface LatestRow {
  id: string;
  period_name_abs: string;
  price: number | string;
  previous: number | string | null;
  mean: number | string;
  high: number | string;
  low: number | string;
}

const getLatestClosingPrices: Handler<{ Querystring: GetLatestClosingPricesParams }, LatestClosingPricesResponse> = async (request) => {
  if (!hasPermissionAnywhere(request.caller.user, 'view:closing_prices')) {
    throw forbidden('You do not have the view:closing_prices permission');
  }
  const tradeIndex: TradeIndex = request.query.tradeIndex ?? 'POWERUKBASECAL';
  const period: PricePeriod = request.query.period ?? 'day';
  const { db } = request.server;
  const latest = await db
    .selectFrom('closing_prices')
    .select((eb) => eb.fn.max('price_date').as('day'))
    .where('trade_index', '=', tradeIndex)
    .where('period', '=', period)
    .executeTakeFirst();
  const day = latest?.day ?? null;
  if (!day) return { data: [], tradeIndex, period, priceUnit: priceUnitOf(tradeIndex), publishedDate: null };
  // rn = 1 is the latest close of each product, rn = 2 the business day before; the 30 most
  // recent rows of a product are its last 30 business days (75 calendar days cover them).
  const result = await sql<LatestRow>`
    with ranked as (
      select id, period_name_abs, price_date, price,
             row_number() over (partition by period_name_abs order by price_date desc) as rn,
             bool_or(price_date = ${day}::date) over (partition by period_name_abs) as listed
      from closing_prices
      where trade_index = ${tradeIndex} and period = ${period}
        and price_date <= ${day}::date and price_date > ${day}::date - 75
    )
    select max(case when rn = 1 then id end) as id,
           period_name_abs,
           max(case when rn = 1 then price end) as price,
           max(case when rn = 2 then price end) as previous,
           avg(price) filter (where rn <= 30) as mean,
           max(price) filter (where rn <= 30) as high,
           min(price) filter (where rn <= 30) as low
    from ranked
    where listed
    group by period_name_abs`.execute(db);
  const rows = [...result.rows].sort((a, b) => deliverySortKey(a.period_name_abs) - deliverySortKey(b.period_name_abs));
  const data = rows.map((row): ClosingPrice => {
    const price = Number(row.price);
    return {
      id: row.id,
      periodNameAbs: row.period_name_abs,
      price,
      dailyChange: row.previous === null ? 0 : round2(price - Number(row.previous)),
      thirtyDayMean: round2(Number(row.mean)),
      thirtyDayHigh: Number(row.high),
      thirtyDayLow: Number(row.low),
    };
  });
  return { data, tradeIndex, period, priceUnit: priceUnitOf(tradeIndex), publishedDate: day };
};

export const closingPricesHandlers = { getLatestClosingPrices };
