/**
 * Opens the database: embedded PGlite under `<dataDir>/pglite` when no DATABASE_URL is given,
 * PostgreSQL through `pg` otherwise. Both get the same type parsing (dates as 'YYYY-MM-DD',
 * numeric and bigint as numbers) and are migrated to the latest schema before use.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';

import { runMigrations, type ScriptRunner } from './migrate';
import type { Database } from './schema';

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** A PostgreSQL schema to work in (created if missing); tests use a fresh one per run. */
  schema?: string;
  /** Run pending migrations (default true). */
  migrate?: boolean;
  /** Where the migration scripts are (default server/db/migrations; tests replay an older layout). */
  migrationsDir?: string;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

const OID = { int8: 20, numeric: 1700, date: 1082 } as const;
const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;
const customParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: toNumber,
  [OID.numeric]: toNumber,
  [OID.date]: asText,
};

function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return schema;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const schema = options.schema === undefined ? undefined : checkSchemaName(options.schema);
  const opened = databaseUrl
    ? await openPostgres(databaseUrl, schema)
    : await openPglite(resolve(options.dataDir ?? process.env.DATA_DIR ?? 'data', 'pglite'), schema);
  if (options.migrate !== false) {
    try {
      await runMigrations(opened.db, opened.runScript, options.migrationsDir);
    } catch (error) {
      await opened.db.destroy();
      throw error;
    }
  }
  return { db: opened.db, close: () => opened.db.destroy() };
}

interface Opened {
  db: Kysely<Database>;
  runScript: ScriptRunner;
}

async function openPglite(directory: string, schema: string | undefined): Promise<Opened> {
  mkdirSync(directory, { recursive: true });
  const pglite = await PGlite.create({ dataDir: directory, parsers: customParsers });
  if (schema) {
    await pglite.exec(`create schema if not exists ${schema}; set search_path to ${schema}`);
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // PGlite is a single connection: the script and its bookkeeping row share one transaction.
  const runScript: ScriptRunner = async (name, script) => {
    await pglite.transaction(async (tx) => {
      await tx.exec(script);
      await tx.query('insert into schema_migrations (name) values ($1)', [name]);
    });
  };
  return { db, runScript };
}

async function openPostgres(connectionString: string, schema: string | undefined): Promise<Opened> {
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      customParsers[oid] ?? pg.types.getTypeParser(oid, format ?? 'text'),
  };
  if (schema) {
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`create schema if not exists ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    types: types as pg.CustomTypesConfig,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const runScript: ScriptRunner = async (name, script) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      // Several app copies may start at once: one migrates, the others wait and skip.
      await client.query("select pg_advisory_xact_lock(hashtext('market-lens-migrations'))");
      const done = await client.query('select 1 from schema_migrations where name = $1', [name]);
      if (done.rowCount === 0) {
        await client.query(script);
        await client.query('insert into schema_migrations (name) values ($1)', [name]);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
  return { db, runScript };
}
