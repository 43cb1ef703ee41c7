// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningIdentityProvider } from '../../identity/in-process';
import { APP_ORIGIN, authorizeRequest, CLIENT_ID, formToken, logIn, openLoginPage, PASSWORD, REDIRECT_URI, startSeededProvider, stopSeededProvider, TestBrowser, type TestDatabase, USERS } from './idp-harness';

let database: TestDatabase;
let provider: RunningIdentityProvider;
let issuer: string;
const log: string[] = [];

beforeAll(async () => {
  ({ database, provider, issuer } = await startSeededProvider({ log: (line) => log.push(line) }));
}, 60_000);

afterAll(() => stopSeededProvider({ database, provider }));

/** The log lines written while `action` ran. */
async function logged(action: () => Promise<unknown>): Promise<string[]> {
  const from = log.length;
  await action();
  return log.slice(from);
}

const lastLogin = async (id: string) =>
  (await database.db.selectFrom('users').select('last_login_at').where('id', '=', id).executeTakeFirstOrThrow()).last_login_at;

function webMessageError(html: string): string | undefined {
  return /"error":\s*"([^"]+)"/.exec(html)?.[1];
}

describe('anti-forgery token of the login and signup forms', () => {
  it('is in every form of the pages, bound to the interaction', async () => {
    const first = await openLoginPage(new TestBrowser(issuer));
    const second = await openLoginPage(new TestBrowser(issuer));
    const token = formToken(first.html)!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(formToken(second.html)).not.toBe(token);
    // The login form and the Cancel form both carry it.
    expect(first.html.match(/name="csrf" value="([^"]+)"/g)).toEqual([`name="csrf" value="${token}"`, `name="csrf" value="${token}"`]);

    const browser = new TestBrowser(issuer);
    const signup = await openLoginPage(browser, { screen_hint: 'signup' });
    expect(signup.html).toContain('<h1>Create an account</h1>');
    const signupToken = formToken(signup.html)!;
    const again = await (await browser.request(`${signup.interaction}/signup`)).text();
    expect(formToken(again)).toBe(signupToken);
  });

  it('refuses a login post without it with a clear page and logs no one in', async () => {
    const browser = new TestBrowser(issuer);
    const { interaction } = await openLoginPage(browser);
    const before = await lastLogin(USERS.approved.id);
    let response!: Response;
    const lines = await logged(async () => {
      response = await browser.postForm(`${interaction}/login`, { email: USERS.approved.email, password: PASSWORD });
    });
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('<h1>Form not accepted</h1>');
    expect(html).toContain('role="alert">This form did not come from the login page you have open');
    expect(html).toContain('nothing was changed');
    expect(lines).toEqual([expect.stringMatching(/^\[idp\] refused POST \/interaction\/[\w-]+\/login: no form token \(403\)$/)]);

    expect(await lastLogin(USERS.approved.id)).toEqual(before);
    const silent = authorizeRequest({ prompt: 'none', response_mode: 'web_message' });
    expect(webMessageError(await (await browser.request(silent.url)).text())).toBe('login_required');
  });

  it("refuses another interaction's token (a forged post from someone else's login) and keeps the victim's login open", async () => {
    const attacker = await openLoginPage(new TestBrowser(issuer));
    const victim = new TestBrowser(issuer);
    const { interaction, html, request } = await openLoginPage(victim);
    const forged = await victim.postForm(`${interaction}/login`, {
      csrf: formToken(attacker.html)!,
      email: USERS.approved.email,
      password: PASSWORD,
    });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('Form not accepted');
    expect(log.at(-1)).toMatch(/form token of another interaction \(403\)$/);

    // Nothing changed: the same login page is still open and takes the real post.
    const page = await victim.request(interaction);
    expect(page.status).toBe(200);
    const submitted = await victim.postForm(`${interaction}/login`, { csrf: formToken(html)!, email: USERS.approved.email, password: PASSWORD });
    const { leftTo } = await victim.follow(submitted);
    expect(leftTo?.origin + leftTo!.pathname).toBe(REDIRECT_URI);
    expect(leftTo?.searchParams.get('state')).toBe(request.state);
    expect(leftTo?.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a signup post without it and creates no account', async () => {
    const browser = new TestBrowser(issuer);
    const { interaction } = await openLoginPage(browser, { screen_hint: 'signup' });
    const response = await browser.postForm(`${interaction}/signup`, {
      email: 'forged.signup@example.co.uk',
      firstname: 'Forged',
      lastname: 'Signup',
      password: 'a-long-password',
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('Form not accepted');
    const created = await database.db.selectFrom('users').select('id').where('email', '=', 'forged.signup@example.co.uk').execute();
    expect(created).toEqual([]);
  });

  it('refuses a Cancel post without it and leaves the login going', async () => {
    const browser = new TestBrowser(issuer);
    const { interaction } = await openLoginPage(browser);
    const response = await browser.postForm(`${interaction}/abort`, {});
    expect(response.status).toBe(403);
    expect((await browser.request(interaction)).status).toBe(200);
  });
});

describe('refused form posts', () => {
  it('show the login form again with the typed email (escaped) and the reason', async () => {
    const browser = new TestBrowser(issuer);
    const { interaction, html } = await openLoginPage(browser);
    let response!: Response;
    const lines = await logged(async () => {
      response = await browser.request(`${interaction}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `csrf=${formToken(html)}&email=%3Cb%3Eann%00%3C%2Fb%3E%40example.co.uk&password=secret`,
      });
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('<h1>Log in</h1>');
    expect(page).toContain('role="alert">Your email address contains a character that cannot be used');
    expect(page).toContain('value="&lt;b&gt;ann\ufffd&lt;/b&gt;@example.co.uk"');
    expect(page).not.toContain('secret');
    expect(formToken(page)).toBe(formToken(html));
    expect(lines).toEqual([expect.stringMatching(/^\[idp\] refused POST \/interaction\/[\w-]+\/login: control character in email \(400\)$/)]);
  });

  it('show the signup form again with what was typed, cut at the length accepted', async () => {
    const browser = new TestBrowser(issuer);
    const { interaction, html } = await openLoginPage(browser, { screen_hint: 'signup' });
    const long = 'L'.repeat(5000);
    const response = await browser.postForm(`${interaction}/signup`, {
      csrf: formToken(html)!,
      email: 'long.name@example.co.uk',
      firstname: '"Ann" <i>',
      lastname: long,
      password: 'a-long-password',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('<h1>Create an account</h1>');
    expect(page).toContain('role="alert">Your last name is too long: at most 4,096 characters are accepted.');
    expect(page).toContain('value="long.name@example.co.uk"');
    expect(page).toContain('value="&quot;Ann&quot; &lt;i&gt;"');
    expect(page).toContain(`value="${'L'.repeat(4096)}"`);
    expect(page).not.toContain('L'.repeat(4097));
    const created = await database.db.selectFrom('users').select('id').where('email', '=', 'long.name@example.co.uk').execute();
    expect(created).toEqual([]);
  });

  it("answer the refusal page, not the form, when the post is not the visitor's current login", async () => {
    const stranger = await openLoginPage(new TestBrowser(issuer));
    const response = await new TestBrowser(issuer).postForm(`${stranger.interaction}/login`, {
      csrf: 'x',
      email: 'a\u0000b@example.co.uk',
      password: 'p',
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('<h1>This request could not be handled</h1>');
    expect(page).not.toContain('name="csrf"');
  });
});

describe('OAuth endpoints and the rest', () => {
  it('answer the OAuth error JSON, readable by the app origin', async () => {
    const response = await fetch(new URL('oauth/token', issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: APP_ORIGIN },
      body: `client_id=${CLIENT_ID}%00&grant_type=refresh_token&refresh_token=abc`,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description:
        "The parameter 'client_id' contains a character that cannot be used, such as a null byte or another control character. Remove it and try again.",
    });
  });

  it('answer a request too large for the HTTP parser with the page too', async () => {
    let response!: Response;
    const lines = await logged(async () => {
      response = await fetch(new URL(`authorize?state=${'a'.repeat(200 * 1024)}`, issuer));
    });
    expect(response.status).toBe(431);
    expect(await response.text()).toContain('role="alert">The address or the request headers are too long.');
    expect(lines).toEqual(['[idp] refused an unreadable request: HPE_HEADER_OVERFLOW (431)']);
  });

  it("log oidc-provider's own client errors on one line", async () => {
    const lines = await logged(() =>
      fetch(new URL('oauth/token', issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: 'not-a-token' }).toString(),
      }),
    );
    expect(lines).toEqual(['[idp] grant.error POST /oauth/token: invalid_grant (grant request is invalid)']);
  });

  it('still log a demo user in', async () => {
    const { callback } = await logIn(new TestBrowser(issuer), USERS.approved.email);
    expect(callback.searchParams.get('code')).toBeTruthy();
  });
});
