// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { systemClock } from '../../server/lib/clock';
import { createTestApp, expectErrorShape, type TestContext } from './support/test-app';

let t: TestContext;
const dist = mkdtempSync(join(tmpdir(), 'ml-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Market Lens</title>');
  writeFileSync(join(dist, 'app.html'), '<!doctype html><title>Market Lens</title><link rel="modulepreload" href="/assets/app.js">');
  writeFileSync(join(dist, 'login.html'), '<!doctype html><title>Market Lens</title><div id="root"><h1>Login or Register</h1></div>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  // On the real clock: the built pages go out as they are (tests/api/clock.test.ts has the other case).
  t = await createTestApp({ seed: false, staticDir: dist, clock: systemClock });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

it('serves built assets and index.html for client-side routes', async () => {
  const asset = await t.call({ method: 'GET', url: '/assets/app.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.body).toBe('console.log(1)');
  for (const url of ['/', '/auth/login', '/app/market-lens/dashboard', '/app/market-lens/51001/orders?x=1']) {
    const page = await t.call({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toContain('market-lens-clock-offset');
  }
});

it('sends the portal page (its chunks preloaded) for /app paths and index.html for the others', async () => {
  for (const url of ['/app', '/app/market-lens/dashboard', '/app/market-lens/51001/orders?x=1']) {
    expect((await t.call({ method: 'GET', url })).body).toContain('modulepreload');
  }
  for (const url of ['/', '/auth/login', '/application', '/switch-app']) {
    expect((await t.call({ method: 'GET', url })).body).not.toContain('modulepreload');
  }
});

it('sends the login page with its first frame prerendered for /auth/login only', async () => {
  expect((await t.call({ method: 'GET', url: '/auth/login' })).body).toContain('Login or Register');
  expect((await t.call({ method: 'GET', url: '/auth/login?error=x' })).body).toContain('Login or Register');
  for (const url of ['/', '/auth/loading', '/switch-app', '/auth/login/more']) {
    expect((await t.call({ method: 'GET', url })).body).not.toContain('Login or Register');
  }
});

it('answers a JSON 404 for unknown API paths and missing assets', async () => {
  for (const url of ['/api/v2/unknown', '/api', '/assets/missing.js']) {
    const response = await t.call({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expectErrorShape(response.json(), 404);
  }
});
