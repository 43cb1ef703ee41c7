// @vitest-environment node
// The calendar matrix at API level (tests/harness/calendar-instants.ts, docs/time.md): one app
// per instant, its business clock there, seeded as the last publication before it left it. What the portal offers and
// does is what the calendar says: the support desk and the first meeting slot, the last
// published close and the position's horizon, an alert's expiry from today, the publication an
// order is placed into (the day the new-order form is told beforehand is that very day) — and
// the 18:00 publication of that day executes it and, on a month's last business day, writes and
// announces the month's portfolio report.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Order } from '../../generated/model/order';
import type { PositionOverview } from '../../generated/model/positionOverview';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import type { TradableProductsResponse } from '../../generated/model/tradableProductsResponse';
import type { Clock } from '../../server/lib/clock';
import { startPriceSchedule } from '../../server/closing-prices/price-schedule';
import { CALENDAR_INSTANTS, type CalendarInstant } from '../harness/calendar-instants';
import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

/** A clock a test moves by hand: business now stands where it was put. */
function movableClock(at: string): Clock & { set(instant: string): void } {
  let current = new Date(at).getTime();
  return {
    now: () => new Date(current),
    set(instant: string) {
      current = new Date(instant).getTime();
    },
  };
}

const monthTitle = (day: string) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

describe.each(CALENDAR_INSTANTS)('at $label', (instant: CalendarInstant) => {
  let t: TestContext;
  const clock = movableClock(instant.at);
  const get = async <T>(url: string): Promise<T> => {
    const response = await t.call({ method: 'GET', url: `/api/v2${url}`, as: USERS.northwind });
    expect(response.statusCode, url).toBe(200);
    return response.json() as T;
  };

  beforeAll(async () => {
    // The database as the last publication before the instant left it (the seed counts its own
    // day's close as published): seeded at 18:00 London of that day.
    t = await createTestApp({ seedAt: new Date(`${instant.publishedThrough}T18:00:00${instant.londonOffset}`), clock });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('offers what the calendar says, and the day’s publication executes the order placed now', async () => {
    // The support desk and the first meeting slot.
    const { data: contact } = await get<{ data: { status: Record<string, unknown> } }>('/support/contact');
    expect(contact.status).toEqual(
      instant.desk.open
        ? { open: true, state: 'open', closesAt: instant.desk.closesAt, opensAt: null, holidayName: null }
        : { open: false, state: instant.desk.state, closesAt: null, opensAt: instant.desk.opensAt, holidayName: instant.desk.holidayName },
    );
    const slots = await get<{ data: { start: string }[] }>('/support/meeting-slots');
    expect(slots.data[0]?.start).toBe(instant.firstSlot);

    // The latest close and the position's horizon.
    const position = (await get<{ data: PositionOverview }>(`/position?accountId=${ACCOUNTS.northwind}&tradeIndex=POWERUKBASECAL`)).data;
    expect(position.priceDate).toBe(instant.publishedThrough);
    expect(position.periods[0]).toMatchObject({ deliveryPeriod: instant.horizon.firstMonth, deliveryStart: instant.horizon.firstMonthStart });
    const tradable = await get<TradableProductsResponse>(`/orders/tradable-products?accountId=${ACCOUNTS.northwind}`);
    // The day the new-order form shows: the calendar's, and (below) the one the placed order is given and executes on.
    expect(tradable.firstExecutionDay).toBe(instant.executionDay);
    const products = tradable.data;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      expect(product.latestPriceDate).toBe(instant.publishedThrough);
      expect(product.tradeDeadline >= instant.executionDay, `${product.deliveryPeriod} still tradable`).toBe(true);
    }

    // An alert may expire today, not yesterday.
    const product = products.find((candidate) => candidate.period === 'quarter' && candidate.forecastVolume - candidate.hedgedVolume - candidate.pendingBuyVolume >= candidate.minimumClipVolume) as TradableProduct;
    expect(product, 'a quarter with room for a clip').toBeDefined();
    const alert = (expiryDate: string) =>
      t.call({
        method: 'POST',
        url: '/api/v2/price-alerts',
        as: USERS.northwind,
        payload: { accountId: ACCOUNTS.northwind, tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, direction: 'rises_above', targetPrice: Math.round((product.latestPrice as number) * 150) / 100, expiryDate },
      });
    expect((await alert(instant.londonDay)).statusCode).toBe(201);
    expect(expectErrorShape((await alert(instant.lastDueDay)).json(), 400).field).toBe('expiryDate');

    // An order placed now waits for the execution day's close.
    const placed = await t.call({
      method: 'POST',
      url: '/api/v2/orders',
      as: USERS.northwind,
      headers: { 'idempotency-key': randomUUID() },
      payload: { accountId: ACCOUNTS.northwind, tradeIndex: product.tradeIndex, deliveryPeriod: product.deliveryPeriod, tradeDirection: 'buy', volume: product.minimumClipVolume, priceType: 'market' },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data as Order;
    expect(order).toMatchObject({ status: 'pending', statusReason: `Waiting for the ${tradable.firstExecutionDay} closing price`, orderDate: new Date(instant.at).toISOString() });

    // 18:00 London on the execution day: the schedule publishes every business day due, the order
    // executes at that day's close, and a month end brings the month's portfolio report.
    const reportSubject = `Your portfolio report for ${monthTitle(instant.executionDay)} is ready`;
    expect(await t.db.selectFrom('messages').select('id').where('user_id', '=', USERS.northwind).where('subject', '=', reportSubject).execute()).toHaveLength(0);
    clock.set(`${instant.executionDay}T18:00:00${instant.executionDay.slice(5, 7) === instant.londonDay.slice(5, 7) ? instant.londonOffset : '+00:00'}`);
    const log: string[] = [];
    (await startPriceSchedule({ db: t.db, publishTime: '18:00', clock, log: (line) => log.push(line) })).close();
    const published = [...new Set([...(instant.businessDay && instant.londonDay < instant.executionDay ? [instant.londonDay] : []), instant.executionDay])];
    expect(log).toEqual([expect.stringMatching(new RegExp(`^Published closing prices for ${published.join(', ')} \\(`))]);
    const executed = (await get<{ data: Order }>(`/orders/${order.id}`)).data;
    expect(executed).toMatchObject({ status: 'executed', executedDate: tradable.firstExecutionDay });
    const reports = await t.db.selectFrom('messages').select('category').where('user_id', '=', USERS.northwind).where('subject', '=', reportSubject).execute();
    expect(reports).toEqual(instant.monthEndReport ? [{ category: 'report' }] : []);
    if (instant.monthEndReport) expect(reportSubject).toContain(instant.monthEndReport);
  });
});
