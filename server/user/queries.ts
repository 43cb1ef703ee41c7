/** Every SQL statement of the user tag (Kysely); each takes the executor it runs on. */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

export interface ProfileChange {
  firstname?: string;
  lastname?: string;
  mobile_phone?: string | null;
}

export async function updateProfile(db: Kysely<Database>, userId: string, change: ProfileChange): Promise<void> {
  await db.updateTable('users').set(change).where('id', '=', userId).execute();
}
