/** Every SQL statement of the terms tag (Kysely); each takes the executor it runs on. */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { Database } from '../db/schema';

/** Idempotent: the first acceptance date is kept. Answers the acceptance date. */
export async function acceptTermsOnce(db: Kysely<Database>, userId: string): Promise<Date | null> {
  const row = await db
    .updateTable('users')
    .set({ terms_accepted_date: sql<Date>`coalesce(terms_accepted_date, now())` })
    .where('id', '=', userId)
    .returning('terms_accepted_date')
    .executeTakeFirstOrThrow();
  return row.terms_accepted_date;
}
