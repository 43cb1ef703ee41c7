/** Every SQL statement of the settings tag (Kysely); each takes the executor it runs on. */
import type { Kysely } from 'kysely';

import type { NotificationSettings } from '../../generated/model/notificationSettings';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The user's saved notification settings document, if they ever saved one. */
export async function storedNotificationSettings(db: Db, userId: string): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('notification_settings').select('settings').where('user_id', '=', userId).executeTakeFirst();
  return row?.settings;
}

/** `now` is the row's own record time: real time, nothing business derives from it (docs/time.md). */
export async function saveNotificationSettings(db: Db, userId: string, settings: NotificationSettings, now = new Date()): Promise<void> {
  const json = JSON.stringify(settings);
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, settings: json, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings: json, updated_at: now }))
    .execute();
}
