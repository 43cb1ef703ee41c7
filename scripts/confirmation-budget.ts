/**
 * The budget of trade confirmations (issue 28; docs/trading.md, "Confirmations"): 1,000
 * confirmations queued by a publication are written — PDFs drawn, filed, announced — within 60 s
 * after it, on PGlite. A fresh seeded PGlite database in a temporary directory (or a schema of its
 * own in DATABASE_URL); 1,000 executed trades of the seeded users (copies of seeded executed
 * orders and their trades), queued as the publication queues them; then the worker's rounds are
 * timed, and a second run is checked to write nothing.
 *
 *   node --import tsx scripts/confirmation-budget.ts
 *   CONFIRMATIONS=1000 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx scripts/confirmation-budget.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'kysely';

import { writeDueConfirmations } from '../server/confirmations/confirmation-worker';
import { openDatabase } from '../server/db/database';
import { seedDatabase } from '../server/db/seed/seed';
import { systemClock } from '../server/lib/clock';

const wanted = Number(process.env.CONFIRMATIONS ?? 1000);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'ml-confirmation-budget-'));
const schema = databaseUrl ? `confirmation_budget_${process.pid}` : undefined;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(2);

const { db, close } = await openDatabase({ databaseUrl, ...(dataDir ? { dataDir } : {}), ...(schema ? { schema } : {}) });
try {
  console.log(`Database: ${databaseUrl ? `PostgreSQL (schema ${schema})` : 'PGlite'}; seeding…`);
  const clock = systemClock;
  const seeded = await seedDatabase(db, { referenceDate: clock.now() });
  console.log(`Seeded in ${(seeded.milliseconds / 1000).toFixed(1)} s`);

  // `wanted` executed orders and their trades, copied from the seeded executed ones, and their
  // outbox rows, as the publication writes them (execution.ts → queueTradeConfirmation).
  let started = performance.now();
  await db.transaction().execute(async (trx) => {
    await sql`
      create temporary table budget_source on commit drop as
      select o.id as order_id, t.id as transaction_id, gen_random_uuid()::text as new_order, gen_random_uuid()::text as new_trade
      from generate_series(1, ${wanted}) g
      join lateral (select count(*) as n from transactions where order_id is not null) c on true
      join lateral (
        select t.order_id, t.id from transactions t where t.order_id is not null order by t.id offset ((g - 1) % c.n) limit 1
      ) t on true
      join orders o on o.id = t.order_id`.execute(trx);
    await sql`
      insert into orders (id, account_id, user_id, order_date, trade_index, period_name_abs, volume, unit, trade_direction, price_type, limit_price, executed_price, value, status, status_reason, status_changed_at, expiry_date, execute_from, executed_on)
      select s.new_order, o.account_id, o.user_id, o.order_date, o.trade_index, o.period_name_abs, o.volume, o.unit, o.trade_direction, o.price_type, o.limit_price, o.executed_price, o.value, o.status, o.status_reason, o.status_changed_at, o.expiry_date, o.execute_from, o.executed_on
      from budget_source s join orders o on o.id = s.order_id`.execute(trx);
    await sql`
      insert into transactions (id, account_id, order_id, trade_date, trade_index, period_name_abs, volume, unit, trade_direction, price, value)
      select s.new_trade, t.account_id, s.new_order, t.trade_date, t.trade_index, t.period_name_abs, t.volume, t.unit, t.trade_direction, t.price, t.value
      from budget_source s join transactions t on t.id = s.transaction_id`.execute(trx);
    await sql`
      insert into trade_confirmations (transaction_id, account_id, queued_at)
      select s.new_trade, t.account_id, ${clock.now()} from budget_source s join transactions t on t.id = s.transaction_id`.execute(trx);
  });
  console.log(`Queued ${wanted} confirmations (as a publication would) in ${seconds(started)} s`);

  const rssBefore = process.memoryUsage().rss;
  started = performance.now();
  const round = await writeDueConfirmations(db, { clock });
  const elapsed = seconds(started);
  const files = Number((await sql<{ n: string }>`select count(*) as n from files where category = 'trade_confirmation'`.execute(db)).rows[0]?.n ?? 0);
  const messages = Number((await sql<{ n: string }>`select count(*) as n from messages where subject like 'Trade confirmation %'`.execute(db)).rows[0]?.n ?? 0);
  console.log(`Wrote ${round.written} confirmations (${round.retried} to retry) in ${elapsed} s: ${files} files, ${messages} messages; RSS ${Math.round((process.memoryUsage().rss - rssBefore) / 1e6)} MB more`);
  const again = await writeDueConfirmations(db, { clock });
  console.log(`A second run wrote ${again.written}`);
  if (round.written !== wanted || again.written !== 0 || Number(elapsed) > 60) process.exitCode = 1;
  console.log(Number(elapsed) <= 60 ? `Within the 60 s budget` : `OVER the 60 s budget`);
} finally {
  if (schema) await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
