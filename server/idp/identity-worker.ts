/**
 * The identity provider's own thread (docs/identity-provider.md, "Process layout"), started by
 * identity-worker-host.ts: its HTTP server, its event loop and its own database connection, so that
 * API load on the main thread does not slow logins.
 *
 * - PostgreSQL (DATABASE_URL): a pool of its own on the application's database; everything as
 *   in-process.
 * - PGlite: the application's PGlite belongs to the main thread, so the provider keeps its own
 *   state (idp_artifacts: interactions, sessions, grants, codes, tokens — most of a login's
 *   queries) in a PGlite of its own (<DATA_DIR>/idp-pglite), and reads the users through the
 *   channel, remembering the answers until the main thread reports a change (remote-directory.ts).
 *   Secrets stay in the application's database (read once, at start).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';

import { openDatabase, PGLITE_START_PARAMS } from '../db/database';
import { MIGRATIONS_DIR } from '../db/migrate';
import { openChannel } from './identity-channel';
import type { IdentityDatabase, IdentityDb } from './identity-database';
import { startIdentityProvider, storeOfDatabase, type IdentityProviderOptions, type IdentityStore, type RunningIdentityProvider } from './identity-provider';
import type { PasswordChangeInput } from './password-change';
import { remoteDirectory } from './remote-directory';
import type { IdentitySecrets } from './secrets';

/** What the host passes (structured-cloneable: no functions). */
export interface IdentityWorkerData {
  provider: Omit<IdentityProviderOptions, 'db' | 'store' | 'log' | 'info'>;
  /** PostgreSQL: the provider's own pool; otherwise PGlite under dataDir. */
  databaseUrl?: string;
  poolSize?: number;
  dataDir: string;
}

/**
 * The artifacts table exactly as migration 016 creates it in the main database (no later
 * migration changes it): its statements are read from that file, so the two cannot drift. The
 * rest of 016 (secrets, verification links) belongs to the main database; this PGlite holds
 * nothing else.
 */
function artifactsSchema(): string {
  const migration = readFileSync(join(MIGRATIONS_DIR, '016-identity-provider.sql'), 'utf8');
  const start = migration.indexOf('create table idp_artifacts');
  const end = migration.indexOf('create table', start + 1);
  if (start < 0 || end < 0) throw new Error('migration 016 no longer creates idp_artifacts where expected');
  return migration.slice(start, end).replace(/^--.*$/gm, '');
}

async function openArtifactStore(dataDir: string): Promise<{ db: IdentityDb; close(): Promise<void> }> {
  const directory = resolve(dataDir, 'idp-pglite');
  mkdirSync(directory, { recursive: true });
  const pglite = await PGlite.create({ dataDir: directory, startParams: PGLITE_START_PARAMS });
  const existing = await pglite.query<{ table: string | null }>(`select to_regclass('idp_artifacts')::text as table`);
  if (!existing.rows[0]?.table) await pglite.exec(artifactsSchema());
  // Only idp_artifacts exists here; the type is the provider's whole database for the adapter's sake.
  const db = new Kysely<IdentityDatabase>({ dialect: new PGliteDialect(pglite) });
  return { db, close: () => db.destroy() };
}

async function main() {
  const port = parentPort;
  if (!port) throw new Error('identity-worker.ts runs as a worker thread (identity-worker-host.ts)');
  const data = workerData as IdentityWorkerData;
  const closers: (() => Promise<void>)[] = [];
  // Set once the provider listens; the main thread may ask for a password change only after that.
  const running: { provider?: RunningIdentityProvider } = {};

  const remote = { forget: () => undefined as void };
  const channel = openChannel(
    port,
    {
      changePassword: (input: PasswordChangeInput) => {
        if (!running.provider) throw new Error('the identity provider is not running yet');
        return running.provider.changePassword(input);
      },
      close: async () => {
        for (const close of closers) await close().catch((error: unknown) => console.error('[idp] close failed', error));
        closers.length = 0;
      },
    },
    { 'identity-changed': () => remote.forget() },
  );

  let store: IdentityStore;
  if (data.databaseUrl) {
    const database = await openDatabase({ databaseUrl: data.databaseUrl, poolSize: data.poolSize, migrate: false });
    closers.push(() => database.close());
    store = storeOfDatabase(database.db);
  } else {
    const artifacts = await openArtifactStore(data.dataDir);
    closers.push(() => artifacts.close());
    const directory = remoteDirectory(channel, (error) => console.error('[idp] a background write to the main thread failed', error));
    remote.forget = () => directory.forget();
    store = { directory, artifacts: artifacts.db, loadSecrets: () => channel.call<IdentitySecrets>('loadSecrets') };
  }

  const provider = await startIdentityProvider({ ...data.provider, store });
  running.provider = provider;
  closers.unshift(() => provider.close());
  channel.notify('ready', { port: provider.port });
}

// A failure to start reaches the host's 'error' event: the server reports it and stops.
await main();
