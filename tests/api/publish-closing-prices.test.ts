// @vitest-environment node
// Live prices: publishing continues the seeded walk for the next business days, the API
// shows the new day with recomputed statistics, a date is published once, and the server's
// schedule and socket publish what is due.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DAILY_REPORT_TAG_ID } from '../../server/db/seed/content';
import { fixedClock } from '../../server/lib/clock';
import { lastDueDay, startPriceSchedule } from '../../server/closing-prices/price-schedule';
import { publishClosingPricesThrough, publishNextClosingPrices } from '../../server/closing-prices/publish-closing-prices';
import { listenForPublishRequests, requestPublish } from '../../server/closing-prices/publish-control';
import { createTestApp, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const latest = async (query = '') => {
  const response = await t.call({ method: 'GET', url: `/api/v2/closing-prices/latest${query}`, as: USERS.northwind });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const counts = async () => {
  const [prices, posts, files, links] = await Promise.all(
    (['closing_prices', 'posts', 'files', 'post_tag_links'] as const).map((table) =>
      t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ),
  );
  return [prices, posts, files, links].map((row) => Number(row?.n));
};

describe('publishing closing prices', () => {
  it('publishes the next business day (Friday → Monday) for 3 indices × 4 periods', async () => {
    expect((await latest()).publishedDate).toBe('2026-11-20');
    const before = await t.db.selectFrom('closing_prices').select(['trade_index', 'period_name_abs', 'price']).where('price_date', '=', '2026-11-20').execute();

    const result = await publishNextClosingPrices(t.db, t.clock.now());
    expect(result).toEqual({ published: ['2026-11-23'], priceRows: before.length, latest: '2026-11-23' });

    const rows = await t.db.selectFrom('closing_prices').select(['trade_index', 'period', 'period_name_abs', 'price']).where('price_date', '=', '2026-11-23').execute();
    expect(new Set(rows.map((row) => row.trade_index))).toEqual(new Set(['POWERUKBASECAL', 'POWERUKPEAKCAL', 'GASNBP']));
    expect(new Set(rows.map((row) => row.period))).toEqual(new Set(['day', 'month', 'quarter', 'season']));
    // The walk continues: forward products move by a few per cent at most from Friday's close.
    const friday = new Map(before.map((row) => [`${row.trade_index}|${row.period_name_abs}`, Number(row.price)]));
    for (const row of rows.filter((candidate) => candidate.period !== 'day')) {
      const previous = friday.get(`${row.trade_index}|${row.period_name_abs}`) as number;
      expect(Math.abs(Number(row.price) / previous - 1), row.period_name_abs).toBeLessThan(0.1);
    }
  });

  it('shows the new day through the API with the daily change and 30-day statistics recomputed', async () => {
    const body = await latest('?tradeIndex=POWERUKPEAKCAL&period=month');
    expect(body.publishedDate).toBe('2026-11-23');
    for (const row of body.data as { periodNameAbs: string; price: number; dailyChange: number; thirtyDayMean: number; thirtyDayHigh: number; thirtyDayLow: number }[]) {
      const history = await t.db
        .selectFrom('closing_prices')
        .select('price')
        .where('trade_index', '=', 'POWERUKPEAKCAL')
        .where('period_name_abs', '=', row.periodNameAbs)
        .orderBy('price_date', 'desc')
        .limit(30)
        .execute();
      const prices = history.map((entry) => Number(entry.price));
      expect(row.price).toBe(prices[0]);
      if (prices.length > 1) expect(row.dailyChange).toBeCloseTo((prices[0] ?? 0) - (prices[1] ?? 0), 2);
      expect(row.thirtyDayHigh).toBe(Math.max(...prices));
      expect(row.thirtyDayLow).toBe(Math.min(...prices));
      expect(Math.abs(row.thirtyDayMean - prices.reduce((sum, price) => sum + price, 0) / prices.length)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
    const history = await t.call({ method: 'GET', url: '/api/v2/closing-prices/history', as: USERS.northwind });
    expect(history.json().data.points.at(-1).date).toBe('2026-11-23');
  });

  it('writes the day’s daily report, with its PDF under the same id', async () => {
    const post = await t.call({ method: 'GET', url: `/api/v2/posts/latest?tagId=${DAILY_REPORT_TAG_ID}`, as: USERS.northwind });
    expect(post.json().data.title).toBe('Daily Market Report – Monday, 23 November 2026');
    const file = await t.call({ method: 'GET', url: `/api/v2/files/${post.json().data.id}`, as: USERS.caledonia });
    expect(file.json().data).toMatchObject({ accountId: null, category: 'market_report', name: 'Daily Market Report 2026-11-23.pdf' });
  });

  it('changes nothing when the same day is published again', async () => {
    const before = await counts();
    const again = await publishClosingPricesThrough(t.db, '2026-11-23', t.clock.now());
    expect(again).toEqual({ published: [], priceRows: 0, latest: '2026-11-23' });
    expect(await counts()).toEqual(before);
    expect((await latest()).publishedDate).toBe('2026-11-23');
  });

  it('catches up business days only, skipping weekends and bank holidays', async () => {
    const result = await publishClosingPricesThrough(t.db, '2026-12-29', t.clock.now());
    // 25 December is a Friday; Boxing Day falls on Saturday, so Monday 28 December is the bank holiday.
    expect(result.published.slice(-5)).toEqual(['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-29']);
    expect(result.published[0]).toBe('2026-11-24');
    expect(result.published).not.toContain('2026-11-28');
    expect(result.published).toHaveLength(24);
    expect((await latest('?period=season')).publishedDate).toBe('2026-12-29');
  });

  it('rolls the product list with the calendar (a new month appears, December leaves)', async () => {
    const months = (await latest('?period=month')).data.map((row: { periodNameAbs: string }) => row.periodNameAbs);
    expect(months).toEqual(['Jan-27', 'Feb-27', 'Mar-27', 'Apr-27', 'May-27', 'Jun-27']);
  });

  it('refuses to continue prices that are not the seeded walk’s', async () => {
    await t.db.updateTable('closing_prices').set({ price: 1 }).where('price_date', '=', '2026-12-29').where('period_name_abs', '=', 'Day-ahead').execute();
    await expect(publishNextClosingPrices(t.db, t.clock.now())).rejects.toThrow(/not those of the seeded walk/);
    expect((await latest()).publishedDate).toBe('2026-12-29');
  });
});

describe('the schedule and the publish socket', () => {
  let s: TestContext;
  beforeAll(async () => {
    s = await createTestApp();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('takes the day’s close as due from the publish time, London time (GMT and BST)', () => {
    expect(lastDueDay(new Date('2026-11-23T17:59:00Z'), '18:00')).toBe('2026-11-22');
    expect(lastDueDay(new Date('2026-11-23T18:00:00Z'), '18:00')).toBe('2026-11-23');
    expect(lastDueDay(new Date('2026-07-01T16:59:00Z'), '18:00')).toBe('2026-06-30');
    expect(lastDueDay(new Date('2026-07-01T17:00:00Z'), '18:00')).toBe('2026-07-01');
  });

  it('publishes the missing business days at start-up', async () => {
    const messages: string[] = [];
    const schedule = await startPriceSchedule({ db: s.db, publishTime: '18:00', clock: fixedClock('2026-11-25T12:00:00Z'), log: (m) => messages.push(m) });
    schedule.close();
    expect(messages).toEqual(['Published closing prices for 2026-11-23, 2026-11-24 (90 prices)']);
  });

  it('rejects a publish time that is not HH:MM', async () => {
    await expect(startPriceSchedule({ db: s.db, publishTime: '6pm', clock: s.clock })).rejects.toThrow(/PRICE_PUBLISH_TIME/);
  });

  it('publishes through the socket for the command while the server holds the database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ml-sock-'));
    const socketPath = join(dir, 'publish-closing-prices.sock');
    const control = await listenForPublishRequests(s.db, socketPath, s.clock, () => undefined);
    try {
      expect(await requestPublish(socketPath, {})).toEqual({ published: ['2026-11-25'], priceRows: 45, latest: '2026-11-25' });
      expect(await requestPublish(socketPath, { through: '2026-11-25' })).toEqual({ published: [], priceRows: 0, latest: '2026-11-25' });
      await expect(requestPublish(socketPath, { through: '2026-02-30' })).rejects.toThrow(/Not a date/);
    } finally {
      await control.close();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await requestPublish(socketPath, {})).toBeUndefined();
  });
});
