/** A `.ts` migration that counts its runs, slow enough for a second app copy to catch it running. */
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../../../server/db/schema';

export async function migrate(trx: Kysely<Database>): Promise<void> {
  await sql`insert into migration_runs (name) values ('003-counted-data.ts')`.execute(trx);
  await sql`select pg_sleep(0.5)`.execute(trx);
}
