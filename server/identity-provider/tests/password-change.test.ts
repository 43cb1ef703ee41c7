// @vitest-environment node
// changePassword with the embedded identity provider, end to end: real logins, real access tokens
// checked against the provider's JWKS, the password changed at the provider, the other logins'
// refresh tokens revoked and this login's kept; each failure with its own message
// (docs/identity-provider.md, "Password change").
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { DAILY_REPORT_TAG_ID } from '../../db/seed/content';
import type { RunningIdentityProvider } from '../../identity/in-process';
import { requestAuth0PasswordChangeEmail } from '../../settings/auth0-password-change';
import { expectErrorShape } from '../../../tests/api/harness/test-app';
import { AUDIENCE, exchangeCode, logIn, PASSWORD, startSeededProvider, stopSeededProvider, TestBrowser, type TestDatabase, tokenRequest, USERS } from './idp-harness';

let database: TestDatabase;
let provider: RunningIdentityProvider;
let issuer: string;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, provider, issuer } = await startSeededProvider({
    prepare: async (db) => {
      await db.updateTable('users').set({ terms_accepted_date: new Date('2026-01-05T10:00:00Z') }).execute();
    },
  }));
  app = await buildApp({ db: database.db, issuer, audience: AUDIENCE, latestReportTagId: DAILY_REPORT_TAG_ID, version: 'test', staticDir: false, validateResponses: true });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await stopSeededProvider({ database, provider });
});

async function login(password = PASSWORD) {
  const browser = new TestBrowser(issuer);
  const { request, callback } = await logIn(browser, USERS.approved.email, {}, password);
  return exchangeCode(issuer, callback.searchParams.get('code')!, request.verifier);
}

const change = (accessToken: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v2/settings/password', headers: { authorization: `Bearer ${accessToken}` }, payload });

const refresh = (refreshToken: string) => tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: refreshToken });

describe('changePassword (embedded identity provider)', () => {
  it('names each failure: wrong current password, same as old, weak, missing', async () => {
    const tokens = await login();
    const wrong = await change(tokens.access_token, { currentPassword: 'not-it', newPassword: 'harbour lantern cobalt meadow' });
    expect(wrong.statusCode).toBe(400);
    expect(expectErrorShape(wrong.json(), 400)).toMatchObject({ field: 'currentPassword', message: 'The current password is not right.' });
    const same = await change(tokens.access_token, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(expectErrorShape(same.json(), 400)).toMatchObject({ field: 'newPassword', message: expect.stringMatching(/same as the current one/) });
    const weak = await change(tokens.access_token, { currentPassword: PASSWORD, newPassword: 'password1' });
    expect(expectErrorShape(weak.json(), 400)).toMatchObject({ field: 'newPassword', message: expect.stringMatching(/too easy to guess/) });
    const short = await change(tokens.access_token, { currentPassword: PASSWORD, newPassword: 'abc' });
    expect(expectErrorShape(short.json(), 400).message).toMatch(/at least 8 characters/);
    const missing = await change(tokens.access_token, {});
    expect(expectErrorShape(missing.json(), 400).field).toBe('currentPassword');
    // Nothing changed: the old password still logs in.
    await expect(login()).resolves.toMatchObject({ token_type: 'Bearer' });
  });

  it('changes the password, revokes the other logins’ refresh tokens and keeps this one', async () => {
    const other = await login();
    const mine = await login();
    const newPassword = 'harbour lantern cobalt meadow';
    const response = await change(mine.access_token, { currentPassword: PASSWORD, newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { method: 'changed', email: USERS.approved.email } });

    const refused = await refresh(other.refresh_token!);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await refresh(mine.refresh_token!)).status).toBe(200);

    // The stored hash is the identity provider's; the API's users row never holds the plain text.
    const row = await database.db.selectFrom('users').select('password_hash').where('id', '=', USERS.approved.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(newPassword);
    await expect(login()).rejects.toThrow(/login did not return/);
    await expect(login(newPassword)).resolves.toMatchObject({ token_type: 'Bearer' });
  });

  it('needs a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v2/settings/password', payload: { currentPassword: 'a', newPassword: 'b' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('changePassword with an Auth0 tenant', () => {
  it('asks the tenant to email the change-password link (dbconnections/change_password)', async () => {
    const calls: { url: string; body: unknown }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return new Response("We've just sent you an email to reset your password.", { status: 200 });
    }) as unknown as typeof fetch;
    await requestAuth0PasswordChangeEmail({ domain: 'https://tenant.eu.auth0.com/', clientId: 'spa', connection: 'Username-Password-Authentication' }, 'a@b.co.uk', fakeFetch);
    expect(calls).toEqual([
      { url: 'https://tenant.eu.auth0.com/dbconnections/change_password', body: { client_id: 'spa', email: 'a@b.co.uk', connection: 'Username-Password-Authentication' } },
    ]);
    const failing = (async () => new Response('bad', { status: 400 })) as unknown as typeof fetch;
    await expect(requestAuth0PasswordChangeEmail({ domain: 'https://t', clientId: 'spa', connection: 'c' }, 'a@b.co.uk', failing)).rejects.toThrow(/refused/);
  });
});
