// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ACCOUNTS, createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('accounts', () => {
  it('lists only the caller’s accounts, ordered by name, labelled with companies', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.harbourBuyer });
    expect(response.statusCode).toBe(200);
    const accounts = response.json();
    expect(accounts.map((account: { id: string }) => account.id)).toEqual([ACCOUNTS.harbourColdStore, ACCOUNTS.harbourHq, ACCOUNTS.harbourLogistics]);
    expect(accounts[0]).toMatchObject({ name: 'Harbour Cold Store', purchasingGroupId: '7003', PrimaryCompany: 'Harbour Cold Store Ltd', ParentCompany: 'Harbour Holdings plc' });
  });

  it('leaves purchasingGroupId out for a multi-purchase account', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.pennine });
    expect(response.json()).toHaveLength(1);
    expect(response.json()[0]).not.toHaveProperty('purchasingGroupId');
  });

  it('gives nbs_admin every account', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.desk });
    expect(response.json()).toHaveLength(7);
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/accounts' })).statusCode).toBe(401);
  });
});

describe('listAccountContacts', () => {
  it('is refused to general users (403)', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/contacts?accountId=${ACCOUNTS.northwind}`, as: USERS.northwind });
    expect(response.statusCode).toBe(403);
    expectErrorShape(response.json(), 403);
  });

  it('lists the users of an account for an admin of its company', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/contacts?accountId=${ACCOUNTS.harbourLogistics}`, as: USERS.harbourAdmin });
    expect(response.statusCode).toBe(200);
    const emails = response.json().data.users.map((user: { email: string }) => user.email).sort();
    expect(emails).toEqual(['admin@harbour-group.co.uk', 'finance@harbour-group.co.uk', 'procurement@harbour-group.co.uk']);
  });

  it('lists the whole group with isMultiCompany=true', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/contacts?accountId=${ACCOUNTS.harbourHq}&isMultiCompany=true`, as: USERS.harbourAdmin });
    expect(response.json().data.users).toHaveLength(3);
  });

  it('refuses another company’s account (403) without listing anyone', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/contacts?accountId=${ACCOUNTS.caledonia}`, as: USERS.harbourAdmin });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('caledonia-hotels');
  });

  it('rejects a non-numeric account id with 400', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts/contacts?accountId=abc', as: USERS.harbourAdmin });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json(), 400).field).toBe('accountId');
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/accounts/contacts' })).statusCode).toBe(401);
  });
});

describe('listUserAccountPermissions', () => {
  it('lists the caller’s own permissions on an account', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.harbourColdStore}/user/1002/permissions`, as: USERS.harbourBuyer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ permission: 'view:orders' }, { permission: 'view:closing_prices' }]);
  });

  it('gives nbs_admin every permission', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.caledonia}/user/1005/permissions`, as: USERS.desk });
    expect(response.json()).toHaveLength(4);
  });

  it('lets an admin read a user of their companies', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.harbourLogistics}/user/1002/permissions`, as: USERS.harbourAdmin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(4);
  });

  it('404s for another company’s account or user', async () => {
    const account = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.caledonia}/user/1001/permissions`, as: USERS.northwind });
    expect(account.statusCode).toBe(404);
    const user = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.caledonia}/user/1012/permissions`, as: USERS.northwind });
    expect(user.statusCode).toBe(404);
    expectErrorShape(user.json(), 404);
  });

  it('rejects a non-numeric hsId with 400', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.northwind}/user/abc/permissions`, as: USERS.northwind });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json(), 400).field).toBe('hsId');
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: `/api/v2/accounts/${ACCOUNTS.northwind}/user/1001/permissions` })).statusCode).toBe(401);
  });
});
