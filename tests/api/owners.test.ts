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

describe('listOwners', () => {
  it('lists the account managers of the caller’s companies', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/owners/1001', as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((owner: { id: string }) => owner.id)).toEqual(['9001', '9002']);
  });

  it('returns nulls for missing owner details', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/owners/1002', as: USERS.harbourBuyer });
    const anonymous = response.json().data.find((owner: { id: string }) => owner.id === '9005');
    expect(anonymous).toMatchObject({ firstName: null, lastName: null, jobTitle: null, email: null });
  });

  it('404s for a user of another company and 400s for a bad id', async () => {
    const other = await t.call({ method: 'GET', url: '/api/v2/owners/1012', as: USERS.northwind });
    expect(other.statusCode).toBe(404);
    expectErrorShape(other.json(), 404);
    const bad = await t.call({ method: 'GET', url: '/api/v2/owners/x1', as: USERS.northwind });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 'User ID is required' when no id is given", async () => {
    for (const url of ['/api/v2/owners/', '/api/v2/owners/%20%20']) {
      const response = await t.call({ method: 'GET', url, as: USERS.northwind });
      expect(response.statusCode).toBe(400);
      expectErrorShape(response.json(), 400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'User ID is required', field: 'hsId' });
    }
    // Any other malformed id keeps the schema's message.
    const bad = await t.call({ method: 'GET', url: '/api/v2/owners/x1', as: USERS.northwind });
    expect(bad.json().message).not.toBe('User ID is required');
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/owners/1001' })).statusCode).toBe(401);
  });
});
