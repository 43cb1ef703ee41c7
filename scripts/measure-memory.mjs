#!/usr/bin/env node
// Memory of `npm start` (docs/performance.md, "Memory"): starts it on fresh PGlite data, or on
// DATA_DIR's (PORT, IDP_PORT, default 4400/4401; MEMORY_ROOT: the checkout to start, default
// this one), and prints
// the resident memory (RSS) of every process it runs — npm, the shell, Node — and their sum:
// after start, then after a walk (every page's HTML, a demo login, and the load test's main reads
// at LOAD_CONNECTIONS, default 50, for LOAD_SECONDS, default 5, each). Linux only (/proc).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import { fullLogin } from './load/demo-login.mjs';

const checkout = path.resolve(process.env.MEMORY_ROOT ?? path.join(import.meta.dirname, '..'));
const port = Number(process.env.PORT ?? 4400);
const idpPort = Number(process.env.IDP_PORT ?? port + 1);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 5);
const app = `http://localhost:${port}`;
const idp = `http://localhost:${idpPort}`;

/** Each process of the tree under `pid`: { pid, command, rssMb }. */
function processTree(pid) {
  const read = (file) => readFileSync(`/proc/${pid}/${file}`, 'utf8');
  let status;
  try {
    status = read('status');
  } catch {
    return [];
  }
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const command = read('cmdline').split('\0').filter(Boolean).map((part) => path.basename(part)).join(' ').slice(0, 60);
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  return [{ pid, command, rssMb }, ...children.flatMap(processTree)];
}

function report(label, pid) {
  const tree = processTree(pid);
  const sum = tree.reduce((total, entry) => total + entry.rssMb, 0);
  console.log(`\n${label}: ${sum.toFixed(0)} MB RSS over ${tree.length} processes`);
  for (const entry of tree) console.log(`  ${entry.rssMb.toFixed(0).padStart(5)} MB  ${entry.pid}  ${entry.command}`);
  return sum;
}

// DATA_DIR given: started on that data (a restart), and kept.
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'market-lens-memory-'));
const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
const server = spawn(npm[0], [...npm[1], 'start'], {
  cwd: checkout,
  detached: true,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PORT: String(port), IDP_PORT: String(idpPort), DATA_DIR: dataDir, PRICE_PUBLISH_ENABLED: 'false' },
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
try {
  const deadline = Date.now() + 180_000;
  while (!output.includes('Press Ctrl-C to stop') && Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const started = report('After start', server.pid);

  for (const page of ['/', '/auth/login', '/dashboard', '/market-data', '/messages', '/orders', '/settings']) await (await fetch(`${app}${page}`)).text();
  const { accessToken } = await fullLogin({ app, idp, email: 'buyer@northwind-foods.co.uk', password: 'MarketLens!2026' });
  const reads = ['/api/v2/closing-prices/latest', '/api/v2/messages?page=1&perPage=10', '/api/v2/posts?page=1&perPage=10', '/api/v2/closing-prices/history', '/api/v2/user/terms-status'];
  for (const read of reads) {
    const result = await autocannon({ url: `${app}${read}`, connections, duration: seconds, headers: { authorization: `Bearer ${accessToken}` } });
    console.log(`  ${read}: ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const loaded = report(`After the walk (${reads.length} reads × ${seconds} s at ${connections} connections)`, server.pid);
  console.log(`\nRSS sum: ${started.toFixed(0)} MB after start, ${loaded.toFixed(0)} MB after the walk`);
} finally {
  // The whole process group `npm start` runs, as Ctrl-C in a terminal would.
  process.kill(-server.pid, 'SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
  if (!process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
