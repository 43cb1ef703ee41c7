/**
 * The identity provider's thread module (server/identity-provider/identity-worker.ts runs it;
 * docs/identity-provider.md, "Process layout"): what only the portal knows — on PostgreSQL, the
 * portal's database with its user directory.
 */
import { runIdentityWorker } from '../identity-provider';
import { openDatabase } from '../db/database';
import { databaseStore } from './directory';

// A failure to start reaches the host's 'error' event: the server reports it and stops.
await runIdentityWorker({
  async openDatabaseStore(databaseUrl, poolSize) {
    const database = await openDatabase({ databaseUrl, poolSize, migrate: false });
    return { store: databaseStore(database.db), close: () => database.close() };
  },
});
