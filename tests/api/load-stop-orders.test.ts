// @vitest-environment node
// The publication budget of stop orders (issue 28): 10,000 pending stops of the trading accounts
// on the test seed, every tenth one triggering, published in one transaction. Only with
// LOAD_STOP_ORDERS=1 (it takes a while, and its figure depends on the machine):
//   LOAD_STOP_ORDERS=1 npx vitest run --config vitest.api.config.ts tests/api/load-stop-orders.test.ts
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { publishClosingPricesThrough } from '../../server/closing-prices/publish-closing-prices';
import { fixedClock } from '../../server/lib/clock';
import { createTestApp, type TestContext } from './harness/test-app';

describe.runIf(process.env.LOAD_STOP_ORDERS === '1')('stop orders at a publication', () => {
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-23T10:00:00Z') });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

it('publishes with 10,000 pending stops, 1,000 triggering', async () => {
  await sql`
    insert into orders (id, account_id, user_id, order_date, trade_index, period_name_abs, volume, unit, trade_direction, price_type, trigger_price, value, status, status_reason, status_changed_at, execute_from)
    select gen_random_uuid()::text, c.account_id, au.user_id, now(), c.trade_index, c.period_name_abs, 0.01,
           case when c.trade_index = 'GASNBP' then 'therms/day' else 'MW' end, 'buy', 'stop',
           case when g % 10 = 0 then 1 else 9999 end, 1, 'pending', 'load', now(), '2026-11-23'
    from generate_series(1, 10000) g
    join (select tc.*, row_number() over (order by tc.account_id, tc.trade_index, tc.period_name_abs) as rn, count(*) over () as n
          from trading_contracts tc join accounts a on a.id = tc.account_id where a.is_flexible and a.purchasing_group_id is not null) c on c.rn = (g % c.n) + 1
    join lateral (select user_id from user_accounts ua where ua.account_id = c.account_id limit 1) au on true`.execute(t.db);
  const pending = await sql<{ n: number }>`select count(*)::int n from orders where status = 'pending' and price_type = 'stop'`.execute(t.db);
  const started = performance.now();
  await publishClosingPricesThrough(t.db, '2026-11-23', t.clock.now());
  const ms = performance.now() - started;
  const decided = await sql<{ status: string; n: number }>`select status, count(*)::int n from orders where status_reason <> 'load' and price_type = 'stop' group by status`.execute(t.db);
  console.log(`LOAD: ${pending.rows[0]?.n} pending stops; publication committed in ${(ms / 1000).toFixed(2)} s; decided: ${JSON.stringify(decided.rows)}`);
  expect(ms).toBeGreaterThan(0);
}, 600_000);
});
