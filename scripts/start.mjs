#!/usr/bin/env node
// `npm start`: builds the SPA when dist/ is missing, older than its sources or built for other
// identity settings, and the compiled server (dist-server/, scripts/build-server.mjs) when it is
// missing or older than its sources, then runs the compiled server in this very process
// (database, seed, identity provider, API + SPA): no TypeScript loader, no second Node process.
// Ctrl-C stops the server cleanly (server/main.ts). `--build-only` builds both whether or not they
// are stale and stops there: npm test builds once this way, for its bundle budget, for the servers
// it starts next with the same identity settings (which then find dist/ up to date) and for the
// production install test (scripts/test-production-install.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const bin = path.join(root, 'node_modules', '.bin');
const env = { ...process.env, PATH: [bin, process.env.PATH].join(path.delimiter) };

// The SPA gets the same identity settings as the server (embedded defaults otherwise).
const viteEnv = {};
for (const [from, to] of [
  ['AUTH0_DOMAIN', 'VITE_AUTH0_DOMAIN'],
  ['AUTH0_CLIENT_ID', 'VITE_AUTH0_CLIENT_ID'],
  ['AUTH0_AUDIENCE', 'VITE_AUTH0_AUDIENCE'],
  ['LATEST_REPORT_TAG_ID', 'VITE_LATEST_REPORT_TAG_ID'],
  ['SUPPORT_PHONE', 'VITE_SUPPORT_PHONE'],
  ['SUPPORT_EMAIL', 'VITE_SUPPORT_EMAIL'],
  ['ENERGY_GENERATORS_URL', 'VITE_ENERGY_GENERATORS_URL'],
  ['NEWS_URL', 'VITE_NEWS_URL'],
  ['WEBSITE_URL', 'VITE_WEBSITE_URL'],
  ['EMAIL_VERIFICATION_FORM_URL', 'VITE_EMAIL_VERIFICATION_FORM_URL'],
  ['RISK_NAVIGATOR_URL', 'VITE_RISK_NAVIGATOR_URL'],
]) {
  if (process.env[from] && !process.env[to]) viteEnv[to] = process.env[from];
}
if (!viteEnv.VITE_AUTH0_DOMAIN && !process.env.AUTH0_DOMAIN && process.env.IDP_PORT) {
  viteEnv.VITE_AUTH0_DOMAIN = `http://localhost:${process.env.IDP_PORT}`;
}
const buildStamp = JSON.stringify(Object.fromEntries(Object.entries({ ...viteEnv }).sort()));
const stampFile = path.join(root, 'dist', '.build-env.json');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function spaIsStale() {
  const built = path.join(root, 'dist', 'index.html');
  if (!existsSync(built)) return 'dist/ is missing';
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== buildStamp) return 'the identity settings changed';
  const sources = ['src', 'generated', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts/page-modules.ts', 'scripts/portal-chunks.ts', 'scripts/vite-static-delivery.ts'].map((entry) => newestMtime(path.join(root, entry)));
  return Math.max(...sources) > statSync(built).mtimeMs ? 'the sources are newer than dist/' : undefined;
}

const buildOnly = process.argv.includes('--build-only');
const reason = buildOnly ? 'asked for' : spaIsStale();
if (reason) {
  console.log(`Building the SPA (${reason})…`);
  const started = Date.now();
  const build = spawnSync('vite', ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: { ...env, ...viteEnv } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, buildStamp);
  console.log(`SPA built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const serverSources = ['server', 'domain', 'generated', 'scripts/build-server.mjs', 'package.json'];
function serverIsStale() {
  const built = path.join(root, 'dist-server', 'main.js');
  if (!existsSync(built)) return 'dist-server/ is missing';
  return Math.max(...serverSources.map((entry) => newestMtime(path.join(root, entry)))) > statSync(built).mtimeMs ? 'the sources are newer than dist-server/' : undefined;
}
const serverReason = buildOnly ? 'asked for' : serverIsStale();
if (serverReason) {
  // Its own process: esbuild's service would otherwise stay in the server's.
  console.log(`Compiling the server (${serverReason})…`);
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (buildOnly) process.exit(0);

// FRESH_DATA=1 (end-to-end tests) starts from an empty DATA_DIR, so the seed runs again.
if (process.env.FRESH_DATA === '1') {
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
  console.log(`FRESH_DATA=1: removing ${path.relative(root, dataDir) || dataDir}`);
  rmSync(dataDir, { recursive: true, force: true });
}

// The server reads DATA_DIR and the rest relative to the project, as `npm start` runs it.
process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist-server', 'main.js')).href);
