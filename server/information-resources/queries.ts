/** The SQL of the information-resources tag (Kysely); each takes the executor it runs on. */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** Every resource, in title order whatever the case. */
export const listResources = (db: Kysely<Database>) =>
  db
    .selectFrom('information_resources')
    .select(['id', 'title', 'description', 'url', 'resource_type'])
    .orderBy((eb) => eb.fn('lower', ['title']))
    .orderBy('id')
    .execute();
