// @vitest-environment node
// Exact energy across clock changes (domain/energy.ts, docs/trading.md): a March 2027 baseload
// trade is valued on 743 hours, and migration 071 corrects a value stored with the old count
// (24 hours every day) with an audit entry, a message and the portfolio report rendered again.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AuditLogEntry } from '../../generated/model/auditLogEntry';
import type { Order } from '../../generated/model/order';
import type { TradableProduct } from '../../generated/model/tradableProduct';
import { runMigrations } from '../../server/db/migrate';
import { portfolioReportId } from '../../server/reports/portfolio-report';
import { pdfTexts } from './harness/pdf-text';
import { ACCOUNTS, createTestApp, USERS, type TestContext } from './harness/test-app';

const MIGRATION = '071-transaction-values-across-clock-changes.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Runs the pending migrations again once 071's record is gone, as on a database it never ran on. */
async function rerunCorrection() {
  await t.db.deleteFrom('schema_migrations').where('name', '=', MIGRATION).execute();
  const applied = await runMigrations(t.db, async (name) => {
    throw new Error(`no SQL script should be pending (${name})`);
  });
  expect(applied).toEqual([MIGRATION]);
}

describe('a March 2027 baseload trade', () => {
  it('is estimated on the 743 hours March 2027 has in London', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/orders/tradable-products?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    const march = (response.json().data as TradableProduct[]).find((p) => p.tradeIndex === 'POWERUKBASECAL' && p.deliveryPeriod === 'Mar-27');
    expect(march).toMatchObject({ deliveryStart: '2027-03-01', deliveryEnd: '2027-03-31', minimumClipVolume: 1.5 });
    const placed = await t.call({
      method: 'POST', url: '/api/v2/orders', as: USERS.northwind, headers: { 'idempotency-key': randomUUID() },
      payload: { accountId: ACCOUNTS.northwind, tradeIndex: 'POWERUKBASECAL', deliveryPeriod: 'Mar-27', tradeDirection: 'buy', volume: 1.5, priceType: 'limit', limitPrice: 80.01 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // 1.5 MW × 743 h × £80.01/MWh = £89,171.145 → £89,171.15 (744 h would be £89,291.16).
    expect((placed.json().data as Order).value).toBe(89171.15);
  });
});

describe('migration 071: values stored with 24 hours a day', () => {
  it('corrects the transaction and its order, audits each row, tells the account and renders its report again', async () => {
    // As the old code stored it: 2.5 MW × 744 h × £84.35/MWh = £156,891.00, traded 15 October 2026.
    const orderId = randomUUID();
    const transactionId = randomUUID();
    await t.db
      .insertInto('orders')
      .values({
        id: orderId, account_id: ACCOUNTS.northwind, user_id: USERS.northwind, order_date: new Date('2026-10-15T09:30:00Z'), trade_index: 'POWERUKBASECAL',
        period_name_abs: 'Mar-27', volume: '2.5', unit: 'MW', trade_direction: 'buy', price_type: 'market', executed_price: 84.35, value: 156891,
        status: 'executed', status_reason: 'Executed at the 2026-10-15 closing price of 84.35 £/MWh', execute_from: '2026-10-15', executed_on: '2026-10-15',
      })
      .execute();
    await t.db
      .insertInto('transactions')
      .values({
        id: transactionId, account_id: ACCOUNTS.northwind, order_id: orderId, trade_date: new Date('2026-10-15T16:00:00Z'), trade_index: 'POWERUKBASECAL',
        period_name_abs: 'Mar-27', volume: '2.5', unit: 'MW', trade_direction: 'buy', price: 84.35, value: 156891,
      })
      .execute();
    // A pending market order's estimate at the close of its day, £84.35: 1.5 MW × 744 h = £94,134.60.
    const pendingId = randomUUID();
    await t.db
      .insertInto('orders')
      .values({
        id: pendingId, account_id: ACCOUNTS.northwind, user_id: USERS.northwind, order_date: new Date('2026-11-20T10:00:00Z'), trade_index: 'POWERUKBASECAL',
        period_name_abs: 'Mar-27', volume: '1.5', unit: 'MW', trade_direction: 'buy', price_type: 'market', value: 94134.6, status: 'pending', execute_from: '2026-11-20',
      })
      .execute();
    const messagesBefore = await t.db.selectFrom('messages').select('id').where('user_id', '=', USERS.northwind).execute();
    const reportId = portfolioReportId(ACCOUNTS.northwind, '2026-10');
    const reportBefore = await t.db.selectFrom('files').select('content').where('id', '=', reportId).executeTakeFirstOrThrow();
    expect(pdfTexts(reportBefore.content).join(' ')).not.toContain('156,680.13');

    await rerunCorrection();

    const transaction = await t.db.selectFrom('transactions').select('value').where('id', '=', transactionId).executeTakeFirstOrThrow();
    expect(transaction.value).toBe(156680.13);
    const order = await t.db.selectFrom('orders').select('value').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.value).toBe(156680.13);

    // 1.5 MW × 743 h × £84.35/MWh = £94,008.075 → £94,008.08.
    expect((await t.db.selectFrom('orders').select('value').where('id', '=', pendingId).executeTakeFirstOrThrow()).value).toBe(94008.08);

    const audit = await t.call({ method: 'GET', url: '/api/v2/admin/audit-log?action=value_correction&perPage=100', as: USERS.desk });
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().data as AuditLogEntry[];
    const rows = entries.filter((entry) => entry.path === `transactions/${transactionId}` || entry.path === `orders/${orderId}`);
    expect(rows).toHaveLength(2);
    for (const entry of rows) {
      expect(entry).toMatchObject({ action: 'value_correction', admin: { id: 'system' }, viewedUser: { id: USERS.northwind }, before: '£156,891.00 (744 h)', after: '£156,680.13 (743 h)' });
    }
    expect(entries.find((entry) => entry.path === `orders/${pendingId}`)).toMatchObject({ before: '£94,134.60 (744 h)', after: '£94,008.08 (743 h)' });
    // Only the rows inserted the old way were wrong: the seed's own trades and orders were exact already.
    expect(entries).toHaveLength(3);

    const messages = await t.db
      .selectFrom('messages')
      .select(['id', 'subject', 'body', 'link', 'category'])
      .where('user_id', '=', USERS.northwind)
      .where('id', 'not in', messagesBefore.map((row) => row.id))
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe(`Corrected value of 1 baseload trade across a clock change (account ${ACCOUNTS.northwind})`);
    expect(messages[0]?.body).toContain('Buy 2.5 MW Power base UK Mar-27, traded 15 Oct 2026 at £84.35/MWh: £156,891.00 → £156,680.13 (743 hours, not 744)');
    expect(messages[0]).toMatchObject({ category: 'order', link: `/app/market-lens/orders/${orderId}` });

    const report = await t.db.selectFrom('files').select('content').where('id', '=', reportId).executeTakeFirstOrThrow();
    expect(pdfTexts(report.content).join(' ')).toContain('156,680.13');
  }, 120_000);

  it('finds nothing the second time, nor on the seed’s exact values', async () => {
    const count = async () => (await t.db.selectFrom('audit_log').select('id').where('action', '=', 'value_correction').execute()).length;
    const before = await count();
    const values = await t.db.selectFrom('transactions').select(['id', 'value']).orderBy('id').execute();
    await rerunCorrection();
    expect(await count()).toBe(before);
    expect(await t.db.selectFrom('transactions').select(['id', 'value']).orderBy('id').execute()).toEqual(values);
  }, 120_000);
});
