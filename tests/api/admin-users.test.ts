// @vitest-environment node
// Tag `admin`, the changes: permissions per account, status (the registrations queue, revoke,
// reinstate) and role; who may change whom (the privilege matrix); the audit entry of every
// change, written in the change's transaction; the append-only audit log, its filters and CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const enc = encodeURIComponent;
const permissionsUrl = (userId: string, accountId: string) => `/api/v2/admin/users/${enc(userId)}/accounts/${accountId}/permissions`;
const statusUrl = (userId: string) => `/api/v2/admin/users/${enc(userId)}/status`;
const roleUrl = (userId: string) => `/api/v2/admin/users/${enc(userId)}/role`;

const changesAbout = (target: string) =>
  t.db.selectFrom('audit_log').selectAll().where('viewed_user_id', '=', target).where('action', '!=', 'view_as').orderBy('created_at', 'desc').execute();

const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('listUserPermissionsAdmin and setUserAccountPermissions', () => {
  it('lets an admin read and edit a user of their companies, audited before → after with the address', async () => {
    const read = await t.call({ method: 'GET', url: permissionsUrl(USERS.harbourBuyer, ACCOUNTS.harbourColdStore), as: USERS.harbourAdmin });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ userId: USERS.harbourBuyer, accountId: ACCOUNTS.harbourColdStore, permissions: ['view:orders', 'view:closing_prices'] });

    const set = await t.call({
      method: 'PUT',
      url: permissionsUrl(USERS.harbourBuyer, ACCOUNTS.harbourColdStore),
      as: USERS.harbourAdmin,
      payload: { permissions: ['view:closing_prices', 'view:user_files'] },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.permissions).toEqual(['view:user_files', 'view:closing_prices']);
    // The user's very next request sees the change.
    const own = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.harbourColdStore}/user/1002/permissions`, as: USERS.harbourBuyer });
    expect(own.json()).toEqual([{ permission: 'view:user_files' }, { permission: 'view:closing_prices' }]);

    const [entry] = await changesAbout(USERS.harbourBuyer);
    expect(entry).toMatchObject({
      admin_user_id: USERS.harbourAdmin,
      action: 'permissions',
      method: 'PUT',
      before_value: '52002: view:orders, view:closing_prices',
      after_value: '52002: view:user_files, view:closing_prices',
      ip: '127.0.0.1',
    });
  });

  it('refuses an admin on another company’s user, on themself, and general users (403, nothing written)', async () => {
    const before = (await changesAbout(USERS.caledonia)).length;
    const other = await t.call({ method: 'PUT', url: permissionsUrl(USERS.caledonia, ACCOUNTS.caledonia), as: USERS.harbourAdmin, payload: { permissions: [] } });
    expect(other.statusCode).toBe(403);
    expect(expectErrorShape(other.json(), 403).message).toBe('You may only administer users of your own companies');
    const read = await t.call({ method: 'GET', url: permissionsUrl(USERS.caledonia, ACCOUNTS.caledonia), as: USERS.harbourAdmin });
    expect(read.statusCode).toBe(403);
    const self = await t.call({ method: 'PUT', url: permissionsUrl(USERS.harbourAdmin, ACCOUNTS.harbourHq), as: USERS.harbourAdmin, payload: { permissions: [] } });
    expect(self.statusCode).toBe(403);
    expect(expectErrorShape(self.json(), 403).message).toMatch(/your own access/);
    const general = await t.call({ method: 'PUT', url: permissionsUrl(USERS.harbourBuyer, ACCOUNTS.harbourHq), as: USERS.northwind, payload: { permissions: [] } });
    expect(expectErrorShape(general.json(), 403).message).toBe('Only admins may administer users');
    expect((await changesAbout(USERS.caledonia)).length).toBe(before);
    const grants = await t.db.selectFrom('user_account_permissions').select('permission').where('user_id', '=', USERS.caledonia).execute();
    expect(grants).toHaveLength(4);
  });

  it('404s an account the user does not see, and answers 409 for an nbs_admin target', async () => {
    const missing = await t.call({ method: 'GET', url: permissionsUrl(USERS.northwind, ACCOUNTS.caledonia), as: USERS.desk });
    expect(missing.statusCode).toBe(404);
    const desk = await t.call({ method: 'GET', url: permissionsUrl(USERS.desk, ACCOUNTS.caledonia), as: USERS.desk });
    expect(desk.json().data.permissions).toHaveLength(4);
    expect((await t.call({ method: 'PUT', url: permissionsUrl(USERS.northwind, ACCOUNTS.northwind), as: USERS.desk, payload: { permissions: ['view:bogus'] } })).statusCode).toBe(400);
  });

  it('is refused in view-as mode (read-only)', async () => {
    await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.harbourAdmin, reason: 'Checking user admin' } });
    const response = await t.call({ method: 'PUT', url: permissionsUrl(USERS.harbourBuyer, ACCOUNTS.harbourHq), as: USERS.desk, viewAs: USERS.harbourAdmin, payload: { permissions: [] } });
    expect(response.statusCode).toBe(403);
    expect(expectErrorShape(response.json(), 403).message).toMatch(/read-only/);
  });
});

describe('updateUserStatus', () => {
  it('lets nbs_admin approve a registered user, with a welcome message and an audit entry', async () => {
    const response = await t.call({ method: 'POST', url: statusUrl(USERS.registered), as: USERS.desk, payload: { action: 'approve' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: USERS.registered, accountStatus: 'accountApproved' });
    const messages = await t.db
      .selectFrom('messages')
      .select(['subject', 'body', 'category'])
      .where('user_id', '=', USERS.registered)
      .where('subject', '=', 'Welcome to Market Lens')
      .execute();
    expect(messages).toEqual([expect.objectContaining({ subject: 'Welcome to Market Lens', category: 'general', body: expect.stringContaining('Dear Isla') })]);
    const [entry] = await changesAbout(USERS.registered);
    expect(entry).toMatchObject({ admin_user_id: USERS.desk, action: 'status', before_value: 'registered', after_value: 'accountApproved' });
    // Approving twice is a conflict, not a second welcome.
    const again = await t.call({ method: 'POST', url: statusUrl(USERS.registered), as: USERS.desk, payload: { action: 'approve' } });
    expect(again.statusCode).toBe(409);
  });

  it('approves a user without a company onto the chosen company and account with every permission', async () => {
    await t.db.updateTable('users').set({ account_status: 'registered' }).where('id', '=', USERS.noCompany).execute();
    const noPlace = await t.call({ method: 'POST', url: statusUrl(USERS.noCompany), as: USERS.desk, payload: { action: 'approve' } });
    expect(noPlace.statusCode).toBe(400);
    expect(expectErrorShape(noPlace.json(), 400).field).toBe('companyId');
    const wrongAccount = await t.call({ method: 'POST', url: statusUrl(USERS.noCompany), as: USERS.desk, payload: { action: 'approve', companyId: '74001', accountId: ACCOUNTS.northwind } });
    expect(expectErrorShape(wrongAccount.json(), 400).field).toBe('accountId');
    expect((await userRow(USERS.noCompany)).account_status).toBe('registered');

    const response = await t.call({ method: 'POST', url: statusUrl(USERS.noCompany), as: USERS.desk, payload: { action: 'approve', companyId: '74001', accountId: ACCOUNTS.caledonia } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ accountStatus: 'accountApproved', companyIds: ['74001'], productIds: [ACCOUNTS.caledonia] });
    const profile = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.caledonia}/user/1011/permissions`, as: USERS.noCompany });
    expect(profile.json()).toHaveLength(4);
    const [entry] = await changesAbout(USERS.noCompany);
    expect(entry?.after_value).toBe(`accountApproved on 74001/${ACCOUNTS.caledonia}`);
  });

  it('revokes: the user’s very next call is refused; reinstate gives access back', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.caledonia })).statusCode).toBe(200);
    const revoke = await t.call({ method: 'POST', url: statusUrl(USERS.caledonia), as: USERS.desk, payload: { action: 'revoke' } });
    expect(revoke.json().data.accountStatus).toBe('revoked');
    const refused = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.caledonia });
    expect(refused.statusCode).toBe(403);
    expect(expectErrorShape(refused.json(), 403).message).toMatch(/status: revoked/);
    // The profile stays readable, so the portal can show 'Account Revoked'.
    const profile = await t.call({ method: 'GET', url: `/api/v2/user/${enc(USERS.caledonia)}/profile`, as: USERS.caledonia });
    expect(profile.json().data.accountStatus).toBe('revoked');
    const reinstate = await t.call({ method: 'POST', url: statusUrl(USERS.caledonia), as: USERS.desk, payload: { action: 'reinstate' } });
    expect(reinstate.json().data.accountStatus).toBe('accountApproved');
    expect((await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.caledonia })).statusCode).toBe(200);
    const entries = await changesAbout(USERS.caledonia);
    expect(entries.slice(0, 2).map((entry) => [entry.before_value, entry.after_value])).toEqual([
      ['revoked', 'accountApproved'],
      ['accountApproved', 'revoked'],
    ]);
  });

  it('refuses a blank reason and keeps a given one, trimmed, in the change’s audit entry', async () => {
    const blank = await t.call({ method: 'POST', url: statusUrl(USERS.pennine), as: USERS.desk, payload: { action: 'revoke', reason: '      ' } });
    expect(expectErrorShape(blank.json(), 400)).toMatchObject({ field: 'reason', message: 'body/reason must not be blank' });
    expect((await userRow(USERS.pennine)).account_status).toBe('accountApproved');
    const revoke = await t.call({ method: 'POST', url: statusUrl(USERS.pennine), as: USERS.desk, payload: { action: 'revoke', reason: '  Left the company  ' } });
    expect(revoke.json().data.accountStatus).toBe('revoked');
    expect((await changesAbout(USERS.pennine))[0]).toMatchObject({ before_value: 'accountApproved', after_value: 'revoked', reason: 'Left the company' });
    await t.call({ method: 'POST', url: statusUrl(USERS.pennine), as: USERS.desk, payload: { action: 'reinstate' } });
  });

  it('rejects a registered user and refuses transitions that do not apply (409)', async () => {
    await t.db.updateTable('users').set({ account_status: 'registered' }).where('id', '=', USERS.revoked).execute();
    const reject = await t.call({ method: 'POST', url: statusUrl(USERS.revoked), as: USERS.desk, payload: { action: 'reject' } });
    expect(reject.json().data.accountStatus).toBe('rejected');
    const revokeRejected = await t.call({ method: 'POST', url: statusUrl(USERS.revoked), as: USERS.desk, payload: { action: 'revoke' } });
    expect(revokeRejected.statusCode).toBe(409);
    expect(expectErrorShape(revokeRejected.json(), 409).message).toMatch(/rejected/);
  });

  it('is the desk’s alone: admins and general users get 403, nobody changes their own status', async () => {
    const admin = await t.call({ method: 'POST', url: statusUrl(USERS.harbourBuyer), as: USERS.harbourAdmin, payload: { action: 'revoke' } });
    expect(expectErrorShape(admin.json(), 403).message).toBe('Only nbs_admin may approve, reject, revoke or reinstate users');
    const adminOther = await t.call({ method: 'POST', url: statusUrl(USERS.caledonia), as: USERS.harbourAdmin, payload: { action: 'revoke' } });
    expect(expectErrorShape(adminOther.json(), 403).message).toBe('You may only administer users of your own companies');
    const general = await t.call({ method: 'POST', url: statusUrl(USERS.harbourBuyer), as: USERS.northwind, payload: { action: 'revoke' } });
    expect(general.statusCode).toBe(403);
    const self = await t.call({ method: 'POST', url: statusUrl(USERS.desk), as: USERS.desk, payload: { action: 'revoke' } });
    expect(self.statusCode).toBe(403);
    expect((await userRow(USERS.harbourBuyer)).account_status).toBe('accountApproved');
    expect((await t.call({ method: 'POST', url: statusUrl('ml|999999'), as: USERS.desk, payload: { action: 'revoke' } })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: statusUrl(USERS.harbourBuyer), as: USERS.desk, payload: { action: 'delete' } })).statusCode).toBe(400);
  });
});

describe('updateUserRole', () => {
  it('lets nbs_admin change a role, audited', async () => {
    const response = await t.call({ method: 'PUT', url: roleUrl(USERS.pennine), as: USERS.desk, payload: { role: 'admin' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.role).toBe('admin');
    const [entry] = await changesAbout(USERS.pennine);
    expect(entry).toMatchObject({ action: 'role', before_value: 'general', after_value: 'admin' });
    await t.call({ method: 'PUT', url: roleUrl(USERS.pennine), as: USERS.desk, payload: { role: 'general' } });
  });

  it('refuses an admin raising a role, anyone changing their own role, and general users', async () => {
    const raise = await t.call({ method: 'PUT', url: roleUrl(USERS.harbourBuyer), as: USERS.harbourAdmin, payload: { role: 'admin' } });
    expect(expectErrorShape(raise.json(), 403).message).toBe('Only nbs_admin may change roles');
    const selfAdmin = await t.call({ method: 'PUT', url: roleUrl(USERS.harbourAdmin), as: USERS.harbourAdmin, payload: { role: 'nbs_admin' } });
    expect(selfAdmin.statusCode).toBe(403);
    const selfDesk = await t.call({ method: 'PUT', url: roleUrl(USERS.desk), as: USERS.desk, payload: { role: 'general' } });
    expect(expectErrorShape(selfDesk.json(), 403).message).toMatch(/your own access/);
    const general = await t.call({ method: 'PUT', url: roleUrl(USERS.harbourBuyer), as: USERS.harbourBuyer, payload: { role: 'nbs_admin' } });
    expect(general.statusCode).toBe(403);
    expect((await userRow(USERS.harbourBuyer)).role).toBe('general');
    expect((await userRow(USERS.harbourAdmin)).role).toBe('admin');
  });

  it('refuses a body without role instead of filling the schema default (general) and demoting the user', async () => {
    const response = await t.call({ method: 'PUT', url: roleUrl(USERS.harbourAdmin), as: USERS.desk, payload: {} });
    expect(expectErrorShape(response.json(), 400).field).toBe('role');
    expect((await userRow(USERS.harbourAdmin)).role).toBe('admin');
    expect((await changesAbout(USERS.harbourAdmin)).filter((entry) => entry.action === 'role')).toEqual([]);
  });
});

describe('the audit log of changes', () => {
  it('makes no change whose audit entry cannot be written', async () => {
    await t.db.schema.alterTable('audit_log').renameTo('audit_log_away').execute();
    try {
      const response = await t.call({ method: 'PUT', url: roleUrl(USERS.northwind), as: USERS.desk, payload: { role: 'admin' } });
      expect(response.statusCode).toBe(403);
      expect(expectErrorShape(response.json(), 403).message).toMatch(/audit entry could not be written/);
    } finally {
      await t.db.schema.alterTable('audit_log_away').renameTo('audit_log').execute();
    }
    expect((await userRow(USERS.northwind)).role).toBe('general');
  });

  it('is append-only: the database refuses to update or delete an entry', async () => {
    const [entry] = await changesAbout(USERS.caledonia);
    await expect(t.db.updateTable('audit_log').set({ after_value: 'forged' }).where('id', '=', entry!.id).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').where('id', '=', entry!.id).execute()).rejects.toThrow(/append-only/);
  });

  it('lists changes with before → after and the address, filtered by actor, target, action and date', async () => {
    const byTarget = await t.call({ method: 'GET', url: `/api/v2/admin/audit-log?target=${enc(USERS.caledonia)}&action=status`, as: USERS.desk });
    expect(byTarget.statusCode).toBe(200);
    expect(byTarget.json().total).toBe(2);
    expect(byTarget.json().data[0]).toMatchObject({ action: 'status', before: 'revoked', after: 'accountApproved', ip: '127.0.0.1', admin: { id: USERS.desk, name: 'Sam Okafor' } });
    const byActor = await t.call({ method: 'GET', url: `/api/v2/admin/audit-log?actor=${enc(USERS.harbourAdmin)}&action=permissions`, as: USERS.desk });
    expect(byActor.json().data.every((entry: { admin: { id: string } }) => entry.admin.id === USERS.harbourAdmin)).toBe(true);
    expect(byActor.json().total).toBe(1);
    const future = await t.call({ method: 'GET', url: '/api/v2/admin/audit-log?from=2099-01-01', as: USERS.desk });
    expect(future.json()).toMatchObject({ total: 0, data: [] });
    const backwards = await t.call({ method: 'GET', url: '/api/v2/admin/audit-log?from=2026-02-01&to=2026-01-01', as: USERS.desk });
    expect(expectErrorShape(backwards.json(), 400).field).toBe('to');
    const badAction = await t.call({ method: 'GET', url: '/api/v2/admin/audit-log?action=delete', as: USERS.desk });
    expect(badAction.statusCode).toBe(400);
  });

  it('exports the filtered log as CSV for nbs_admin only', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/admin/audit-log/export?target=${enc(USERS.caledonia)}&action=status`, as: USERS.desk });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    // Named for the business day (the test app's clock starts on 20 Nov 2026), not the machine's.
    expect(response.headers['content-disposition']).toBe('attachment; filename="audit-log-2026-11-20.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,action,description,actorId,actorName,targetId,targetName,before,after,method,path,reason,refusal,ip');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',status,Sam Okafor reinstated Alasdair Grant,ml|1005,Sam Okafor,ml|1012,Alasdair Grant,revoked,accountApproved,POST,');
    expect((await t.call({ method: 'GET', url: '/api/v2/admin/audit-log/export', as: USERS.harbourAdmin })).statusCode).toBe(403);
  });
});
