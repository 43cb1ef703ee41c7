// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, expectErrorShape, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('getHealth', () => {
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
});
