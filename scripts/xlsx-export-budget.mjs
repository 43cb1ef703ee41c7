#!/usr/bin/env node
// `npm run xlsx-budget`: the budget of the .xlsx ledger export (docs/performance.md, "Spreadsheet
// export"): exportTransactionsXlsx of one account with exactly 10,000 transactions must finish in
// under 2 s with the process's RSS growing by less than 50 MB, sampled every 50 ms, after a
// warm-up export. The real app in-process on a loopback port (scripts/load/load-app.ts, a real
// bearer token), on PGlite (XLSX_BUDGET_DATA_DIR, default .tmp/xlsx-budget, reused) or
// PostgreSQL (DATABASE_URL, schema xlsx_budget). The ×1 seed, then Northwind Foods' account
// 51001 topped up to 10,000 trades. The client reads the body chunk by chunk and keeps only its
// length, so the growth measured is the server's writing. RSS is the whole process (server and
// client), so the figure is an upper bound. The process's CPU time (server and client, every
// thread) is printed beside the wall time: on a busy machine the wall time is mostly waiting for
// a core. Exits 1 when a measured run is over budget.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { sql } from 'kysely';

import { openDatabase } from '../server/db/database.ts';
import { isDatabaseSeeded, seedDatabase } from '../server/db/seed/seed.ts';
import { systemClock } from '../server/lib/clock.ts';

import { startLoadApp } from './load/load-app.ts';

const ROWS = 10_000;
const BUDGET_MS = 2_000;
const BUDGET_MB = 50;
const SAMPLE_MS = 50;
const RUNS = Number(process.env.XLSX_BUDGET_RUNS ?? 3);
const ACCOUNT = '51001';

const dataDir = resolve(process.env.XLSX_BUDGET_DATA_DIR ?? '.tmp/xlsx-budget');
if (!process.env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
const location = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, schema: 'xlsx_budget' } : { dataDir };
const { db, close } = await openDatabase(location);
if (!(await isDatabaseSeeded(db))) {
  console.log('Seeding ×1…');
  await seedDatabase(db, { scale: 1, referenceDate: systemClock.now() });
}

// Top the account up to exactly ROWS trades: power and gas, buys and sells, over two years of days.
const count = async () => Number((await db.selectFrom('transactions').select((eb) => eb.fn.countAll().as('n')).where('account_id', '=', ACCOUNT).executeTakeFirstOrThrow()).n);
const missing = ROWS - (await count());
if (missing > 0) {
  await sql`
    insert into transactions (id, account_id, order_id, trade_date, trade_index, period_name_abs, volume, unit, trade_direction, price, value)
    select gen_random_uuid(), ${ACCOUNT}, null, now() - (n % 730) * interval '1 day',
           case when n % 3 = 0 then 'GASNBP' else 'POWERUKBASECAL' end,
           case when n % 2 = 0 then 'Q1-27' else 'Cal-27' end,
           (1 + n % 40) / 4.0, case when n % 3 = 0 then 'therms/day' else 'MW' end,
           case when n % 5 = 0 then 'sell' else 'buy' end,
           60 + (n % 4000) / 100.0, ((1 + n % 40) / 4.0) * (60 + (n % 4000) / 100.0) * 2190
    from generate_series(1, ${missing}) as n`.execute(db);
}
const rows = await count();
console.log(`Account ${ACCOUNT}: ${rows} transactions on ${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`}`);

const { app, port, tokenFor } = await startLoadApp(db, 'xlsx-budget');
const token = await tokenFor(1001, '30m');
const url = `http://127.0.0.1:${port}/api/v2/transactions/export/xlsx?accountId=${ACCOUNT}`;

/** One export, the body read and dropped chunk by chunk, RSS sampled every 50 ms from just before it. */
async function exportOnce() {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, SAMPLE_MS);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.byteLength;
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, cpuMs, bytes, growthMb: (peak - baseline) / 2 ** 20, baselineMb: baseline / 2 ** 20 };
}

const results = [];
try {
  const warm = await exportOnce();
  console.log(`warm-up: ${warm.ms.toFixed(0)} ms, ${(warm.bytes / 1024).toFixed(0)} KB`);
  for (let run = 1; run <= RUNS; run += 1) results.push(await exportOnce());
} finally {
  await app.close();
  await close();
}

console.log(`\nexportTransactionsXlsx, ${rows} rows, RSS sampled every ${SAMPLE_MS} ms (budget: < ${BUDGET_MS} ms, growth < ${BUDGET_MB} MB)`);
results.forEach((result, i) =>
  console.log(`run ${i + 1}: ${result.ms.toFixed(0)} ms (CPU ${result.cpuMs.toFixed(0)} ms), ${(result.bytes / 1024).toFixed(0)} KB, RSS ${result.baselineMb.toFixed(0)} MB before, growth ${result.growthMb.toFixed(1)} MB`),
);
const worst = { ms: Math.max(...results.map((r) => r.ms)), growthMb: Math.max(...results.map((r) => r.growthMb)) };
const ok = rows === ROWS && worst.ms < BUDGET_MS && worst.growthMb < BUDGET_MB;
console.log(`worst: ${worst.ms.toFixed(0)} ms, growth ${worst.growthMb.toFixed(1)} MB — ${ok ? 'within budget' : 'OVER BUDGET'}`);
if (!ok) process.exitCode = 1;
