/**
 * `npm run publish-closing-prices`: publishes the next business day's closing prices (and its daily
 * report) after the latest stored one, continuing the seeded walk.
 * `npm run publish-closing-prices -- --through 2026-11-27` (or `--through today`) publishes every
 * missing business day up to that date. Publishing a date again changes nothing.
 * Uses DATABASE_URL / DATA_DIR like the server; with embedded PGlite and `npm start` running,
 * the running server publishes on the command's behalf (see server/closing-prices/publish-control.ts).
 */
import { parseArgs } from 'node:util';

import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { londonToday } from '../domain/business-days';
import { publishSocketPath, requestPublish, runPublishRequest, type PublishRequest } from '../server/closing-prices/publish-control';
import { describePublish, isIsoDate } from '../server/closing-prices/publish-closing-prices';
import { simulatedPriceSource } from '../server/closing-prices/simulated-price-source';

const { values } = parseArgs({ options: { through: { type: 'string' } } });
// 'today' is the business clock's London date (MARKET_LENS_NOW when set, docs/time.md).
const config = loadConfig();
const through = values.through === 'today' ? londonToday(config.clock.now()) : values.through;
if (through !== undefined && !isIsoDate(through)) {
  console.error(`--through needs a date (YYYY-MM-DD) or 'today', not '${through}'`);
  process.exit(2);
}
const publish: PublishRequest = through ? { through } : {};

const socketPath = config.databaseUrl ? undefined : publishSocketPath(config.dataDir);
try {
  const viaServer = socketPath ? await requestPublish(socketPath, publish) : undefined;
  if (viaServer) {
    console.log(`${describePublish(viaServer)} — by the running server`);
  } else {
    const { db, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      console.log(describePublish(await runPublishRequest(db, publish, config.clock, simulatedPriceSource)));
    } finally {
      await close();
    }
  }
} catch (error) {
  console.error(`Publishing closing prices failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
