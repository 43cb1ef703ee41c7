/**
 * The figure of the price-alert triggering (docs/price-alerts.md): how long one closing-price
 * publication takes on the ×100 seed (SEED_SCALE) with 10,000 active alerts (ALERT_COUNT), and
 * proof that publishing the same day twice fires nothing new. A fresh database each run:
 * a temporary PGlite directory, or a schema of its own in DATABASE_URL (dropped at the end).
 *
 *   node --import tsx scripts/alert-publication-figure.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx scripts/alert-publication-figure.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'kysely';

import { triggerPriceAlerts } from '../server/price-alerts/trigger-alerts';
import { openDatabase } from '../server/db/database';
import { seedDatabase } from '../server/db/seed/seed';
import { addDays, nextBusinessDay } from '../domain/business-days';
import { systemClock } from '../server/lib/clock';
import { publishClosingPricesThrough } from '../server/closing-prices/publish-closing-prices';
import { latestPublishedDay } from '../server/closing-prices/queries';

const scale = Number(process.env.SEED_SCALE ?? 100);
const alertCount = Number(process.env.ALERT_COUNT ?? 10_000);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'ml-alert-figure-'));
const schema = databaseUrl ? `alert_figure_${process.pid}` : undefined;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);

const { db, close } = await openDatabase({ databaseUrl, ...(dataDir ? { dataDir } : {}), ...(schema ? { schema } : {}) });
const count = async (query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]?.n ?? 0);
try {
  console.log(`Database: ${databaseUrl ? `PostgreSQL (schema ${schema})` : 'PGlite'}; seeding ×${scale}…`);
  // A measurement on the machine's own date (server/lib/clock.ts).
  const clock = systemClock;
  const seeded = await seedDatabase(db, { scale, referenceDate: clock.now() });
  console.log(`Seeded in ${(seeded.milliseconds / 1000).toFixed(1)} s (${seeded.rows.accounts} accounts, ${seeded.rows.price_alerts} alerts)`);

  // A publication without extra alerts first, as the baseline.
  const latest = (await latestPublishedDay(db)) as string;
  const baselineDay = nextBusinessDay(latest);
  let started = performance.now();
  const baseline = await publishClosingPricesThrough(db, baselineDay, clock.now());
  console.log(`Baseline: published ${baseline.published.join(', ')} (${baseline.priceRows} prices) in ${seconds(started)} s`);

  // 10,000 active alerts on the contract products of the seeded users, targets within ±3 % of
  // the latest close in both directions, so part of them fire on the next close.
  const products = (
    await sql<{ account_id: string; user_id: string; trade_index: 'POWERUKBASECAL' | 'POWERUKPEAKCAL' | 'GASNBP'; period_name_abs: string; price: number }>`
      select tc.account_id, ua.user_id, tc.trade_index, tc.period_name_abs, cp.price
      from trading_contracts tc
      join lateral (select user_id from user_accounts where account_id = tc.account_id order by user_id limit 1) ua on true
      join closing_prices cp on cp.trade_index = tc.trade_index and cp.period_name_abs = tc.period_name_abs and cp.price_date = ${baselineDay}
      order by tc.account_id, tc.trade_index, tc.period_name_abs`.execute(db)
  ).rows;
  const now = clock.now();
  const rows = Array.from({ length: alertCount }, (_, i) => {
    const product = products[i % products.length];
    if (!product) throw new Error('No contract products with a close to watch');
    const rising = i % 2 === 0;
    const offset = 1 + (((i * 7919) % 61) - 30) / 1000; // −3 % … +3 %
    return {
      id: randomUUID(),
      account_id: product.account_id,
      user_id: product.user_id,
      trade_index: product.trade_index,
      period_name_abs: product.period_name_abs,
      direction: rising ? ('rises_above' as const) : ('falls_below' as const),
      target_price: Math.max(0.01, Math.round(Number(product.price) * offset * 100) / 100),
      original_price: product.price,
      expiry_date: addDays(baselineDay, 30),
      created_at: now,
      updated_at: now,
    };
  });
  for (let start = 0; start < rows.length; start += 2000) await db.insertInto('price_alerts').values(rows.slice(start, start + 2000)).execute();
  await sql`analyze price_alerts`.execute(db);
  const watching = await count(`select count(*)::int as n from price_alerts where triggered_at is null and expiry_date >= '${nextBusinessDay(baselineDay)}'`);
  console.log(`Active alerts watching the next day: ${watching}`);

  const day = nextBusinessDay(baselineDay);
  const messagesBefore = await count('select count(*)::int as n from messages');
  started = performance.now();
  const published = await publishClosingPricesThrough(db, day, clock.now());
  const elapsed = seconds(started);
  const fired = await count(`select count(*)::int as n from price_alerts where triggered_price_date = '${day}'`);
  const messagesAfter = await count('select count(*)::int as n from messages');
  console.log(`Publication of ${published.published.join(', ')} with ${watching} active alerts: ${elapsed} s; ${fired} alerts fired, ${messagesAfter - messagesBefore} messages written`);

  // The same day again: nothing is published, nothing fires, no message is written.
  started = performance.now();
  const again = await publishClosingPricesThrough(db, day, clock.now());
  const retrigger = await triggerPriceAlerts(db, day, clock.now());
  const firedAgain = await count(`select count(*)::int as n from price_alerts where triggered_price_date = '${day}'`);
  const messagesAgain = await count('select count(*)::int as n from messages');
  console.log(
    `Publishing ${day} again: published [${again.published.join(', ')}], the day's trigger run again fired ${retrigger.triggered}; ` +
      `fired alerts ${fired} → ${firedAgain}, messages ${messagesAfter} → ${messagesAgain} (${seconds(started)} s)`,
  );
  if (again.published.length !== 0 || retrigger.triggered !== 0 || firedAgain !== fired || messagesAgain !== messagesAfter) {
    process.exitCode = 1;
    console.error('Publishing the same day twice changed something');
  }
} finally {
  if (schema) await sql`drop schema if exists ${sql.raw(schema)} cascade`.execute(db);
  await close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
