#!/usr/bin/env node
// Runs every suite of Market Lens and ends with one line "N passed, N failed" summing them all
// (CI reads that line; the exit code is 1 on any failure). A check without its own test count
// (lint, types, budget) counts as one test.
//
// The CI machine has 2 cores, and most suites keep one busy (vitest with its default of
// cores − 1 workers, eslint, tsc): the suites run in phases of two lanes side by side (PHASES
// below), and each suite's output is printed as one block when it ends. dist/ and the
// compiled server (dist-server/) are built once (`node scripts/start.mjs --build-only`, with the
// identity settings of the Lighthouse and end-to-end servers, so neither builds again; the
// production install test copies the same build); Lighthouse and the end-to-end run start their
// own portal one after the other on PORT/IDP_PORT (default 4000/4001), each on fresh data.
// The browser suites and Vitest run under scripts/watchdog.mjs: no test started or finished for
// 120 s (Vitest: 300 s) fails them, naming what was in flight, and the run goes on. The summary gives each suite's seconds and the wall time.
//
//   node scripts/test-all.mjs [suite …]    only those (lint contract types unit budget api lighthouse stories e2e production-install)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { ensureChromium, providePostgres } from './test-prerequisites.mjs';
import { runWatched } from './watchdog.mjs';

// Project binaries first (as under `npm test`), so `node scripts/test-all.mjs` works too.
const PATH = [path.resolve('node_modules/.bin'), process.env.PATH].join(path.delimiter);
const only = process.argv.slice(2);
const want = (suite) => only.length === 0 || only.includes(suite);
const began = Date.now();
const since = (start) => ((Date.now() - start) / 1000).toFixed(1);
mkdirSync('test-results', { recursive: true });

// The portal the Lighthouse and end-to-end runs start, one after the other, on their own data.
const PORT = process.env.PORT ?? '4000';
const IDP_PORT = process.env.IDP_PORT ?? String(Number(PORT) + 1);
const portal = { PORT, IDP_PORT };

/** Runs a command with its output captured; { ok, seconds, output, stalled } (stalled: the watchdog's message). */
async function run(command, args, env = {}, { watched = false } = {}) {
  const started = Date.now();
  const options = { env: { ...process.env, PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] };
  const { child, done } = watched
    ? runWatched(command, args, options)
    : (() => {
        const child = spawn(command, args, options);
        const done = new Promise((resolve) => child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0) })));
        return { child, done };
      })();
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const { code, stalled } = await new Promise((resolve) => {
    child.on('error', (error) => {
      output += `${error.message}\n`;
      resolve({ code: 1 });
    });
    done.then(resolve);
  });
  return { ok: code === 0, seconds: since(started), output, stalled };
}

const record = (name, passed, failed, seconds, failures = []) => ({ name, passed, failed, seconds, failures });

async function check(name, command, args, env) {
  const { ok, seconds, output } = await run(command, args, env);
  return { output, results: [record(name, ok ? 1 : 0, ok ? 0 : 1, seconds)] };
}

/** A script that ends with its own "N passed, N failed" line. */
async function countedSuite(name, command, args, env) {
  const { ok, seconds, output } = await run(command, args, env);
  const [, passed, failed] = output.match(/^(\d+) passed, (\d+) failed$/m) ?? [];
  if (passed === undefined) return { output, results: [record(name, 0, 1, seconds)] };
  return { output, results: [record(name, Number(passed), Number(failed) + (ok || Number(failed) > 0 ? 0 : 1), seconds)] };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Names of the failed tests in a jest-shaped report (vitest's JSON, test-storybook's). */
const failedTests = (report) =>
  report.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName));

/**
 * A Vitest run under the watchdog too (its heartbeat: scripts/watchdog-vitest-reporter.mjs): a
 * test that blocks its worker outlives its time-out. 300 s without a test starting or ending:
 * above the API suite's longest hook (120 s) on a loaded machine.
 */
async function vitestSuite(name, args, env = {}) {
  const out = `test-results/${name.replace(/\W+/g, '-')}.json`;
  rmSync(out, { force: true });
  const reporters = ['--reporter=default', '--reporter=json', '--reporter=./scripts/watchdog-vitest-reporter.mjs', `--outputFile.json=${out}`];
  const { ok, seconds, output, stalled } = await run('vitest', ['run', ...args, ...reporters], { WATCHDOG_SECONDS: '300', ...env }, { watched: true });
  const report = readJson(out);
  if (!report) return { output, results: [record(name, 0, 1, seconds, stalled ? [stalled] : [])] };
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return { output, results: [record(name, report.numPassedTests, failed, seconds, [...failedTests(report), ...(stalled ? [stalled] : [])])] };
}

/** Titles of the tests Playwright's JSON report marks unexpected or flaky. */
const failedSpecs = (suite) => [
  ...(suite.specs ?? []).filter((spec) => spec.tests.some((test) => test.status === 'unexpected' || test.status === 'flaky')).map((spec) => `${spec.file} › ${spec.title}`),
  ...(suite.suites ?? []).flatMap(failedSpecs),
];

async function playwrightSuite(name) {
  const out = 'test-results/e2e-results.json';
  rmSync(out, { force: true });
  const { ok, seconds, output, stalled } = await run('playwright', ['test'], portal, { watched: true });
  const report = readJson(out);
  const stats = report?.stats;
  if (!stats) return { output, results: [record(name, 0, 1, seconds, stalled ? [stalled] : [])] };
  const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected > 0 ? 0 : 1);
  return { output, results: [record(name, stats.expected, failed, seconds, [...failedSpecs(report), ...(stalled ? [stalled] : [])])] };
}

async function storiesSuite(name) {
  const out = 'test-results/stories-results.json';
  rmSync(out, { force: true });
  const { ok, seconds, output } = await run('node', ['scripts/test-stories.mjs'], { STORIES_RESULTS: out });
  // test-stories.mjs runs the story runner under the watchdog and prints its message.
  const stalled = output.match(/Watchdog: no progress.*/)?.[0];
  const report = readJson(out);
  if (!report) return { output, results: [record(name, 0, 1, seconds, stalled ? [stalled] : [])] };
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  return { output, results: [record(name, report.numPassedTests, failed, seconds, failedTests(report))] };
}

/**
 * The API files `npm test` runs on PGlite too; every API file runs on PostgreSQL. Both engines
 * run the same Kysely queries, so what can differ is the engine's own part: migrations and enums,
 * transactions and locks (PGlite has one connection), several processes and restarts on one data
 * directory, and how values come back (numeric, dates, bytea, long and odd text), which the
 * files below read on every kind of column. The end-to-end run and Lighthouse walk the whole
 * portal on PGlite, the embedded default. `npm run test:api` runs them all on PGlite.
 * Why not all twice: on 27 Nov the PGlite run took 1291 s of CI's 2825, PostgreSQL's 560.
 */
const PGLITE_API_FILES = [
  'migrations', 'database-enums', 'transactions', 'multi-process', 'restart', 'health',
  'closing-prices', 'publish-closing-prices', 'orders', 'position', 'position-totals', 'messages', 'files', 'input-limits', 'search',
]
  .map((name) => `tests/api/${name}.test.ts`)
  .concat(['restart', 'own-thread'].map((name) => `server/identity-provider/tests/${name}.test.ts`));
// Vitest reads a path as a filter: a renamed file would silently drop out of the PGlite run.
for (const file of PGLITE_API_FILES) if (!existsSync(file)) throw new Error(`PGLITE_API_FILES names ${file}, which is not there`);

async function apiSuite(name, { postgres }) {
  if (!postgres) return vitestSuite(name, ['--config', 'vitest.api.config.ts', ...PGLITE_API_FILES]);
  let server;
  try {
    server = await providePostgres();
  } catch (error) {
    return { output: `No PostgreSQL for the API suite: ${error.message}\n`, results: [record(`${name}: no server and the embedded one did not start`, 0, 1, '0')] };
  }
  try {
    const suite = await vitestSuite(name, ['--config', 'vitest.api.config.ts'], { DATABASE_URL: server.url });
    return { ...suite, output: `PostgreSQL for the API suite: ${server.label}\n${suite.output}` };
  } finally {
    await server.stop();
  }
}

// Each suite: the argument that selects it, and what it runs (a list of results and the output).
const SUITES = {
  lint: () => check('lint', 'eslint', ['.', '--max-warnings', '0']),
  contract: () => check('contract lint', 'redocly', ['lint', 'openapi/market-lens.yaml', '--format=stylish']),
  types: () => check('types', 'tsc', ['-p', 'tsconfig.json']),
  unit: () => vitestSuite('unit', []),
  // The one build of dist/, with the identity settings of the Lighthouse and end-to-end servers.
  budget: async () => {
    const build = await check('build', 'node', ['scripts/start.mjs', '--build-only'], portal);
    const budget = await check('bundle budget', 'node', ['scripts/bundle-budget.mjs']);
    return { output: build.output + budget.output, results: [...build.results, ...budget.results] };
  },
  'api-pglite': () => apiSuite('api (PGlite)', { postgres: false }),
  'api-postgres': () => apiSuite('api (PostgreSQL)', { postgres: true }),
  // Lighthouse budgets against its own `npm start` (fresh data); prints every figure.
  lighthouse: () => check('lighthouse', 'node', ['scripts/lighthouse.mjs'], { LIGHTHOUSE_PORT: PORT, LIGHTHOUSE_IDP_PORT: IDP_PORT }),
  stories: () => storiesSuite('stories (play + axe + pixels)'),
  // The build's dist/ and dist-server/ installed with `npm ci --omit=dev` and started for production.
  'production-install': () => countedSuite('production install', 'node', ['scripts/test-production-install.mjs']),
  e2e: () => playwrightSuite('end-to-end'),
};
// `api` selects both API runs.
const selected = (key) => want(key) || (key.startsWith('api-') && want('api'));

// Phases one after the other; in each, two lanes side by side, each lane in order. Lighthouse
// runs right after the build, in a phase of its own, beside nothing that loads the CPU: its scores are timings and fail their floors
// on a busy machine (dashboard on a phone 66 and desktop 65 when it ran at load 9). Then the two
// browser suites start side by side, each followed by part of the rest, packed so the lanes end
// together: the stories (Storybook's build and ~600 stories in two browser workers), then both
// API runs (PGlite's files, then PostgreSQL's) and the production install (~20 s); beside them
// the end-to-end run (one browser worker and one server), then unit. Clean-clone CI of 28 Nov
// with PostgreSQL's API run after the end-to-end run: stories 1013 s beside end-to-end 1334 +
// PostgreSQL 423 s, the longer lane, in a wall time of 2033 s; a screenshot byte-identical to its
// baseline no longer starts a comparison process (43 % of the stories' CPU), which shortened the
// stories' lane further, so PostgreSQL's API run moved to it and unit to the other.
// The type check and lint (~30 s) run beside the build, which leaves a core idle in its
// single-threaded stretches, and end before Lighthouse starts, in a phase of its own.
const PHASES = [
  [['budget'], ['contract', 'types', 'lint']],
  [['lighthouse']],
  [
    ['stories', 'api-pglite', 'api-postgres', 'production-install'],
    ['e2e', 'unit'],
  ],
];

if (['stories', 'e2e', 'lighthouse'].some(selected)) {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(`\n${chromium.message}\n`);
    process.exit(1);
  }
}

const finished = new Map();
async function lane(keys) {
  for (const key of keys.filter(selected)) {
    console.log(`━━ ${key} started (${since(began)}s into the run)`);
    const suite = await SUITES[key]();
    console.log(`\n━━ ${key} ━━\n${suite.output.trimEnd()}`);
    for (const result of suite.results) console.log(`\n▶ ${result.name}: ${result.passed} passed, ${result.failed} failed (${result.seconds}s)\n`);
    finished.set(key, suite.results);
  }
}
for (const lanes of PHASES) await Promise.all(lanes.map(lane));
// The summary in the phases' order, whichever lane finished first.
const results = PHASES.flat(2).flatMap((key) => finished.get(key) ?? []);

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds}s)`);
  for (const test of r.failures) console.log(`      ✗ ${test}`);
}
console.log(`  wall time: ${since(began)}s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
