// @vitest-environment node
// User administration, view-as (the x-view-as header and startViewAsSession) and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, expectErrorShape, USERS, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const auditRows = (admin: string) =>
  t.db.selectFrom('audit_log').selectAll().where('admin_user_id', '=', admin).orderBy('created_at', 'desc').orderBy('id').execute();

describe('x-view-as', () => {
  it('is refused to a general user (403) and not audited', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.northwind, viewAs: USERS.caledonia });
    expect(response.statusCode).toBe(403);
    expect(expectErrorShape(response.json(), 403).message).toMatch(/Only admins/);
    expect(await auditRows(USERS.northwind)).toHaveLength(0);
  });

  it('is refused to an admin for a user outside their companies (403)', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.harbourAdmin, viewAs: USERS.caledonia });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Caledonia');
  });

  it('lets an admin act as a user of their companies, read-only, and audits each request with the reason', async () => {
    const start = await t.call({
      method: 'POST',
      url: '/api/v2/admin/view-as',
      as: USERS.harbourAdmin,
      payload: { userId: USERS.harbourBuyer, reason: 'Customer call about missing Q1 order' },
    });
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
        'GET /api/v2/accounts/52003/user/1002/permissions',
        `GET /api/v2/user/${encodeURIComponent(USERS.harbourBuyer)}/profile`,
        `GET /api/v2/user/${encodeURIComponent(USERS.harbourAdmin)}/profile`,
        `GET /api/v2/user/${encodeURIComponent(USERS.northwind)}/profile`,
        `PATCH /api/v2/user/${encodeURIComponent(USERS.harbourBuyer)}/profile`,
        'POST /api/v2/admin/view-as',
        'POST /api/v2/user/terms-acceptance',
      ].sort(),
    );
    for (const row of rows) {
      expect(row.viewed_user_id).toBe(USERS.harbourBuyer);
      expect(row.reason).toBe('Customer call about missing Q1 order');
    }
    const unchanged = await t.db.selectFrom('users').select('firstname').where('id', '=', USERS.harbourBuyer).executeTakeFirstOrThrow();
    expect(unchanged.firstname).toBe('Rajesh');
  });

  it('lets nbs_admin view as anyone', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.desk, viewAs: USERS.caledonia });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((account: { id: string }) => account.id)).toEqual(['54001']);
  });

  it('404s for nbs_admin viewing a user that does not exist', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.desk, viewAs: 'ml|424242' });
    expect(response.statusCode).toBe(404);
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
    expect(emails).toEqual(['admin@harbour-group.co.uk', 'procurement@harbour-group.co.uk']);
  });

  it('gives nbs_admin everyone, with search, status filter and paging', async () => {
    const all = await t.call({ method: 'GET', url: '/api/v2/admin/users?perPage=5&page=2', as: USERS.desk });
    expect(all.json()).toMatchObject({ total: 12, pagination: { page: 2, perPage: 5 } });
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
