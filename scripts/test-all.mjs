#!/usr/bin/env node
// Runs every suite of Market Lens in order and ends with one line
// "N passed, N failed" summing them all (CI reads that line).
// A check without its own test count (lint, types, budget) counts as one test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { ensureChromium, providePostgres } from './test-prerequisites.mjs';

// Project binaries first (as under `npm test`), so `node scripts/test-all.mjs` works too.
const PATH = [path.resolve('node_modules/.bin'), process.env.PATH].join(path.delimiter);
const results = [];
const only = process.argv.slice(2);
mkdirSync('test-results', { recursive: true });

function run(command, args, env = {}) {
  const started = Date.now();
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, PATH, ...env } });
  return { ok: child.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function record(name, passed, failed, seconds, failures = []) {
  results.push({ name, passed, failed, seconds, failures });
  console.log(`\n▶ ${name}: ${passed} passed, ${failed} failed (${seconds}s)\n`);
}

function check(name, command, args, env) {
  console.log(`\n━━ ${name} ━━`);
  const { ok, seconds } = run(command, args, env);
  record(name, ok ? 1 : 0, ok ? 0 : 1, seconds);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** Names of the failed tests in a jest-shaped report (vitest's JSON, test-storybook's). */
const failedTests = (report) =>
  report.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName));

function vitestSuite(name, args, env) {
  console.log(`\n━━ ${name} ━━`);
  const out = `test-results/${name.replace(/\W+/g, '-')}.json`;
  rmSync(out, { force: true });
  const { ok, seconds } = run('vitest', ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  const report = readJson(out);
  if (!report) return record(name, 0, 1, seconds);
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  record(name, report.numPassedTests, failed, seconds, failedTests(report));
}

/** Titles of the tests Playwright's JSON report marks unexpected or flaky. */
const failedSpecs = (suite) => [
  ...(suite.specs ?? []).filter((spec) => spec.tests.some((test) => test.status === 'unexpected' || test.status === 'flaky')).map((spec) => `${spec.file} › ${spec.title}`),
  ...(suite.suites ?? []).flatMap(failedSpecs),
];

function playwrightSuite(name) {
  console.log(`\n━━ ${name} ━━`);
  const out = 'test-results/e2e-results.json';
  rmSync(out, { force: true });
  const { ok, seconds } = run('playwright', ['test']);
  const report = readJson(out);
  const stats = report?.stats;
  if (!stats) return record(name, 0, 1, seconds);
  const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected > 0 ? 0 : 1);
  record(name, stats.expected, failed, seconds, failedSpecs(report));
}

function storiesSuite(name) {
  console.log(`\n━━ ${name} ━━`);
  const out = 'test-results/stories-results.json';
  rmSync(out, { force: true });
  const { ok, seconds } = run('node', ['scripts/test-stories.mjs'], { STORIES_RESULTS: out });
  const report = readJson(out);
  if (!report) return record(name, 0, 1, seconds);
  const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  record(name, report.numPassedTests, failed, seconds, failedTests(report));
}

const want = (suite) => only.length === 0 || only.includes(suite);

if (want('stories') || want('e2e') || want('lighthouse')) {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(`\n${chromium.message}\n`);
    process.exit(1);
  }
}
if (want('lint')) check('lint', 'eslint', ['.', '--max-warnings', '0']);
if (want('contract')) check('contract lint', 'redocly', ['lint', 'openapi/market-lens.yaml', '--format=stylish']);
if (want('types')) check('types', 'tsc', ['-p', 'tsconfig.json']);
if (want('unit')) vitestSuite('unit', []);
if (want('budget')) {
  check('build', 'vite', ['build', '--logLevel', 'warn']);
  check('bundle budget', 'node', ['scripts/bundle-budget.mjs']);
}
if (want('api') && existsSync('vitest.api.config.ts')) {
  vitestSuite('api (PGlite)', ['--config', 'vitest.api.config.ts']);
  let postgres = null;
  try {
    postgres = await providePostgres();
  } catch (error) {
    console.error(`No PostgreSQL for the API suite: ${error.message}`);
  }
  if (postgres) {
    console.log(`PostgreSQL for the API suite: ${postgres.label}`);
    vitestSuite('api (PostgreSQL)', ['--config', 'vitest.api.config.ts'], { DATABASE_URL: postgres.url });
    await postgres.stop();
  } else {
    record('api (PostgreSQL): no server and the embedded one did not start', 0, 1, '0');
  }
}
// Lighthouse budgets against `npm start` (it builds dist/ when stale); prints every figure.
if (want('lighthouse')) check('lighthouse', 'node', ['scripts/lighthouse.mjs']);
if (want('stories')) storiesSuite('stories (play + axe + pixels)');
if (want('e2e')) playwrightSuite('end-to-end');

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('\nSummary');
for (const r of results) {
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds}s)`);
  for (const test of r.failures) console.log(`      ✗ ${test}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
