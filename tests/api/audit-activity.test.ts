// @vitest-environment node
// The audit log in words (docs/audit-log.md): every entry's description per action kind, a
// view-as session told as one item (reason, duration, pages read, refusals) keeping its raw
// entries, the filter by a person's name or email, the CSV's description column, nbs_admin only.
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AuditActivity } from '../../generated/model/auditActivity';
import type { AuditLogEntry } from '../../generated/model/auditLogEntry';
import { ACCOUNTS, createTestApp, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const enc = encodeURIComponent;
const activity = async (query = '') => {
  const response = await t.call({ method: 'GET', url: `/api/v2/admin/audit-log/activity?perPage=100${query}`, as: USERS.desk });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: AuditActivity[]; total: number };
};
const entries = async (query = '') => {
  const response = await t.call({ method: 'GET', url: `/api/v2/admin/audit-log?perPage=100${query}`, as: USERS.desk });
  expect(response.statusCode).toBe(200);
  return response.json().data as AuditLogEntry[];
};

describe('descriptions of each action kind', () => {
  it('tells approve, revoke, reinstate, reject, role and permissions changes in words', async () => {
    expect((await t.call({ method: 'POST', url: `/api/v2/admin/users/${enc(USERS.registered)}/status`, as: USERS.desk, payload: { action: 'approve', companyId: '74001', accountId: ACCOUNTS.caledonia } })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/v2/admin/users/${enc(USERS.caledonia)}/status`, as: USERS.desk, payload: { action: 'revoke', reason: 'Left the company' } })).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: `/api/v2/admin/users/${enc(USERS.caledonia)}/status`, as: USERS.desk, payload: { action: 'reinstate' } })).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: `/api/v2/admin/users/${enc(USERS.northwind)}/role`, as: USERS.desk, payload: { role: 'admin' } })).statusCode).toBe(200);
    expect(
      (await t.call({ method: 'PUT', url: `/api/v2/admin/users/${enc(USERS.harbourBuyer)}/accounts/${ACCOUNTS.harbourColdStore}/permissions`, as: USERS.harbourAdmin, payload: { permissions: ['view:closing_prices', 'view:user_files'] } }))
        .statusCode,
    ).toBe(200);

    const described = (await entries('&action=status')).concat(await entries('&action=role'), await entries('&action=permissions')).map((entry) => entry.description);
    expect(described).toEqual(
      expect.arrayContaining([
        'Sam Okafor approved Isla Fraser onto account Caledonia Hotels (54001) of Caledonia Hotels Ltd',
        'Sam Okafor revoked Alasdair Grant’s access — reason: Left the company',
        'Sam Okafor reinstated Alasdair Grant',
        'Sam Okafor changed Olivia Bennett’s role from general to admin',
        'Fiona MacLeod changed Rajesh Patel’s permissions on account Harbour Cold Store (52002) of Harbour Cold Store Ltd: added view:user_files; removed view:orders',
      ]),
    );
  });

  it('tells a rejection, and a refused view-as request with why', async () => {
    await t.db.updateTable('users').set({ account_status: 'registered' }).where('id', '=', USERS.noCompany).execute();
    await t.db.insertInto('user_companies').values({ user_id: USERS.noCompany, company_id: '74001' }).execute();
    expect((await t.call({ method: 'POST', url: `/api/v2/admin/users/${enc(USERS.noCompany)}/status`, as: USERS.desk, payload: { action: 'reject', reason: 'Not a customer' } })).statusCode).toBe(200);
    expect((await entries(`&target=${enc(USERS.noCompany)}`))[0]?.description).toBe('Sam Okafor rejected Priya Shah’s registration — reason: Not a customer');

    expect((await t.call({ method: 'GET', url: '/api/v2/orders', as: USERS.desk, viewAs: USERS.pennine })).statusCode).toBe(403);
    const [refused] = await entries(`&target=${enc(USERS.pennine)}`);
    expect(refused?.description).toMatch(/^Sam Okafor was refused Orders as Gareth Hughes: No view-as session is running/);
  });
});

describe('view-as sessions as one item', () => {
  it('groups a session’s start, requests and end, with the reason, the pages read in order and the refusals', async () => {
    expect((await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.caledonia, reason: 'Ticket 5120: missing order' } })).statusCode).toBe(200);
    for (const url of ['/api/v2/messages/unread-count', `/api/v2/orders?accountId=${ACCOUNTS.caledonia}`, `/api/v2/transactions?accountId=${ACCOUNTS.caledonia}`, `/api/v2/orders?accountId=${ACCOUNTS.caledonia}&page=2`]) {
      expect((await t.call({ method: 'GET', url, as: USERS.desk, viewAs: USERS.caledonia })).statusCode).toBe(200);
    }
    expect((await t.call({ method: 'PUT', url: '/api/v2/settings/notifications', as: USERS.desk, viewAs: USERS.caledonia, payload: {} })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: '/api/v2/admin/view-as', as: USERS.desk })).statusCode).toBe(204);

    const [session] = (await activity(`&target=${enc(USERS.caledonia)}&action=view_as`)).data;
    expect(session).toMatchObject({
      kind: 'viewAsSession',
      action: 'view_as',
      admin: { id: USERS.desk, name: 'Sam Okafor' },
      viewedUser: { id: USERS.caledonia, name: 'Alasdair Grant' },
      viewAsSession: { reason: 'Ticket 5120: missing order', minutes: 0, pagesViewed: ['Orders', 'Transactions'], requests: 5, refused: 1 },
      description: 'Sam Okafor viewed the portal as Alasdair Grant for less than a minute — reason: Ticket 5120: missing order; viewed: Orders, Transactions; 1 request refused',
    });
    expect(session?.viewAsSession?.endedAt).not.toBeNull();
    // The full trace stays with it: start, five requests, end; newest first.
    expect(session?.entries.map((entry) => `${entry.method} ${entry.path.split('?')[0]}`)).toEqual([
      'DELETE /api/v2/admin/view-as',
      'PUT /api/v2/settings/notifications',
      'GET /api/v2/orders',
      'GET /api/v2/transactions',
      'GET /api/v2/orders',
      'GET /api/v2/messages/unread-count',
      'POST /api/v2/admin/view-as',
    ]);
    expect(session?.entries.at(-1)?.description).toBe('Sam Okafor started viewing the portal as Alasdair Grant — reason: Ticket 5120: missing order');
  });

  it('gives the duration of a session in minutes, and says when one still runs', async () => {
    const now = Date.now();
    const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
    const ended = randomUUID();
    const running = randomUUID();
    await t.db
      .insertInto('view_as_sessions')
      .values([
        { id: ended, admin_user_id: USERS.desk, viewed_user_id: USERS.harbourBuyer, reason: 'Quarterly review', started_at: minutesAgo(40), expires_at: minutesAgo(-20), ended_at: minutesAgo(28) },
        { id: running, admin_user_id: USERS.harbourAdmin, viewed_user_id: USERS.harbourBuyer, reason: 'Checking files', started_at: minutesAgo(3), expires_at: minutesAgo(-57), ended_at: null },
      ])
      .execute();
    const entry = (session: string, admin: string, minutes: number, path: string) => ({
      id: randomUUID(), admin_user_id: admin, viewed_user_id: USERS.harbourBuyer, method: 'GET', path, reason: null, refusal: null, ip: '127.0.0.1', view_as_session_id: session, created_at: minutesAgo(minutes),
    });
    await t.db
      .insertInto('audit_log')
      .values([entry(ended, USERS.desk, 39, '/api/v2/position?accountId=52001'), entry(ended, USERS.desk, 30, '/api/v2/closing-prices'), entry(running, USERS.harbourAdmin, 2, '/api/v2/files')])
      .execute();

    const items = (await activity(`&target=${enc(USERS.harbourBuyer)}&action=view_as`)).data;
    expect(items.map((item) => item.description)).toEqual([
      'Fiona MacLeod is viewing the portal as Rajesh Patel (3 min so far) — reason: Checking files; viewed: Files',
      'Sam Okafor viewed the portal as Rajesh Patel for 12 min — reason: Quarterly review; viewed: Position overview, Closing prices',
    ]);
    expect(items[0]?.viewAsSession).toMatchObject({ endedAt: null, minutes: 3 });
    expect(items[1]?.viewAsSession).toMatchObject({ minutes: 12, requests: 2 });
  });
});

describe('filter by a person’s name or email', () => {
  it('finds entries whose actor or target matches part of a name or an email, case-insensitive', async () => {
    const byName = await activity('&user=macleod');
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.data.every((item) => [item.admin.name, item.viewedUser.name].includes('Fiona MacLeod'))).toBe(true);
    const byEmail = await activity(`&user=${enc('former.buyer@severn')}`);
    expect(byEmail.data.map((item) => item.viewedUser.name)).toEqual([]);
    const byTargetEmail = await entries(`&user=${enc('BUYER@CALEDONIA-HOTELS')}`);
    expect(byTargetEmail.length).toBeGreaterThan(0);
    expect(byTargetEmail.every((entry) => entry.viewedUser.id === USERS.caledonia || entry.admin.id === USERS.caledonia)).toBe(true);
    const byFullName = await entries(`&user=${enc('Sam Okafor')}&action=role`);
    expect(byFullName.map((entry) => entry.description)).toEqual(['Sam Okafor changed Olivia Bennett’s role from general to admin']);
    expect((await activity('&user=nobody-by-this-name')).total).toBe(0);
  });

  it('keeps the full trace and the description in the CSV, with the same filter', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/admin/audit-log/export?user=${enc('olivia bennett')}&action=role`, as: USERS.desk });
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,action,description,actorId,actorName,targetId,targetName,before,after,method,path,reason,refusal,ip');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',role,Sam Okafor changed Olivia Bennett’s role from general to admin,ml|1005,Sam Okafor,ml|1001,Olivia Bennett,general,admin,PUT,/api/v2/admin/users/');
  });
});

describe('who may read it', () => {
  it('is nbs_admin’s only, not while viewing as someone; checks its input', async () => {
    const url = '/api/v2/admin/audit-log/activity';
    expect((await t.call({ method: 'GET', url, as: USERS.harbourAdmin })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url, as: USERS.northwind })).statusCode).toBe(403);
    await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.pennine, reason: 'Checking access' } });
    expect((await t.call({ method: 'GET', url, as: USERS.desk, viewAs: USERS.pennine })).statusCode).toBe(403);
    await t.call({ method: 'DELETE', url: '/api/v2/admin/view-as', as: USERS.desk });
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `${url}?user=`, as: USERS.desk })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: `${url}?from=2026-02-01&to=2026-01-01`, as: USERS.desk })).statusCode).toBe(400);
  });
});
