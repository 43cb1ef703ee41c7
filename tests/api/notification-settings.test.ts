// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sendMessage } from '../../server/messages/send-message';
import { createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL = '/api/v2/settings/notifications';
const DEFAULTS = {
  priceAlertTriggered: { inApp: true, email: true },
  orderExecutedOrRejected: { inApp: true, email: true },
  marketReportPublished: { inApp: true, email: false },
  supportQueryReply: { inApp: true, email: true },
  hedgingPolicyBreach: { inApp: true, email: true },
};

describe('notification settings', () => {
  it('gives the defaults until the user saves', async () => {
    const response = await t.call({ method: 'GET', url: URL, as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: DEFAULTS });
  });

  it('saves per event and channel, and reads back what was saved', async () => {
    const chosen = { ...DEFAULTS, orderExecutedOrRejected: { inApp: false, email: true }, marketReportPublished: { inApp: true, email: true } };
    const saved = await t.call({ method: 'PUT', url: URL, as: USERS.harbourBuyer, payload: chosen });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: chosen });
    expect((await t.call({ method: 'GET', url: URL, as: USERS.harbourBuyer })).json()).toEqual({ data: chosen });
    // Another user's settings are untouched.
    expect((await t.call({ method: 'GET', url: URL, as: USERS.northwind })).json()).toEqual({ data: DEFAULTS });
  });

  it.each([
    ['a missing event', { ...DEFAULTS, supportQueryReply: undefined }, 'supportQueryReply'],
    ['a missing channel', { ...DEFAULTS, priceAlertTriggered: { inApp: true } }, 'email'],
    ['a non-boolean', { ...DEFAULTS, priceAlertTriggered: { inApp: 'yes', email: true } }, 'inApp'],
    ['an unknown event', { ...DEFAULTS, smsOnPriceAlertTriggered: true }, undefined],
  ])('refuses %s with 400', async (_name, payload, field) => {
    const response = await t.call({ method: 'PUT', url: URL, as: USERS.northwind, payload: JSON.parse(JSON.stringify(payload)) });
    expect(response.statusCode).toBe(400);
    const body = expectErrorShape(response.json(), 400);
    if (field) expect(`${body.field ?? ''} ${body.message}`).toContain(field);
  });

  it('needs a token, and refuses saving in view-as mode with 403', async () => {
    expect((await t.call({ method: 'GET', url: URL })).statusCode).toBe(401);
    const session = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Customer asked about emails' } });
    expect(session.statusCode).toBe(200);
    const read = await t.call({ method: 'GET', url: URL, as: USERS.desk, viewAs: USERS.northwind });
    expect(read.json()).toEqual({ data: DEFAULTS });
    const write = await t.call({ method: 'PUT', url: URL, as: USERS.desk, viewAs: USERS.northwind, payload: { ...DEFAULTS, priceAlertTriggered: { inApp: false, email: false } } });
    expect(expectErrorShape(write.json(), 403).message).toMatch(/read-only/);
    expect((await t.call({ method: 'GET', url: URL, as: USERS.northwind })).json()).toEqual({ data: DEFAULTS });
  });
});

describe('sendMessage honours the settings', () => {
  const send = (userId: string, event: Parameters<typeof sendMessage>[1]['event']) =>
    t.db.transaction().execute((trx) => sendMessage(trx, { userId, subject: `Test ${event}`, body: 'Body <b>text</b>', category: 'general', event, now: t.clock.now() }));
  const counts = async (userId: string, subject: string) => ({
    inbox: (await t.db.selectFrom('messages').select('id').where('user_id', '=', userId).where('subject', '=', subject).execute()).length,
    outbox: (await t.db.selectFrom('mail_outbox').select('id').where('user_id', '=', userId).where('subject', '=', subject).execute()).length,
  });

  it('by default: in-app and email for an order, in-app only for the daily report', async () => {
    await send(USERS.northwind, 'order_executed_or_rejected');
    expect(await counts(USERS.northwind, 'Test order_executed_or_rejected')).toEqual({ inbox: 1, outbox: 1 });
    await send(USERS.northwind, 'market_report_published');
    expect(await counts(USERS.northwind, 'Test market_report_published')).toEqual({ inbox: 1, outbox: 0 });
  });

  it('email only, in-app only, or neither, as saved; account messages always both', async () => {
    const settings = {
      ...DEFAULTS,
      priceAlertTriggered: { inApp: false, email: true },
      orderExecutedOrRejected: { inApp: true, email: false },
      supportQueryReply: { inApp: false, email: false },
    };
    expect((await t.call({ method: 'PUT', url: URL, as: USERS.pennine, payload: settings })).statusCode).toBe(200);
    await send(USERS.pennine, 'price_alert_triggered');
    expect(await counts(USERS.pennine, 'Test price_alert_triggered')).toEqual({ inbox: 0, outbox: 1 });
    await send(USERS.pennine, 'order_executed_or_rejected');
    expect(await counts(USERS.pennine, 'Test order_executed_or_rejected')).toEqual({ inbox: 1, outbox: 0 });
    await send(USERS.pennine, 'support_query_reply');
    expect(await counts(USERS.pennine, 'Test support_query_reply')).toEqual({ inbox: 0, outbox: 0 });
    await send(USERS.pennine, 'account');
    expect(await counts(USERS.pennine, 'Test account')).toEqual({ inbox: 1, outbox: 1 });
  });

  it('writes nothing when the transaction rolls back', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sendMessage(trx, { userId: USERS.northwind, subject: 'Rolled back', body: 'x', category: 'general', event: 'account', now: t.clock.now() });
        throw new Error('the change that caused it failed');
      }),
    ).rejects.toThrow();
    expect(await counts(USERS.northwind, 'Rolled back')).toEqual({ inbox: 0, outbox: 0 });
  });
});
