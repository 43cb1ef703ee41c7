/**
 * The daily publication runs exactly once however many copies of the API share one PostgreSQL
 * (docs/performance.md): each caller takes a session advisory lock on its own connection before
 * publishing, so a second copy waits, then finds the days already stored and publishes nothing.
 * publish-closing-prices.ts itself (and what other features call inside its transaction) is
 * unchanged; every scheduled or requested publication goes through here.
 */
import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { nextBusinessDay } from '../../domain/business-days';
import { publishClosingPricesThrough, type PublishResult } from './publish-closing-prices';

const PUBLICATION_LOCK = 'market-lens-daily-publication';

export async function publishExclusivelyThrough(db: Kysely<Database>, through: string, now: Date): Promise<PublishResult> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${PUBLICATION_LOCK}))`.execute(connection);
    try {
      return await publishClosingPricesThrough(connection, through, now);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${PUBLICATION_LOCK}))`.execute(connection);
    }
  });
}

/** The business day after the latest stored one, under the same lock. */
export async function publishNextExclusively(db: Kysely<Database>, now: Date): Promise<PublishResult> {
  const latest = await db.selectFrom('closing_prices').select((eb) => eb.fn.max('price_date').as('last')).executeTakeFirst();
  if (!latest?.last) throw new Error('No closing prices are stored: seed the database first (npm run seed)');
  return publishExclusivelyThrough(db, nextBusinessDay(latest.last), now);
}
