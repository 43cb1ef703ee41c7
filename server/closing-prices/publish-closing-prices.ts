/**
 * Publishes closing prices for business days after the latest stored one, from a PriceSource
 * (price-source.ts; by default the simulated walk the seed wrote, which checks it continues the
 * stored history). Each new day also gets its daily market report (post + PDF with the post's
 * id). The 30-day statistics are aggregated from the history when read, so they follow the
 * new day at once. Idempotent per date: rows are keyed by (index, product, date).
 * Each day's pending orders execute in the same transaction (server/orders/execution.ts), then its
 * price alerts fire and the breaches of adopted hedging policies are told (server/policy-breaches/).
 */
import type { Kysely } from 'kysely';

import { triggerPriceAlerts } from '../price-alerts/trigger-alerts';
import { sendPolicyBreaches } from '../policy-breaches/send-breaches';
import type { Database } from '../db/schema';
import { dailyReport, dayAheadCloses } from '../db/seed/content';
import { Random } from '../lib/random';
import { addDays, businessDaysBetween, nextBusinessDay } from '../../domain/business-days';
import { publishMonthEndPortfolioReports } from '../reports/portfolio-report';
import { executeOrdersForDay } from '../orders/execution';
import type { PriceSource } from './price-source';
import { closesOfDay, insertCloses, insertDailyReport, publishedRange } from './queries';
import { simulatedPriceSource } from './simulated-price-source';

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
  const range = await publishedRange(db);
  if (!range) throw new Error('No closing prices are stored: seed the database first (npm run seed)');
  return range;
}

/**
 * Publishes every business day after the latest stored one up to `through` (inclusive); `now` is
 * business now (server/lib/clock.ts), the time its orders and alerts are decided at; `prices`
 * gives the days' closes.
 */
export async function publishClosingPricesThrough(db: Kysely<Database>, through: string, now: Date, prices: PriceSource = simulatedPriceSource): Promise<PublishResult> {
  if (!isIsoDate(through)) throw new Error(`Not a date (YYYY-MM-DD): ${through}`);
  const { first, last } = await storedRange(db);
  const days = businessDaysBetween(addDays(last, 1), through);
  if (days.length === 0) return { published: [], priceRows: 0, latest: last };
  const lastCloses = (await closesOfDay(db, last)).map((row) => ({ ...row, price: Number(row.price), price_date: last }));
  const closes = await prices.closesOf(days, { first, last, lastCloses });
  let previous = dayAheadCloses(lastCloses).get(last) ?? {};
  let priceRows = 0;
  await db.transaction().execute(async (trx) => {
    for (const [i, day] of days.entries()) {
      const rows = closes[i] ?? [];
      const today = dayAheadCloses(rows).get(day) ?? {};
      // The report's id and commentary come from the date, so a re-run writes the same post.
      const report = dailyReport(day, today, previous, new Random(Number(day.replaceAll('-', ''))), 200 + (Number(day.slice(8)) % 5) * 8);
      previous = today;
      priceRows += await insertCloses(trx, rows);
      await insertDailyReport(trx, report);
      // The day's pending orders are decided in the same transaction as its prices.
      await executeOrdersForDay(trx, day, now);
      // On a month's last business day, each flexible account's portfolio report (after its trades).
      await publishMonthEndPortfolioReports(trx, day);
      // The price alerts its closes cross fire in the same transaction (docs/price-alerts.md).
      await triggerPriceAlerts(trx, day, now);
      // Then the months below their floor of adopted hedging policies (docs/messages.md, "Breach messages").
      await sendPolicyBreaches(trx, day, now);
    }
  });
  return { published: days, priceRows, latest: days[days.length - 1] ?? last };
}

/** Publishes the business day after the latest stored one (`npm run publish-closing-prices`). */
export async function publishNextClosingPrices(db: Kysely<Database>, now: Date, prices: PriceSource = simulatedPriceSource): Promise<PublishResult> {
  const { last } = await storedRange(db);
  return publishClosingPricesThrough(db, nextBusinessDay(last), now, prices);
}
