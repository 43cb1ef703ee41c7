/**
 * The server side of `npm run load-test` (scripts/load-test.mjs), compiled like the portal
 * (scripts/build-server.mjs) and in its own process so the load generator does not share its CPU:
 * the real app on a seeded database (PGlite in LOAD_DATA_DIR, or a schema of its own on
 * DATABASE_URL); the bare Fastify baseline is a process of its own (bare-server.ts). The
 * background work `npm start` runs beside the API on the same database runs here too (the mail
 * worker, with emails captured): on PGlite any query of it holds up every request in flight.
 * LOAD_CACHE=off serves every read from the database (no response cache). Prints one JSON line
 * (port, tokens, post ids, the trading accounts and products of the what-if reads) when it listens; stops on SIGTERM.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { openDatabase } from '../../server/db/database';
import { REPLICA_OFFSET } from '../../server/db/seed/organisations';
import { isDatabaseSeeded, seedDatabase } from '../../server/db/seed/seed';
import { systemClock } from '../../server/lib/clock';

import { startLoadApp } from './load-app';
import { createMailTransport } from '../../server/mail/mail-transport';
import { startMailWorker } from '../../server/mail/mail-worker';

const scale = Number(process.env.SEED_SCALE ?? 1);
const databaseUrl = process.env.DATABASE_URL || undefined;

const dataDir = resolve(process.env.LOAD_DATA_DIR ?? `.tmp/load-data-x${scale}`);
if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
const fresh = !databaseUrl && !existsSync(resolve(dataDir, 'pglite'));
const { db, close, listen } = await openDatabase(databaseUrl ? { databaseUrl, schema: `load_x${scale}` } : { dataDir });
if (!(await isDatabaseSeeded(db))) {
  const summary = await seedDatabase(db, { scale, referenceDate: systemClock.now() });
  const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.error(`Seeded ×${scale}${fresh ? '' : ' (empty database)'}: ${total} rows in ${(summary.milliseconds / 1000).toFixed(1)} s`);
}

const { app, port: appPort, tokenFor } = await startLoadApp(db, 'load-test', { cache: process.env.LOAD_CACHE !== 'off' });
// As server/main.ts starts it.
const stopMailWorker = await startMailWorker(db, { transport: createMailTransport(undefined), from: 'no-reply@market-lens.local', portalOrigin: 'http://localhost:4000' }, { listen });

// Approved buyers with every permission, from replicas spread over the seed.
const replicas = [...new Set([0, Math.floor(scale / 2), scale - 1])];
const hsIds = [1001, 1012, 1003].flatMap((hsId) => replicas.map((replica) => hsId + replica * REPLICA_OFFSET));
const tokens = await Promise.all(hsIds.map((hsId) => tokenFor(hsId, '2h')));
const postIds = (await db.selectFrom('posts').select('id').orderBy('created_date', 'desc').limit(50).execute()).map((row) => row.id);
// The what-if reads (previewOrder, getPositionMonths): per token whose user may trade, a flexible
// account and a product listed with room for a clip, as the order form would preview it.
const trading: { token: number; accountId: string; tradeIndex: string; order: Record<string, unknown> }[] = [];
for (const [token, bearer] of tokens.entries()) {
  const accounts = await db
    .selectFrom('user_accounts as ua')
    .innerJoin('accounts as a', 'a.id', 'ua.account_id')
    .select('a.id')
    .where('ua.user_id', '=', `ml|${hsIds[token]}`)
    .where('a.is_flexible', '=', true)
    .where('a.purchasing_group_id', 'is not', null)
    .orderBy('ua.position')
    .execute();
  for (const account of accounts) {
    const listed = await app.inject({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${account.id}`, headers: { authorization: `Bearer ${bearer}` } });
    if (listed.statusCode !== 200) continue;
    const products = (listed.json() as { data: { tradeIndex: string; deliveryPeriod: string; period: string; forecastVolume: number; hedgedVolume: number; pendingBuyVolume: number; minimumClipVolume: number }[] }).data;
    const product = products.find((p) => p.period === 'quarter' && p.forecastVolume - p.hedgedVolume - p.pendingBuyVolume >= p.minimumClipVolume) ?? products[0];
    if (!product) continue;
    trading.push({
      token,
      accountId: account.id,
      tradeIndex: product.tradeIndex,
      order: { accountId: account.id, tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, tradeDirection: 'buy', volume: product.minimumClipVolume, priceType: 'market' },
    });
    break;
  }
}
console.log(JSON.stringify({ appPort, tokens, postIds, trading }));

process.on('SIGTERM', () => {
  void Promise.all([app.close(), stopMailWorker()])
    .then(() => close())
    .finally(() => process.exit(0));
});
