/**
 * Starts the identity provider on its own thread (identity-worker.ts) and passes it, on the main
 * thread, the portal's answers to what it asks of the application's database
 * (docs/identity-provider.md, "Process layout"). `npm start` (server/main.ts, through
 * server/identity/start-worker.ts) runs the provider this way; the tests that start it in-process
 * call startIdentityProvider directly.
 *
 * The worker stops with the server (close()); if it dies on its own, `onCrash` is called with the
 * reason, once, and every call still waiting on it fails.
 */
import { Worker } from 'node:worker_threads';

import { ChannelError, openChannel } from './identity-channel';
import type { IdentityWorkerData } from './identity-worker';
import { PasswordChangeError, type PasswordChangeFailure, type PasswordChangeInput } from './password-change';
import type { DirectoryAnswers } from './remote-directory';

export interface IdentityWorkerOptions extends IdentityWorkerData {
  /**
   * The thread's module: one that calls runIdentityWorker (identity-worker.ts) with what it needs of
   * the portal (server/identity/identity-worker.ts).
   */
  workerUrl: URL;
  /** The main thread's answers to the worker's questions (the worker on PGlite asks them). */
  answers: DirectoryAnswers;
  /**
   * PGlite: calls its listener whenever the identity data may have changed (the portal's
   * `user_context` cache topic), so the worker forgets what it read; returns the unsubscribe.
   */
  onIdentityChange?(listener: () => void): () => void;
  /** The worker stopped without being asked (an uncaught error, or it exited). */
  onCrash(error: Error): void;
}

export interface IdentityWorker {
  port: number;
  changePassword(input: PasswordChangeInput): Promise<{ email: string }>;
  close(): Promise<void>;
}

const STOP_TIMEOUT_MS = 5000;

export async function startIdentityProviderWorker(options: IdentityWorkerOptions): Promise<IdentityWorker> {
  if (!options.databaseUrl && !options.onIdentityChange) {
    throw new Error('The identity provider worker on PGlite needs the database’s change notices (openDatabase with migrations)');
  }
  const workerData: IdentityWorkerData = {
    provider: options.provider,
    databaseUrl: options.databaseUrl,
    poolSize: options.poolSize,
    dataDir: options.dataDir,
  };
  const worker = new Worker(options.workerUrl, { workerData, name: 'identity-provider' });

  let ready: (port: number) => void = () => undefined;
  const started = new Promise<number>((resolve) => (ready = resolve));
  const channel = openChannel(worker, { ...options.answers }, { ready: (payload: { port: number }) => ready(payload.port) });
  // Every change of the identity data the worker may have read (remote-directory.ts).
  const unsubscribe = options.databaseUrl ? () => undefined : options.onIdentityChange!(() => channel.notify('identity-changed'));

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
