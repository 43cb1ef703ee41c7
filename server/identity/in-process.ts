/**
 * The identity provider on the caller's thread, keeping everything in the portal's database (every
 * migration of server/db/migrations applied): what the tests start. `npm start` runs it on its own
 * thread instead (start-worker.ts).
 */
import type { Kysely } from 'kysely';

import { startIdentityProvider as startProvider, type IdentityProviderOptions, type RunningIdentityProvider } from '../identity-provider';
import type { Database } from '../db/schema';
import { databaseStore } from './directory';

export type { IdentityProviderOptions, RunningIdentityProvider } from '../identity-provider';

export function startIdentityProvider({ db, ...options }: Omit<IdentityProviderOptions, 'store'> & { db: Kysely<Database> }): Promise<RunningIdentityProvider> {
  return startProvider({ ...options, store: databaseStore(db) });
}
