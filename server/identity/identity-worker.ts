/**
 * The identity provider's thread module (server/identity-provider/identity-worker.ts runs it;
 * docs/identity-provider.md, "Process layout"): what only the portal knows — where migration 016
 * creates idp_artifacts, and, on PostgreSQL, the portal's database with its user directory.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { runIdentityWorker } from '../identity-provider';
import { openDatabase } from '../db/database';
import { MIGRATIONS_DIR } from '../db/migrate';
import { databaseStore } from './directory';

/**
 * The artifacts table exactly as migration 016 creates it in the main database (no later
 * migration changes it): its statements are read from that file, so the two cannot drift. The
 * rest of 016 (secrets, verification links) belongs to the main database; the provider's own
 * PGlite holds nothing else.
 */
function artifactsSchema(): string {
  const migration = readFileSync(join(MIGRATIONS_DIR, '016-identity-provider.sql'), 'utf8');
  const start = migration.indexOf('create table idp_artifacts');
  const end = migration.indexOf('create table', start + 1);
  if (start < 0 || end < 0) throw new Error('migration 016 no longer creates idp_artifacts where expected');
  return migration.slice(start, end).replace(/^--.*$/gm, '');
}

// A failure to start reaches the host's 'error' event: the server reports it and stops.
await runIdentityWorker({
  artifactsSchema,
  async openDatabaseStore(databaseUrl, poolSize) {
    const database = await openDatabase({ databaseUrl, poolSize, migrate: false });
    return { store: databaseStore(database.db), close: () => database.close() };
  },
});
