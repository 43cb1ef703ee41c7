// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { systemClock } from '../../server/lib/clock';
import { createTestApp, expectErrorShape, type TestContext } from './harness/test-app';

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

describe('a deployment that replaces dist/ under the running server', () => {
  const deployed = mkdtempSync(join(tmpdir(), 'ml-dist-deploy-'));
  let server: TestContext;
  const page = (entry: string) => `<!doctype html><title>Market Lens</title><script type="module" src="/assets/${entry}"></script>`;
  beforeAll(async () => {
    mkdirSync(join(deployed, 'assets'));
    writeFileSync(join(deployed, 'index.html'), page('index-AAAAAAAA.js'));
    writeFileSync(join(deployed, 'assets', 'index-AAAAAAAA.js'), 'console.log("first build")');
    server = await createTestApp({ seed: false, staticDir: deployed, clock: systemClock });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(deployed, { recursive: true, force: true });
  });

  it('sends the HTML dist/ holds now, revalidated by ETag, and every asset it names, even one written after the start', async () => {
    const first = await server.call({ method: 'GET', url: '/app/market-lens/dashboard' });
    expect(first.body).toContain('index-AAAAAAAA.js');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await server.call({ method: 'GET', url: '/app/market-lens/dashboard', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    // The next build: new hashed assets, new pages (app.html and login.html did not exist at the start).
    writeFileSync(join(deployed, 'assets', 'index-BBBBBBBB.js'), 'console.log("second build")');
    writeFileSync(join(deployed, 'index.html'), page('index-BBBBBBBB.js'));
    writeFileSync(join(deployed, 'app.html'), `${page('index-BBBBBBBB.js')}<p>portal page</p>`);
    writeFileSync(join(deployed, 'login.html'), `${page('index-BBBBBBBB.js')}<p>login page</p>`);

    const revalidated = await server.call({ method: 'GET', url: '/app/market-lens/dashboard', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toContain('portal page');
    expect((await server.call({ method: 'GET', url: '/auth/login' })).body).toContain('login page');
    expect((await server.call({ method: 'GET', url: '/' })).body).toContain('index-BBBBBBBB.js');
    const asset = await server.call({ method: 'GET', url: '/assets/index-BBBBBBBB.js' });
    expect([asset.statusCode, asset.body]).toEqual([200, 'console.log("second build")']);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The previous build's asset, kept by the build for pages loaded before the deployment.
    expect((await server.call({ method: 'GET', url: '/assets/index-AAAAAAAA.js' })).body).toBe('console.log("first build")');
  });

  it('answers a JSON 404 for an asset the build has pruned, and never serves dotfiles', async () => {
    writeFileSync(join(deployed, 'assets', 'index-CCCCCCCC.js'), 'console.log("old")');
    expect((await server.call({ method: 'GET', url: '/assets/index-CCCCCCCC.js' })).statusCode).toBe(200);
    rmSync(join(deployed, 'assets', 'index-CCCCCCCC.js'));
    const pruned = await server.call({ method: 'GET', url: '/assets/index-CCCCCCCC.js' });
    expectErrorShape(pruned.json(), 404);
    mkdirSync(join(deployed, '.vite'), { recursive: true });
    writeFileSync(join(deployed, '.vite', 'manifest.json'), '{}');
    expect((await server.call({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
});

it('keeps hostile paths inside dist/: a page or the contract’s JSON 404, never a file outside it or a 5xx', async () => {
  writeFileSync(join(dist, '..', 'ml-outside-dist.txt'), 'content of a file outside dist');
  try {
    for (const url of ['/..%2fml-outside-dist.txt', '/assets/..%2f..%2fml-outside-dist.txt', '/%2e%2e/ml-outside-dist.txt', '/assets/%00.js', '/assets/', '/assets', '/%E0%A4%A']) {
      const response = await t.call({ method: 'GET', url });
      expect([url, response.statusCode < 500, response.body.includes('content of a file')]).toEqual([url, true, false]);
      if (response.statusCode >= 400) expectErrorShape(response.json(), response.statusCode);
    }
  } finally {
    rmSync(join(dist, '..', 'ml-outside-dist.txt'), { force: true });
  }
});
