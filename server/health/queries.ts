/** The SQL of the health tag: the readiness probe's round trip. */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import type { Database } from '../db/schema';

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
