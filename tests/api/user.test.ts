// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profileUrl = (id: string) => `/api/v2/user/${encodeURIComponent(id)}/profile`;

describe('getUserProfile', () => {
  it('returns the caller’s own profile', async () => {
    const response = await t.call({ method: 'GET', url: profileUrl(USERS.harbourBuyer), as: USERS.harbourBuyer });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: USERS.harbourBuyer,
      hsId: '1002',
      email: 'procurement@harbour-group.co.uk',
      role: 'general',
      isMultiCompany: true,
      accountStatus: 'accountApproved',
      companyIds: ['72001', '72002', '72003'],
      productIds: ['52001', '52002', '52003'],
      defaultAccountId: '52001',
      multiCompanyGroupId: '8001',
    });
  });

  it('does not reveal another user’s profile (404)', async () => {
    const response = await t.call({ method: 'GET', url: profileUrl(USERS.caledonia), as: USERS.northwind });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('caledonia');
    expectErrorShape(response.json(), 404);
  });

  it('rejects an id that breaks the contract pattern with 400', async () => {
    const response = await t.call({ method: 'GET', url: profileUrl('bad id!'), as: USERS.northwind });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json(), 400).field).toBe('id');
  });

  it('needs a token', async () => {
    const response = await t.call({ method: 'GET', url: profileUrl(USERS.northwind) });
    expect(response.statusCode).toBe(401);
  });
});

describe('updateUserProfile', () => {
  it('changes name and mobile, and clears the mobile with null', async () => {
    const response = await t.call({
      method: 'PATCH',
      url: profileUrl(USERS.northwind),
      as: USERS.northwind,
      payload: { firstname: 'Liv', mobilePhone: '+44 7911 123456' },
    });
    expect(response.statusCode).toBe(200);
    // Stored and served in E.164, whatever spacing was typed.
    expect(response.json().data).toMatchObject({ firstname: 'Liv', lastname: 'Bennett', mobilePhone: '+447911123456' });
    const national = await t.call({ method: 'PATCH', url: profileUrl(USERS.northwind), as: USERS.northwind, payload: { mobilePhone: '07911 123457' } });
    expect(national.json().data.mobilePhone).toBe('+447911123457');
    const cleared = await t.call({ method: 'PATCH', url: profileUrl(USERS.northwind), as: USERS.northwind, payload: { mobilePhone: null } });
    expect(cleared.json().data.mobilePhone).toBeNull();
  });

  it.each([
    [{ firstname: '' }, 'firstname'],
    [{ mobilePhone: 'call me' }, 'mobilePhone'],
    // Digits that are no mobile number (a UK landline, too short, Ofcom's drama range) are refused by libphonenumber-js.
    [{ mobilePhone: '020 7946 0321' }, 'mobilePhone'],
    [{ mobilePhone: '+44 7911 12' }, 'mobilePhone'],
    [{ mobilePhone: '07700 900123' }, 'mobilePhone'],
    [{ firstname: '   ' }, 'firstname'],
    [{ nickname: 'Liv' }, 'nickname'],
    [{}, undefined],
  ])('rejects %j with 400 naming the field', async (payload, field) => {
    const response = await t.call({ method: 'PATCH', url: profileUrl(USERS.northwind), as: USERS.northwind, payload });
    expect(response.statusCode).toBe(400);
    const error = expectErrorShape(response.json(), 400);
    if (field) {
      expect(error.field).toBe(field);
      // The contract's validation names the field; the server's own checks say what to type.
      expect(error.message).toMatch(new RegExp(`${field}|Enter (a valid mobile|your first name)`));
    }
  });

  it('refuses to change another user (403) and leaves them unchanged', async () => {
    const response = await t.call({ method: 'PATCH', url: profileUrl(USERS.caledonia), as: USERS.northwind, payload: { firstname: 'Mallory' } });
    expect(response.statusCode).toBe(403);
    const row = await t.db.selectFrom('users').select('firstname').where('id', '=', USERS.caledonia).executeTakeFirstOrThrow();
    expect(row.firstname).toBe('Alasdair');
  });

  it('is refused while viewing as the user (read-only), and leaves the profile unchanged', async () => {
    await t.call({ method: 'POST', url: '/api/v2/admin/view-as', as: USERS.desk, payload: { userId: USERS.caledonia, reason: 'Profile question' } });
    const response = await t.call({ method: 'PATCH', url: profileUrl(USERS.caledonia), as: USERS.desk, viewAs: USERS.caledonia, payload: { firstname: 'Mallory' } });
    expect(response.statusCode).toBe(403);
    expect(expectErrorShape(response.json(), 403).message).toMatch(/read-only/);
    const row = await t.db.selectFrom('users').select('firstname').where('id', '=', USERS.caledonia).executeTakeFirstOrThrow();
    expect(row.firstname).toBe('Alasdair');
  });

  it('needs a token', async () => {
    const response = await t.call({ method: 'PATCH', url: profileUrl(USERS.northwind), payload: { firstname: 'X' } });
    expect(response.statusCode).toBe(401);
  });
});
