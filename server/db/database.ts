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

import { pgliteGenerations, postgresGenerations, uncachedGenerations, type CacheGenerations } from '../cache/generations';
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
  /** PostgreSQL connections in the pool (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** When the cached data of each topic last changed (server/cache/generations.ts). */
  generations: CacheGenerations;
  /** Calls `onNotify` for each notification on `channel` (delivered at commit); returns the unlisten. */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * A LISTEN on one channel. PostgreSQL: its own connection, reopened after a loss, with one
 * `onNotify` call once it is back (a notification may have been missed meanwhile).
 */
export type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

const checkChannel = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  return channel;
};

const generationsByDatabase = new WeakMap<Kysely<Database>, CacheGenerations>();

/** The cache generations of a database opened by openDatabase (never-reusing ones otherwise). */
export function cacheGenerationsOf(db: Kysely<Database>): CacheGenerations {
  return generationsByDatabase.get(db) ?? uncachedGenerations();
}

const OID = { int8: 20, numeric: 1700, date: 1082 } as const;
const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;
const customParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: toNumber,
  [OID.numeric]: toNumber,
  [OID.date]: asText,
};

/** DATABASE_POOL_SIZE: PostgreSQL connections per process, a whole number from 1 to 1000 (default 10). */
export function readPoolSize(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "${value}")`);
  return size;
}

function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return schema;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const schema = options.schema === undefined ? undefined : checkSchemaName(options.schema);
  const opened = databaseUrl
    ? await openPostgres(databaseUrl, schema, options.poolSize ?? readPoolSize(process.env.DATABASE_POOL_SIZE))
    : await openPglite(resolve(options.dataDir ?? process.env.DATA_DIR ?? 'data', 'pglite'), schema);
  let generations = uncachedGenerations();
  try {
    // The generations' triggers and sequences come with the migrations (060).
    if (options.migrate !== false) {
      await runMigrations(opened.db, opened.runScript, options.migrationsDir);
      generations = await opened.generations();
    }
  } catch (error) {
    await opened.db.destroy();
    throw error;
  }
  generationsByDatabase.set(opened.db, generations);
  const listeners = new Set<() => Promise<void>>();
  return {
    db: opened.db,
    generations,
    listen: async (channel, onNotify) => {
      const unlisten = await opened.listen(checkChannel(channel), onNotify);
      const stop = async () => {
        if (listeners.delete(stop)) await unlisten();
      };
      listeners.add(stop);
      return stop;
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await generations.close();
      await opened.db.destroy();
    },
  };
}

interface Opened {
  db: Kysely<Database>;
  runScript: ScriptRunner;
  generations(): Promise<CacheGenerations>;
  listen: Listen;
}

/**
 * PGlite's start parameters: its defaults with 16 MB of shared buffers instead of PostgreSQL's
 * 128 MB. The pages PGlite reads come from files the operating system caches anyway, and each
 * buffer it fills stays in WebAssembly memory, which never shrinks: ~100 MB less resident per
 * database at the same query times (docs/performance.md, "Memory").
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(directory: string, schema: string | undefined): Promise<Opened> {
  mkdirSync(directory, { recursive: true });
  const pglite = await PGlite.create({ dataDir: directory, parsers: customParsers, startParams: PGLITE_START_PARAMS });
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
  return { db, runScript, generations: () => pgliteGenerations(pglite), listen: (channel, onNotify) => pglite.listen(channel, () => onNotify()) };
}

async function openPostgres(connectionString: string, schema: string | undefined, poolSize: number): Promise<Opened> {
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
    max: poolSize,
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
  return {
    db,
    runScript,
    generations: () => postgresGenerations(pool, { connectionString }),
    listen: (channel, onNotify) => listenOnPostgres({ connectionString }, channel, onNotify),
  };
}

async function listenOnPostgres(clientConfig: pg.ClientConfig, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let closed = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client(clientConfig);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void reconnect(), 1000).unref();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
  };
  const reconnect = async () => {
    try {
      await connect();
      onNotify();
    } catch {
      if (!closed) setTimeout(() => void reconnect(), 1000).unref();
    }
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}
