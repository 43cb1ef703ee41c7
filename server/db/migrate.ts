/**
 * Applies server/db/migrations/*.sql in name order, each once, recorded in schema_migrations.
 * Each file is named for what it creates. Files are never edited after they ship: a change is
 * a new, higher-numbered file.
 *
 * A migration that corrects stored data with a rule SQL does not have (a domain/ function, a
 * rendered PDF, a message in the product's words) is a `.ts` file beside the scripts, exporting
 * `migrate(trx)`: it runs in the same name order, in one transaction with its bookkeeping row.
 *
 * The first release had three files (a core file, the identity provider, market data). They
 * were split into today's files with the very same statements, so a database migrated under
 * the old names has exactly what today's files create: its recorded names are rewritten to
 * today's before anything runs (RENAMED_MIGRATIONS).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { sql, type Kysely } from 'kysely';

import type { Database } from './schema';

/** Runs one migration script and records its name, atomically. */
export type ScriptRunner = (name: string, script: string) => Promise<void>;

/** What a `.ts` migration exports: its work, inside the transaction that records it. */
export type DataMigration = (trx: Kysely<Database>) => Promise<void>;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** A name recorded by the first release → today's files that hold the same statements. */
export const RENAMED_MIGRATIONS: Readonly<Record<string, readonly string[]>> = {
  '001-core.sql': [
    '001-users-companies-accounts.sql',
    '002-permissions.sql',
    '003-account-owners.sql',
    '004-posts.sql',
    '005-messages.sql',
    '006-closing-prices.sql',
    '007-orders-transactions.sql',
    '008-demand-forecasts.sql',
    '009-price-alerts.sql',
    '010-files.sql',
    '011-support-queries.sql',
    '012-meeting-requests.sql',
    '013-notification-settings.sql',
    '014-view-as-audit-log.sql',
    '015-idempotency-keys.sql',
  ],
  '002-identity.sql': ['016-identity-provider.sql'],
  '003-market-data.sql': ['017-market-report-files.sql', '018-information-resources.sql'],
};

/**
 * The migrations' names, as recorded. A data migration keeps the name of its `.ts` source in the
 * compiled server too, where it is the `.js` file of the same name (scripts/build-server.mjs).
 */
export function listMigrationFiles(directory = MIGRATIONS_DIR): string[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.sql') || (file.endsWith('.ts') && !file.endsWith('.d.ts')) || file.endsWith('.js'))
    .map((file) => file.replace(/\.js$/, '.ts'))
    .sort();
}

/** The file of a recorded data migration: its source, or the compiled server's `.js`. */
function dataMigrationFile(directory: string, name: string): string {
  const source = join(directory, name);
  return existsSync(source) ? source : source.replace(/\.ts$/, '.js');
}

/** Holds the migrations' advisory lock until the transaction ends (the scripts' runners take the same). */
async function lockMigrations(trx: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('market-lens-migrations'))`.execute(trx);
}

/**
 * Runs a `.ts` migration once: under the same advisory lock as the scripts (several app copies
 * may start at once), skipped when another copy recorded it meanwhile.
 */
async function runDataMigration(db: Kysely<Database>, name: string, migrate: DataMigration): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockMigrations(trx);
    const done = await trx.selectFrom('schema_migrations').select('name').where('name', '=', name).executeTakeFirst();
    if (done) return;
    await migrate(trx);
    await trx.insertInto('schema_migrations').values({ name }).execute();
  });
}

/**
 * Rewrites the first release's recorded names to today's, keeping when they were applied.
 * One statement, so it is atomic; a second app copy doing the same finds nothing left to move.
 */
async function renameFirstLayout(db: Kysely<Database>): Promise<void> {
  const pairs = Object.entries(RENAMED_MIGRATIONS).flatMap(([from, to]) => to.map((name) => sql`(${from}, ${name})`));
  await sql`
    with renamed (old_name, new_name) as (values ${sql.join(pairs)}),
    moved as (
      delete from schema_migrations where name in (select old_name from renamed) returning name, applied_at
    )
    insert into schema_migrations (name, applied_at)
    select renamed.new_name, moved.applied_at from moved join renamed on renamed.old_name = moved.name
    on conflict (name) do nothing`.execute(db);
}

export async function runMigrations(db: Kysely<Database>, runScript: ScriptRunner, directory = MIGRATIONS_DIR): Promise<string[]> {
  // Under the lock too: PostgreSQL's "if not exists" does not stop two copies creating the table at
  // the same moment (the second fails on pg_type's unique index).
  await db.transaction().execute(async (trx) => {
    await lockMigrations(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    if (directory === MIGRATIONS_DIR) await renameFirstLayout(trx);
  });
  const applied = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
  const newlyApplied: string[] = [];
  for (const file of listMigrationFiles(directory)) {
    if (applied.has(file)) continue;
    if (file.endsWith('.ts')) {
      const module = (await import(pathToFileURL(dataMigrationFile(directory, file)).href)) as { migrate: DataMigration };
      await runDataMigration(db, file, module.migrate);
    } else {
      await runScript(file, readFileSync(join(directory, file), 'utf8'));
    }
    newlyApplied.push(file);
  }
  return newlyApplied;
}
