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

describe('listPermissions', () => {
  it('lists the permission catalogue, and needs a token', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/permissions', as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((row: { permission: string }) => row.permission).sort()).toEqual(['view:closing_prices', 'view:orders', 'view:price_alerts', 'view:user_files']);
    expect((await t.call({ method: 'GET', url: '/api/v2/permissions' })).statusCode).toBe(401);
  });

  it('answers 403, not 401 (which the portal takes for a lost login), to users who may not use the portal yet', async () => {
    const { account_status: before } = await t.db.selectFrom('users').select('account_status').where('id', '=', USERS.noCompany).executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ account_status: 'rejected' }).where('id', '=', USERS.noCompany).execute();
    try {
      const refusals = [
        [USERS.registered, /not approved \(status: registered\)/],
        [USERS.revoked, /not approved \(status: revoked\)/],
        [USERS.noCompany, /not approved \(status: rejected\)/],
        [USERS.unverified, /Verify your email/],
        [USERS.termsNotAccepted, /accept the terms/],
      ] as const;
      for (const [user, message] of refusals) {
        const response = await t.call({ method: 'GET', url: '/api/v2/permissions', as: user });
        expect([user, expectErrorShape(response.json(), 403).message]).toEqual([user, expect.stringMatching(message)]);
      }
      expect((await t.call({ method: 'GET', url: '/api/v2/permissions', as: USERS.desk })).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('users').set({ account_status: before }).where('id', '=', USERS.noCompany).execute();
    }
  });
});
