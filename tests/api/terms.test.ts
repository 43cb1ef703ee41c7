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

describe('terms', () => {
  it('getTermsStatus is null before acceptance; acceptTerms records it once', async () => {
    const before = await t.call({ method: 'GET', url: '/api/v2/user/terms-status', as: USERS.termsNotAccepted });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: { termsAcceptedDate: null } });

    const accepted = await t.call({ method: 'POST', url: '/api/v2/user/terms-acceptance', as: USERS.termsNotAccepted });
    expect(accepted.statusCode).toBe(200);
    const date = accepted.json().data.termsAcceptedDate as string;
    expect(Date.now() - Date.parse(date)).toBeLessThan(60_000);

    const again = await t.call({ method: 'POST', url: '/api/v2/user/terms-acceptance', as: USERS.termsNotAccepted });
    expect(again.json().data.termsAcceptedDate).toBe(date);
    const after = await t.call({ method: 'GET', url: '/api/v2/user/terms-status', as: USERS.termsNotAccepted });
    expect(after.json().data.termsAcceptedDate).toBe(date);

    // Accepting opens the data calls.
    const accounts = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.termsNotAccepted });
    expect(accounts.statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/user/terms-status' })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/v2/user/terms-acceptance' })).statusCode).toBe(401);
  });

  it('rejects a malformed x-view-as header with 400', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/user/terms-status', as: USERS.desk, headers: { 'x-view-as': 'not a user id!' } });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json(), 400).field).toBe('x-view-as');
  });
});
