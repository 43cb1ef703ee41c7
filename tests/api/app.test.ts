// @vitest-environment node
// The API as a whole: the contract's route table (implemented operations, 501 for the ones
// not built yet, JSON 404 for unknown paths), request parsing and hostile input.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { implementedOperations, resolveOperation } from '../../server/operations';
import { createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MARKET_DATA_OPERATIONS = [
  'getClosingPriceHistory',
  'getFile',
  'getFileContent',
  'getLatestClosingPrices',
  'getLatestPost',
  'getPost',
  'listFiles',
  'listInformationResources',
  'listPostCategories',
  'listPosts',
];

it('implements every market-data operation (none of them answers 501)', () => {
  expect(implementedOperations()).toEqual(expect.arrayContaining(MARKET_DATA_OPERATIONS));
});

describe('unknown routes and operations not built yet', () => {
  it('an operation of the contract that is not implemented yet answers 501 in the error shape', async () => {
    // Whichever operations are still unbuilt: the resolver gives every one without a handler this answer.
    const app = Fastify();
    app.get('/unbuilt', resolveOperation('someUnbuiltOperation') as never);
    const response = await app.inject({ method: 'GET', url: '/unbuilt' });
    expect(response.statusCode).toBe(501);
    expect(expectErrorShape(response.json(), 501).message).toMatch(/someUnbuiltOperation/);
    await app.close();
  });

  it('a contract operation needs a token whether or not it is built', async () => {
    const response = await t.call({ method: 'POST', url: '/api/v2/settings/password' });
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
