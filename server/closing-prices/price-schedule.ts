/**
 * The daily publication inside `npm start`: at start-up every business day missing up to the
 * last due close is published (a portal started days later shows current prices), then a
 * once-a-minute check publishes the day's close when the London clock passes the publish time.
 * Checking the business clock (server/lib/clock.ts) each minute keeps the time right across
 * clock changes.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import type { Clock } from '../lib/clock';
import { addDays, londonToday } from '../../domain/business-days';
import type { PriceSource } from './price-source';
import { describePublish } from './publish-closing-prices';
import { publishExclusivelyThrough } from './publish-exclusively';

export interface PriceScheduleOptions {
  db: Kysely<Database>;
  /** 'HH:MM', Europe/London. */
  publishTime: string;
  log?: (message: string) => void;
  /** Business now (server/lib/clock.ts). */
  clock: Clock;
  /** Where the closes come from; the simulated walk unless a feed is given. */
  prices?: PriceSource;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function checkPublishTime(value: string): string {
  if (!TIME_PATTERN.test(value)) throw new Error(`PRICE_PUBLISH_TIME must be HH:MM (24-hour, Europe/London), not '${value}'`);
  return value;
}

const londonClock = (now: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);

/** The last calendar day whose close is due at `now`: today from the publish time on, else yesterday. */
export function lastDueDay(now: Date, publishTime: string): string {
  const today = londonToday(now);
  return londonClock(now) >= publishTime ? today : addDays(today, -1);
}

export async function startPriceSchedule(options: PriceScheduleOptions): Promise<{ close(): void }> {
  const publishTime = checkPublishTime(options.publishTime);
  const { clock } = options;
  const log = options.log ?? console.log;
  let publishedThrough = '';
  let running: Promise<void> | undefined;

  const publishDue = async (atStartUp: boolean) => {
    const now = clock.now();
    const due = lastDueDay(now, publishTime);
    if (due <= publishedThrough) return;
    // Once per due day, even if it fails: a failure is logged, not retried every minute.
    publishedThrough = due;
    const result = await publishExclusivelyThrough(options.db, due, now, options.prices);
    if (atStartUp || result.published.length > 0) log(describePublish(result));
  };
  const reportFailure = (error: unknown) => log(`Publishing closing prices failed: ${error instanceof Error ? error.message : String(error)}`);

  // A failure (e.g. prices that are not the seeded walk's) is logged; the portal still starts.
  await publishDue(true).catch(reportFailure);
  const timer = setInterval(() => {
    if (running) return;
    running = publishDue(false)
      .catch(reportFailure)
      .finally(() => {
        running = undefined;
      });
  }, 60_000);
  timer.unref();
  return {
    close() {
      clearInterval(timer);
    },
  };
}
