// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readMode } from '../../config';
import type { RunningIdentityProvider } from '../../identity/in-process';
import {
  authorizeRequest,
  exchangeCode,
  formToken,
  freePort,
  issuerFor,
  logIn,
  openTestDatabase,
  PASSWORD,
  REDIRECT_URI,
  seedUsers,
  startTestProvider,
  TestBrowser,
  USERS,
  type TestDatabase,
} from './idp-harness';

let database: TestDatabase;
const providers: RunningIdentityProvider[] = [];
let demoIssuer: string;
let productionIssuer: string;

// Both modes on one database, as a deployment and a local run would be.
beforeAll(async () => {
  database = await openTestDatabase();
  await seedUsers(database.db);
  const [demoPort, productionPort] = [await freePort(), await freePort()];
  demoIssuer = issuerFor(demoPort);
  productionIssuer = issuerFor(productionPort);
  providers.push(await startTestProvider(database.db, demoPort, { mode: 'demo' }));
  providers.push(await startTestProvider(database.db, productionPort, { mode: 'production' }));
}, 60_000);

afterAll(async () => {
  for (const provider of providers) await provider.close();
  await database?.destroy();
});

interface CookieAttributes {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | undefined;
}

function attributesOf(setCookie: string): CookieAttributes {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const named = new Map(attributes.map((attribute) => [attribute.split('=')[0]!.toLowerCase(), attribute.split('=')[1]]));
  return {
    name: pair.slice(0, pair.indexOf('=')),
    secure: named.has('secure'),
    httpOnly: named.has('httponly'),
    sameSite: named.get('samesite')?.toLowerCase(),
  };
}

/** The provider's cookies: the session and interaction cookies and their signatures. */
const EXPECTED_COOKIES = ['_interaction', '_interaction.sig', '_interaction_resume', '_interaction_resume.sig', '_session', '_session.sig'];

/**
 * A login as a browser behind the deployment's proxy makes it: X-Forwarded-Proto on every request,
 * redirects to the provider's https address followed on the same server.
 */
async function logInBehindProxy(issuer: string, headers: Record<string, string> = {}) {
  const browser = new TestBrowser(issuer, { 'x-forwarded-proto': 'https', ...headers });
  const request = authorizeRequest();
  const httpsOrigin = new URL(issuer).origin.replace(/^http:/, 'https:');
  const redirects: string[] = [];
  let response = await browser.request(request.url);
  let html = '';
  for (let hops = 0; hops < 10; hops += 1) {
    const location = response.headers.get('location');
    if (!location) {
      html = await response.text();
      if (!html.includes('/login" novalidate')) break;
      const interaction = /action="(\/interaction\/[\w-]+)\/login"/.exec(html)![1]!;
      response = await browser.postForm(`${interaction}/login`, { csrf: formToken(html)!, email: USERS.approved.email, password: PASSWORD });
      continue;
    }
    const next = new URL(location, httpsOrigin);
    redirects.push(next.href);
    if (next.origin !== httpsOrigin) return { browser, request, redirects, callback: next };
    response = await browser.request(next.pathname + next.search);
  }
  throw new Error(`the login did not return to the app: ${html.slice(0, 300)}`);
}

describe('demo mode (plain-HTTP localhost)', () => {
  it('sets HttpOnly, SameSite cookies without Secure, and the login works over HTTP', async () => {
    const browser = new TestBrowser(demoIssuer);
    const { request, callback } = await logIn(browser, USERS.approved.email);
    const tokens = await exchangeCode(demoIssuer, callback.searchParams.get('code')!, request.verifier);
    expect(tokens.id_token).toBeTruthy();

    const cookies = browser.setCookies.map(attributesOf);
    expect([...new Set(cookies.map(({ name }) => name))].sort()).toEqual(EXPECTED_COOKIES);
    for (const cookie of cookies) expect(cookie).toEqual({ name: cookie.name, secure: false, httpOnly: true, sameSite: 'lax' });

    // The session cookie comes back over HTTP: a silent login finds the session.
    const silent = authorizeRequest({ prompt: 'none', response_mode: 'web_message' });
    const html = await (await browser.request(silent.url)).text();
    expect(html).toContain('"code"');
  });

  it('trusts no X-Forwarded-Proto header', async () => {
    const browser = new TestBrowser(demoIssuer, { 'x-forwarded-proto': 'https' });
    const { callback } = await logIn(browser, USERS.approved.email);
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(browser.setCookies.map(attributesOf).filter(({ secure }) => secure)).toEqual([]);
  });
});

describe('production mode (behind a TLS-terminating proxy)', () => {
  it('trusts X-Forwarded-Proto and marks every cookie Secure, HttpOnly and SameSite', async () => {
    const { browser, request, redirects, callback } = await logInBehindProxy(productionIssuer);
    // Addresses the provider builds are https, as the proxy tells it.
    expect(redirects.some((href) => href.startsWith(`${productionIssuer.replace(/^http:/, 'https:')}authorize/`))).toBe(true);
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    const tokens = await exchangeCode(productionIssuer, callback.searchParams.get('code')!, request.verifier);
    expect(tokens.access_token).toBeTruthy();

    const cookies = browser.setCookies.map(attributesOf);
    expect([...new Set(cookies.map(({ name }) => name))].sort()).toEqual(EXPECTED_COOKIES);
    for (const cookie of cookies) expect(cookie).toEqual({ name: cookie.name, secure: true, httpOnly: true, sameSite: 'lax' });
  });

  it('takes only the scheme from the proxy, not the host', async () => {
    const { redirects, callback } = await logInBehindProxy(productionIssuer, { 'x-forwarded-host': 'evil.example' });
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(redirects.filter((href) => href.includes('evil.example'))).toEqual([]);
  });

  it('marks them Secure even when the proxy leaves the header out', async () => {
    const browser = new TestBrowser(productionIssuer);
    await browser.follow(await browser.request(authorizeRequest().url));
    expect(browser.setCookies.length).toBeGreaterThanOrEqual(4);
    for (const cookie of browser.setCookies.map(attributesOf)) {
      expect(cookie).toEqual({ name: cookie.name, secure: true, httpOnly: true, sameSite: 'lax' });
    }
  });
});

describe('MARKET_LENS_MODE', () => {
  it('is demo unless set to production, and refuses anything else', () => {
    expect(readMode(undefined)).toBe('demo');
    expect(readMode('')).toBe('demo');
    expect(readMode('demo')).toBe('demo');
    expect(readMode(' Production ')).toBe('production');
    expect(() => readMode('prod')).toThrow('MARKET_LENS_MODE must be one of demo, production (got "prod")');
  });
});
