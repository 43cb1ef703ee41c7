// @vitest-environment node
// The bearerAuth scheme: token checks and the account-status gate (view-as: admin.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, expectErrorShape, newKeys, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('bearer token checks', () => {
  it('answers 401 without a token', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts' });
    expect(response.statusCode).toBe(401);
    expect(expectErrorShape(response.json(), 401).message).toMatch(/bearer token/i);
  });

  it('answers 401 for a malformed Authorization header', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', headers: { authorization: 'Basic abc' } });
    expect(response.statusCode).toBe(401);
    expectErrorShape(response.json(), 401);
  });

  it('answers 401 for a token signed with another key (forged signature)', async () => {
    const forged = await t.token(USERS.northwind, { keys: await newKeys() });
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', headers: { authorization: `Bearer ${forged}` } });
    expect(response.statusCode).toBe(401);
    expectErrorShape(response.json(), 401);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await t.token(USERS.northwind, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
    expect(expectErrorShape(response.json(), 401).message).toMatch(/expired/);
  });

  it('answers 401 for the wrong audience or issuer', async () => {
    for (const overrides of [{ audience: 'https://other.example/api' }, { issuer: 'https://evil.example/' }]) {
      const token = await t.token(USERS.northwind, overrides);
      const response = await t.call({ method: 'GET', url: '/api/v2/accounts', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
      expectErrorShape(response.json(), 401);
    }
  });

  it('answers 401 for a valid token of a user the database does not know', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: 'ml|999999' });
    expect(response.statusCode).toBe(401);
    expectErrorShape(response.json(), 401);
  });

  it('accepts a valid token', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.northwind });
    expect(response.statusCode).toBe(200);
  });
});

describe('account status gate', () => {
  it.each([
    ['terms not accepted', USERS.termsNotAccepted, /terms and conditions/],
    ['email not verified', USERS.unverified, /Verify your email/],
    ['registered (awaiting approval)', USERS.registered, /not approved/],
    ['revoked', USERS.revoked, /not approved/],
  ])('refuses data calls when %s, but serves the profile', async (_label, user, message) => {
    const data = await t.call({ method: 'GET', url: '/api/v2/accounts', as: user });
    expect(data.statusCode).toBe(403);
    expect(expectErrorShape(data.json(), 403).message).toMatch(message);
    const profile = await t.call({ method: 'GET', url: `/api/v2/user/${encodeURIComponent(user)}/profile`, as: user });
    expect(profile.statusCode).toBe(200);
  });
});
