// @vitest-environment node
// Input hardening (docs/security.md): the token is checked before the body is read, bodies are
// bounded in size and depth, JSON bodies are not coerced, nothing recurses over user input, and
// every layer answers in the contract's error shape with the security headers.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { findNulField } from '../../server/errors';
import { jsonDepth, MAX_JSON_DEPTH } from '../../server/json-body';
import { inlineHashes, PORTAL_INLINE_STYLES, portalContentSecurityPolicy } from '../../server/security-headers';
import { deepJson } from './harness/fuzz-cases';
import { createTestApp, expectErrorShape, USERS, type TestContext } from './harness/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const profileUrl = `/api/v2/user/${encodeURIComponent(USERS.northwind)}/profile`;
const json = { 'content-type': 'application/json' };

describe('authentication before the body', () => {
  it('answers 401 to a 20 KB deeply nested body without a token, and 400 with one', async () => {
    const anonymous = await t.call({ method: 'PATCH', url: profileUrl, headers: json, payload: deepJson(10_000) });
    expect(anonymous.statusCode).toBe(401);
    expectErrorShape(anonymous.json(), 401);
    const signedIn = await t.call({ method: 'PATCH', url: profileUrl, as: USERS.northwind, headers: json, payload: deepJson(10_000) });
    expect(signedIn.statusCode).toBe(400);
    expect(expectErrorShape(signedIn.json(), 400).message).toBe(`The request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  });

  it('answers 401 before validating a missing query parameter', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v2/search' })).statusCode).toBe(401);
  });
});

describe('bodies', () => {
  it('refuses a JSON number where the contract wants a string, and stores nothing', async () => {
    const response = await t.call({ method: 'PATCH', url: profileUrl, as: USERS.northwind, payload: { firstname: 123 } });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json(), 400).field).toBe('firstname');
    const user = await t.db.selectFrom('users').select('firstname').where('id', '=', USERS.northwind).executeTakeFirstOrThrow();
    expect(user.firstname).not.toBe('123');
  });

  it('still coerces query strings', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/admin/users?page=1&perPage=2', as: USERS.desk });
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination).toEqual({ page: 1, perPage: 2 });
  });

  it('refuses bodies over 100 KiB (413), other charsets (415) and prototype keys (400)', async () => {
    const large = await t.call({ method: 'PATCH', url: profileUrl, as: USERS.northwind, headers: json, payload: JSON.stringify({ firstname: 'x'.repeat(110_000) }) });
    expect(large.statusCode).toBe(413);
    expect(expectErrorShape(large.json(), 413).message).toBe('The request body is too large');
    const utf16 = await t.call({ method: 'PATCH', url: profileUrl, as: USERS.northwind, headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{"firstname":"A"}' });
    expect(utf16.statusCode).toBe(415);
    const proto = await t.call({ method: 'PATCH', url: profileUrl, as: USERS.northwind, headers: json, payload: '{"__proto__":{"x":1},"firstname":"A"}' });
    expect(proto.statusCode).toBe(400);
  });
});

describe('errors of every layer', () => {
  it('a path parameter over 200 characters is a bounded 414 with the security headers', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/messages/${'x'.repeat(3000)}`, as: USERS.northwind });
    expect(response.statusCode).toBe(414);
    expect(expectErrorShape(response.json(), 414).message).toBe('A path parameter of the address is too long');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });

  it('an undecodable address is a 400 without a code property', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/messages/%E0%A4%A', as: USERS.northwind });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 400);
  });

  it('a 404 quotes at most 100 characters of the address', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v2/accounts${'/x'.repeat(2000)}`, as: USERS.northwind });
    expect(response.statusCode).toBe(404);
    expect(expectErrorShape(response.json(), 404).message.length).toBeLessThan(140);
  });

  it('a 5,000-character property name gives a bounded field and message', async () => {
    const response = await t.call({ method: 'PATCH', url: profileUrl, as: USERS.northwind, payload: { ['p'.repeat(5000)]: 'x' } });
    expect(response.statusCode).toBe(400);
    const body = expectErrorShape(response.json(), 400);
    expect(body.field?.length).toBeLessThanOrEqual(100);
    expect(body.message.length).toBeLessThanOrEqual(500);
  });

  it('API answers carry the security headers', async () => {
    const response = await t.call({ method: 'GET', url: '/api/v2/accounts', as: USERS.northwind });
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' });
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(response.headers['content-security-policy']).toMatch(/connect-src 'self' http:\/\/localhost:4001/);
  });
});

describe('no recursion over user input', () => {
  it('finds a NUL in a value nested 200,000 levels deep without overflowing the stack', () => {
    let value: unknown = 'a\u0000b';
    for (let level = 0; level < 200_000; level++) value = [value];
    expect(findNulField({ outer: value }, 1_000_000)).toMatch(/^outer\.0\.0/);
    expect(findNulField({ a: 'fine', b: { c: 'x\u0000' } })).toBe('b.c');
  });

  it('measures JSON depth by a scan, ignoring brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[["}]}')).toBe(3);
    expect(jsonDepth(deepJson(100_000))).toBe(Infinity);
  });
});

it('hashes exactly the inline blocks of a page', () => {
  const { scripts, styles } = inlineHashes('<style>a{}</style><script src="/x.js"></script><script>go()</script>');
  expect(scripts).toEqual(["'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='"]);
  expect(styles).toEqual(["'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='"]);
});

it("allows by hash exactly the inline style the installed Radix scroll area injects, and nothing else inline", async () => {
  const radix = readFileSync(fileURLToPath(import.meta.resolve('@radix-ui/react-scroll-area')), 'utf8');
  for (const style of PORTAL_INLINE_STYLES) expect(radix).toContain(`__html: \`${style}\``);
  const policy = portalContentSecurityPolicy('http://localhost:4001', 'demo').directives['style-src'];
  expect(policy).toEqual(["'self'", ...PORTAL_INLINE_STYLES.map((style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`)]);
});
