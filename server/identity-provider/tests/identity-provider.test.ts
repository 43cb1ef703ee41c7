// @vitest-environment node
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningIdentityProvider } from '../../identity/in-process';
import { APP_ORIGIN, AUDIENCE, authorizeRequest, CLIENT_ID, exchangeCode, formToken, logIn, METADATA_CLAIM, openLoginPage, PASSWORD, REDIRECT_URI, startSeededProvider, stopSeededProvider, TestBrowser, type TestDatabase, tokenRequest, USERS } from './idp-harness';

let database: TestDatabase;
let provider: RunningIdentityProvider;
let issuer: string;

beforeAll(async () => {
  ({ database, provider, issuer } = await startSeededProvider());
}, 60_000);

afterAll(() => stopSeededProvider({ database, provider }));

const jwks = () => createRemoteJWKSet(new URL('.well-known/jwks.json', issuer));

async function logInAndExchange(email: string) {
  const browser = new TestBrowser(issuer);
  const { request, callback } = await logIn(browser, email);
  expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
  expect(callback.searchParams.get('state')).toBe(request.state);
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();
  const tokens = await exchangeCode(issuer, code!, request.verifier);
  return { browser, request, tokens };
}

describe('discovery', () => {
  it('publishes the issuer with its trailing slash and the Auth0 route names', async () => {
    const response = await fetch(new URL('.well-known/openid-configuration', issuer));
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.authorization_endpoint).toBe(`${issuer}authorize`);
    expect(discovery.token_endpoint).toBe(`${issuer}oauth/token`);
    expect(discovery.end_session_endpoint).toBe(`${issuer}v2/logout`);
    expect(discovery.jwks_uri).toBe(`${issuer}.well-known/jwks.json`);
    expect(discovery.response_modes_supported).toContain('web_message');
  });
});

describe('authorization code flow with PKCE', () => {
  it('gives an ID token for the SPA and an RS256 access token for the API', async () => {
    const { request, tokens } = await logInAndExchange(USERS.approved.email);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();

    const idToken = await jwtVerify(tokens.id_token, jwks(), { issuer, audience: CLIENT_ID, algorithms: ['RS256'] });
    expect(idToken.payload.nonce).toBe(request.nonce);
    expect(idToken.payload.sub).toBe(USERS.approved.id);
    expect(idToken.payload.email).toBe(USERS.approved.email);
    expect(idToken.payload.email_verified).toBe(true);
    expect(idToken.payload.given_name).toBe('Test');
    expect(idToken.payload.locale).toBe('en-GB');
    expect(idToken.payload[METADATA_CLAIM]).toEqual({ hsId: USERS.approved.hsId });

    expect(decodeProtectedHeader(tokens.access_token).alg).toBe('RS256');
    const accessToken = await jwtVerify(tokens.access_token, jwks(), { issuer, audience: AUDIENCE, algorithms: ['RS256'] });
    expect(accessToken.payload.sub).toBe(USERS.approved.id);
    expect(accessToken.payload[METADATA_CLAIM]).toEqual({ hsId: USERS.approved.hsId });
    // A resource-bound token carries the API scopes that were asked for.
    expect(String(accessToken.payload.scope).split(' ')).toEqual(['read:current_user']);
    // Five minutes at most: logout ends API access within minutes (the SDK renews it silently).
    expect(accessToken.payload.exp! - accessToken.payload.iat!).toBe(300);
    expect(tokens.expires_in).toBeLessThanOrEqual(300);
  });

  it('rejects a code exchange with the wrong PKCE verifier', async () => {
    const browser = new TestBrowser(issuer);
    const { callback } = await logIn(browser, USERS.approved.email);
    const response = await tokenRequest(issuer, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      code_verifier: 'x'.repeat(43),
      redirect_uri: REDIRECT_URI,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('answers the CORS preflight of the SDK token call for the app origin only', async () => {
    const preflight = (origin: string) =>
      fetch(new URL('oauth/token', issuer), {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'auth0-client,content-type',
        },
      });
    const allowed = await preflight(APP_ORIGIN);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    const code = await (async () => {
      const { callback, request } = await logIn(new TestBrowser(issuer), USERS.approved.email);
      return { code: callback.searchParams.get('code')!, verifier: request.verifier };
    })();
    const foreign = await fetch(new URL('oauth/token', issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      body: new URLSearchParams({
        client_id: CLIENT_ID,
        grant_type: 'authorization_code',
        code: code.code,
        code_verifier: code.verifier,
        redirect_uri: REDIRECT_URI,
      }).toString(),
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('rotate on use; reusing an old one fails and revokes the family', async () => {
    const { tokens } = await logInAndExchange(USERS.approved.email);
    const first = tokens.refresh_token!;

    const refreshed = await tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: first });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { refresh_token: string; access_token: string; id_token: string };
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first);
    // The SDK sends no audience on refresh: the token is still for the API.
    const accessToken = await jwtVerify(second.access_token, jwks(), { issuer, audience: AUDIENCE });
    expect(accessToken.payload[METADATA_CLAIM]).toEqual({ hsId: USERS.approved.hsId });
    await jwtVerify(second.id_token, jwks(), { issuer, audience: CLIENT_ID });

    const reused = await tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: first });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe('invalid_grant');

    const afterReuse = await tokenRequest(issuer, { grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(afterReuse.status).toBe(400);
    expect(((await afterReuse.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

function webMessage(html: string): Record<string, string> {
  const match = /var response = (\{.*?\});/s.exec(html) ?? /"response":\s*(\{[^}]*\})/.exec(html);
  if (!match?.[1]) throw new Error(`no web_message response in: ${html.slice(0, 500)}`);
  return JSON.parse(match[1]) as Record<string, string>;
}

describe('silent login (prompt=none, response_mode=web_message)', () => {
  it('returns a code to the app origin when a session exists', async () => {
    const { browser } = await logInAndExchange(USERS.approved.email);
    const silent = authorizeRequest({ prompt: 'none', response_mode: 'web_message' });
    const response = await browser.request(silent.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(APP_ORIGIN);
    const message = webMessage(html);
    expect(message.state).toBe(silent.state);
    expect(message.code).toBeTruthy();
    const tokens = await exchangeCode(issuer, message.code!, silent.verifier);
    const idToken = await jwtVerify(tokens.id_token, jwks(), { issuer, audience: CLIENT_ID });
    expect(idToken.payload.nonce).toBe(silent.nonce);
  });

  it('reports login_required without a session', async () => {
    const silent = authorizeRequest({ prompt: 'none', response_mode: 'web_message' });
    const response = await new TestBrowser(issuer).request(silent.url);
    const message = webMessage(await response.text());
    expect(message.error).toBe('login_required');
    expect(message.state).toBe(silent.state);
  });
});

describe('login page', () => {
  it('lists the seeded users with their role and status and documents the password', async () => {
    const { html } = await openLoginPage(new TestBrowser(issuer));
    expect(html).toContain(`data-email="${USERS.approved.email}"`);
    expect(html).toContain('accountApproved');
    expect(html).toContain(PASSWORD);
    expect(html).toContain('<label for="email">');
  });

  it("shows the seed's demo logins with their descriptions when they exist", async () => {
    await database.db
      .insertInto('users')
      .values({ id: 'ml|1001', hs_id: '1001', email: 'buyer@northwind-foods.co.uk', password_hash: 'scrypt$x$y', account_status: 'accountApproved' })
      .execute();
    try {
      const { html } = await openLoginPage(new TestBrowser(issuer));
      expect(html).toContain('data-email="buyer@northwind-foods.co.uk"');
      expect(html).toContain('Buyer at Northwind Foods');
      expect(html).not.toContain(`data-email="${USERS.approved.email}"`);
    } finally {
      await database.db.deleteFrom('users').where('id', '=', 'ml|1001').execute();
    }
  });

  it('shows a clear error for a wrong password and keeps the typed email', async () => {
    const browser = new TestBrowser(issuer);
    const { interaction, html: page } = await openLoginPage(browser);
    const response = await browser.postForm(`${interaction}/login`, {
      csrf: formToken(page)!,
      email: USERS.approved.email,
      password: 'wrong-password',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('role="alert">Wrong email or password.');
    expect(html).toContain(`value="${USERS.approved.email}"`);
  });

  it('answers a user with no company with access_denied / No Company Data', async () => {
    const browser = new TestBrowser(issuer);
    const { request, callback } = await logIn(browser, USERS.noCompany.email);
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('error_description')).toBe('No Company Data');
    expect(callback.searchParams.get('state')).toBe(request.state);
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it.each([USERS.awaiting, USERS.revoked])('lets a $status user with a company log in (the portal shows the status card)', async (user) => {
    const { tokens } = await logInAndExchange(user.email);
    const idToken = await jwtVerify(tokens.id_token, jwks(), { issuer, audience: CLIENT_ID });
    expect(idToken.payload.sub).toBe(user.id);
  });
});

describe('signup (screen_hint=signup)', () => {
  it('creates a registered, unverified general user, shows a verification link, then completes login', async () => {
    const browser = new TestBrowser(issuer);
    const { html, interaction } = await openLoginPage(browser, { screen_hint: 'signup', connection: 'email' });
    expect(html).toContain('<h1>Create an account</h1>');

    const short = await browser.postForm(`${interaction}/signup`, {
      csrf: formToken(html)!,
      email: 'New.User@Example.co.uk',
      firstname: 'New',
      lastname: 'User',
      password: 'short',
    });
    expect(short.status).toBe(400);
    const shortHtml = await short.text();
    expect(shortHtml).toContain('at least 8 characters');
    expect(shortHtml).toContain('value="New.User@Example.co.uk"');

    const done = await browser.postForm(`${interaction}/signup`, {
      csrf: formToken(html)!,
      email: 'New.User@Example.co.uk',
      firstname: 'New',
      lastname: 'User',
      password: 'a-long-password',
    });
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    const verifyUrl = /id="verify-link">([^<]+)</.exec(doneHtml)?.[1];
    const continueUrl = /class="primary" href="([^"]+)"/.exec(doneHtml)?.[1];
    expect(verifyUrl).toMatch(/\/verify-email\?token=/);
    expect(continueUrl).toBeTruthy();

    const user = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'new.user@example.co.uk')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ account_status: 'registered', email_verified: false, role: 'general', firstname: 'New' });
    expect(user.hs_id).toMatch(/^\d+$/);

    const { leftTo } = await browser.follow(await browser.request(continueUrl!.replaceAll('&amp;', '&')));
    const code = leftTo?.searchParams.get('code');
    expect(code).toBeTruthy();

    const verified = await fetch(verifyUrl!.replaceAll('&amp;', '&'));
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain('Email verified');
    const after = await database.db.selectFrom('users').select('email_verified').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(after.email_verified).toBe(true);
    const again = await fetch(verifyUrl!.replaceAll('&amp;', '&'));
    expect(again.status).toBe(400);

    // Awaiting approval without a company, yet not "No Company Data": they signed up here.
    const { request, callback } = await logIn(new TestBrowser(issuer), 'new.user@example.co.uk', {}, 'a-long-password');
    const tokens = await exchangeCode(issuer, callback.searchParams.get('code')!, request.verifier);
    const idToken = await jwtVerify(tokens.id_token, jwks(), { issuer, audience: CLIENT_ID });
    expect(idToken.payload).toMatchObject({ sub: user.id, email_verified: true, given_name: 'New', family_name: 'User' });
    expect(idToken.payload[METADATA_CLAIM]).toEqual({ hsId: user.hs_id });
  });

  it('links the signup and login pages both ways', async () => {
    const browser = new TestBrowser(issuer);
    const { html, interaction } = await openLoginPage(browser, { screen_hint: 'signup' });
    expect(html).toContain(`href="${interaction}?screen=login"`);
    const login = await (await browser.request(`${interaction}?screen=login`)).text();
    expect(login).toContain('<h1>Log in</h1>');
    expect(login).toContain(`href="${interaction}/signup"`);
  });

  it('refuses an email that is already registered and keeps the form', async () => {
    const browser = new TestBrowser(issuer);
    const { interaction, html: page } = await openLoginPage(browser, { screen_hint: 'signup' });
    const response = await browser.postForm(`${interaction}/signup`, {
      csrf: formToken(page)!,
      email: USERS.approved.email,
      firstname: 'Again',
      lastname: 'User',
      password: 'a-long-password',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('already exists');
    expect(html).toContain('value="Again"');
  });
});

describe('logout (/v2/logout with returnTo)', () => {
  it('ends the session without a confirm screen and returns to the app origin', async () => {
    const { browser } = await logInAndExchange(USERS.approved.email);
    const page = await browser.request(`/v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent(APP_ORIGIN)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="logout" value="yes"');
    expect(html).toContain(".submit()");
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const confirmed = await browser.postForm(action!, { xsrf: xsrf!, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(new URL(confirmed.headers.get('location')!).href).toBe(`${APP_ORIGIN}/`);

    const silent = authorizeRequest({ prompt: 'none', response_mode: 'web_message' });
    const message = webMessage(await (await browser.request(silent.url)).text());
    expect(message.error).toBe('login_required');
  });
});
