// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, expectErrorShape, newKeys, USERS, type TestContext } from './support/test-app';

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

describe('health, unknown routes and operations not built yet', () => {
  it('getHealth needs no token and checks the database', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', probe: 'readiness', checks: { database: 'ok' } });
    const liveness = await t.call({ method: 'GET', url: '/api/v2/health?probe=liveness' });
    expect(liveness.json()).toMatchObject({ probe: 'liveness', checks: { database: 'skipped' } });
  });

  it('getHealth rejects an unknown probe with 400 naming the field', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/health?probe=sometimes' });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json(), 400).field).toBe('probe');
  });

  it('an operation of the contract that is not implemented yet answers 501 in the error shape', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/orders', as: USERS.northwind });
    expect(response.statusCode).toBe(501);
    expect(expectErrorShape(response.json(), 501).message).toMatch(/listOrders/);
  });

  it('a 501 operation still needs a token', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/orders' });
    expect(response.statusCode).toBe(401);
  });

  it('an unknown API path is a 404 in the error shape', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/no-such-thing', as: USERS.northwind });
    expect(response.statusCode).toBe(404);
    expectErrorShape(response.json(), 404);
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await t.call({
      method: 'PATCH',
      url: `/api/v2/user/${encodeURIComponent(USERS.northwind)}/profile`,
      as: USERS.northwind,
      headers: { 'content-type': 'application/json' },
      payload: '{"firstname": ',
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 400);
  });
});

describe('hostile input never causes a 500', () => {
  it.each([
    '/api/v2/search?s=%27%20or%201%3D1%20--',
    '/api/v2/search?s=%00',
    '/api/v2/search?s=%E2%82%AC%F0%9F%94%A5',
    '/api/v2/messages?page=100000&perPage=100',
    '/api/v2/messages?page=1.5',
    '/api/v2/messages?orderBy=%7B%22createdDate%22%3A%22desc%22%7D&filter=unread',
    '/api/v2/posts/latest?tagId=999999999999999999',
    '/api/v2/owners/000000000000000001',
    '/api/v2/accounts/contacts?isMultiCompany=maybe',
    '/api/v2/admin/users?q=%25%5F%5C',
  ])('GET %s', async (url) => {
    const response = await t.call({ method: 'GET', url, as: USERS.desk });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) expectErrorShape(response.json(), response.statusCode);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.call({
      method: 'PATCH',
      url: `/api/v2/user/${encodeURIComponent(USERS.northwind)}/profile`,
      as: USERS.northwind,
      headers: { 'content-type': 'text/plain' },
      payload: 'firstname=Liv',
    });
    expect(response.statusCode).toBe(415);
    expectErrorShape(response.json(), 415);
  });
});
