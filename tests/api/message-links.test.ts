// @vitest-environment node
// Messages are not dead ends: every seeded message has a subject, and every message about an
// order, alert, report, query or meeting links to it; each link leads to an object that exists
// and that the message's reader may open (its API read answers 200 for them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The API read behind each kind of portal path a message may link to. */
const READS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^\/app\/market-lens\/(\d+)\/orders\/([0-9a-f-]{36})$/, (m) => `/orders/${m[2]}`],
  [/^\/app\/market-lens\/(\d+)\/price-alerts\/edit\/([0-9a-f-]{36})$/, (m) => `/price-alerts/${m[2]}`],
  [/^\/app\/market-lens\/(\d+)\/support\/queries\/([0-9a-f-]{36})$/, (m) => `/support/queries/${m[2]}`],
  [/^\/app\/market-lens\/files\/view\/([0-9a-f-]{36})$/, (m) => `/files/${m[1]}`],
  [/^\/app\/market-lens\/market-information\/([^/]+)$/, (m) => `/posts/${m[1]}`],
];

describe('seeded messages', () => {
  it('all have a subject', async () => {
    const messages = await t.db.selectFrom('messages').select(['id', 'subject']).execute();
    expect(messages.length).toBeGreaterThan(100);
    expect(messages.filter((message) => !message.subject?.trim())).toEqual([]);
  });

  it('about an order, an alert, a report, a query or a meeting link to it, and every link opens for its reader', async () => {
    const messages = await t.db.selectFrom('messages').select(['id', 'user_id', 'subject', 'category', 'link']).orderBy('user_id').orderBy('created_date').execute();
    // Orders, alerts and reports are always about something; so are query updates and meetings.
    const unlinked = messages.filter((message) => !message.link && (message.category !== 'general' || /query|meeting/i.test(message.subject ?? '')));
    expect(unlinked).toEqual([]);
    const kinds = new Set<string>();
    const shutOut: string[] = [USERS.registered, USERS.revoked, USERS.unverified, USERS.termsNotAccepted, USERS.noCompany];
    const portalUsers = new Set(
      (await t.db.selectFrom('users').select('id').where('account_status', '=', 'accountApproved').where('terms_accepted_date', 'is not', null).execute())
        .map((user) => user.id)
        .filter((id) => !shutOut.includes(id)),
    );
    let opened = 0;
    for (const message of messages) {
      if (!message.link) continue;
      if (message.link === '/app/market-lens/support/request-meeting') {
        kinds.add('meeting');
        continue;
      }
      const read = READS.map(([pattern, api]) => {
        const match = pattern.exec(message.link as string);
        return match ? api(match) : undefined;
      }).find(Boolean);
      expect(read, `${message.subject}: ${message.link}`).toBeDefined();
      kinds.add((read as string).split('/')[1] as string);
      // Users not (or no longer) let in open nothing at all (docs/account-statuses.md).
      if (!portalUsers.has(message.user_id)) continue;
      const response = await t.call({ method: 'GET', url: `/api/v2${read}`, as: message.user_id });
      expect(response.statusCode, `${message.subject} → ${read} as ${message.user_id}`).toBe(200);
      opened += 1;
    }
    expect(opened).toBeGreaterThan(50);
    // Every kind of object is linked from some message.
    expect([...kinds].sort()).toEqual(['files', 'meeting', 'orders', 'posts', 'price-alerts', 'support']);
  });

  it('name orders and queries by their references and products by their names', async () => {
    const messages = await t.db.selectFrom('messages').select(['subject', 'body', 'category', 'link']).execute();
    const orderMessages = messages.filter((message) => message.category === 'order');
    expect(orderMessages.length).toBeGreaterThan(0);
    for (const message of orderMessages) expect(message.subject).toMatch(/^Order (executed|rejected|expired): (Buy|Sell) .* \(ML-\d{2}-\d{6}\)$/);
    // (Links keep the codes: an order form's link says ?tradeIndex=GASNBP.)
    for (const message of messages) expect(`${message.subject} ${message.body.replace(/tradeIndex=\w+/g, '')}`).not.toMatch(/POWERUK|GASNBP/);
    // The portfolio report message points at a report that exists.
    const reportMessages = messages.filter((message) => message.link?.includes('/files/view/'));
    expect(reportMessages.length).toBeGreaterThan(0);
    const ids = reportMessages.map((message) => message.link?.split('/').pop() as string);
    const files = await t.db.selectFrom('files').select(['id', 'category']).where('id', 'in', ids).execute();
    expect(new Set(files.map((file) => file.id))).toEqual(new Set(ids));
    expect(files.every((file) => file.category === 'portfolio_report')).toBe(true);
  });
});
