// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, USERS, type TestContext } from './support/test-app';

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
});
