// A full login against the embedded identity provider, as a browser does it: /authorize → login
// page → login post → redirect back with a code → token exchange (PKCE). Used by the scripts that
// load a running `npm start` (login-under-load.mjs, measure-memory.mjs).
import { createHash, randomBytes } from 'node:crypto';

/** { milliseconds, accessToken } of one login of `email` at the provider `idp` for the portal `app`. */
export async function fullLogin({ app, idp, email, password, clientId = 'market-lens-spa', audience = 'https://api.market-lens.local/api/v2' }) {
  const cookies = new Map();
  const request = async (url, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new URL(url, idp), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0];
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  };
  const follow = async (response) => {
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location'), idp);
      if (next.origin !== idp) return next;
      response = await request(next.href);
    }
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${app}/auth/loading`;
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email offline_access',
    audience,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const started = performance.now();
  const page = await follow(await request(`/authorize?${params}`));
  const html = await page.text();
  const action = /action="(\/interaction\/[\w-]+\/login)"/.exec(html)?.[1];
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !csrf) throw new Error(`no login form (status ${page.status})`);
  const callback = await follow(
    await request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf, email, password }).toString(),
    }),
  );
  const code = callback instanceof URL ? callback.searchParams.get('code') : undefined;
  if (!code) throw new Error('the login did not return a code');
  const token = await fetch(`${idp}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: redirectUri }).toString(),
  });
  if (token.status !== 200) throw new Error(`token exchange: ${token.status}`);
  const { access_token: accessToken } = await token.json();
  return { milliseconds: performance.now() - started, accessToken };
}
