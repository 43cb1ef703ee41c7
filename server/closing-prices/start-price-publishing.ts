/**
 * What `npm start` runs for closing prices: the daily schedule (unless PRICE_PUBLISH_ENABLED
 * is false) and, on embedded PGlite, the socket through which `npm run publish-closing-prices`
 * publishes while the server holds the database, both from the price source given (the
 * simulated walk, or a real feed beside it: price-source.ts). Returns the closer for shutdown.
 */
import type { Kysely } from 'kysely';

import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { PriceSource } from './price-source';
import { startPriceSchedule } from './price-schedule';
import { listenForPublishRequests, publishSocketPath } from './publish-control';

export async function startPricePublishing(
  db: Kysely<Database>,
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'pricePublishEnabled' | 'pricePublishTime' | 'clock'>,
  prices: PriceSource,
): Promise<() => Promise<void>> {
  const schedule = config.pricePublishEnabled ? await startPriceSchedule({ db, publishTime: config.pricePublishTime, clock: config.clock, prices }) : undefined;
  if (schedule) console.log(`Closing prices are published daily at ${config.pricePublishTime} (Europe/London)`);
  const socketPath = config.databaseUrl ? undefined : publishSocketPath(config.dataDir);
  const control = socketPath ? await listenForPublishRequests(db, socketPath, config.clock, console.log, prices) : undefined;
  return async () => {
    schedule?.close();
    await control?.close();
  };
}
