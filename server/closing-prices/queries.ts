/**
 * Every SQL statement of the closing-prices tag (Kysely): the reads of the published prices and
 * what the publication writes. The latest publication day and a day's closes are read here for
 * the other tags too (orders, price alerts). Each takes the executor it runs on.
 */
import { sql, type Kysely } from 'kysely';

import type { Period } from '../../generated/model/period';
import type { TradeIndex } from '../../generated/model/tradeIndex';
import type { Database } from '../db/schema';
import type { DailyReport } from '../db/seed/content';
import type { ClosingPriceRow } from './price-source';

type Db = Kysely<Database>;

/** The latest publication date of any closing price, or null before the first. */
export async function latestPublishedDay(db: Db): Promise<string | null> {
  const row = await db.selectFrom('closing_prices').select((eb) => eb.fn.max('price_date').as('day')).executeTakeFirst();
  return row?.day ?? null;
}

/** The first and the latest publication date, or undefined before the first. */
export async function publishedRange(db: Db): Promise<{ first: string; last: string } | undefined> {
  const range = await db
    .selectFrom('closing_prices')
    .select((eb) => [eb.fn.min('price_date').as('first'), eb.fn.max('price_date').as('last')])
    .executeTakeFirst();
  return range?.first && range.last ? { first: range.first, last: range.last } : undefined;
}

/** Every close published on `day`. */
export const closesOfDay = (db: Db, day: string) =>
  db.selectFrom('closing_prices').select(['trade_index', 'period_name_abs', 'price']).where('price_date', '=', day).execute();

/** The latest publication date of an index's products of one period kind. */
export async function latestPublication(db: Db, tradeIndex: TradeIndex, period: Period): Promise<string | null> {
  const latest = await db
    .selectFrom('closing_prices')
    .select((eb) => eb.fn.max('price_date').as('day'))
    .where('trade_index', '=', tradeIndex)
    .where('period', '=', period)
    .executeTakeFirst();
  return latest?.day ?? null;
}

export interface LatestRow {
  id: string;
  period_name_abs: string;
  price: number | string;
  previous: number | string | null;
  mean: number | string;
  high: number | string;
  low: number | string;
}

/**
 * Each product listed on `day`: its close, the close of the business day before, and the mean,
 * high and low of its last 30 closes. rn = 1 is the latest close of each product, rn = 2 the
 * business day before; the 30 most recent rows of a product are its last 30 business days (75
 * calendar days cover them).
 */
export async function latestCloses(db: Db, tradeIndex: TradeIndex, period: Period, day: string): Promise<LatestRow[]> {
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
  return result.rows;
}

/** The products of an index and period kind listed on `day`. */
export async function productsListedOn(db: Db, tradeIndex: TradeIndex, period: Period, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('closing_prices')
    .select('period_name_abs')
    .where('trade_index', '=', tradeIndex)
    .where('period', '=', period)
    .where('price_date', '=', day)
    .execute();
  return rows.map((row) => row.period_name_abs);
}

/** Whether the product has any close. */
export async function hasCloses(db: Db, tradeIndex: TradeIndex, periodNameAbs: string, period: Period): Promise<boolean> {
  const listed = await db
    .selectFrom('closing_prices')
    .select('id')
    .where('trade_index', '=', tradeIndex)
    .where('period_name_abs', '=', periodNameAbs)
    .where('period', '=', period)
    .limit(1)
    .executeTakeFirst();
  return listed !== undefined;
}

export interface HistoryRow {
  price_date: string;
  price: number | string;
  mean: number | string;
  high: number | string;
  low: number | string;
}

/**
 * The product's closes from `from` to `to` with rolling statistics over its 30 latest closes up
 * to each day: read from 75 calendar days (more than 30 business days) before `from`, then
 * kept from..to.
 */
export async function closeHistory(db: Db, tradeIndex: TradeIndex, periodNameAbs: string, from: string, to: string): Promise<HistoryRow[]> {
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
  return result.rows;
}

/** Stores a day's closes; one already stored for its product and day stays. Answers how many were new. */
export async function insertCloses(db: Db, rows: ClosingPriceRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('closing_prices')
    .values(rows)
    .onConflict((oc) => oc.columns(['trade_index', 'period_name_abs', 'price_date']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Stores a day's market report (post, its tags and categories, its PDF) unless it is already stored. */
export async function insertDailyReport(db: Db, { post, file }: DailyReport): Promise<void> {
  const { tagIds, categoryIds, ...postRow } = post;
  await db.insertInto('posts').values(postRow).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('post_tag_links').values(tagIds.map((tag_id) => ({ post_id: post.id, tag_id }))).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('post_category_links').values(categoryIds.map((category_id) => ({ post_id: post.id, category_id }))).onConflict((oc) => oc.doNothing()).execute();
  await db.insertInto('files').values(file).onConflict((oc) => oc.doNothing()).execute();
}

const PUBLICATION_LOCK = 'market-lens-daily-publication';

/** Takes the publication's session advisory lock on this connection, waiting for another holder. */
export async function lockPublication(connection: Db): Promise<void> {
  await sql`select pg_advisory_lock(hashtext(${PUBLICATION_LOCK}))`.execute(connection);
}

export async function unlockPublication(connection: Db): Promise<void> {
  await sql`select pg_advisory_unlock(hashtext(${PUBLICATION_LOCK}))`.execute(connection);
}
