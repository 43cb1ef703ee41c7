// @vitest-environment node
// A database migrated under the first release's file names (001-core, 002-identity,
// 003-market-data; copies in support/first-layout-migrations) moves to today's files without
// running any statement twice, keeps its data and ends with the schema of a fresh database.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { openDatabase } from '../../server/db/database';
import { listMigrationFiles, RENAMED_MIGRATIONS } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { seedDatabase } from '../../server/db/seed/seed';
import { dropLocation, freshLocation, REFERENCE_DATE } from './harness/test-app';

const FIRST_LAYOUT = fileURLToPath(new URL('./harness/first-layout-migrations/', import.meta.url));
const COUNTED = fileURLToPath(new URL('./harness/counted-migrations/', import.meta.url));
const databaseUrl = process.env.DATABASE_URL;
const locations: ReturnType<typeof freshLocation>[] = [];
const scratchDirs: string[] = [];

function newLocation() {
  const location = freshLocation();
  locations.push(location);
  return location;
}

/** Tables with their columns, every constraint and every index, without the schema's name. */
async function schemaOf(db: Kysely<Database>): Promise<string[]> {
  const [{ rows: columns }, { rows: constraints }, { rows: indexes }, { rows: current }] = await Promise.all([
    sql<Record<string, string>>`
      select table_name, column_name, data_type, is_nullable, coalesce(column_default, '') as column_default
      from information_schema.columns where table_schema = current_schema()`.execute(db),
    sql<Record<string, string>>`
      select cls.relname as table_name, con.conname, pg_get_constraintdef(con.oid) as definition
      from pg_constraint con join pg_class cls on cls.oid = con.conrelid
      where con.connamespace = current_schema()::regnamespace`.execute(db),
    sql<Record<string, string>>`select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema()`.execute(db),
    sql<{ schema: string }>`select current_schema() as schema`.execute(db),
  ]);
  const schema = current[0]?.schema ?? '';
  return [...columns, ...constraints, ...indexes]
    .map((row) => Object.values(row).join(' | ').replaceAll(`${schema}.`, ''))
    .sort();
}

async function recordedMigrations(db: Kysely<Database>) {
  return db.selectFrom('schema_migrations').select(['name', 'applied_at']).orderBy('name').execute();
}

const COUNTED_TABLES = ['users', 'accounts', 'user_account_permissions', 'posts', 'messages', 'closing_prices', 'orders', 'files', 'information_resources'] as const;

async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

let freshSchema: string[];
beforeAll(async () => {
  const fresh = await openDatabase({ ...newLocation(), databaseUrl });
  try {
    freshSchema = await schemaOf(fresh.db);
  } finally {
    await fresh.close();
  }
});
afterAll(async () => {
  for (const location of locations) await dropLocation(location);
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

it('maps each first-release name to files that exist today, each file once', () => {
  const files = listMigrationFiles();
  const mapped = Object.values(RENAMED_MIGRATIONS).flat();
  expect(new Set(mapped).size).toBe(mapped.length);
  for (const name of mapped) expect(files, name).toContain(name);
  for (const oldName of Object.keys(RENAMED_MIGRATIONS)) expect(files).not.toContain(oldName);
  // The schema comparison below sees columns, nullability, constraints and indexes.
  expect(freshSchema).toContain('files | account_id | text | YES | ');
  expect(freshSchema).toContain("users | users_role_check | CHECK ((role = ANY (ARRAY['general'::text, 'admin'::text, 'nbs_admin'::text])))");
  expect(freshSchema.some((line) => line.startsWith('closing_prices | closing_prices_latest_idx | CREATE INDEX'))).toBe(true);
});

it('moves a seeded database of the first release to today’s files without running anything twice', async () => {
  const location = newLocation();
  const old = await openDatabase({ ...location, databaseUrl, migrationsDir: FIRST_LAYOUT });
  let before: Record<string, number>;
  let oldRecords: { name: string; applied_at: Date }[];
  try {
    await seedDatabase(old.db, { referenceDate: REFERENCE_DATE });
    before = await rowCounts(old.db);
    oldRecords = await recordedMigrations(old.db);
  } finally {
    await old.close();
  }
  expect(oldRecords.map((row) => row.name)).toEqual(['001-core.sql', '002-identity.sql', '003-market-data.sql']);

  // Twice: the second opening finds nothing to rename and nothing to run.
  for (let opening = 0; opening < 2; opening++) {
    const today = await openDatabase({ ...location, databaseUrl });
    try {
      const records = await recordedMigrations(today.db);
      expect(records.map((row) => row.name)).toEqual(listMigrationFiles());
      // Each renamed record keeps the time its first-release file ran.
      for (const { name, applied_at } of oldRecords) {
        for (const newName of RENAMED_MIGRATIONS[name] ?? []) {
          expect(records.find((row) => row.name === newName)?.applied_at.getTime(), newName).toBe(applied_at.getTime());
        }
      }
      expect(await rowCounts(today.db)).toEqual(before);
      expect(await schemaOf(today.db)).toEqual(freshSchema);
    } finally {
      await today.close();
    }
  }
}, 180_000);

it('gives a database of the release before market data (001-core and 002-identity only) the files that came after', async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'ml-first-layout-'));
  scratchDirs.push(scratch);
  for (const file of ['001-core.sql', '002-identity.sql']) cpSync(join(FIRST_LAYOUT, file), join(scratch, file));
  const location = newLocation();
  const old = await openDatabase({ ...location, databaseUrl, migrationsDir: scratch });
  await old.close();

  const today = await openDatabase({ ...location, databaseUrl });
  try {
    expect((await recordedMigrations(today.db)).map((row) => row.name)).toEqual(listMigrationFiles());
    expect(await schemaOf(today.db)).toEqual(freshSchema);
  } finally {
    await today.close();
  }
}, 180_000);

/** Opens the same fresh PostgreSQL schema from several app copies at once (each its own pool). */
async function startAtOnce(copies: number, migrationsDir?: string) {
  const location = newLocation();
  // The schema exists before the copies start, as a deployment's database does.
  await (await openDatabase({ ...location, databaseUrl, migrate: false })).close();
  const opened = await Promise.all(Array.from({ length: copies }, () => openDatabase({ ...location, databaseUrl, migrationsDir })));
  return { first: opened[0]!, closeAll: () => Promise.all(opened.map((copy) => copy.close())) };
}

// PGlite is one process's database: only PostgreSQL has app copies starting side by side.
it.skipIf(!databaseUrl)('runs each script and each .ts migration once when three app copies start at once', async () => {
  const { first, closeAll } = await startAtOnce(3, COUNTED);
  try {
    const { rows } = await sql<{ name: string }>`select name from migration_runs order by name`.execute(first.db);
    expect(rows.map((row) => row.name)).toEqual(['002-counted-script.sql', '003-counted-data.ts']);
    expect((await recordedMigrations(first.db)).map((row) => row.name)).toEqual(listMigrationFiles(COUNTED));
  } finally {
    await closeAll();
  }
}, 60_000);

it.skipIf(!databaseUrl)('brings a fresh database to today’s schema when two app copies start at once', async () => {
  const { first, closeAll } = await startAtOnce(2);
  try {
    expect((await recordedMigrations(first.db)).map((row) => row.name)).toEqual(listMigrationFiles());
    expect(await schemaOf(first.db)).toEqual(freshSchema);
  } finally {
    await closeAll();
  }
}, 180_000);
