// @vitest-environment node
// Breach messages of adopted hedging policies (docs/messages.md, "Breach messages"), told in the
// daily closing-price publication: a floor stepping up over a month below it, and a month below
// its floor for 5 London business days — once each, to the account's buyers, per their
// hedgingPolicyBreach setting; never for a policy that is not adopted.
//
// A policy is adopted here by writing its stored state as adoptHedgingPolicy leaves it (the
// policy's own rules are tests/api/hedging-policy.test.ts): the default staircase, adopted.
import { randomUUID } from 'node:crypto';

import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isBusinessDay } from '../../domain/business-days';
import { DEFAULT_POLICY_BANDS } from '../../domain/hedging-policy';
import { monthQuantity } from '../../domain/delivery-months';
import { publishClosingPricesThrough } from '../../server/closing-prices/publish-closing-prices';
import { fixedClock } from '../../server/lib/clock';
import { sendPolicyBreaches } from '../../server/policy-breaches/send-breaches';
import { ACCOUNTS, createTestApp, USERS, type TestContext } from './harness/test-app';

/** The account's policy for the index as an admin's adoption leaves it: the default staircase, version 1, adopted. */
async function adopt(accountId: string, index: 'POWERUKPEAKCAL' | 'GASNBP') {
  const adoptedAt = new Date('2026-11-20T10:00:00Z');
  await t.db
    .insertInto('hedging_policies')
    .values({ account_id: accountId, trade_index: index, version: 1, adopted_at: adoptedAt, adopted_by: null, adopted_version: 1 })
    .onConflict((conflict) => conflict.columns(['account_id', 'trade_index']).doUpdateSet({ adopted_at: adoptedAt, adopted_version: 1 }))
    .execute();
  await t.db
    .insertInto('hedging_policy_versions')
    .values({ account_id: accountId, trade_index: index, version: 1, bands: JSON.stringify(DEFAULT_POLICY_BANDS), reason: 'Default', created_by: null, created_at: adoptedAt, proposal_id: null })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

// Business now: the evening of Tuesday 1 Dec 2026, after the close.
const NOW = '2026-12-01T18:00:00Z';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const PEAK = 'POWERUKPEAKCAL' as const;

/** A contract of one month for an index the account has none of, and a buy of part of it. */
async function contractMonth(accountId: string, period: string, start: string, end: string, forecast: string, bought: string, index: 'POWERUKPEAKCAL' | 'GASNBP' = PEAK) {
  await t.db
    .insertInto('trading_contracts')
    .values({ account_id: accountId, trade_index: index, period_name_abs: period, delivery_start: start, delivery_end: end, forecast_volume: forecast, minimum_clip_percent: '5', budget_price: '90', deadline_business_days: 2 })
    .execute();
  await t.db
    .insertInto('transactions')
    .values({ id: randomUUID(), account_id: accountId, order_id: null, trade_date: new Date('2026-11-19T16:00:00Z'), trade_index: index, period_name_abs: period, volume: bought, unit: index === 'GASNBP' ? 'therms/day' : 'MW', trade_direction: 'buy', price: '90', value: '1' })
    .execute();
}

const breachMessages = (userId: string) =>
  t.db.selectFrom('messages').selectAll().where('user_id', '=', userId).where('subject', 'like', '%hedging floor%').orderBy('created_date').orderBy('subject').execute();
const breachMails = (userId: string) => t.db.selectFrom('mail_outbox').selectAll().where('user_id', '=', userId).where('subject', 'like', '%hedging floor%').execute();
const allMessages = async () => Number((await t.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('a floor stepping up over a month below it', () => {
  it('tells the buyer once, by message and email, linking to the month; a second publication or run tells nothing', async () => {
    // May-27 peak, 10 MW, 4 MW bought (40 %): within 30–70 % six months ahead, below the 50 % floor
    // that applies from 1 Dec 2026. Northwind adopted; Caledonia's identical month is not adopted.
    await contractMonth(ACCOUNTS.northwind, 'May-27', '2027-05-01', '2027-05-31', '10', '4');
    await contractMonth(ACCOUNTS.caledonia, 'May-27', '2027-05-01', '2027-05-31', '10', '4');
    await adopt(ACCOUNTS.northwind, PEAK);
    const before = await allMessages();

    const result = await publishClosingPricesThrough(t.db, '2026-12-01', t.clock.now());
    expect(result.published.at(-1)).toBe('2026-12-01');

    const hours = monthQuantity(PEAK, '2027-05');
    const energy = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(new Decimal(hours).toNumber());
    const messages = await breachMessages(USERS.northwind);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.subject).toBe('Power peak UK May-27 is below its new hedging floor: 40% hedged, floor 50% from 1 Dec 2026');
    expect(message?.body).toBe(
      [
        `May-27 is 40% hedged, below the 50% floor that applies from 1 Dec 2026: buy at least 1 MW of May-27 (${energy} MWh) — e.g. via May-27 — to reach it.`,
        'Power peak UK, account Northwind Foods (51001), under your hedging policy (version 1); figures as at the close of 1 Dec 2026.',
        'See the month in the position overview: /app/market-lens/51001/position-overview?index=POWERUKPEAKCAL&view=months&month=2027-05',
      ].join('\n\n'),
    );
    expect(message).toMatchObject({ category: 'order', link: '/app/market-lens/51001/position-overview?index=POWERUKPEAKCAL&view=months&month=2027-05', read_at: null });
    expect(message?.created_date.toISOString()).toBe(new Date(NOW).toISOString());
    const mails = await breachMails(USERS.northwind);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'buyer@northwind-foods.co.uk', subject: message?.subject, message_id: message?.id, link: message?.link });

    // Nothing else was told: the one breach of the publication is Northwind's (no seeded policy is
    // adopted, so no seeded user hears of one).
    const told = await t.db.selectFrom('messages').select('user_id').where('subject', 'like', '%hedging floor%').where('created_date', '>=', new Date(NOW)).execute();
    expect(told).toEqual([{ user_id: USERS.northwind }]);
    expect(await allMessages()).toBeGreaterThanOrEqual(before + 1);
    expect(await t.db.selectFrom('hedging_breach_watch').selectAll().where('account_id', '=', ACCOUNTS.caledonia).execute()).toEqual([]);
    expect(await t.db.selectFrom('hedging_breach_messages').select(['account_id', 'delivery_month', 'floor_percent', 'kind', 'business_day', 'hedged_percent', 'recipients']).execute()).toEqual([
      { account_id: ACCOUNTS.northwind, delivery_month: '2027-05', floor_percent: 50, kind: 'floor_stepped_up', business_day: '2026-12-01', hedged_percent: 40, recipients: 1 },
    ]);

    // Publishing again publishes nothing; running the day's breaches again (a restart) tells nothing.
    expect((await publishClosingPricesThrough(t.db, '2026-12-01', t.clock.now())).published).toEqual([]);
    expect(await t.db.transaction().execute((trx) => sendPolicyBreaches(trx, '2026-12-01', t.clock.now()))).toEqual({ evaluated: 1, told: 0 });
    expect(await breachMessages(USERS.northwind)).toHaveLength(1);
    expect(await breachMails(USERS.northwind)).toHaveLength(1);
  });

  it('tells the month still below its floor on its 5th business day, once', async () => {
    // 2, 3 and 4 Dec: 4 business days below since 1 Dec, nothing more.
    await publishClosingPricesThrough(t.db, '2026-12-04', t.clock.now());
    expect(await breachMessages(USERS.northwind)).toHaveLength(1);
    // Monday 7 Dec, the 5th.
    await publishClosingPricesThrough(t.db, '2026-12-07', t.clock.now());
    const messages = await breachMessages(USERS.northwind);
    expect(messages.map((message) => message.subject)).toEqual([
      'Power peak UK May-27 is below its new hedging floor: 40% hedged, floor 50% from 1 Dec 2026',
      'Power peak UK May-27 still below its hedging floor after 5 business days: 40% hedged, floor 50%',
    ]);
    expect(messages[1]?.body).toMatch(/^May-27 has been below its 50% floor for 5 business days \(since 1 Dec 2026\): it is 40% hedged; buy at least 1 MW of May-27 /);
    expect(await breachMails(USERS.northwind)).toHaveLength(2);
    await publishClosingPricesThrough(t.db, '2026-12-08', t.clock.now());
    expect(await breachMessages(USERS.northwind)).toHaveLength(2);
    // Caledonia (not adopted) was never told.
    expect(await breachMessages(USERS.caledonia)).toEqual([]);
  });

  it('stops watching a month once it is back within its band', async () => {
    await t.db
      .insertInto('transactions')
      .values({ id: randomUUID(), account_id: ACCOUNTS.northwind, order_id: null, trade_date: new Date('2026-12-08T16:00:00Z'), trade_index: PEAK, period_name_abs: 'May-27', volume: '1', unit: 'MW', trade_direction: 'buy', price: '90', value: '1' })
      .execute();
    expect(await t.db.transaction().execute((trx) => sendPolicyBreaches(trx, '2026-12-09', t.clock.now()))).toEqual({ evaluated: 1, told: 0 });
    expect(await t.db.selectFrom('hedging_breach_watch').selectAll().where('account_id', '=', ACCOUNTS.northwind).execute()).toEqual([]);
  });
});

describe('a month below its floor for 5 business days', () => {
  it('is told on the 5th, bank holidays not counted, and by email only to those who want it', async () => {
    await t.db.updateTable('hedging_policies').set({ adopted_at: null, adopted_version: null }).execute();
    await adopt(ACCOUNTS.harbourLogistics, 'GASNBP');
    // Jun-27 gas (Harbour Logistics has no gas contract seeded), 10,000 therms/day, 2,000 bought
    // (20 %): below the 30 % floor it has had since 1 Jul 2026.
    await contractMonth(ACCOUNTS.harbourLogistics, 'Jun-27', '2027-06-01', '2027-06-30', '10000', '2000', 'GASNBP');
    // The buyer keeps breach messages in the portal only; the admin keeps the default (both).
    const settings = (await t.call({ method: 'GET', url: '/api/v2/settings/notifications', as: USERS.harbourBuyer })).json().data;
    expect(settings.hedgingPolicyBreach).toEqual({ inApp: true, email: true });
    const saved = await t.call({ method: 'PUT', url: '/api/v2/settings/notifications', as: USERS.harbourBuyer, payload: { ...settings, hedgingPolicyBreach: { inApp: true, email: false } } });
    expect(saved.statusCode).toBe(200);

    const run = (day: string) => t.db.transaction().execute((trx) => sendPolicyBreaches(trx, day, t.clock.now()));
    expect(isBusinessDay('2026-12-25')).toBe(false);
    expect(isBusinessDay('2026-12-28')).toBe(false);
    for (const day of ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24']) expect(await run(day)).toEqual({ evaluated: 1, told: 0 });
    expect(await run('2026-12-29')).toEqual({ evaluated: 1, told: 1 });
    expect(await run('2026-12-29')).toEqual({ evaluated: 1, told: 0 });
    expect(await run('2026-12-30')).toEqual({ evaluated: 1, told: 0 });

    for (const userId of [USERS.harbourBuyer, USERS.harbourAdmin]) {
      const messages = await breachMessages(userId);
      expect(messages.map((message) => message.subject)).toEqual(['Gas NBP Jun-27 still below its hedging floor after 5 business days: 20% hedged, floor 30%']);
      expect(messages[0]?.body).toContain(
        'Jun-27 has been below its 30% floor for 5 business days (since 21 Dec 2026): it is 20% hedged; buy at least 1,000 therms/day of Jun-27 (30,000 therms) — e.g. via Jun-27 — to reach it.',
      );
      expect(messages[0]?.link).toBe('/app/market-lens/52001/position-overview?index=GASNBP&view=months&month=2027-06');
    }
    expect(await breachMails(USERS.harbourBuyer)).toEqual([]);
    expect(await breachMails(USERS.harbourAdmin)).toHaveLength(1);
  });

  it('starts counting again after a day not seen below', async () => {
    // Adopted again after a pause: the watch last saw Jun-27 on 30 Dec; on 11 Jan the run restarts.
    const run = (day: string) => t.db.transaction().execute((trx) => sendPolicyBreaches(trx, day, t.clock.now()));
    await run('2027-01-11');
    const [watch] = await t.db.selectFrom('hedging_breach_watch').select(['delivery_month', 'below_since', 'last_seen']).where('account_id', '=', ACCOUNTS.harbourLogistics).execute();
    expect(watch).toEqual({ delivery_month: '2027-06', below_since: '2027-01-11', last_seen: '2027-01-11' });
  });
});
