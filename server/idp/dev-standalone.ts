/**
 * Runs the development identity provider on its own (without the API), on the real database:
 * `npx tsx server/idp/dev-standalone.ts`. Useful to work on the login pages; `npm start` runs it
 * together with the API.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { isDatabaseSeeded, seedDatabase } from '../db/seed/seed';
import { startIdentityProvider } from './identity-provider';

const config = loadConfig();
const { db, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (!(await isDatabaseSeeded(db))) await seedDatabase(db);
const provider = await startIdentityProvider({
  db,
  host: config.host,
  port: config.idpPort,
  issuer: config.issuer,
  clientId: config.clientId,
  audience: config.audience,
  appOrigins: config.appOrigins,
});
console.log(`Identity provider on ${config.issuer} (client ${config.clientId}, audience ${config.audience})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void provider.close().then(close).then(() => process.exit(0));
  });
}
