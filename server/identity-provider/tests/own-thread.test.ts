// @vitest-environment node
/**
 * The identity provider has its own thread (docs/identity-provider.md, "Process layout"): the
 * server is started the way `npm start` starts it, its main thread — the API's event loop — is
 * then kept busy (tests/api/harness/block-main-thread.mjs), and a whole login (login page, password,
 * code, token exchange) must still finish well before the main thread is free again. With the
 * provider back on the API's event loop the login waits for the whole block and this test fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { PERMISSIONS } from '../../db/seed/organisations';
import {
  APP_ORIGIN,
  exchangeCode,
  freePort,
  PASSWORD,
  tokenRequest,
  issuerFor,
  logIn,
  openTestDatabase,
  seedUsers,
  TestBrowser,
  USERS,
  type TestDatabase,
} from './idp-harness';

const root = resolve(import.meta.dirname, '../../..');
const BLOCK_MS = 10_000;
/** A login on a free provider takes well under a second, even on a busy 2-core machine. */
const LOGIN_BOUND_MS = 5_000;

let database: TestDatabase;
let server: ChildProcess | undefined;
let output = '';
let api: string;
let issuer: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedUsers(database.db);
  // A database with permissions counts as seeded: the server does not load the demo data.
  await database.db.insertInto('permissions').values(PERMISSIONS).execute();
  await database.db.updateTable('users').set({ terms_accepted_date: new Date('2026-01-05T10:00:00Z') }).execute();
  await database.close();

  const [port, idpPort] = [await freePort(), await freePort()];
  api = `http://localhost:${port}`;
  issuer = issuerFor(idpPort);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    IDP_PORT: String(idpPort),
    APP_ORIGIN,
    PRICE_PUBLISH_ENABLED: 'false',
    BLOCK_MAIN_THREAD_MS: String(BLOCK_MS),
  };
  if (database.dataDir) env.DATA_DIR = database.dataDir;
  if (database.schema) {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${database.schema}`);
    env.DATABASE_URL = url.href;
  }
  const preload = resolve(root, 'tests/api/harness/block-main-thread.mjs');
  server = spawn(process.execPath, ['--import', 'tsx', '--import', preload, 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 150_000;
  while (!output.includes('Market Lens is running')) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await once(server, 'exit');
  }
  await database?.destroy();
});

const health = (timeoutMs: number) => fetch(`${api}/api/v2/health`, { signal: AbortSignal.timeout(timeoutMs) });

it('logs in while the API’s event loop is blocked', async () => {
  // A first login (as a user would have before the load started).
  const first = await logIn(new TestBrowser(issuer), USERS.approved.email);
  expect((await exchangeCode(issuer, first.callback.searchParams.get('code')!, first.request.verifier)).access_token).toBeTruthy();
  expect((await health(10_000)).status).toBe(200);

  server!.kill('SIGUSR2');
  const blockedAt = performance.now();
  // The API no longer answers: the block is in place (otherwise this test would prove nothing).
  await expect(health(1_500)).rejects.toThrow();

  const started = performance.now();
  const { request, callback } = await logIn(new TestBrowser(issuer), USERS.approved.email);
  const tokens = await exchangeCode(issuer, callback.searchParams.get('code')!, request.verifier);
  const loginMs = performance.now() - started;
  console.info(`[own-thread] a whole login took ${Math.round(loginMs)} ms while the API's event loop was blocked`);
  expect(tokens.access_token).toBeTruthy();
  expect(loginMs).toBeLessThan(LOGIN_BOUND_MS);
  // Still inside the block: the login did not simply wait for it to end.
  expect(performance.now() - blockedAt).toBeLessThan(BLOCK_MS);

  // Once the main thread is free the API answers again.
  expect((await health(BLOCK_MS + 10_000)).status).toBe(200);
}, 60_000);

const login = async (password = PASSWORD) => {
  const { request, callback } = await logIn(new TestBrowser(issuer), USERS.approved.email, {}, password);
  return exchangeCode(issuer, callback.searchParams.get('code')!, request.verifier);
};

const changePassword = (accessToken: string, body: object) =>
  fetch(`${api}/api/v2/settings/password`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('changes the password through the provider’s thread; the provider sees the new password at once', async () => {
  const other = await login();
  const mine = await login();
  const wrong = await changePassword(mine.access_token, { currentPassword: 'not-it', newPassword: 'harbour lantern cobalt meadow' });
  expect(wrong.status).toBe(400);
  expect(await wrong.json()).toMatchObject({ field: 'currentPassword', message: 'The current password is not right.' });

  const newPassword = 'harbour lantern cobalt meadow';
  const changed = await changePassword(mine.access_token, { currentPassword: PASSWORD, newPassword });
  expect(changed.status).toBe(200);
  expect(await changed.json()).toEqual({ data: { method: 'changed', email: USERS.approved.email } });
  // The other login's refresh token is revoked, this one's kept.
  expect((await tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: other.refresh_token! })).status).toBe(400);
  expect((await tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: mine.refresh_token! })).status).toBe(200);
  // The provider read this user before the change; it must not log in with the old password now.
  await expect(login()).rejects.toThrow(/login did not return/);
  await expect(login(newPassword)).resolves.toMatchObject({ token_type: 'Bearer' });
}, 60_000);

it('stops cleanly on SIGTERM, the provider’s thread with it', async () => {
  server!.kill('SIGTERM');
  const [code] = (await once(server!, 'exit')) as [number | null];
  expect(code).toBe(0);
  expect(output).toContain('SIGTERM: shutting down');
}, 60_000);
