#!/usr/bin/env node
// Login time while the API is under load (docs/identity-provider.md, "Process layout"), against a
// running `npm start` (PORT, IDP_PORT). A full login is what a browser does: /authorize → login
// page → login post → redirect back with a code → token exchange. The script logs a demo user in
// a few times on an idle server, then keeps logging in (one after another) while autocannon sends
// LOAD_SECONDS (default 20) of authenticated market-data and posts calls with LOAD_CONNECTIONS
// (default 10) connections, and prints the login times (median, p95, max) idle and under load.
// The load is sent from LOAD_WORKERS (default 1) worker threads, so that this script's own event
// loop — which times the logins — is not busy with the load's 50 connections.
import autocannon from 'autocannon';

import { fullLogin as login } from './load/demo-login.mjs';

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

const fullLogin = () => login({ app, idp, email: EMAIL, password: PASSWORD, clientId: CLIENT_ID, audience: AUDIENCE });

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
