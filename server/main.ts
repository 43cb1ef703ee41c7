/**
 * `npm start` runs this: open (and migrate) the database, seed it when empty, start the
 * development identity provider (unless AUTH0_DOMAIN points elsewhere), then the API + SPA.
 * SIGINT/SIGTERM close everything and exit 0.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'kysely';

import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, readPoolSize } from './db/database';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/demo-users';
import { isDatabaseSeeded, seedDatabase, type SeedSummary } from './db/seed/seed';
import type { PasswordChangeInput } from './identity-provider';
import { DEV_MAILBOX_PATH } from './mail/dev-mailbox';
import { createMailTransport } from './mail/mail-transport';
import { startMailWorker } from './mail/mail-worker';
import { startConfirmationWorker } from './confirmations/confirmation-worker';
import { simulatedPriceSource } from './closing-prices/simulated-price-source';
import { startPricePublishing } from './closing-prices/start-price-publishing';

const started = performance.now();
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A setting the portal cannot run with (e.g. MARKET_LENS_NOW in production mode): say which, and stop.
    console.error(`Market Lens cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();
const elapsed = () => `${Math.round(performance.now() - started)} ms`;

// A new PGlite database is created and seeded by a process of its own, whose memory goes with it.
if (!config.databaseUrl && !existsSync(resolve(config.dataDir, 'pglite', 'PG_VERSION'))) {
  const compiled = import.meta.url.endsWith('.js');
  const script = fileURLToPath(new URL(compiled ? './seed-process.js' : './db/seed/seed-process.ts', import.meta.url));
  // The seed may use more heap than the server's cap (docs/performance.md, "Memory"): it runs without it.
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--max-old-space-size'));
  const seeder = fork(script, [config.dataDir, config.clock.now().toISOString()], { stdio: 'inherit', execArgv });
  const [summary] = (await Promise.race([once(seeder, 'message'), once(seeder, 'exit').then(([code]) => Promise.reject(new Error(`seeding the new database failed (exit code ${code})`)))])) as [SeedSummary];
  await once(seeder, 'exit');
  console.log(`Seeded ${Object.values(summary.rows).reduce((sum, count) => sum + count, 0)} rows in ${summary.milliseconds} ms`);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
console.log(`Database ready (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}/pglite`}) after ${elapsed()}`);
if (!(await isDatabaseSeeded(db))) {
  const summary = await seedDatabase(db, { referenceDate: config.clock.now() });
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(`Seeded ${rows} rows in ${summary.milliseconds} ms`);
} else if (!config.databaseUrl) {
  // PGlite runs no autovacuum: refresh planner statistics (writes since the last start).
  await sql`analyze`.execute(db);
}

const closers: (() => Promise<void>)[] = [];
// Closing prices: missing business days now, then daily (PRICE_PUBLISH_*); `npm run publish-closing-prices`.
// The simulated walk continues the seeded history; a real feed is a PriceSource passed here instead.
closers.push(await startPricePublishing(db, config, simulatedPriceSource));
// Email: the outbox sendMessage writes, delivered after commit to SMTP_URL or captured locally.
// Woken by the commit that queues an email (migration 061), not by polling.
closers.push(
  await startMailWorker(
    db,
    { transport: createMailTransport(config.smtpUrl), from: config.mailFrom, portalOrigin: config.portalOrigin },
    { listen: database.listen },
  ),
);
// Trade confirmations: the PDFs of executed trades, written after the publication commits (docs/trading.md).
closers.push(await startConfirmationWorker(db, { clock: config.clock }, { listen: database.listen }));
const devMailbox = config.mode === 'demo' && !config.smtpUrl;
let changeEmbeddedPassword: ((input: PasswordChangeInput) => Promise<{ email: string }>) | undefined;
if (config.runLocalIdentityProvider) {
  // Its own thread, event loop and database connection, so API load does not slow logins
  // (docs/identity-provider.md, "Process layout").
  const { startIdentityProviderThread } = await import('./identity/start-worker');
  const idp = await startIdentityProviderThread({
    db,
    generations: database.generations,
    databaseUrl: config.databaseUrl,
    poolSize: config.databaseUrl ? readPoolSize(process.env.DATABASE_POOL_SIZE) : undefined,
    dataDir: config.dataDir,
    provider: {
      host: config.host,
      port: config.idpPort,
      issuer: config.issuer,
      clientId: config.clientId,
      audience: config.audience,
      appOrigins: config.appOrigins,
      mode: config.mode,
    },
    onCrash: (error) => {
      console.error(`[idp] the identity provider stopped unexpectedly: ${error.stack ?? error.message}`);
      void stop('identity provider crash', 1);
    },
  });
  changeEmbeddedPassword = (input) => idp.changePassword(input);
  closers.push(() => idp.close());
  console.log(`Identity provider on ${config.auth0Domain} (${config.mode} mode, own thread)`);
}

const app = await buildApp({
  db,
  issuer: config.issuer,
  audience: config.audience,
  latestReportTagId: config.latestReportTagId,
  version: config.version,
  mode: config.mode,
  viewAsSessionMinutes: config.viewAsSessionMinutes,
  devMailbox,
  passwordChange: config.runLocalIdentityProvider
    ? { kind: 'embedded', change: changeEmbeddedPassword }
    : { kind: 'auth0', domain: config.auth0Domain, clientId: config.clientId, connection: config.auth0Connection },
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  clock: config.clock,
});
await app.listen({ host: config.host, port: config.port });
closers.unshift(() => app.close());

const url = `http://localhost:${config.port}`;
console.log(`\nMarket Lens is running on ${url} (started in ${elapsed()}, ${config.mode} mode)\n`);
if (process.env.MARKET_LENS_NOW) console.log(`Business clock started at ${process.env.MARKET_LENS_NOW.trim()} (MARKET_LENS_NOW; now ${config.clock.now().toISOString()})\n`);
if (devMailbox) console.log(`Emails are captured locally: ${url}${DEV_MAILBOX_PATH}\n`);
// The demo logins are shown in demo mode only (docs/identity-provider.md).
if (config.mode === 'demo') {
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(38)} ${user.role.padEnd(9)} ${user.description}`);
}
console.log('\nPress Ctrl-C to stop.');

let stopping = false;
async function stop(reason: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: shutting down…`);
  for (const close of closers) await close().catch((error: unknown) => console.error(error));
  await database.close();
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
