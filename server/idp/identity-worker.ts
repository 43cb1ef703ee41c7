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
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';

import { openDatabase } from '../db/database';
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

// The same table as migration 016; the provider's own PGlite holds nothing else.
const ARTIFACTS_SCHEMA = `
create table if not exists idp_artifacts (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text null,
  session_uid text null,
  user_code text null,
  expires_at timestamptz null,
  consumed_at timestamptz null,
  primary key (model, id)
);
create index if not exists idp_artifacts_grant_idx on idp_artifacts (grant_id) where grant_id is not null;
create index if not exists idp_artifacts_session_uid_idx on idp_artifacts (session_uid) where session_uid is not null;
create index if not exists idp_artifacts_user_code_idx on idp_artifacts (user_code) where user_code is not null;
create index if not exists idp_artifacts_expires_idx on idp_artifacts (expires_at) where expires_at is not null;
`;

async function openArtifactStore(dataDir: string): Promise<{ db: IdentityDb; close(): Promise<void> }> {
  const directory = resolve(dataDir, 'idp-pglite');
  mkdirSync(directory, { recursive: true });
  const pglite = await PGlite.create({ dataDir: directory });
  await pglite.exec(ARTIFACTS_SCHEMA);
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
