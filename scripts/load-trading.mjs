#!/usr/bin/env node
// `npm run load-trading`: latency of the trading reads (listOrders, getPositionOverview,
// listTransactions and the streamed exportTransactionsCsv) on the scale seed (SEED_SCALE,
// default 100), the same way `npm run load-test` measures the market-data calls: the real app
// in-process on a loopback port, a local RS256 key as the token issuer, PGlite (LOAD_DATA_DIR,
// shared with load-test and reused when already seeded) or PostgreSQL (DATABASE_URL, a schema
// of its own, load_x{scale} unless LOAD_SCHEMA names another). Each request carries a real
// bearer token of a seeded buyer of one replica and asks about that buyer's own flexible
// account, so every answer is a 200 the guard allowed.
// LOAD_REQUESTS per call and level (default 1000), LOAD_CONNECTIONS the concurrency levels
// (default '1,10'). Bounded: every run sends LOAD_REQUESTS requests per call and level, then stops.
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import autocannon from 'autocannon';

import { openDatabase } from '../server/db/database.ts';
import { REPLICA_OFFSET } from '../server/db/seed/organisations.ts';
import { isDatabaseSeeded, seedDatabase } from '../server/db/seed/seed.ts';
import { systemClock } from '../server/lib/clock.ts';

import { startLoadApp } from './load/load-app.ts';

const scale = Number(process.env.SEED_SCALE ?? 100);
const amount = Number(process.env.LOAD_REQUESTS ?? 1000);
const levels = (process.env.LOAD_CONNECTIONS ?? '1,10').split(',').map(Number);

const dataDir = resolve(process.env.LOAD_DATA_DIR ?? `.tmp/load-data-x${scale}`);
if (!process.env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
const location = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, schema: process.env.LOAD_SCHEMA ?? `load_x${scale}` } : { dataDir };
const fresh = !process.env.DATABASE_URL && !existsSync(resolve(dataDir, 'pglite'));
const { db, close } = await openDatabase(location);
if (!(await isDatabaseSeeded(db))) {
  console.log(`Seeding ×${scale}${fresh ? '' : ' (empty database)'}…`);
  const summary = await seedDatabase(db, { scale, referenceDate: systemClock.now() });
  const total = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(`Seeded ${total} rows in ${(summary.milliseconds / 1000).toFixed(1)} s`);
}
const [orders, transactions, contracts] = await Promise.all(
  ['orders', 'transactions', 'trading_contracts'].map((table) =>
    db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow().then((row) => Number(row.n)),
  ),
);
console.log(`Database: ${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`}; ${orders} orders, ${transactions} transactions, ${contracts} contract rows`);

const { app, port, tokenFor } = await startLoadApp(db, 'load-trading');
const base = `http://127.0.0.1:${port}/api/v2`;

// Northwind Foods' buyer (hsId 1001, flexible account 51001, every permission) in replicas
// spread over the scale seed: each token goes with that replica's account.
const replicas = [...new Set([0, Math.floor(scale / 3), Math.floor((2 * scale) / 3), scale - 1])];
const buyers = await Promise.all(
  replicas.map(async (replica) => ({
    accountId: String(51001 + replica * REPLICA_OFFSET),
    token: await tokenFor(1001 + replica * REPLICA_OFFSET, '30m'),
  })),
);

const indexes = ['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP'];
const statuses = ['', '&status=executed', '&status=pending'];
const calls = [
  { name: 'listOrders', path: (i, account) => (i % 2 ? `/orders?accountId=${account}&page=${1 + (i % 3)}${statuses[i % 3]}` : `/orders?perPage=10${statuses[i % 3]}`) },
  { name: 'getPositionOverview', path: (i, account) => `/position?accountId=${account}&tradeIndex=${indexes[i % indexes.length]}` },
  { name: 'listTransactions', path: (i, account) => (i % 2 ? `/transactions?accountId=${account}` : `/transactions?tradeIndex=${indexes[i % indexes.length]}`) },
  { name: 'exportTransactionsCsv', path: (i, account) => (i % 2 ? `/transactions/export?accountId=${account}` : '/transactions/export') },
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
          const buyer = buyers[i % buyers.length];
          return { ...request, method: 'GET', path: `/api/v2${call.path(i, buyer.accountId)}`, headers: { authorization: `Bearer ${buyer.token}` } };
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

// One CSV, to say how big the export is that the timings are for.
const sample = await fetch(`${base}/transactions/export?accountId=${buyers[0].accountId}`, { headers: { authorization: `Bearer ${buyers[0].token}` } });
const csvRows = (await sample.text()).split('\r\n').length - 2;
console.log(`exportTransactionsCsv of account ${buyers[0].accountId}: HTTP ${sample.status}, ${csvRows} rows`);

const rows = [];
try {
  // Warm-up (plans, caches), then the measured runs.
  for (const call of calls) {
    await autocannon({ url: `${base}${call.path(1, buyers[0].accountId)}`, amount: 30, connections: 2, headers: { authorization: `Bearer ${buyers[0].token}` } });
  }
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
