// @vitest-environment node
// User administration, view-as (the x-view-as header, startViewAsSession, endViewAsSession,
// sessions that end by themselves, the audit of every view-as request) and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const auditRows = (admin: string) =>
  t.db.selectFrom('audit_log').selectAll().where('admin_user_id', '=', admin).orderBy('created_at', 'desc').orderBy('id').execute();

const startSession = (as: string, userId: string, reason = 'Customer call about missing Q1 order') =>
  t.call({ method: 'POST', url: '/api/v2/admin/view-as', as, payload: { userId, reason } });

describe('x-view-as', () => {
  it('is refused to a general user (403) and audited with the refusal', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.northwind, viewAs: USERS.caledonia });
    expect(response.statusCode).toBe(403);
    expect(expectErrorShape(response.json(), 403).message).toMatch(/Only admins/);
    const [row] = await auditRows(USERS.northwind);
    expect(row).toMatchObject({ viewed_user_id: USERS.caledonia, method: 'GET', path: '/api/v2/accounts', reason: null, refusal: expect.stringMatching(/Only admins/) });
  });

  it('is refused to an admin for a user outside their companies (403)', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.harbourAdmin, viewAs: USERS.caledonia });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Caledonia');
  });

  it('lets an admin act as a user of their companies inside a session, read-only, and audits each request with the reason', async () => {
    const start = await startSession(USERS.harbourAdmin, USERS.harbourBuyer);
    expect(start.statusCode).toBe(200);
    expect(start.json().data).toEqual({
      id: USERS.harbourBuyer,
      name: 'Rajesh Patel',
      companyIds: ['72001', '72002', '72003'],
      multiCompanyGroupId: '8001',
      marketLensUserData: { role: 'general' },
    });

    const profile = await t.call({ method: 'GET', url: `/api/v2/user/${encodeURIComponent(USERS.harbourBuyer)}/profile`, as: USERS.harbourAdmin, viewAs: USERS.harbourBuyer });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.email).toBe('procurement@harbour-group.co.uk');
    // The admin's own profile stays readable while viewing as someone; a third user's does not.
    const own = await t.call({ method: 'GET', url: `/api/v2/user/${encodeURIComponent(USERS.harbourAdmin)}/profile`, as: USERS.harbourAdmin, viewAs: USERS.harbourBuyer });
    expect(own.json().data.email).toBe('admin@harbour-group.co.uk');
    const third = await t.call({ method: 'GET', url: `/api/v2/user/${encodeURIComponent(USERS.northwind)}/profile`, as: USERS.harbourAdmin, viewAs: USERS.harbourBuyer });
    expect(third.statusCode).toBe(404);

    // The viewed user's permissions apply: no orders on Harbour HQ for the buyer.
    const permissions = await t.call({ method: 'GET', url: '/api/v2/accounts/52003/user/1002/permissions', as: USERS.harbourAdmin, viewAs: USERS.harbourBuyer });
    expect(permissions.json()).toEqual([{ permission: 'view:user_files' }, { permission: 'view:closing_prices' }]);

    const write = await t.call({
      method: 'PATCH',
      url: `/api/v2/user/${encodeURIComponent(USERS.harbourBuyer)}/profile`,
      as: USERS.harbourAdmin,
      viewAs: USERS.harbourBuyer,
      payload: { firstname: 'Changed' },
    });
    expect(write.statusCode).toBe(403);
    expect(expectErrorShape(write.json(), 403).message).toMatch(/^View-as mode is read-only/);
    const accept = await t.call({ method: 'POST', url: '/api/v2/user/terms-acceptance', as: USERS.harbourAdmin, viewAs: USERS.harbourBuyer });
    expect(accept.statusCode).toBe(403);

    const rows = await auditRows(USERS.harbourAdmin);
    expect(rows.map((row) => `${row.method} ${row.path.split('?')[0]}`).sort()).toEqual(
      [
        'GET /api/v2/accounts',
        'GET /api/v2/accounts/52003/user/1002/permissions',
        `GET /api/v2/user/${encodeURIComponent(USERS.harbourBuyer)}/profile`,
        `GET /api/v2/user/${encodeURIComponent(USERS.harbourAdmin)}/profile`,
        `GET /api/v2/user/${encodeURIComponent(USERS.northwind)}/profile`,
        `PATCH /api/v2/user/${encodeURIComponent(USERS.harbourBuyer)}/profile`,
        'POST /api/v2/admin/view-as',
        'POST /api/v2/user/terms-acceptance',
      ].sort(),
    );
    for (const row of rows.filter((candidate) => candidate.viewed_user_id === USERS.harbourBuyer)) {
      expect(row.reason).toBe('Customer call about missing Q1 order');
    }
    // The earlier refusal (Caledonia, outside the admin's companies) is the one other row.
    expect(rows.filter((row) => row.viewed_user_id !== USERS.harbourBuyer)).toEqual([
      expect.objectContaining({ viewed_user_id: USERS.caledonia, reason: null, refusal: 'You may only view as users of your own companies' }),
    ]);
    expect(rows.filter((row) => row.refusal?.startsWith('View-as mode is read-only'))).toHaveLength(2);
    const unchanged = await t.db.selectFrom('users').select('firstname').where('id', '=', USERS.harbourBuyer).executeTakeFirstOrThrow();
    expect(unchanged.firstname).toBe('Rajesh');
  });

  it('lets nbs_admin view as anyone inside a session', async () => {
    expect((await startSession(USERS.desk, USERS.caledonia)).statusCode).toBe(200);
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.desk, viewAs: USERS.caledonia });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((account: { id: string }) => account.id)).toEqual(['54001']);
  });

  it('404s for nbs_admin viewing a user that does not exist', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.desk, viewAs: 'ml|424242' });
    expect(response.statusCode).toBe(404);
  });
});

describe('view-as sessions and the audit matrix', () => {
  const latestRow = async (admin: string) => (await auditRows(admin))[0];

  it.each([
    ['a general user', USERS.pennine, USERS.northwind, 403, /Only admins/],
    ['an admin, a user outside their companies', USERS.harbourAdmin, USERS.pennine, 403, /your own companies/],
    ['an admin, an nbs_admin target', USERS.harbourAdmin, USERS.desk, 403, /your own companies/],
    ['an admin, a malformed header', USERS.harbourAdmin, 'not a user id!', 400, /x-view-as must be one user id/],
    ['an admin, a header of 300 characters', USERS.harbourAdmin, 'x'.repeat(300), 400, /x-view-as must be one user id/],
    ['nbs_admin, an unknown user', USERS.desk, 'ml|999999', 404, /not found/],
    ['an admin, no session for the user', USERS.harbourAdmin, USERS.harbourBuyer, 403, /No view-as session is running/],
  ])('refuses %s and audits it', async (_label, actor, header, status, message) => {
    // No session runs for anyone here: earlier sessions of this file are ended first.
    await t.db.updateTable('view_as_sessions').set({ ended_at: new Date() }).where('ended_at', 'is', null).execute();
    const before = (await auditRows(actor)).length;
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: actor, headers: { 'x-view-as': header } });
    expect(response.statusCode).toBe(status);
    expect(expectErrorShape(response.json(), status).message).toMatch(message);
    const rows = await auditRows(actor);
    expect(rows).toHaveLength(before + 1);
    const [row] = rows;
    expect(row).toMatchObject({ method: 'GET', path: '/api/v2/accounts', refusal: expect.stringMatching(message) });
    expect(row?.viewed_user_id.length).toBeLessThanOrEqual(128);
    expect(row?.viewed_user_id).toMatch(/^[A-Za-z0-9][A-Za-z0-9|_.:@-]{0,127}$/);
  });

  it('starts a session that ends by itself after the configured time (60 minutes by default)', async () => {
    expect((await startSession(USERS.harbourAdmin, USERS.harbourBuyer)).statusCode).toBe(200);
    const session = await t.db
      .selectFrom('view_as_sessions')
      .selectAll()
      .where('admin_user_id', '=', USERS.harbourAdmin)
      .orderBy('started_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.expires_at.getTime() - session.started_at.getTime()).toBe(60 * 60_000);
    expect((await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.harbourAdmin, viewAs: USERS.harbourBuyer })).statusCode).toBe(200);

    await t.db.updateTable('view_as_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', session.id).execute();
    const expired = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.harbourAdmin, viewAs: USERS.harbourBuyer });
    expect(expired.statusCode).toBe(403);
    expect(expectErrorShape(expired.json(), 403).message).toMatch(/No view-as session is running/);
    expect(await latestRow(USERS.harbourAdmin)).toMatchObject({ viewed_user_id: USERS.harbourBuyer, refusal: expect.stringMatching(/No view-as session/) });
  });

  it('is ended by Exit View As (endViewAsSession), with or without x-view-as, and idempotently', async () => {
    expect((await startSession(USERS.harbourAdmin, USERS.harbourBuyer, 'Walking through the orders page')).statusCode).toBe(200);
    const end = await t.call({ method: 'DELETE', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin });
    expect(end.statusCode).toBe(204);
    expect(await latestRow(USERS.harbourAdmin)).toMatchObject({ method: 'DELETE', viewed_user_id: USERS.harbourBuyer, reason: 'Walking through the orders page', refusal: null });
    const after = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.harbourAdmin, viewAs: USERS.harbourBuyer });
    expect(after.statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin })).statusCode).toBe(204);

    // Ending from inside view-as mode (the header still sent) is the one write allowed.
    expect((await startSession(USERS.harbourAdmin, USERS.harbourBuyer)).statusCode).toBe(200);
    const inside = await t.call({ method: 'DELETE', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin, viewAs: USERS.harbourBuyer });
    expect(inside.statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.harbourAdmin, viewAs: USERS.harbourBuyer })).statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: '/api/v2/admin/view-as' })).statusCode).toBe(401);
  });

  it('ends the admin’s earlier session when a new one starts', async () => {
    expect((await startSession(USERS.desk, USERS.northwind)).statusCode).toBe(200);
    expect((await startSession(USERS.desk, USERS.caledonia)).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.desk, viewAs: USERS.northwind })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.desk, viewAs: USERS.caledonia })).statusCode).toBe(200);
  });

  it('refuses a view-as request whose audit entry cannot be written', async () => {
    expect((await startSession(USERS.desk, USERS.caledonia)).statusCode).toBe(200);
    await t.db.schema.alterTable('audit_log').renameTo('audit_log_away').execute();
    try {
      const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.desk, viewAs: USERS.caledonia });
      expect(response.statusCode).toBe(403);
      expect(expectErrorShape(response.json(), 403).message).toMatch(/audit entry could not be written/);
      const refused = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.northwind, viewAs: USERS.caledonia });
      expect(expectErrorShape(refused.json(), 403).message).toMatch(/audit entry could not be written/);
      // Without x-view-as nothing is audited, so nothing is refused.
      expect((await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.desk })).statusCode).toBe(200);
    } finally {
      await t.db.schema.alterTable('audit_log_away').renameTo('audit_log').execute();
    }
  });

  it('shows refusals in the audit log', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/admin/audit-log?perPage=100', as: USERS.desk });
    expect(response.statusCode).toBe(200);
    const refusals = response.json().data.filter((entry: { refusal?: string | null }) => entry.refusal);
    expect(refusals.length).toBeGreaterThan(5);
    expect(refusals.some((entry: { viewedUser: { id: string } }) => entry.viewedUser.id.startsWith('invalid:'))).toBe(true);
  });
});

describe('startViewAsSession', () => {
  it('refuses general users, users outside an admin’s companies, and bad bodies', async () => {
    const general = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.northwind, payload: { userId: USERS.caledonia, reason: 'Just looking' } });
    expect(general.statusCode).toBe(403);
    const outside = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin, payload: { userId: USERS.caledonia, reason: 'Just looking' } });
    expect(outside.statusCode).toBe(403);
    const shortReason = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin, payload: { userId: USERS.harbourBuyer, reason: 'x' } });
    expect(shortReason.statusCode).toBe(400);
    expect(expectErrorShape(shortReason.json(), 400).field).toBe('reason');
    const missing = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin, payload: { reason: 'Customer call' } });
    expect(expectErrorShape(missing.json(), 400).field).toBe('userId');
  });

  it('refuses a reason that is blank or too short once trimmed, and starts no session', async () => {
    const sessionsBefore = await t.db.selectFrom('view_as_sessions').select('id').execute();
    for (const reason of ['      ', '\t\n \u00a0  ', '  ab  ']) {
      const refused = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin, payload: { userId: USERS.harbourBuyer, reason } });
      const error = expectErrorShape(refused.json(), 400);
      expect([JSON.stringify(reason), error.field]).toEqual([JSON.stringify(reason), 'reason']);
      expect(error.message).toMatch(/reason must (not be blank|have at least 5 characters besides spaces)/);
    }
    expect(await t.db.selectFrom('view_as_sessions').select('id').execute()).toHaveLength(sessionsBefore.length);
    const padded = await startSession(USERS.harbourAdmin, USERS.harbourBuyer, '   Ticket 4411   ');
    expect(padded.statusCode).toBe(200);
    const session = await t.db.selectFrom('view_as_sessions').select('reason').where('admin_user_id', '=', USERS.harbourAdmin).orderBy('started_at', 'desc').executeTakeFirstOrThrow();
    expect(session.reason).toBe('Ticket 4411');
    await t.call({ method: 'DELETE', url: '/api/v2/admin/view-as', as: USERS.harbourAdmin });
  });

  it('404s for nbs_admin and an unknown user; 401 without a token', async () => {
    const unknown = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: 'ml|424242', reason: 'Customer call' } });
    expect(unknown.statusCode).toBe(404);
    const anonymous = await t.call({ method: 'POST', url: '/api/v2/admin/view-as', payload: { userId: USERS.northwind, reason: 'Customer call' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('listAdminUsers', () => {
  it('gives an admin the users of their companies only', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/admin/users', as: USERS.harbourAdmin });
    expect(response.statusCode).toBe(200);
    const emails = response.json().data.map((user: { email: string }) => user.email).sort();
    expect(emails).toEqual(['admin@harbour-group.co.uk', 'finance@harbour-group.co.uk', 'procurement@harbour-group.co.uk']);
  });

  it('gives nbs_admin everyone, with search, status filter and paging', async () => {
    const all = await t.call({ method: 'GET', url: '/api/v2/admin/users?perPage=5&page=2', as: USERS.desk });
    expect(all.json()).toMatchObject({ total: 13, pagination: { page: 2, perPage: 5 } });
    expect(all.json().data).toHaveLength(5);
    const registered = await t.call({ method: 'GET', url: '/api/v2/admin/users?status=registered', as: USERS.desk });
    expect(registered.json().data.every((user: { accountStatus: string }) => user.accountStatus === 'registered')).toBe(true);
    const found = await t.call({ method: 'GET', url: '/api/v2/admin/users?q=CALEDONIA', as: USERS.desk });
    expect(found.json().total).toBe(4);
  });

  it('is refused to general users and checks its input', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/admin/users', as: USERS.northwind })).statusCode).toBe(403);
    const bad = await t.call({ method: 'GET', url: '/api/v2/admin/users?status=deleted', as: USERS.desk });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad.json(), 400).field).toBe('status');
    expect((await t.call({ method: 'GET', url: '/api/v2/admin/users' })).statusCode).toBe(401);
  });
});

describe('listAuditLog', () => {
  it('is readable by nbs_admin, newest first, with names', async () => {
    await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.northwind, reason: 'Checking the dashboard' } });
    await t.call({ method: 'GET', url: '/api/v2/messages/unread-count', as: USERS.desk, viewAs: USERS.northwind });
    const response = await t.call({ method: 'GET', url: '/api/v2/admin/audit-log?perPage=2', as: USERS.desk });
    expect(response.statusCode).toBe(200);
    const [latest, before] = response.json().data;
    expect(latest).toMatchObject({ admin: { id: USERS.desk, name: 'Sam Okafor' }, viewedUser: { id: USERS.northwind, name: 'Olivia Bennett' }, method: 'GET', path: '/api/v2/messages/unread-count', reason: 'Checking the dashboard' });
    expect(before).toMatchObject({ method: 'POST', path: '/api/v2/admin/view-as' });
  });

  it('is refused to admins and general users, and to nbs_admin while viewing as someone', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/admin/audit-log', as: USERS.harbourAdmin })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/v2/admin/audit-log', as: USERS.northwind })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/v2/admin/audit-log', as: USERS.desk, viewAs: USERS.northwind })).statusCode).toBe(403);
  });

  it('checks paging input and needs a token', async () => {
    const bad = await t.call({ method: 'GET', url: '/api/v2/admin/audit-log?perPage=0', as: USERS.desk });
    expect(bad.statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v2/admin/audit-log' })).statusCode).toBe(401);
  });
});
