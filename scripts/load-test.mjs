#!/usr/bin/env node
// `npm run load-test`: the portal's main reads against a bare Fastify hello-world in one run,
// alternating (bare, read, bare, read, …) so both see the same machine. For each database
// (PGlite, and PostgreSQL when DATABASE_URL is set) and seed scale (LOAD_SCALES, default '1,100')
// a server process (scripts/load/load-server.ts) runs the real app and the hello-world; this
// process drives autocannon at LOAD_CONNECTIONS (default 50) for LOAD_SECONDS (default 3) per
// round, LOAD_ROUNDS (default 2) rounds, and prints req/s, p50, p99 and the ratio to bare Fastify.
// LOAD_READS (comma-separated names, default all) picks the reads, e.g.
// `LOAD_SCALES=1 LOAD_READS=getLatestClosingPrices,listMessages LOAD_ROUNDS=1 npm run load-test`
// for a short run. Budgets (docs/performance.md) are asserted on PGlite; LOAD_ASSERT=0 only prints.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const scales = (process.env.LOAD_SCALES ?? '1,100').split(',').map(Number);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 3);
const rounds = Number(process.env.LOAD_ROUNDS ?? 2);
const assert = process.env.LOAD_ASSERT !== '0';
const databases = [{ name: 'PGlite', env: { DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) databases.push({ name: 'PostgreSQL', env: { DATABASE_URL: process.env.DATABASE_URL } });

const BUDGET = { ratio: { getLatestClosingPrices: 0.25, listMessages: 0.1 }, p99Ms: 50, p99Growth: 1.5 };
const combos = ['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP'].flatMap((index) => ['day', 'month', 'quarter', 'season'].map((period) => `tradeIndex=${index}&period=${period}`));
const allReads = [
  { name: 'getLatestClosingPrices', path: (i) => `/api/v2/closing-prices/latest?${combos[i % combos.length]}` },
  { name: 'listMessages', path: (i) => `/api/v2/messages?page=${1 + (i % 2)}&perPage=10` },
  { name: 'listPosts', path: (i) => `/api/v2/posts?page=${1 + (i % 3)}&perPage=10` },
  { name: 'getPost', path: (i, server) => `/api/v2/posts/${server.postIds[i % server.postIds.length]}` },
  { name: 'getClosingPriceHistory', path: (i) => `/api/v2/closing-prices/history?${combos[i % combos.length]}` },
];
const chosen = process.env.LOAD_READS ? process.env.LOAD_READS.split(',').map((name) => name.trim()) : allReads.map((read) => read.name);
const unknown = chosen.filter((name) => !allReads.some((read) => read.name === name));
if (unknown.length) throw new Error(`LOAD_READS: unknown read(s) ${unknown.join(', ')} (known: ${allReads.map((read) => read.name).join(', ')})`);
const reads = allReads.filter((read) => chosen.includes(read.name));

async function startServer(scale, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/load/load-server.ts')], {
    cwd: root,
    env: { ...process.env, ...env, SEED_SCALE: String(scale), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = await Promise.race([once(lines, 'line'), once(child, 'exit').then(([code]) => Promise.reject(new Error(`load server exited with ${code}`)))]);
  return { ...JSON.parse(line), stop: async () => { child.kill('SIGTERM'); await once(child, 'exit'); } };
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

async function drive(url, pathOf, headersOf, duration = seconds) {
  let counter = 0;
  const times = [];
  const instance = autocannon({
    url,
    connections,
    duration,
    timeout: 30,
    requests: [{ setupRequest: (request) => { const i = counter++; return { ...request, method: 'GET', path: pathOf(i), headers: headersOf(i) }; } }],
  });
  instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  const result = await instance;
  return { times, requests: result.requests.total, failed: result.non2xx + result.errors + result.timeouts, seconds: result.duration };
}

function summarise(samples) {
  const times = samples.flatMap((s) => s.times).sort((a, b) => a - b);
  const requests = samples.reduce((sum, s) => sum + s.requests, 0);
  const duration = samples.reduce((sum, s) => sum + s.seconds, 0);
  return { rps: requests / duration, p50: percentile(times, 50), p99: percentile(times, 99), failed: samples.reduce((sum, s) => sum + s.failed, 0) };
}

const results = [];
const problems = [];
for (const database of databases) {
  for (const scale of scales) {
    console.log(`\n${database.name}, ×${scale} seed: starting the server…`);
    const server = await startServer(scale, database.env);
    const app = `http://127.0.0.1:${server.appPort}`;
    const bare = `http://127.0.0.1:${server.barePort}`;
    const auth = (i) => ({ authorization: `Bearer ${server.tokens[i % server.tokens.length]}` });
    const samples = { bare: [], ...Object.fromEntries(reads.map((read) => [read.name, []])) };
    try {
      // Warm-up with the measured requests themselves: query plans, caches, JIT.
      for (const read of reads) await drive(app, (i) => read.path(i, server), auth, 1);
      await drive(bare, () => '/', () => ({}), 1);
      for (let round = 0; round < rounds; round += 1) {
        for (const read of reads) {
          samples.bare.push(await drive(bare, () => '/', () => ({})));
          samples[read.name].push(await drive(app, (i) => read.path(i, server), auth));
        }
      }
    } finally {
      await server.stop();
    }
    const base = summarise(samples.bare);
    results.push({ database: database.name, scale, name: 'bare Fastify', ...base, ratio: 1 });
    for (const read of reads) results.push({ database: database.name, scale, name: read.name, ...summarise(samples[read.name]), ratio: summarise(samples[read.name]).rps / base.rps });
  }
}

const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
console.log(`\n${connections} connections, ${rounds} × ${seconds} s per call, alternating with bare Fastify\n`);
console.log(`${'database'.padEnd(11)}${'seed'.padStart(5)}  ${'call'.padEnd(24)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'÷ bare'.padStart(8)}${'failed'.padStart(8)}`);
for (const row of results) {
  console.log(`${row.database.padEnd(11)}${`×${row.scale}`.padStart(5)}  ${row.name.padEnd(24)}${fmt(row.rps).padStart(8)}${fmt(row.p50).padStart(8)}${fmt(row.p99).padStart(8)}${fmt(row.ratio, 3).padStart(8)}${String(row.failed).padStart(8)}`);
  if (row.failed > 0) problems.push(`${row.database} ×${row.scale} ${row.name}: ${row.failed} failed requests`);
}

// Budgets on PGlite: ratios and p99 at each scale, p99 growth from the smallest to the largest.
const pglite = results.filter((row) => row.database === 'PGlite' && row.name !== 'bare Fastify');
for (const row of pglite) {
  const minimum = BUDGET.ratio[row.name];
  if (minimum !== undefined && row.ratio < minimum) problems.push(`PGlite ×${row.scale} ${row.name}: ${fmt(row.ratio, 3)} × bare Fastify (budget ≥ ${minimum})`);
  if (row.p99 > BUDGET.p99Ms) problems.push(`PGlite ×${row.scale} ${row.name}: p99 ${row.p99} ms (budget ≤ ${BUDGET.p99Ms} ms)`);
}
const [small, large] = [Math.min(...scales), Math.max(...scales)];
if (small !== large) {
  console.log('');
  for (const read of reads) {
    const [a, b] = [small, large].map((scale) => pglite.find((row) => row.name === read.name && row.scale === scale));
    if (!a || !b) continue;
    const growth = b.p99 / Math.max(a.p99, 1);
    console.log(`p99 growth ×${small} → ×${large}, ${read.name}: ${fmt(growth, 2)}×`);
    if (growth > BUDGET.p99Growth) problems.push(`${read.name}: p99 grows ${fmt(growth, 2)}× from ×${small} to ×${large} (budget ≤ ${BUDGET.p99Growth}×)`);
  }
}
if (problems.length) {
  console.log(`\n${assert ? 'Over budget' : 'Over budget (not asserted)'}:\n  ${problems.join('\n  ')}`);
  if (assert) process.exitCode = 1;
} else console.log('\nAll load budgets met.');
