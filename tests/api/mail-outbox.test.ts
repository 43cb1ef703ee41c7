// @vitest-environment node
/**
 * The mail outbox: written by sendMessage in the caller's transaction, delivered after commit
 * by the worker to a real (local) SMTP server that refuses the first attempt, retried with
 * backoff, never losing the in-app message; and the local capture the development mailbox shows.
 */
import type { AddressInfo } from 'node:net';

import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { composeMail } from '../../server/mail/compose-mail';
import { DEV_MAILBOX_PATH, registerDevMailbox } from '../../server/mail/dev-mailbox';
import { createMailTransport, type MailTransport } from '../../server/mail/mail-transport';
import { deliverDueMail, MAX_ATTEMPTS, retryDelayMs, startMailWorker } from '../../server/mail/mail-worker';
import { sendMessage } from '../../server/messages/send-message';
import { createTestApp, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
let smtp: SMTPServer;
let smtpPort = 0;
let refuseNext = 0;
const received: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await t?.close();
});

const ORIGIN = 'http://localhost:4999';
const outboxRow = (subject: string) => t.db.selectFrom('mail_outbox').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();

describe('mail outbox', () => {
  it('keeps the in-app message when the mail server refuses, and delivers on the retry after the backoff', async () => {
    const subject = 'Order executed: Buy 1 MW <Q1-27>';
    const messageId = await t.db.transaction().execute((trx) =>
      sendMessage(trx, { userId: USERS.northwind, subject, body: 'Executed at £81.20 & filed.', category: 'order', event: 'order_executed_or_rejected', link: '/app/market-lens/orders', now: t.clock.now() }),
    );
    const transport = createMailTransport(`smtp://127.0.0.1:${smtpPort}`);
    const options = { transport, from: 'Market Lens <no-reply@market-lens.local>', portalOrigin: ORIGIN };
    refuseNext = 1;
    const start = new Date();
    const first = await deliverDueMail(t.db, options, start);
    expect(first).toEqual({ sent: 0, retried: 1, failed: 0 });
    const pending = await outboxRow(subject);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, message_id: messageId });
    expect(pending.last_error).toMatch(/temporarily unavailable/);
    expect(pending.next_attempt_at.getTime()).toBe(start.getTime() + retryDelayMs(1));
    // The in-app message is there whatever the mail server did.
    expect(await t.db.selectFrom('messages').select('subject').where('id', '=', messageId).executeTakeFirst()).toEqual({ subject });

    // Not due yet: nothing is attempted before the backoff has passed.
    expect(await deliverDueMail(t.db, options, new Date(start.getTime() + 1_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    const second = await deliverDueMail(t.db, options, new Date(start.getTime() + retryDelayMs(1)));
    expect(second).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await outboxRow(subject)).toMatchObject({ status: 'sent', attempts: 2, delivered_via: 'smtp', last_error: null });
    expect(received).toHaveLength(1);
    const raw = received[0] ?? '';
    expect(raw).toContain('To: buyer@northwind-foods.co.uk');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(raw).toContain(`${ORIGIN}/app/market-lens/orders`);
    // Nothing left to send.
    expect(await deliverDueMail(t.db, options, new Date(start.getTime() + 3_600_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    transport.close();
  });

  it('gives up after MAX_ATTEMPTS with the backoff doubling up to an hour', async () => {
    expect([1, 2, 3, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
    const subject = 'Never deliverable';
    await t.db.transaction().execute((trx) => sendMessage(trx, { userId: USERS.northwind, subject, body: 'x', category: 'general', event: 'account', now: t.clock.now() }));
    const transport = createMailTransport('smtp://127.0.0.1:1');
    const options = { transport, from: 'no-reply@market-lens.local', portalOrigin: ORIGIN };
    let clock = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const round = await deliverDueMail(t.db, options, new Date(clock));
      expect(round.sent).toBe(0);
      clock += retryDelayMs(attempt);
    }
    expect(await outboxRow(subject)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    transport.close();
  });

  it('captures locally without SMTP_URL, and the development mailbox lists and shows the mail', async () => {
    const subject = 'Price alert <script>alert(1)</script>';
    await t.db.transaction().execute((trx) =>
      sendMessage(trx, { userId: USERS.caledonia, subject, body: 'Closed at 81 & more', category: 'price_alert', event: 'price_alert_triggered', link: '/app/market-lens/price-alerts', now: t.clock.now() }),
    );
    const capture = createMailTransport(undefined);
    expect(capture.via).toBe('capture');
    const round = await deliverDueMail(t.db, { transport: capture, from: 'no-reply@market-lens.local', portalOrigin: ORIGIN });
    expect(round.sent).toBeGreaterThanOrEqual(1);
    const row = await outboxRow(subject);
    expect(row).toMatchObject({ status: 'sent', delivered_via: 'capture' });
    expect(row.raw_source).toContain('Subject: Price alert');

    // The portal without the option (production mode, or SMTP_URL set) has no mailbox.
    expect((await t.app.inject({ method: 'GET', url: DEV_MAILBOX_PATH })).statusCode).toBe(404);
    const mailbox = Fastify();
    mailbox.decorate('db', t.db);
    await registerDevMailbox(mailbox);
    const list = await mailbox.inject({ method: 'GET', url: DEV_MAILBOX_PATH });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Price alert &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(list.body).not.toContain('<script>');
    const one = await mailbox.inject({ method: 'GET', url: `${DEV_MAILBOX_PATH}/${row.id}` });
    expect(one.body).toContain('Closed at 81 &amp; more');
    expect(one.body).toContain(`${ORIGIN}/app/market-lens/price-alerts`);
    const html = await mailbox.inject({ method: 'GET', url: `${DEV_MAILBOX_PATH}/${row.id}/html` });
    expect(html.body).toContain('<a href="http://localhost:4999/app/market-lens/price-alerts">Open in Market Lens</a>');
    expect((await mailbox.inject({ method: 'GET', url: `${DEV_MAILBOX_PATH}/nope` })).statusCode).toBe(404);
    await mailbox.close();
  });

  it('is woken by the commit that queues an email, not by polling', async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      via: 'capture',
      send: async (mail) => {
        sent.push(mail.subject);
        return { rawSource: null };
      },
      close: () => undefined,
    };
    // The safety poll is ten minutes away: a delivery within seconds can only be the notification's.
    const stop = await startMailWorker(t.db, { transport, from: 'no-reply@market-lens.local', portalOrigin: ORIGIN }, { listen: t.listen, safetyPollMs: 600_000 });
    try {
      const subject = 'Delivered on commit';
      await t.db.transaction().execute(async (trx) => {
        await sendMessage(trx, { userId: USERS.caledonia, subject, body: 'Body', category: 'general', event: 'account', now: t.clock.now() });
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(sent).not.toContain(subject);
      await vi.waitFor(() => expect(sent).toContain(subject), { timeout: 5_000, interval: 20 });
      expect(await outboxRow(subject)).toMatchObject({ status: 'sent' });

      // A second email while idle: woken again.
      await t.db.transaction().execute((trx) => sendMessage(trx, { userId: USERS.caledonia, subject: 'Second on commit', body: 'Body', category: 'general', event: 'account', now: t.clock.now() }));
      await vi.waitFor(() => expect(sent).toContain('Second on commit'), { timeout: 5_000, interval: 20 });
    } finally {
      await stop();
    }
  });
});

describe('composeMail', () => {
  it('escapes the HTML part, keeps the text part as written, links only portal paths', () => {
    const mail = composeMail({ subject: 'A & B', body: 'Line <one>\nline two\n\nSecond "para"', link: '/app/market-lens/orders' }, ORIGIN);
    expect(mail.text).toContain('Line <one>\nline two');
    expect(mail.text).toContain(`Open in Market Lens: ${ORIGIN}/app/market-lens/orders`);
    expect(mail.html).toContain('<p>Line &lt;one&gt;<br>line two</p>');
    expect(mail.html).toContain('<p>Second &quot;para&quot;</p>');
    expect(mail.html).toContain('<title>A &amp; B</title>');
    const elsewhere = composeMail({ subject: 's', body: 'b', link: 'https://evil.example/' }, ORIGIN);
    expect(elsewhere.text).toContain(`${ORIGIN}/app/market-lens/messages`);
  });
});
