/** Every SQL statement of the permissions tag (Kysely). Each takes the executor it runs on. */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

export const permissionCatalogue = (db: Kysely<Database>) => db.selectFrom('permissions').select(['name', 'description']).orderBy('name').execute();
