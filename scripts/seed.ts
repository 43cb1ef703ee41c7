/**
 * `npm run seed`: migrates the database and seeds it when empty.
 * `npm run seed -- --reset` empties the core tables first (identity-provider data is kept).
 */
import { sql } from 'kysely';

import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { isDatabaseSeeded, seedDatabase } from '../server/db/seed/seed';

const reset = process.argv.includes('--reset');
// Seeded at business now: MARKET_LENS_NOW when set (docs/time.md).
const { clock } = loadConfig();
const { db, close } = await openDatabase();
try {
  if (reset) {
    await sql`truncate users, companies, accounts, permissions, owners, posts, post_tags, post_categories,
      closing_prices, audit_log, view_as_sessions cascade`.execute(db);
  }
  if (!reset && (await isDatabaseSeeded(db))) {
    console.log('The database is already seeded (use `npm run seed -- --reset` to start again).');
  } else {
    const summary = await seedDatabase(db, { referenceDate: clock.now() });
    const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    console.log(`Seeded ${total} rows in ${summary.milliseconds} ms:`, summary.rows);
  }
} finally {
  await close();
}
