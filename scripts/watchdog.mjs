#!/usr/bin/env node
// Watchdog for the test runs (the story runner, the end-to-end runner, Vitest under npm test): a run whose
// tests stop starting and finishing for WATCHDOG_SECONDS (default 120) fails, naming what was
// in flight, and its whole process tree (workers, browsers, web server) is killed so the rest
// of `npm test` goes on. Per-test time-outs do not cover this: a story run once stood still
// for 13 minutes outside any test. Progress is the heartbeat scripts/watchdog-reporter.mjs
// writes (both runners load it): a test started or finished, or a Playwright step ended; before the first test the runner may take
// WATCHDOG_STARTUP_SECONDS (default 600: build, seed, browser launch).
//
//   node scripts/watchdog.mjs <command> [args…]     runs the command under the watchdog
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const limitSeconds = Number(process.env.WATCHDOG_SECONDS ?? 120);
const startupSeconds = Number(process.env.WATCHDOG_STARTUP_SECONDS ?? 600);

/** Every process below pid (children first found, then theirs), read from ps. */
function descendants(pid) {
  const rows = spawnSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' }).stdout.trim().split('\n');
  const children = new Map();
  for (const row of rows) {
    const [child, parent] = row.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const next = children.get(queue.shift()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

function killTree(pid) {
  const tree = [pid, ...descendants(pid)];
  const signal = (name) => tree.forEach((member) => {
    try {
      process.kill(member, name);
    } catch {
      // already gone
    }
  });
  signal('SIGTERM');
  setTimeout(() => signal('SIGKILL'), 5000).unref();
}

/** What the heartbeat says: the tests started and not finished, and the last line. */
function readHeartbeat(file) {
  const inFlight = new Map();
  let last = '';
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  for (const line of text.split('\n').filter(Boolean)) {
    const [event, name] = line.split('\t');
    if (event === 'step') continue;
    last = `${event === 'end' ? 'finished' : 'started'} ${name}`;
    if (event === 'start') inFlight.set(name, (inFlight.get(name) ?? 0) + 1);
    if (event === 'end' && inFlight.get(name) > 1) inFlight.set(name, inFlight.get(name) - 1);
    else if (event === 'end') inFlight.delete(name);
  }
  return { inFlight: [...inFlight.keys()], last };
}

/**
 * Runs command like spawn (stdio as given) under the watchdog. Resolves { code, stalled }:
 * stalled is the message printed when the watchdog stopped it (code is then 1).
 */
export function runWatched(command, args, options = {}) {
  const dir = path.join(tmpdir(), 'market-lens-watchdog');
  mkdirSync(dir, { recursive: true });
  const heartbeat = path.join(dir, `${process.pid}-${Date.now()}.log`);
  const child = spawn(command, args, { ...options, env: { ...(options.env ?? process.env), WATCHDOG_HEARTBEAT: heartbeat } });
  // The command's own WATCHDOG_SECONDS, where its caller sets one (npm test: the Vitest suites).
  const limit = Number(options.env?.WATCHDOG_SECONDS ?? limitSeconds);
  let lastSize = 0;
  let lastProgress = Date.now();
  let stalled;
  const timer = setInterval(() => {
    const size = existsSync(heartbeat) ? statSync(heartbeat).size : 0;
    if (size !== lastSize) {
      lastSize = size;
      lastProgress = Date.now();
      return;
    }
    const allowed = (size === 0 ? startupSeconds : limit) * 1000;
    if (Date.now() - lastProgress < allowed) return;
    const state = readHeartbeat(heartbeat);
    const waited = Math.round((Date.now() - lastProgress) / 1000);
    const where =
      size === 0
        ? 'no test had started'
        : state.inFlight.length > 0
          ? `in flight: ${state.inFlight.join('; ')}`
          : `no test in flight; last ${state.last}`;
    stalled = `Watchdog: no progress for ${waited} s (limit ${allowed / 1000} s) in \`${[path.basename(command), ...args].join(' ')}\`, ${where}. Stopping it and every process it started.`;
    console.error(`\n${stalled}\n`);
    clearInterval(timer);
    killTree(child.pid);
  }, 1000);
  return {
    child,
    done: new Promise((resolve) => {
      child.on('close', (code, signal) => {
        clearInterval(timer);
        rmSync(heartbeat, { force: true });
        resolve({ code: stalled ? 1 : (code ?? (signal ? 1 : 0)), stalled });
      });
    }),
  };
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const [command, ...args] = process.argv.slice(2);
  const { child, done } = runWatched(command, args, { stdio: 'inherit' });
  // Ctrl-C reaches the command too (same process group): wait for it to end. A TERM is passed on.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => killTree(child.pid));
  process.exitCode = (await done).code;
}
