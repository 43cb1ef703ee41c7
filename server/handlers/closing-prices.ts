/**
 * Tag `closing-prices`: the latest published prices of an index and period, with the daily
 * change and 30-business-day mean/high/low aggregated from the stored history, and one
 * product's history with the same rolling statistics per day.
 */
import { sql, type Kysely } from 'kysely';

import type { ClosingPrice } from '../../generated/model/closingPrice';
import type { ClosingPriceHistoryResponse } from '../../generated/model/closingPriceHistoryResponse';
import type { GetClosingPriceHistoryParams } from '../../generated/model/getClosingPriceHistoryParams';
import type { GetLatestClosingPricesParams } from '../../generated/model/getLatestClosingPricesParams';
import type { LatestClosingPricesResponse } from '../../generated/model/latestClosingPricesResponse';
import type { Period } from '../../generated/model/period';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import { requirePermissionAnywhere } from '../auth/guard';
import type { Database } from '../db/schema';
import { addDays } from '../../domain/business-days';
import { badRequest, notFound } from '../errors';
import { deliverySortKey } from '../lib/delivery-periods';
import { priceUnitOf } from '../representations';
import type { Handler } from '../handler';

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

async function latestPublication(db: Kysely<Database>, tradeIndex: TradeIndex, period: Period): Promise<string | null> {
  const latest = await db
    .selectFrom('closing_prices')
    .select((eb) => eb.fn.max('price_date').as('day'))
    .where('trade_index', '=', tradeIndex)
    .where('period', '=', period)
    .executeTakeFirst();
  return latest?.day ?? null;
}

const getLatestClosingPrices: Handler<{ Querystring: GetLatestClosingPricesParams }, LatestClosingPricesResponse> = async (request) => {
  requirePermissionAnywhere(request.caller.user, 'view:closing_prices');
  const tradeIndex: TradeIndex = request.query.tradeIndex ?? 'POWERUKBASECAL';
  const period: Period = request.query.period ?? 'day';
  const { db } = request.server;
  const day = await latestPublication(db, tradeIndex, period);
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

/** Without from/to: the last 365 days; never more than 2 years (the contract's limits). */
const DEFAULT_DAYS = 365;
const MAX_DAYS = 731;

interface HistoryRow {
  price_date: string;
  price: number | string;
  mean: number | string;
  high: number | string;
  low: number | string;
}

const getClosingPriceHistory: Handler<{ Querystring: GetClosingPriceHistoryParams }, ClosingPriceHistoryResponse> = async (request) => {
  requirePermissionAnywhere(request.caller.user, 'view:closing_prices');
  const tradeIndex: TradeIndex = request.query.tradeIndex ?? 'POWERUKBASECAL';
  const period: Period = request.query.period ?? 'day';
  const { db } = request.server;
  const latest = await latestPublication(db, tradeIndex, period);
  if (!latest) throw notFound(`No ${period} closing prices of ${tradeIndex} are published yet`);

  const { from: askedFrom, to: askedTo } = request.query;
  const to = askedTo ?? (askedFrom !== undefined && askedFrom > latest ? askedFrom : latest);
  const from = askedFrom ?? addDays(to, -DEFAULT_DAYS);
  if (to < from) throw badRequest('querystring/to must not be before from', 'to');
  if (addDays(from, MAX_DAYS) < to) throw badRequest('querystring/from must be at most 2 years before to', 'from');

  let periodNameAbs = request.query.periodNameAbs;
  if (periodNameAbs === undefined) {
    // The nearest product listed on the latest publication date.
    const products = await db
      .selectFrom('closing_prices')
      .select('period_name_abs')
      .where('trade_index', '=', tradeIndex)
      .where('period', '=', period)
      .where('price_date', '=', latest)
      .execute();
    periodNameAbs = products.map((row) => row.period_name_abs).sort((a, b) => deliverySortKey(a) - deliverySortKey(b))[0];
  } else {
    const listed = await db
      .selectFrom('closing_prices')
      .select('id')
      .where('trade_index', '=', tradeIndex)
      .where('period_name_abs', '=', periodNameAbs)
      .where('period', '=', period)
      .limit(1)
      .executeTakeFirst();
    if (!listed) throw notFound(`No ${period} product ${periodNameAbs} of ${tradeIndex} has closing prices`);
  }
  if (periodNameAbs === undefined) throw notFound(`No ${period} closing prices of ${tradeIndex} are published yet`);

  // Rolling statistics over the product's 30 latest closes up to each day: read from 75
  // calendar days (more than 30 business days) before `from`, then keep from..to.
  const result = await sql<HistoryRow>`
    select price_date, price, mean, high, low from (
      select price_date, price,
             avg(price) over w as mean, max(price) over w as high, min(price) over w as low
      from closing_prices
      where trade_index = ${tradeIndex} and period_name_abs = ${periodNameAbs}
        and price_date <= ${to}::date and price_date > ${from}::date - 75
      window w as (order by price_date rows between 29 preceding and current row)
    ) windowed
    where price_date >= ${from}::date
    order by price_date`.execute(db);
  return {
    data: {
      tradeIndex,
      period,
      periodNameAbs,
      priceUnit: priceUnitOf(tradeIndex),
      points: result.rows.map((row) => ({
        date: row.price_date,
        price: Number(row.price),
        thirtyDayMean: round2(Number(row.mean)),
        thirtyDayHigh: Number(row.high),
        thirtyDayLow: Number(row.low),
      })),
    },
  };
};

export const closingPricesHandlers = { getLatestClosingPrices, getClosingPriceHistory };
