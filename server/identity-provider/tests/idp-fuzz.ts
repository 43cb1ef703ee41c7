/**
 * Hostile requests for every identity-provider route (server/identity-provider/request-boundary.ts): each
 * parameter of each route in turn gets a NUL byte, a lone surrogate, an invalid escape, a control
 * character, an overlong encoding, a 100 KB value, a second copy and a list-style name; each route
 * also gets a JSON body, other content types, other methods and a hostile path. The other
 * parameters keep plausible values, so the hostile one is what the provider must cope with.
 */
import { randomBytes } from 'node:crypto';

import { authorizeRequest, CLIENT_ID, APP_ORIGIN, REDIRECT_URI, AUDIENCE, TestBrowser, openLoginPage, formToken } from './idp-harness';

export type RouteKind = 'html' | 'oauth';

export interface FuzzRoute {
  name: string;
  method: 'GET' | 'POST';
  /** `{uid}` is replaced by the uid of a fresh login interaction opened in the request's own browser. */
  path: string;
  kind: RouteKind;
  /** The other method the same path takes (not sent as a wrong one). */
  alsoTakes?: 'GET' | 'POST';
  /** Plausible values; `{csrf}` is replaced by the fresh interaction's form token. */
  params: [string, string][];
}

export interface FuzzCase {
  route: FuzzRoute;
  label: string;
  method: string;
  /** Raw path and query, percent-escapes exactly as sent. */
  target: string;
  contentType?: string;
  body?: string;
  /** A method the route does not take: the answer may be 405. */
  wrongMethod?: boolean;
}

const STATE = randomBytes(8).toString('base64url');

export function fuzzRoutes(): FuzzRoute[] {
  const authorize = new URL(authorizeRequest().url, 'http://x');
  const authorizeParams: [string, string][] = [
    ...authorize.searchParams.entries(),
    ['prompt', 'login'],
    ['screen_hint', 'signup'],
    ['connection', 'email'],
    ['max_age', '3600'],
    ['login_hint', 'someone@example.co.uk'],
    ['ui_locales', 'en-GB'],
  ];
  return [
    { name: 'authorize', method: 'GET', path: '/authorize', kind: 'html', params: authorizeParams },
    { name: 'resume', method: 'GET', path: '/authorize/{uid}', kind: 'html', params: [] },
    {
      name: 'token (code)',
      method: 'POST',
      path: '/oauth/token',
      kind: 'oauth',
      params: [
        ['client_id', CLIENT_ID],
        ['grant_type', 'authorization_code'],
        ['code', randomBytes(32).toString('base64url')],
        ['code_verifier', randomBytes(32).toString('base64url')],
        ['redirect_uri', REDIRECT_URI],
      ],
    },
    {
      name: 'token (refresh)',
      method: 'POST',
      path: '/oauth/token',
      kind: 'oauth',
      params: [
        ['client_id', CLIENT_ID],
        ['grant_type', 'refresh_token'],
        ['refresh_token', randomBytes(32).toString('base64url')],
        ['scope', 'openid profile email offline_access'],
        ['audience', AUDIENCE],
      ],
    },
    {
      name: 'revoke',
      method: 'POST',
      path: '/oauth/revoke',
      kind: 'oauth',
      params: [
        ['client_id', CLIENT_ID],
        ['token', randomBytes(32).toString('base64url')],
        ['token_type_hint', 'refresh_token'],
      ],
    },
    {
      name: 'logout',
      method: 'GET',
      path: '/v2/logout',
      kind: 'html',
      params: [
        ['client_id', CLIENT_ID],
        ['returnTo', APP_ORIGIN],
        ['post_logout_redirect_uri', `${APP_ORIGIN}/`],
        ['id_token_hint', 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln'],
        ['state', STATE],
        ['logout_hint', 'someone@example.co.uk'],
        ['ui_locales', 'en-GB'],
      ],
    },
    {
      name: 'logout confirm',
      method: 'POST',
      path: '/v2/logout/confirm',
      kind: 'html',
      params: [
        ['xsrf', randomBytes(16).toString('hex')],
        ['logout', 'yes'],
      ],
    },
    { name: 'logout success', method: 'GET', path: '/v2/logout/success', kind: 'html', params: [['client_id', CLIENT_ID]] },
    { name: 'interaction', method: 'GET', path: '/interaction/{uid}', kind: 'html', params: [['screen', 'login']] },
    { name: 'signup page', method: 'GET', path: '/interaction/{uid}/signup', kind: 'html', alsoTakes: 'POST', params: [['screen', 'signup']] },
    {
      name: 'login form',
      method: 'POST',
      path: '/interaction/{uid}/login',
      kind: 'html',
      // A wrong password: no hostile variant may log anyone in by accident.
      params: [
        ['csrf', '{csrf}'],
        ['email', 'approved@example.co.uk'],
        ['password', 'not-the-password'],
      ],
    },
    {
      name: 'signup form',
      method: 'POST',
      path: '/interaction/{uid}/signup',
      kind: 'html',
      alsoTakes: 'GET',
      params: [
        ['csrf', '{csrf}'],
        ['email', 'fuzz@example.co.uk'],
        ['firstname', 'Fuzz'],
        ['lastname', 'Tester'],
        ['password', 'a-long-password'],
      ],
    },
    { name: 'abort', method: 'POST', path: '/interaction/{uid}/abort', kind: 'html', params: [['csrf', '{csrf}']] },
    { name: 'verify email', method: 'GET', path: '/verify-email', kind: 'html', params: [['token', randomBytes(24).toString('base64url')]] },
    { name: 'jwks', method: 'GET', path: '/.well-known/jwks.json', kind: 'oauth', params: [['format', 'jwk']] },
    { name: 'discovery', method: 'GET', path: '/.well-known/openid-configuration', kind: 'oauth', params: [['format', 'json']] },
    { name: 'userinfo (GET)', method: 'GET', path: '/userinfo', kind: 'oauth', alsoTakes: 'POST', params: [['access_token', randomBytes(32).toString('base64url')]] },
    { name: 'userinfo (POST)', method: 'POST', path: '/userinfo', kind: 'oauth', alsoTakes: 'GET', params: [['access_token', randomBytes(32).toString('base64url')]] },
  ];
}

const encode = (value: string) => encodeURIComponent(value);

/** Raw (already escaped) hostile replacements for one value. */
const HOSTILE_VALUES: [label: string, raw: (plain: string) => string][] = [
  ['NUL byte', (plain) => `${encode(plain)}%00x`],
  ['lone surrogate', () => '%ED%A0%80'],
  ['invalid escape', () => '%E0%A4%A'],
  ['control character', (plain) => `${encode(plain)}%1B[2J`],
  ['overlong NUL', () => '%C0%80'],
  ['100 KB value', () => 'a'.repeat(100 * 1024)],
];

function serialise(params: [string, string][]): string {
  return params.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
}

function targetOf(route: FuzzRoute, query: string): string {
  return query ? `${route.path}?${query}` : route.path;
}

function withParams(route: FuzzRoute, label: string, encoded: string): FuzzCase {
  return route.method === 'GET'
    ? { route, label, method: 'GET', target: targetOf(route, encoded) }
    : { route, label, method: 'POST', target: route.path, contentType: 'application/x-www-form-urlencoded', body: encoded };
}

export function fuzzCases(routes: FuzzRoute[] = fuzzRoutes()): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const route of routes) {
    // Routes without parameters still get an unexpected one.
    const params: [string, string][] = route.params.length > 0 ? route.params : [['x', 'y']];
    params.forEach(([name, plain], index) => {
      const others = (replacement: string) =>
        params.map(([otherName, otherValue], otherIndex) => (otherIndex === index ? replacement : `${encode(otherName)}=${encode(otherValue)}`)).join('&');
      for (const [label, hostile] of HOSTILE_VALUES) cases.push(withParams(route, `${name}: ${label}`, others(`${encode(name)}=${hostile(plain)}`)));
      cases.push(withParams(route, `${name}: repeated`, `${serialise(params)}&${encode(name)}=${encode(plain)}`));
      cases.push(withParams(route, `${name}: list`, others(`${encode(name)}[]=${encode(plain)}`)));
      cases.push(withParams(route, `${name}: NUL in the name`, others(`${encode(name)}%00=${encode(plain)}`)));
    });

    const plainBody = serialise(params);
    const json = JSON.stringify(Object.fromEntries(params.map(([name, value]) => [name, [value, '\u0000']])));
    if (route.method === 'POST') {
      cases.push({ route, label: 'JSON body', method: 'POST', target: route.path, contentType: 'application/json', body: json });
      cases.push({ route, label: 'text body', method: 'POST', target: route.path, contentType: 'text/plain', body: plainBody });
      cases.push({
        route,
        label: 'multipart body',
        method: 'POST',
        target: route.path,
        contentType: 'multipart/form-data; boundary=x',
        body: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--\r\n`,
      });
      if (route.alsoTakes !== 'GET') cases.push({ route, label: 'form in the query of a GET', method: 'GET', target: targetOf(route, plainBody), wrongMethod: true });
      cases.push({ route, label: '100 KB body', method: 'POST', target: route.path, contentType: 'application/x-www-form-urlencoded', body: `${plainBody}&x=${'a'.repeat(100 * 1024)}` });
    } else {
      const wrongMethod = route.alsoTakes !== 'POST';
      cases.push({ route, label: 'JSON POST', method: 'POST', target: route.path, contentType: 'application/json', body: json, wrongMethod });
      if (wrongMethod) cases.push({ route, label: 'form POST', method: 'POST', target: route.path, contentType: 'application/x-www-form-urlencoded', body: plainBody, wrongMethod });
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      cases.push({ route, label: `${method}`, method, target: targetOf(route, route.method === 'GET' ? plainBody : ''), wrongMethod: true });
    }
    const hostilePath = route.path.includes('{uid}') ? route.path.replace('{uid}', '%00') : `${route.path}%00`;
    cases.push({ ...withParams(route, 'NUL in the path', plainBody), target: route.method === 'GET' ? targetOf({ ...route, path: hostilePath }, plainBody) : hostilePath });
    const brokenPath = route.path.includes('{uid}') ? route.path.replace('{uid}', '%ED%A0%80') : `${route.path}%E0%A4%A`;
    cases.push({ ...withParams(route, 'invalid escape in the path', plainBody), target: route.method === 'GET' ? targetOf({ ...route, path: brokenPath }, plainBody) : brokenPath });
  }
  return cases;
}

export interface FuzzResult {
  fuzzCase: FuzzCase;
  status: number;
  contentType: string;
  allow: string | null;
  body: string;
}

/**
 * Sends one hostile request the way a browser would: interaction routes first open a login in
 * their own cookie jar, so the request reaches a live interaction.
 */
export async function sendCase(issuer: string, fuzzCase: FuzzCase): Promise<FuzzResult> {
  const browser = new TestBrowser(issuer);
  let { target, body } = fuzzCase;
  if (target.includes('{uid}') || body?.includes('%7Bcsrf%7D')) {
    const { interaction, html } = await openLoginPage(browser);
    const uid = interaction.slice('/interaction/'.length);
    const csrf = formToken(html) ?? '';
    target = target.replaceAll('{uid}', uid);
    body = body?.replaceAll('%7Bcsrf%7D', encode(csrf));
    if (target.includes('%7Bcsrf%7D')) target = target.replaceAll('%7Bcsrf%7D', encode(csrf));
  }
  const headers: Record<string, string> = { accept: fuzzCase.route.kind === 'html' ? 'text/html' : 'application/json' };
  if (fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType;
  const response = await browser.request(target, { method: fuzzCase.method, headers, body });
  return {
    fuzzCase,
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    allow: response.headers.get('allow'),
    body: await response.text(),
  };
}

/** Runs every case with a few in flight at once; the results come back in the cases' order. */
export async function runCases(issuer: string, cases: FuzzCase[], concurrency = 4): Promise<FuzzResult[]> {
  const results: FuzzResult[] = new Array<FuzzResult>(cases.length);
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const index = next;
      next += 1;
      results[index] = await sendCase(issuer, cases[index]!);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

export function statusCounts(results: FuzzResult[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const OAUTH_ERROR_KEYS = new Set(['error', 'error_description', 'error_uri', 'state', 'iss']);

/**
 * Why a response is not an acceptable refusal, or undefined when it is: status 400 (405 with an
 * Allow header for a method the route does not take), and either the provider's own page with a
 * sentence in an alert (HTML routes) or the OAuth error JSON (OAuth endpoints).
 */
export function refusalProblem(result: FuzzResult): string | undefined {
  const { fuzzCase, status, contentType, allow, body } = result;
  if (status >= 500) return `server error ${status}`;
  if (status === 405) {
    if (!fuzzCase.wrongMethod) return '405 for a method the route takes';
    if (!allow) return '405 without an Allow header';
  } else if (status !== 400) {
    return `status ${status}`;
  }
  if (fuzzCase.route.kind === 'oauth') {
    if (!contentType.startsWith('application/json')) return `content type ${contentType} instead of the OAuth error JSON`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return 'a body that is not JSON';
    }
    if (typeof parsed !== 'object' || parsed === null) return 'JSON that is not an object';
    const error = parsed as Record<string, unknown>;
    if (error.error !== 'invalid_request') return `error ${String(error.error)} instead of invalid_request`;
    if (typeof error.error_description !== 'string' || error.error_description.length === 0) return 'no error_description';
    const extra = Object.keys(error).filter((key) => !OAUTH_ERROR_KEYS.has(key));
    if (extra.length > 0) return `unexpected keys ${extra.join(', ')}`;
    return undefined;
  }
  if (!contentType.startsWith('text/html')) return `content type ${contentType} instead of the HTML page`;
  if (!body.includes('<p class="brand">Market Lens</p>')) return 'not the provider’s page';
  const alert = /role="alert">([^<]+)</.exec(body)?.[1];
  if (!alert || alert.length < 20) return 'no sentence explaining the refusal';
  return undefined;
}
