/**
 * The identity provider's own thread (docs/identity-provider.md, "Process layout"), started by
 * identity-worker-host.ts: its HTTP server, its event loop and its own database connection, so that
 * API load on the main thread does not slow logins. The thread's module is the portal's
 * (server/identity/identity-worker.ts): it calls runIdentityWorker with what only the portal knows.
 *
 * - PostgreSQL (DATABASE_URL): a pool of its own on the application's database, opened by the
 *   portal's `openDatabaseStore`; everything as in-process.
 * - PGlite: the application's PGlite belongs to the main thread, so the provider keeps its own
 *   state (its artifacts: interactions, sessions, grants, codes, tokens — most of a login's
 *   queries) in a SQLite file of its own (<DATA_DIR>/idp-artifacts.sqlite, file-artifacts.ts), and reads the users through the
 *   channel, remembering the answers until the main thread reports a change (remote-directory.ts).
 *   Secrets stay in the application's database (read once, at start).
 */
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

import { fileArtifacts } from './file-artifacts';
import { openChannel } from './identity-channel';
import { startIdentityProvider, type IdentityProviderOptions, type IdentityStore, type RunningIdentityProvider } from './identity-provider';
import type { PasswordChangeInput } from './password-change';
import { remoteDirectory } from './remote-directory';
import type { IdentitySecrets } from './secrets';

/** What the host passes (structured-cloneable: no functions). */
export interface IdentityWorkerData {
  provider: Omit<IdentityProviderOptions, 'store' | 'log' | 'info'>;
  /** PostgreSQL: the provider's own pool; otherwise its SQLite file under dataDir. */
  databaseUrl?: string;
  poolSize?: number;
  dataDir: string;
}

/** What the portal's thread module supplies. */
export interface IdentityWorkerHooks {
  /** PostgreSQL: the provider's store on a pool of its own on the application's database. */
  openDatabaseStore(databaseUrl: string, poolSize: number | undefined): Promise<{ store: IdentityStore; close(): Promise<void> }>;
}

/**
 * The artifacts' SQLite file under dataDir. The PGlite that held them until 28 Nov 2026
 * (<dataDir>/idp-pglite) is removed: its sessions are not carried over (users log in once more).
 */
function openArtifactStore(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  rmSync(resolve(dataDir, 'idp-pglite'), { recursive: true, force: true });
  return fileArtifacts(resolve(dataDir, 'idp-artifacts.sqlite'));
}

/** Runs the provider on this thread until the host asks it to close. A failure to start reaches the host's 'error' event. */
export async function runIdentityWorker(hooks: IdentityWorkerHooks): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('runIdentityWorker runs on a worker thread (identity-worker-host.ts)');
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
    const database = await hooks.openDatabaseStore(data.databaseUrl, data.poolSize);
    closers.push(() => database.close());
    store = database.store;
  } else {
    const artifacts = openArtifactStore(data.dataDir);
    closers.push(async () => artifacts.close());
    const directory = remoteDirectory(channel, (error) => console.error('[idp] a background write to the main thread failed', error));
    remote.forget = () => directory.forget();
    store = { directory, artifacts, loadSecrets: () => channel.call<IdentitySecrets>('loadSecrets') };
  }

  const provider = await startIdentityProvider({ ...data.provider, store });
  running.provider = provider;
  closers.unshift(() => provider.close());
  channel.notify('ready', { port: provider.port });
}
