#!/usr/bin/env node
// Runs every Storybook story as a test: its play function, axe (WCAG 2.1 AA, via
// @storybook/addon-a11y) and a pixel comparison with tests/visual/__snapshots__.
//
//   node scripts/test-stories.mjs            build, serve, test (--ci: a missing baseline fails)
//   node scripts/test-stories.mjs -u         same, re-recording baselines
//   SKIP_STORYBOOK_BUILD=1 node scripts/...  reuse storybook-static/
//
// Extra arguments go to test-storybook, which runs under scripts/watchdog.mjs. Ends with the line "Stories: N passed, N failed"
// (from jest's JSON report, also written to $STORIES_RESULTS) and test-storybook's exit code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

import { runWatched } from './watchdog.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const env = {
  ...process.env,
  // The project's own Node (24) first, for every child process.
  PATH: [path.join(root, 'node_modules', 'node', 'bin'), path.join(root, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
  STORYBOOK_DISABLE_TELEMETRY: '1',
};
const resultsFile = process.env.STORIES_RESULTS ?? path.join('test-results', 'stories-results.json');
// Where the story runner writes each finished file's outcome (scripts/watchdog-reporter.mjs).
const fileResults = path.join(root, 'test-results', 'stories-files.jsonl');
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const UPDATE_FLAGS = new Set(['-u', '--updateSnapshot']);
const extraArgs = process.argv.slice(2);
const updating = extraArgs.some((arg) => UPDATE_FLAGS.has(arg));
// test-storybook's option parser wants -u last.
const passThrough = [...extraArgs.filter((arg) => !UPDATE_FLAGS.has(arg)), ...(updating ? ['-u'] : [])];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Storybook did not answer at ${url} within ${timeoutMs / 1000}s`);
}

const firstLine = (messages) => String(messages?.[0] ?? '').split('\n').find((line) => line.trim() !== '')?.trim() ?? '';

/** Names the stories that failed, with the first line of their error. */
function printOutcomes(report) {
  const stories = report.testResults.flatMap((file) => file.assertionResults);
  for (const story of stories.filter((s) => s.status === 'failed')) {
    console.log(`  ✗ failed: ${story.fullName} — ${firstLine(story.failureMessages)}`);
  }
}

function summary(report, exitCode) {
  if (!report) return { passed: 0, failed: 1 };
  let failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  // A failing run with no failing test (e.g. a story file that did not load) still fails.
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed: report.numPassedTests, failed };
}

/** The story files a run covers: all, or those the arguments name. */
function storyFiles(args) {
  const named = args.filter((arg) => arg.endsWith('.stories.tsx'));
  if (named.length > 0) return named.map((file) => path.relative(root, path.resolve(root, file)));
  return readdirSync(path.join(root, 'stories'), { recursive: true })
    .filter((file) => String(file).endsWith('.stories.tsx'))
    .map((file) => path.join('stories', String(file)));
}

/** The story files a stopped run finished, with their outcomes (scripts/watchdog-reporter.mjs). */
function finishedFiles() {
  if (!existsSync(fileResults)) return [];
  return readFileSync(fileResults, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** A jest-shaped report of the files a stopped run finished, added to the report of the run that resumed it. */
function withFinished(report, finished) {
  const stories = finished.flatMap((file) => file.stories);
  const passed = stories.filter((story) => story.status === 'passed').length;
  const failed = stories.filter((story) => story.status === 'failed').length;
  const base = report ?? { numPassedTests: 0, numFailedTests: 0, numTotalTests: 0, testResults: [] };
  return {
    ...base,
    numPassedTests: base.numPassedTests + passed,
    numFailedTests: base.numFailedTests + failed,
    numTotalTests: base.numTotalTests + stories.length,
    testResults: [...finished.map((file) => ({ name: path.join(root, file.file), assertionResults: file.stories })), ...base.testResults],
  };
}

/** One watched run of test-storybook; with --json, jest writes its report to stdout and everything else to stderr. */
async function runStories(args) {
  console.log(`▶ test-storybook ${args.join(' ')}`);
  // The watchdog stops a run whose stories stop starting and finishing (scripts/watchdog.mjs).
  mkdirSync(path.dirname(fileResults), { recursive: true });
  rmSync(fileResults, { force: true });
  const { child: runner, done } = runWatched(bin('test-storybook'), args, { cwd: root, env: { ...env, STORIES_FILE_RESULTS: fileResults }, stdio: ['inherit', 'pipe', 'inherit'] });
  let stdout = '';
  runner.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  const { code: exitCode, stalled } = await done;
  return { stdout, exitCode, stalled };
}

async function main() {
  if (process.env.SKIP_STORYBOOK_BUILD !== '1') {
    const started = Date.now();
    console.log('▶ storybook build -o storybook-static --quiet');
    const build = spawnSync(bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], { cwd: root, env, stdio: 'inherit' });
    if (build.status !== 0) {
      console.log('Storybook build failed.');
      console.log('Stories: 0 passed, 1 failed');
      return build.status ?? 1;
    }
    console.log(`  built in ${seconds(started)}s`);
  }

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(bin('http-server'), ['storybook-static', '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  try {
    await waitFor(`${url}/index.json`);
    const started = Date.now();
    const args = ['--url', url, '--json', ...(updating ? [] : ['--ci']), ...passThrough];
    // A run the watchdog stopped resumes once, with the story files it had not finished (a stall
    // has been seen outside any story, and inside one past its time-out, on this machine kind; a
    // whole second run cost ~15 minutes). The first stall stays in the output, and a second stall
    // fails the suite.
    let { stdout, exitCode, stalled } = await runStories(args);
    const firstStall = stalled;
    let finished = [];
    if (firstStall) {
      finished = finishedFiles();
      const done = new Set(finished.map((file) => file.file));
      const rest = storyFiles(passThrough).filter((file) => !done.has(file));
      const resumed = [...args.filter((arg) => !arg.endsWith('.stories.tsx') && !UPDATE_FLAGS.has(arg)), ...rest, ...(updating ? ['-u'] : [])];
      console.log(`  ✗ ${firstStall}\n▶ stalled once: the ${rest.length} story files not finished run again`);
      ({ stdout, exitCode, stalled } = await runStories(resumed));
    }

    let report = null;
    for (const line of stdout.split('\n')) {
      if (line.startsWith('{') && line.includes('"numTotalTests"')) report = JSON.parse(line);
      else if (line.trim() !== '') console.log(line);
    }
    if (firstStall) report = withFinished(report, finished);
    if (report) {
      mkdirSync(path.dirname(path.resolve(root, resultsFile)), { recursive: true });
      writeFileSync(path.resolve(root, resultsFile), JSON.stringify(report));
    }
    if (report) printOutcomes(report);
    console.log(`  tested in ${seconds(started)}s`);
    const { passed, failed } = summary(report, exitCode);
    if (stalled) console.log(`  ✗ ${stalled}`);
    else if (firstStall) console.log(`  ↻ passed when run again after a stall: ${firstStall}`);
    console.log(`Stories: ${passed} passed, ${failed} failed`);
    return exitCode;
  } finally {
    server.kill('SIGTERM');
  }
}

process.exitCode = await main();
