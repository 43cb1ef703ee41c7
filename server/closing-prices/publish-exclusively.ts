/**
 * The daily publication runs exactly once however many copies of the API share one PostgreSQL
 * (docs/performance.md): each caller takes a session advisory lock on its own connection before
 * publishing, so a second copy waits, then finds the days already stored and publishes nothing.
 * publish-closing-prices.ts itself (and what other features call inside its transaction) is
 * unchanged; every scheduled or requested publication goes through here.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { nextBusinessDay } from '../../domain/business-days';
import type { PriceSource } from './price-source';
import { publishClosingPricesThrough, type PublishResult } from './publish-closing-prices';
import { latestPublishedDay, lockPublication, unlockPublication } from './queries';
import { simulatedPriceSource } from './simulated-price-source';

export async function publishExclusivelyThrough(db: Kysely<Database>, through: string, now: Date, prices: PriceSource = simulatedPriceSource): Promise<PublishResult> {
  return db.connection().execute(async (connection) => {
    await lockPublication(connection);
    try {
      return await publishClosingPricesThrough(connection, through, now, prices);
    } finally {
      await unlockPublication(connection);
    }
  });
}

/** The business day after the latest stored one, under the same lock. */
export async function publishNextExclusively(db: Kysely<Database>, now: Date, prices: PriceSource = simulatedPriceSource): Promise<PublishResult> {
  const latest = await latestPublishedDay(db);
  if (!latest) throw new Error('No closing prices are stored: seed the database first (npm run seed)');
  return publishExclusivelyThrough(db, nextBusinessDay(latest), now, prices);
}
