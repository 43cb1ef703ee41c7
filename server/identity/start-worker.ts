/**
 * Starts the identity provider on its own thread for `npm start` (docs/identity-provider.md,
 * "Process layout"), with the portal's answers to what it asks of the users.
 */
import type { Kysely } from 'kysely';

import { startIdentityProviderWorker, type IdentityWorker, type IdentityWorkerOptions } from '../identity-provider';
import type { CacheGenerations } from '../cache/generations';
import type { Database } from '../db/schema';
import { directoryAnswers } from './directory';

export interface IdentityThreadOptions extends Omit<IdentityWorkerOptions, 'workerUrl' | 'answers' | 'onIdentityChange'> {
  /** The application's database, as the main thread holds it. */
  db: Kysely<Database>;
  /** Its cache generations: on PGlite, they tell the worker when the users changed. */
  generations: CacheGenerations;
}

export function startIdentityProviderThread({ db, generations, ...options }: IdentityThreadOptions): Promise<IdentityWorker> {
  // From source the worker inherits the server's execArgv (`--import tsx`) and loads TypeScript
  // like main.ts; the compiled server has it as dist-server/identity-worker.js beside this code.
  const compiled = import.meta.url.endsWith('.js');
  const subscribe = generations.subscribe?.bind(generations);
  return startIdentityProviderWorker({
    ...options,
    workerUrl: new URL(compiled ? './identity-worker.js' : './identity-worker.ts', import.meta.url),
    answers: directoryAnswers(db),
    // Every change of the identity data the worker may have read (its remote directory).
    onIdentityChange: subscribe && ((listener) => subscribe((topic) => topic === 'user_context' && listener())),
  });
}
