// @vitest-environment node
// MARKET_LENS_MODE decides which origins may receive a login (server/config.ts), and the one
// password policy (domain/password-policy.ts) that every password-setting form uses.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEV_SERVER_ORIGIN, loadConfig } from '../../config';
import { checkPassword, MIN_PASSWORD_LENGTH } from '../../../domain/password-policy';
import { waitInWords } from '../login-throttle';
import { authorizeRequest, CLIENT_ID, openLoginPage, startSeededProvider, stopSeededProvider, TestBrowser } from './idp-harness';

describe('run mode and login redirects', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('demo mode (the default of npm start) lets the Vite dev server receive logins', () => {
    vi.stubEnv('MARKET_LENS_MODE', '');
    vi.stubEnv('PORT', '4500');
    const config = loadConfig();
    expect(config.mode).toBe('demo');
    expect(config.appOrigins).toEqual(['http://localhost:4500', DEV_SERVER_ORIGIN]);
  });

  it('production mode allows only the portal origin (and APP_ORIGIN)', () => {
    vi.stubEnv('MARKET_LENS_MODE', 'production');
    vi.stubEnv('PORT', '4500');
    vi.stubEnv('APP_ORIGIN', 'https://portal.example.co.uk');
    const config = loadConfig();
    expect(config.mode).toBe('production');
    expect(config.appOrigins).toEqual(['http://localhost:4500', 'https://portal.example.co.uk']);
    expect(config.appOrigins).not.toContain(DEV_SERVER_ORIGIN);
  });
});

describe('the Vite dev-server origin at the running provider', () => {
  const devRedirect = `${DEV_SERVER_ORIGIN}/auth/loading`;
  // The SDK's token call from a page of the dev server (oidc-provider answers any preflight and
  // decides on the call itself, once it knows the client).
  const tokenCallFromDevServer = (issuer: string) =>
    fetch(new URL('oauth/token', issuer), {
      method: 'POST',
      headers: { origin: DEV_SERVER_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: 'not-a-token' }).toString(),
    });
  let started: Awaited<ReturnType<typeof startSeededProvider>> | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    if (started) await stopSeededProvider(started);
    started = undefined;
  });

  /** The provider started with the origins server/config.ts gives the mode, as server/main.ts does. */
  async function providerIn(mode: 'demo' | 'production') {
    vi.stubEnv('MARKET_LENS_MODE', mode);
    vi.stubEnv('APP_ORIGIN', '');
    started = await startSeededProvider({ mode, appOrigins: loadConfig().appOrigins });
    return started.issuer;
  }

  it('is a registered login redirect and CORS origin in demo mode', async () => {
    const issuer = await providerIn('demo');
    const { response } = await openLoginPage(new TestBrowser(issuer), { redirect_uri: devRedirect });
    expect(response.status).toBe(200);
    const call = await tokenCallFromDevServer(issuer);
    expect(call.headers.get('access-control-allow-origin')).toBe(DEV_SERVER_ORIGIN);
    expect(await call.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('is neither in production mode: a login for it is refused before the login page', async () => {
    const issuer = await providerIn('production');
    const browser = new TestBrowser(issuer, { 'x-forwarded-proto': 'https' });
    const { response } = await browser.follow(await browser.request(authorizeRequest({ redirect_uri: devRedirect }).url));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/redirect_uri/);
    const call = await tokenCallFromDevServer(issuer);
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
    expect(await call.json()).toMatchObject({ error: 'invalid_request', error_description: expect.stringMatching(/origin .* not allowed/) });
  });
});

describe('password policy', () => {
  const person = { email: 'dora.keen@lakeside-mills.co.uk', firstname: 'Dora', lastname: 'Keen' };

  it.each(['password', '12345678', 'qwertyuiop', 'Password1!', 'p@ssw0rd123', 'iloveyou', 'aaaaaaaaaa', 'abcdefgh'])(
    'refuses the common or patterned password %j',
    (password) => {
      expect(checkPassword(password, person)).toMatch(/^This password is too easy to guess\. .*Choose a longer one/);
    },
  );

  it('refuses short passwords and passwords of spaces with their own sentence', () => {
    expect(checkPassword('Zq9!', person)).toBe(`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters.`);
    expect(checkPassword(' '.repeat(8), person)).toBe('Choose a password that is not only spaces.');
    expect(checkPassword(' '.repeat(30), person)).toBe('Choose a password that is not only spaces.');
  });

  it("refuses the person's own email and name", () => {
    expect(checkPassword('dora.keen@lakeside-mills.co.uk', person)).toMatch(/^This password is too easy to guess\./);
    expect(checkPassword('DoraKeen1', person)).toMatch(/^This password is too easy to guess\./);
    expect(checkPassword('lakeside-mills', person)).toMatch(/^This password is too easy to guess\./);
  });

  it('accepts long unrelated words and strong random passwords', () => {
    for (const password of ['tulip-anchor-velvet-91', 'correct horse battery staple', 'MarketLens!2026', 'v7#Qm2!xLp9z']) {
      expect(checkPassword(password, person)).toBeUndefined();
    }
  });

  it('answers quickly also for very long input', () => {
    const started = performance.now();
    expect(checkPassword('x'.repeat(4096), person)).toMatch(/^This password is too easy to guess\./);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('lock wait in words', () => {
  it.each([
    [1, '1 second'],
    [40_000, '40 seconds'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [15 * 60_000, '15 minutes'],
  ])('%d ms → %s', (milliseconds, words) => {
    expect(waitInWords(milliseconds)).toBe(words);
  });
});
