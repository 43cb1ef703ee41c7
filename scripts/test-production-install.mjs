#!/usr/bin/env node
// The production install, exactly as README.md ("Deployment") tells it: the build's dist/ and
// dist-server/ (made by `npm run build`; made here when missing), openapi/market-lens.yaml,
// package.json, package-lock.json and the identity provider's workspace manifest
// (server/identity-provider/package.json) are copied into a scratch folder, `npm ci --omit=dev`
// installs the runtime there, and `node --max-semi-space-size=2 --liftoff-only --max-old-space-size=192 dist-server/main.js` starts in
// production mode on a fresh PostgreSQL database with an external identity provider that nothing
// answers for (health needs none). Only the settings below and PATH reach it. Ends with
// "N passed, N failed"; the database and the folder are removed whatever happens.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { SERVER_NODE_FLAGS } from './build-server.mjs';
import { freePort, providePostgres } from './test-prerequisites.mjs';

const root = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 90_000;
/** `npm ci` needs every workspace's manifest beside the lockfile (package.json, "workspaces"). */
const WORKSPACE_MANIFESTS = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.map((folder) => `${folder}/package.json`);
const results = [];
const check = (name, ok, detail = '') => {
  results.push(ok);
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
};

if (!existsSync(path.join(root, 'dist/index.html')) || !existsSync(path.join(root, 'dist-server/main.js'))) {
  console.log('No build yet: npm run build');
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const scratch = mkdtempSync(path.join(tmpdir(), 'market-lens-production-'));
const database = `market_lens_production_${process.pid}_${randomBytes(3).toString('hex')}`;
const postgres = await providePostgres();
const admin = new pg.Client({ connectionString: postgres.url });
let server;
try {
  for (const entry of ['dist', 'dist-server', 'openapi/market-lens.yaml', 'package.json', 'package-lock.json', ...WORKSPACE_MANIFESTS]) {
    cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true });
  }

  // The npm running this (under `npm test`), with its cache: no download for what was fetched before.
  const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  const started = Date.now();
  const install = spawnSync(npm[0], [...npm[1], 'ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: scratch, encoding: 'utf8' });
  check('npm ci --omit=dev', install.status === 0, `${((Date.now() - started) / 1000).toFixed(1)} s${install.status === 0 ? '' : `\n${install.stdout}${install.stderr}`}`);
  const devOnly = ['tsx', 'vite', 'typescript', 'vitest', 'react', 'esbuild'].filter((name) => existsSync(path.join(scratch, 'node_modules', name)));
  check('no development tool installed', devOnly.length === 0, devOnly.join(', '));
  // The compiled server bundles the identity provider's package: its dependencies are the server's too.
  const manifests = ['package.json', ...WORKSPACE_MANIFESTS].map((file) => JSON.parse(readFileSync(path.join(root, file), 'utf8')));
  const imported = JSON.parse(readFileSync(path.join(root, 'dist-server/packages.json'), 'utf8'));
  const declared = [...new Set(manifests.flatMap((manifest) => Object.keys(manifest.dependencies ?? {})))].sort();
  check('dependencies are exactly the packages the compiled server imports', JSON.stringify(imported) === JSON.stringify(declared), `missing: ${imported.filter((name) => !declared.includes(name)).join(', ') || 'none'}; unused: ${declared.filter((name) => !imported.includes(name)).join(', ') || 'none'}`);

  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(postgres.url);
  databaseUrl.pathname = `/${database}`;
  const port = await freePort();
  // An identity provider address where nothing listens: health must answer without it.
  const idp = `http://127.0.0.1:${await freePort()}`;
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist-server/main.js'], {
    cwd: scratch,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      MARKET_LENS_MODE: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl.href,
      AUTH0_DOMAIN: idp,
      AUTH0_CLIENT_ID: 'market-lens-production-test',
      AUTH0_AUDIENCE: 'https://api.market-lens.example/api/v2',
      APP_ORIGIN: 'https://portal.market-lens.example',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(server, 'exit');
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!output.includes('Market Lens is running') && Date.now() < deadline && server.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 250));
  const running = output.includes('Market Lens is running');
  check(`node ${SERVER_NODE_FLAGS.join(' ')} dist-server/main.js starts in production mode on PostgreSQL`, running && output.includes('production mode') && output.includes('(PostgreSQL)'), running ? '' : `\n${output}`);
  check('the embedded identity provider stays off', running && !output.includes('Identity provider on'));

  if (running) {
    const health = await fetch(`http://127.0.0.1:${port}/api/v2/health`);
    const body = await health.json().catch(() => undefined);
    check('GET /api/v2/health answers 200 ok with the database ok', health.status === 200 && body?.status === 'ok' && body?.checks?.database === 'ok', `${health.status} ${JSON.stringify(body)}`);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    const html = await page.text();
    check('the SPA is served from dist/', page.status === 200 && html.includes('<div id="root">'), String(page.status));
  }
  server.kill('SIGTERM');
  const [code] = await exited;
  server = undefined;
  check('SIGTERM stops it with exit code 0', code === 0, `exit code ${code}`);
} catch (error) {
  check('the production install test ran', false, error instanceof Error ? error.stack : String(error));
} finally {
  if (server) server.kill('SIGKILL');
  await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  await postgres.stop();
  rmSync(scratch, { recursive: true, force: true });
}
const failed = results.filter((ok) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
