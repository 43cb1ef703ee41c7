#!/usr/bin/env node
// Login time while the API is under load (docs/identity-provider.md, "Process layout"), against a
// running `npm start` (PORT, IDP_PORT). A full login is what a browser does: /authorize → login
// page → login post → redirect back with a code → token exchange. The script logs a demo user in
// a few times on an idle server, then keeps logging in (one after another) while autocannon sends
// LOAD_SECONDS (default 20) of authenticated market-data and posts calls with LOAD_CONNECTIONS
// (default 10) connections, and prints the login times (median, p95, max) idle and under load.
// The load is sent from LOAD_WORKERS (default 1) worker threads, so that this script's own event
// loop — which times the logins — is not busy with the load's 50 connections.
import { createHash, randomBytes } from 'node:crypto';

import autocannon from 'autocannon';

const port = Number(process.env.PORT ?? 4000);
const idpPort = Number(process.env.IDP_PORT ?? 4001);
const seconds = Number(process.env.LOAD_SECONDS ?? 20);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
const workers = Number(process.env.LOAD_WORKERS ?? 1);
const app = `http://localhost:${port}`;
const idp = `http://localhost:${idpPort}`;
const EMAIL = process.env.LOGIN_EMAIL ?? 'buyer@northwind-foods.co.uk';
const PASSWORD = process.env.LOGIN_PASSWORD ?? 'MarketLens!2026';
const CLIENT_ID = process.env.AUTH0_CLIENT_ID ?? 'market-lens-spa';
const AUDIENCE = process.env.AUTH0_AUDIENCE ?? 'https://api.market-lens.local/api/v2';

async function fullLogin() {
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
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email offline_access',
    audience: AUDIENCE,
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
      body: new URLSearchParams({ csrf, email: EMAIL, password: PASSWORD }).toString(),
    }),
  );
  const code = callback instanceof URL ? callback.searchParams.get('code') : undefined;
  if (!code) throw new Error('the login did not return a code');
  const token = await fetch(`${idp}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app },
    body: new URLSearchParams({ grant_type: 'authorization_code', client_id: CLIENT_ID, code, code_verifier: verifier, redirect_uri: redirectUri }).toString(),
  });
  if (token.status !== 200) throw new Error(`token exchange: ${token.status}`);
  const { access_token: accessToken } = await token.json();
  return { milliseconds: performance.now() - started, accessToken };
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return `${times.length} logins: median ${at(50).toFixed(0)} ms, p95 ${at(95).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`;
};

const { accessToken } = await fullLogin();
const idle = [];
for (let i = 0; i < 10; i += 1) idle.push((await fullLogin()).milliseconds);
console.log(`idle:       ${summary(idle)}`);

const paths = ['/api/v2/closing-prices/latest', '/api/v2/posts?page=1&perPage=10', '/api/v2/user/terms-status', '/api/v2/closing-prices/history'];
const load = autocannon({
  url: app,
  connections,
  duration: seconds,
  ...(workers > 0 ? { workers } : {}),
  requests: paths.map((path) => ({ method: 'GET', path, headers: { authorization: `Bearer ${accessToken}` } })),
});
const loaded = [];
const until = Date.now() + (seconds - 1) * 1000;
await new Promise((resolve) => setTimeout(resolve, 1000));
while (Date.now() < until) loaded.push((await fullLogin()).milliseconds);
const result = await load;
console.log(`under load: ${summary(loaded)}`);
console.log(`API load:   ${connections} connections for ${seconds} s, ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
