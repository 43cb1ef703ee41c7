/**
 * Test harness for the development identity provider: a fresh database (PGlite in a temporary
 * folder, or a fresh schema on PostgreSQL when DATABASE_URL is set), a few users, the provider on
 * a free port, and a tiny cookie-keeping "browser" that drives the real HTTP flow.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Kysely } from 'kysely';
import pg from 'pg';

import { openDatabase } from '../../db/database';
import type { Database } from '../../db/schema';
import { startIdentityProvider, type IdentityProviderOptions, type RunningIdentityProvider } from '../../identity/in-process';
import { hashPassword } from '../password';

export const APP_ORIGIN = 'http://localhost:4000';
export const REDIRECT_URI = `${APP_ORIGIN}/auth/loading`;
export const CLIENT_ID = 'market-lens-spa';
export const AUDIENCE = 'https://api.market-lens.local/api/v2';
export const PASSWORD = 'MarketLens!2026';
export const METADATA_CLAIM = 'https://market-lens.app/metadata';

export const USERS = {
  approved: { id: 'ml|9001', hsId: '9001', email: 'approved@example.co.uk', status: 'accountApproved', company: true },
  // Like the seed's sole trader: never approved, no company linked.
  noCompany: { id: 'ml|9002', hsId: '9002', email: 'nocompany@example.co.uk', status: 'registered', company: false },
  awaiting: { id: 'ml|9003', hsId: '9003', email: 'awaiting@example.co.uk', status: 'registered', company: true },
  revoked: { id: 'ml|9004', hsId: '9004', email: 'revoked@example.co.uk', status: 'revoked', company: true },
} as const;

export interface TestDatabase {
  db: Kysely<Database>;
  /** Where it is, for a server process to open it: the PGlite folder, or the PostgreSQL schema. */
  dataDir?: string;
  schema?: string;
  /** Closes this connection only; the data stays for a reopen. */
  close(): Promise<void>;
  reopen(): Promise<TestDatabase>;
  destroy(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = `idp_test_${randomBytes(5).toString('hex')}`;
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'ml-idp-'));
  const open = async (): Promise<TestDatabase> => {
    const opened = databaseUrl ? await openDatabase({ databaseUrl, schema }) : await openDatabase({ dataDir });
    const handle: TestDatabase = {
      db: opened.db,
      dataDir,
      schema: databaseUrl ? schema : undefined,
      close: () => opened.close(),
      reopen: async () => {
        await opened.close();
        return open();
      },
      destroy: async () => {
        await opened.close();
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
        if (databaseUrl) {
          const client = new pg.Client({ connectionString: databaseUrl });
          await client.connect();
          await client.query(`drop schema if exists ${schema} cascade`);
          await client.end();
        }
      },
    };
    return handle;
  };
  return open();
}

export async function seedUsers(db: Kysely<Database>): Promise<void> {
  const passwordHash = await hashPassword(PASSWORD);
  await db.insertInto('companies').values({ id: 'idp-test-co', name: 'Idp Test Ltd' }).execute();
  for (const user of Object.values(USERS)) {
    await db
      .insertInto('users')
      .values({
        id: user.id,
        hs_id: user.hsId,
        email: user.email,
        password_hash: passwordHash,
        firstname: 'Test',
        lastname: user.hsId,
        email_verified: true,
        account_status: user.status,
      })
      .execute();
    if (user.company) await db.insertInto('user_companies').values({ user_id: user.id, company_id: 'idp-test-co' }).execute();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function issuerFor(port: number): string {
  return `http://localhost:${port}/`;
}

/** The provider's log lines (refusals, error events), kept for the tests that read them. */
export const providerLog: string[] = [];

export function startTestProvider(
  db: Kysely<Database>,
  port: number,
  options: Pick<IdentityProviderOptions, 'mode' | 'log' | 'info' | 'loginThrottle'> & Partial<Pick<IdentityProviderOptions, 'appOrigins'>> = {},
): Promise<RunningIdentityProvider> {
  return startIdentityProvider({
    mode: options.mode,
    log: options.log ?? ((line) => providerLog.push(line)),
    info: options.info ?? ((line) => providerLog.push(line)),
    loginThrottle: options.loginThrottle,
    db,
    host: 'localhost',
    port,
    issuer: issuerFor(port),
    clientId: CLIENT_ID,
    audience: AUDIENCE,
    appOrigins: options.appOrigins ?? [APP_ORIGIN],
  });
}

/** Cookie jar + manual redirects, the way a browser talks to the provider. */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();
  /** Every Set-Cookie header received, as sent. */
  readonly setCookies: string[] = [];

  /** `headers` go with every request (e.g. the X-Forwarded-Proto of a TLS proxy). */
  constructor(
    private readonly issuer: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, ...Object.fromEntries(new Headers(init.headers)) });
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(new URL(url, this.issuer), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      this.setCookies.push(cookie);
      const [pair = '', ...attributes] = cookie.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(raw).getTime() <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * Follows redirects while they stay on the provider; returns the last provider response, or the
   * URL of the first redirect that leaves it (the SPA callback).
   */
  async follow(start: Response): Promise<{ response: Response; leftTo?: URL }> {
    let response = start;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response };
      const next = new URL(location, this.issuer);
      if (next.origin !== new URL(this.issuer).origin) return { response, leftTo: next };
      response = await this.request(next.href);
    }
    throw new Error('too many redirects');
  }
}

export interface AuthorizeRequest {
  state: string;
  nonce: string;
  verifier: string;
  url: string;
}

/** A fresh database with the test users and the provider on a free port: most suites' set-up. */
export async function startSeededProvider(
  options: Parameters<typeof startTestProvider>[2] & { prepare?: (db: Kysely<Database>) => Promise<void> } = {},
): Promise<{ database: TestDatabase; provider: RunningIdentityProvider; issuer: string; port: number }> {
  const { prepare, ...providerOptions } = options;
  const database = await openTestDatabase();
  await seedUsers(database.db);
  await prepare?.(database.db);
  const port = await freePort();
  const provider = await startTestProvider(database.db, port, providerOptions);
  return { database, provider, issuer: issuerFor(port), port };
}

export async function stopSeededProvider(started: { database?: TestDatabase; provider?: RunningIdentityProvider }): Promise<void> {
  await started.provider?.close();
  await started.database?.destroy();
}

export function authorizeRequest(extra: Record<string, string> = {}): AuthorizeRequest {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email offline_access read:current_user',
    audience: AUDIENCE,
    state,
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    auth0Client: Buffer.from(JSON.stringify({ name: 'auth0-react', version: '2.x' })).toString('base64'),
    ...extra,
  });
  return { state, nonce, verifier, url: `/authorize?${params}` };
}

export function interactionPath(html: string): string {
  const action = /action="(\/interaction\/[\w-]+)\/login"/.exec(html) ?? /action="(\/interaction\/[\w-]+)\/signup"/.exec(html);
  if (!action?.[1]) throw new Error(`no interaction form in page: ${html.slice(0, 300)}`);
  return action[1];
}

/** The anti-forgery token of the login or signup form in a page (server/identity-provider/form-token.ts). */
export function formToken(html: string): string | undefined {
  return /name="csrf" value="([^"]+)"/.exec(html)?.[1];
}

/** Starts an authorization request and returns the login page the provider shows. */
export async function openLoginPage(browser: TestBrowser, extra: Record<string, string> = {}) {
  const request = authorizeRequest(extra);
  const { response } = await browser.follow(await browser.request(request.url));
  const html = await response.text();
  return { request, response, html, interaction: interactionPath(html) };
}

/** Logs in through the login page; returns the callback URL the SPA would receive. */
export async function logIn(browser: TestBrowser, email: string, extra: Record<string, string> = {}, password = PASSWORD) {
  const { request, interaction, html } = await openLoginPage(browser, extra);
  const submitted = await browser.postForm(`${interaction}/login`, { csrf: formToken(html) ?? '', email, password });
  const { leftTo } = await browser.follow(submitted);
  if (!leftTo) throw new Error(`login did not return to the app (status ${submitted.status})`);
  return { request, callback: leftTo };
}

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export async function tokenRequest(issuer: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL('oauth/token', issuer), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: APP_ORIGIN,
      'auth0-client': Buffer.from('{"name":"auth0-spa-js"}').toString('base64'),
    },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...fields }).toString(),
  });
}

export async function exchangeCode(issuer: string, code: string, verifier: string): Promise<TokenResponse> {
  const response = await tokenRequest(issuer, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
  });
  if (response.status !== 200) throw new Error(`token exchange failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenResponse;
}
