/**
 * Starts the identity provider on its own thread (identity-worker.ts) and answers, on the main
 * thread, what it asks of the application's database (docs/identity-provider.md, "Process
 * layout"). `npm start` (server/main.ts) runs the provider this way; the tests that start it
 * in-process call startIdentityProvider directly.
 *
 * The worker stops with the server (close()); if it dies on its own, `onCrash` is called with the
 * reason, once, and every call still waiting on it fails.
 */
import { Worker } from 'node:worker_threads';

import type { Kysely } from 'kysely';

import type { CacheGenerations } from '../cache/generations';
import type { Database } from '../db/schema';
import { findUserByEmail, findUserById, lacksCompanyData, listDemoUsers, recordLogin, registerUser, riskNavigatorClaimsOf, setPasswordHash, verifyEmail, type SignupRecord } from './accounts';
import { ChannelError, openChannel } from './identity-channel';
import type { IdentityDb, IdpTables } from './identity-database';
import type { IdentityProviderOptions } from './identity-provider';
import type { IdentityWorkerData } from './identity-worker';
import { PasswordChangeError, type PasswordChangeFailure, type PasswordChangeInput } from './password-change';
import type { IdentityEntry, IdentityKey } from './remote-directory';
import { loadIdentitySecrets } from './secrets';

export interface IdentityWorkerOptions {
  /** The application's database, as the main thread holds it. */
  db: Kysely<Database>;
  /** Its cache generations: on PGlite, they tell the worker when the users changed. */
  generations: CacheGenerations;
  /** PostgreSQL: the worker opens a pool of its own on it. */
  databaseUrl?: string;
  poolSize?: number;
  /** PGlite: the worker keeps its own state under <dataDir>/idp-pglite. */
  dataDir: string;
  provider: Omit<IdentityProviderOptions, 'db' | 'store' | 'log' | 'info'>;
  /** The worker stopped without being asked (an uncaught error, or it exited). */
  onCrash(error: Error): void;
}

export interface IdentityWorker {
  port: number;
  changePassword(input: PasswordChangeInput): Promise<{ email: string }>;
  close(): Promise<void>;
}

/** The worker's questions about the application's database. */
function databaseHandlers(database: Kysely<Database>) {
  const db: IdentityDb = database.withTables<IdpTables>();
  return {
    async lookupIdentity(key: IdentityKey): Promise<IdentityEntry | undefined> {
      const user = 'id' in key ? await findUserById(db, key.id) : await findUserByEmail(db, key.email);
      if (!user) return undefined;
      const [lacks, riskNavigator] = await Promise.all([lacksCompanyData(db, user), riskNavigatorClaimsOf(db, user)]);
      return { user, lacksCompanyData: lacks, riskNavigator };
    },
    recordLogin: (userId: string) => recordLogin(db, userId),
    listDemoUsers: () => listDemoUsers(db),
    registerUser: (input: SignupRecord) => registerUser(db, input),
    verifyEmail: (token: string) => verifyEmail(db, token),
    setPasswordHash: (userId: string, passwordHash: string) => setPasswordHash(db, userId, passwordHash),
    loadSecrets: () => loadIdentitySecrets(db),
  };
}

const STOP_TIMEOUT_MS = 5000;

export async function startIdentityProviderWorker(options: IdentityWorkerOptions): Promise<IdentityWorker> {
  if (!options.databaseUrl && !options.generations.subscribe) {
    throw new Error('The identity provider worker on PGlite needs the database’s change notices (openDatabase with migrations)');
  }
  const workerData: IdentityWorkerData = {
    provider: options.provider,
    databaseUrl: options.databaseUrl,
    poolSize: options.poolSize,
    dataDir: options.dataDir,
  };
  // From source the worker inherits the server's execArgv (`--import tsx`) and loads TypeScript
  // like main.ts; the compiled server has it as dist-server/identity-worker.js beside this code.
  const compiled = import.meta.url.endsWith('.js');
  const worker = new Worker(new URL(compiled ? './identity-worker.js' : './identity-worker.ts', import.meta.url), { workerData, name: 'identity-provider' });

  let ready: (port: number) => void = () => undefined;
  const started = new Promise<number>((resolve) => (ready = resolve));
  const channel = openChannel(worker, databaseHandlers(options.db), { ready: (payload: { port: number }) => ready(payload.port) });
  // Every change of the identity data the worker may have read (remote-directory.ts).
  const unsubscribe = options.databaseUrl
    ? () => undefined
    : options.generations.subscribe!((topic) => {
        if (topic === 'user_context') channel.notify('identity-changed');
      });

  let running = false;
  let stopping = false;
  let failed: Error | undefined;
  const fail = (error: Error) => {
    if (failed) return;
    failed = error;
    unsubscribe();
    channel.failPending(error);
    if (running && !stopping) options.onCrash(error);
  };
  worker.on('error', (error) => fail(error instanceof Error ? error : new Error(String(error))));
  worker.on('exit', (code) => fail(new Error(`the identity provider worker exited (code ${code})`)));

  const port = await Promise.race([
    started,
    new Promise<never>((_resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the identity provider worker exited while starting (code ${code})`)));
    }),
  ]);
  running = true;

  return {
    port,
    async changePassword(input) {
      try {
        return await channel.call<{ email: string }>('changePassword', input);
      } catch (error) {
        if (error instanceof ChannelError && error.name === 'PasswordChangeError') {
          throw new PasswordChangeError(error.reason as PasswordChangeFailure, error.message);
        }
        throw error;
      }
    },
    async close() {
      if (stopping) return;
      stopping = true;
      unsubscribe();
      if (!failed) {
        const timeout = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
        await Promise.race([channel.call('close').catch(() => undefined), timeout]);
      }
      channel.close();
      await worker.terminate();
    },
  };
}
