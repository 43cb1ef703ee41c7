/**
 * Publishes closing prices for business days after the latest stored one, continuing the
 * seeded random walk of the seed: the walk is replayed from the first stored day (same seed,
 * same draws), checked against the latest stored prices, and stepped on. Each new day also
 * gets its daily market report (post + PDF with the post's id). The 30-day statistics are
 * aggregated from the history when read, so they follow the new day at once.
 * Idempotent per date: rows are keyed by (index, product, date) and by deterministic ids.
 * Each day's pending orders execute in the same transaction (server/orders/execution.ts).
 */
import type { Kysely } from 'kysely';

import { triggerPriceAlerts } from '../price-alerts/trigger-alerts';
import type { Database } from '../db/schema';
import { type ClosingPriceRow, PriceWalk } from '../db/seed/closing-prices';
import { dailyReport, dayAheadCloses } from '../db/seed/content';
import { Random } from '../db/seed/random';
import { addDays, businessDaysBetween, nextBusinessDay } from '../../domain/business-days';
import { publishMonthEndPortfolioReports } from '../reports/portfolio-report';
import { executeOrdersForDay } from '../orders/execution';

export interface PublishResult {
  /** Business days published by this call, ascending (empty when there was nothing to do). */
  published: string[];
  priceRows: number;
  /** The latest publication date after the call. */
  latest: string;
}

export const describePublish = (result: PublishResult) =>
  result.published.length === 0
    ? `Closing prices are up to date (latest ${result.latest})`
    : `Published closing prices for ${result.published.join(', ')} (${result.priceRows} prices)`;

export function isIsoDate(value: string): boolean {
  const date = new Date(`${value}T12:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

async function storedRange(db: Kysely<Database>): Promise<{ first: string; last: string }> {
  const range = await db
    .selectFrom('closing_prices')
    .select((eb) => [eb.fn.min('price_date').as('first'), eb.fn.max('price_date').as('last')])
    .executeTakeFirst();
  if (!range?.first || !range.last) throw new Error('No closing prices are stored: seed the database first (npm run seed)');
  return { first: range.first, last: range.last };
}

/** Replays the walk through `last` and checks it reproduces the stored prices of that day. */
async function replayWalk(db: Kysely<Database>, first: string, last: string): Promise<{ walk: PriceWalk; lastRows: ClosingPriceRow[] }> {
  const walk = new PriceWalk();
  let lastRows: ClosingPriceRow[] = [];
  for (const day of businessDaysBetween(first, last)) lastRows = walk.next(day);
  const stored = await db.selectFrom('closing_prices').select(['trade_index', 'period_name_abs', 'price']).where('price_date', '=', last).execute();
  const storedPrices = new Map(stored.map((row) => [`${row.trade_index}|${row.period_name_abs}`, Number(row.price)]));
  const matches = lastRows.length === stored.length && lastRows.every((row) => storedPrices.get(`${row.trade_index}|${row.period_name_abs}`) === row.price);
  if (!matches) {
    throw new Error(`The closing prices stored for ${last} are not those of the seeded walk from ${first}: refusing to continue it (reseed the database)`);
  }
  return { walk, lastRows };
}

/**
 * Publishes every business day after the latest stored one up to `through` (inclusive); `now` is
 * business now (server/lib/clock.ts), the time its orders and alerts are decided at.
 */
export async function publishClosingPricesThrough(db: Kysely<Database>, through: string, now: Date): Promise<PublishResult> {
  if (!isIsoDate(through)) throw new Error(`Not a date (YYYY-MM-DD): ${through}`);
  const { first, last } = await storedRange(db);
  const days = businessDaysBetween(addDays(last, 1), through);
  if (days.length === 0) return { published: [], priceRows: 0, latest: last };
  const { walk, lastRows } = await replayWalk(db, first, last);
  let previous = dayAheadCloses(lastRows).get(last) ?? {};
  let priceRows = 0;
  await db.transaction().execute(async (trx) => {
    for (const day of days) {
      const rows = walk.next(day);
      const today = dayAheadCloses(rows).get(day) ?? {};
      // The report's id and commentary come from the date, so a re-run writes the same post.
      const { post, file } = dailyReport(day, today, previous, new Random(Number(day.replaceAll('-', ''))), 200 + (Number(day.slice(8)) % 5) * 8);
      previous = today;
      const inserted = await trx
        .insertInto('closing_prices')
        .values(rows)
        .onConflict((oc) => oc.columns(['trade_index', 'period_name_abs', 'price_date']).doNothing())
        .returning('id')
        .execute();
      priceRows += inserted.length;
      const { tagIds, categoryIds, ...postRow } = post;
      await trx.insertInto('posts').values(postRow).onConflict((oc) => oc.doNothing()).execute();
      await trx.insertInto('post_tag_links').values(tagIds.map((tag_id) => ({ post_id: post.id, tag_id }))).onConflict((oc) => oc.doNothing()).execute();
      await trx.insertInto('post_category_links').values(categoryIds.map((category_id) => ({ post_id: post.id, category_id }))).onConflict((oc) => oc.doNothing()).execute();
      await trx.insertInto('files').values(file).onConflict((oc) => oc.doNothing()).execute();
      // The day's pending orders are decided in the same transaction as its prices.
      await executeOrdersForDay(trx, day, now);
      // On a month's last business day, each flexible account's portfolio report (after its trades).
      await publishMonthEndPortfolioReports(trx, day);
      // The price alerts its closes cross fire in the same transaction (docs/price-alerts.md).
      await triggerPriceAlerts(trx, day, now);
    }
  });
  return { published: days, priceRows, latest: days[days.length - 1] ?? last };
}

/** Publishes the business day after the latest stored one (`npm run publish-prices`). */
export async function publishNextClosingPrices(db: Kysely<Database>, now: Date): Promise<PublishResult> {
  const { last } = await storedRange(db);
  return publishClosingPricesThrough(db, nextBusinessDay(last), now);
}
