#!/usr/bin/env node
// `npm run load-test`: latency of the market-data calls on the scale seed (SEED_SCALE, default
// 100). The real app runs in-process on a loopback port, with a local RS256 key as the token
// issuer's JWKS (as the API tests do), on PGlite (LOAD_DATA_DIR, reused when already seeded)
// or PostgreSQL (DATABASE_URL, a schema of its own). autocannon sends a bounded number of
// requests per call with real bearer tokens of several seeded users; p50/p95/p99 are computed
// from every response time. LOAD_REQUESTS per call and level (default 2000), LOAD_CONNECTIONS the
// concurrency levels (default '1,10': the service time alone, then under load).
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import autocannon from 'autocannon';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';

import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { DAILY_REPORT_TAG_ID } from '../server/db/seed/content.ts';
import { REPLICA_OFFSET } from '../server/db/seed/organisations.ts';
import { isDatabaseSeeded, seedDatabase } from '../server/db/seed/seed.ts';

const scale = Number(process.env.SEED_SCALE ?? 100);
const amount = Number(process.env.LOAD_REQUESTS ?? 2000);
const levels = (process.env.LOAD_CONNECTIONS ?? '1,10').split(',').map(Number);
const ISSUER = 'http://localhost:4001/';
const AUDIENCE = 'https://api.market-lens.local/api/v2';

const dataDir = resolve(process.env.LOAD_DATA_DIR ?? `.tmp/load-data-x${scale}`);
if (!process.env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
const location = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, schema: `load_x${scale}` } : { dataDir };
const fresh = !process.env.DATABASE_URL && !existsSync(resolve(dataDir, 'pglite'));
const { db, close } = await openDatabase(location);
if (!(await isDatabaseSeeded(db))) {
  console.log(`Seeding ×${scale}${fresh ? '' : ' (empty database)'}…`);
  const summary = await seedDatabase(db, { scale });
  const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(`Seeded ${total} rows in ${(summary.milliseconds / 1000).toFixed(1)} s`);
}
const [users, prices, posts] = await Promise.all(
  ['users', 'closing_prices', 'posts'].map((table) =>
    db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n)),
  ),
);
console.log(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`}; ${users} users, ${prices} closing prices, ${posts} posts`);

const keys = await generateKeyPair('RS256', { extractable: true });
const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'load-test', alg: 'RS256', use: 'sig' };
const app = await buildApp({
  db,
  issuer: ISSUER,
  audience: AUDIENCE,
  keySet: createLocalJWKSet({ keys: [jwk] }),
  latestReportTagId: DAILY_REPORT_TAG_ID,
  version: 'load-test',
  staticDir: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address();
const base = `http://127.0.0.1:${port}/api/v2`;

// Approved buyers with every permission, from replicas spread over the scale seed.
const buyerIds = [1001, 1012, 1003].flatMap((hsId) => [0, Math.floor(scale / 2), scale - 1].map((replica) => `ml|${hsId + replica * REPLICA_OFFSET}`));
const tokens = await Promise.all(
  [...new Set(buyerIds)].map((sub) =>
    new SignJWT({ 'https://market-lens.app/metadata': { hsId: sub.slice(3) } })
      .setProtectedHeader({ alg: 'RS256', kid: 'load-test' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('30m')
      .sign(keys.privateKey),
  ),
);

const postIds = (await db.selectFrom('posts').select('id').orderBy('created_date', 'desc').limit(50).execute()).map((row) => row.id);
const categories = ['Daily Report', 'Power', 'Gas', 'Market Outlook'];
const combos = ['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP'].flatMap((index) => ['day', 'month', 'quarter', 'season'].map((period) => `tradeIndex=${index}&period=${period}`));

const calls = [
  { name: 'getLatestClosingPrices', path: (i) => `/closing-prices/latest?${combos[i % combos.length]}` },
  { name: 'listPosts', path: (i) => (i % 4 === 3 ? `/posts?category=${encodeURIComponent(categories[i % categories.length])}` : `/posts?page=${1 + (i % 3)}&perPage=10`) },
  { name: 'getPost', path: (i) => `/posts/${postIds[i % postIds.length]}` },
  { name: 'getClosingPriceHistory', path: (i) => `/closing-prices/history?${combos[i % combos.length]}` },
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(call, connections) {
  let counter = 0;
  const times = [];
  const instance = autocannon({
    url: base,
    amount,
    connections,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          const i = counter++;
          return { ...request, method: 'GET', path: `/api/v2${call.path(i)}`, headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } };
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const failed = result.non2xx + result.errors + result.timeouts;
  return { call: call.name, connections, requests: times.length, failed, rps: Math.round(result.requests.average), p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

const rows = [];
try {
  // Warm-up (plans, caches), then the measured runs.
  for (const call of calls) await autocannon({ url: `${base}${call.path(0)}`, amount: 50, connections: 2, headers: { authorization: `Bearer ${tokens[0]}` } });
  for (const connections of levels) for (const call of calls) rows.push(await measure(call, connections));
} finally {
  await app.close();
  await close();
}

const ms = (value) => `${value.toFixed(1)} ms`;
console.log(`\n×${scale} seed, ${amount} requests per call and concurrency, 127.0.0.1:${port}\n`);
console.log(`${'call'.padEnd(24)}${'conns'.padStart(6)}${'requests'.padStart(9)}${'failed'.padStart(8)}${'req/s'.padStart(8)}${'p50'.padStart(11)}${'p95'.padStart(11)}${'p99'.padStart(11)}`);
for (const row of rows) {
  console.log(`${row.call.padEnd(24)}${String(row.connections).padStart(6)}${String(row.requests).padStart(9)}${String(row.failed).padStart(8)}${String(row.rps).padStart(8)}${ms(row.p50).padStart(11)}${ms(row.p95).padStart(11)}${ms(row.p99).padStart(11)}`);
}
if (rows.some((row) => row.failed > 0)) {
  console.error('\nSome requests failed (non-2xx, errors or timeouts).');
  process.exitCode = 1;
}
