// @vitest-environment node
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, expect, it } from 'vitest';

import type { RunningIdentityProvider } from '../../identity/in-process';
import {
  AUDIENCE,
  authorizeRequest,
  exchangeCode,
  freePort,
  issuerFor,
  logIn,
  openTestDatabase,
  seedUsers,
  startTestProvider,
  TestBrowser,
  tokenRequest,
  USERS,
  type TestDatabase,
} from './idp-harness';

let database: TestDatabase | undefined;
let provider: RunningIdentityProvider | undefined;

afterAll(async () => {
  await provider?.close();
  await database?.destroy();
});

it('keeps refresh tokens, sessions and the signing key across a restart on the same database', async () => {
  database = await openTestDatabase();
  await seedUsers(database.db);
  const port = await freePort();
  const issuer = issuerFor(port);
  provider = await startTestProvider(database.db, port);

  const browser = new TestBrowser(issuer);
  const { request, callback } = await logIn(browser, USERS.approved.email);
  const tokens = await exchangeCode(issuer, callback.searchParams.get('code')!, request.verifier);
  const keysBefore = await (await fetch(new URL('.well-known/jwks.json', issuer))).json();

  // Stop everything, reopen the database from its files (or schema), start again.
  await provider.close();
  provider = undefined;
  database = await database.reopen();
  provider = await startTestProvider(database.db, port);

  expect(await (await fetch(new URL('.well-known/jwks.json', issuer))).json()).toEqual(keysBefore);
  // An access token issued before the restart still verifies against the published keys.
  await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL('.well-known/jwks.json', issuer)), {
    issuer,
    audience: AUDIENCE,
  });

  const refreshed = await tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
  expect(refreshed.status).toBe(200);
  expect(((await refreshed.json()) as { refresh_token: string }).refresh_token).not.toBe(tokens.refresh_token);

  // The browser session (cookie signed with the stored keys) still allows a silent login.
  const silent = authorizeRequest({ prompt: 'none', response_mode: 'web_message' });
  const html = await (await browser.request(silent.url)).text();
  expect(html).toContain('"code"');
  expect(html).not.toContain('login_required');
}, 60_000);
