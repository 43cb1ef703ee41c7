// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, as?: string) => t.call({ method: 'GET', url: `/api/v2${url}`, ...(as ? { as } : {}) });

describe('listInformationResources', () => {
  it('lists the resources by title', async () => {
    const response = await get('/information-resources', USERS.northwind);
    expect(response.statusCode).toBe(200);
    const titles = response.json().data.map((resource: { title: string }) => resource.title);
    expect(titles).toHaveLength(8);
    expect([...titles].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(titles);
    expect(response.json().data[0]).toMatchObject({ title: "A buyer's guide to flexible energy contracts", resourceType: 'guide' });
  });

  it('needs a token, and an approved user', async () => {
    expect((await get('/information-resources')).statusCode).toBe(401);
    expect((await get('/information-resources', USERS.revoked)).statusCode).toBe(403);
  });
});
