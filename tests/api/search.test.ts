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

describe('search', () => {
  it('finds the caller’s orders, queries and alerts, grouped', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/search?s=POWER', as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThan(0);
    for (const group of body.data) {
      for (const result of group.results) expect(result.accountId).toBe(ACCOUNTS.northwind);
    }
  });

  it('never returns another company’s records, even by exact id', async () => {
    const foreign = await t.db.selectFrom('orders').select('id').where('account_id', '=', ACCOUNTS.caledonia).limit(1).executeTakeFirstOrThrow();
    const response = await t.call({ method: 'GET', url: `/api/v2/search?s=${foreign.id}`, as: USERS.northwind });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ total: 0, data: [] });
    const own = await t.call({ method: 'GET', url: `/api/v2/search?s=${foreign.id}`, as: USERS.caledonia });
    expect(own.json().total).toBe(1);
  });

  it('leaves out orders without view:orders (Harbour HQ account)', async () => {
    const hqOrder = await t.db.selectFrom('orders').select('id').where('account_id', '=', ACCOUNTS.harbourHq).limit(1).executeTakeFirstOrThrow();
    const response = await t.call({ method: 'GET', url: `/api/v2/search?s=${hqOrder.id}`, as: USERS.harbourBuyer });
    expect(response.json().total).toBe(0);
  });

  it('treats LIKE wildcards literally', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/search?s=%25', as: USERS.northwind });
    expect(response.json().total).toBe(0);
  });

  it('rejects a missing or empty term with 400', async () => {
    for (const url of ['/api/v2/search', '/api/v2/search?s=']) {
      const response = await t.call({ method: 'GET', url, as: USERS.northwind });
      expect(response.statusCode).toBe(400);
      expect(expectErrorShape(response.json(), 400).field).toBe('s');
    }
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/search?s=Q1' })).statusCode).toBe(401);
  });
});
