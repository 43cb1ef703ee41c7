// @vitest-environment node
// The one business clock (server/lib/clock.ts, docs/time.md): MARKET_LENS_NOW starts it at an
// instant and it runs on from there, in demo mode only — production refuses to start — and the
// portal's pages carry its offset for the browser's clock (src/lib/clock.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadConfig } from '../../server/config';
import { clockFromSetting, fixedClock, offsetClock, systemClock } from '../../server/lib/clock';
import { withClockOffset } from '../../server/lib/clock-meta';
import { createTestApp } from './harness/test-app';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('MARKET_LENS_NOW', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('starts the business clock at the instant in demo mode, and it runs on from there', () => {
    vi.stubEnv('MARKET_LENS_MODE', 'demo');
    vi.stubEnv('MARKET_LENS_NOW', '2027-03-26T16:30:00Z');
    const before = Date.now();
    const { clock } = loadConfig();
    const first = clock.now().getTime();
    expect(first - Date.parse('2027-03-26T16:30:00Z')).toBeGreaterThanOrEqual(0);
    expect(first - Date.parse('2027-03-26T16:30:00Z')).toBeLessThan(Date.now() - before + 50);
    let real = 1_000;
    const running = offsetClock('2027-03-26T16:30:00Z', () => real);
    real += 90_000;
    expect(running.now().toISOString()).toBe('2027-03-26T16:31:30.000Z');
  });

  it('leaves the real clock when unset or blank', () => {
    vi.stubEnv('MARKET_LENS_NOW', '');
    expect(loadConfig().clock).toBe(systemClock);
    expect(clockFromSetting('  ', 'production')).toBe(systemClock);
  });

  it('is refused in production mode, naming the setting', () => {
    vi.stubEnv('MARKET_LENS_MODE', 'production');
    vi.stubEnv('MARKET_LENS_NOW', '2027-03-26T16:30:00Z');
    expect(() => loadConfig()).toThrow(/MARKET_LENS_NOW is set, but production mode runs on the real clock only/);
  });

  it.each(['tomorrow', '2027-03-26', '2027-03-26T16:30:00', '2027-02-30T10:00:00Z'])('refuses %j: not an instant with a zone', (value) => {
    expect(() => clockFromSetting(value, 'demo')).toThrow(/MARKET_LENS_NOW must be an ISO instant/);
  });

  it('stops the server at start in production mode with a clear message', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, MARKET_LENS_MODE: 'production', MARKET_LENS_NOW: '2027-03-26T16:30:00Z', DATA_DIR: join(tmpdir(), 'ml-never-opened') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Market Lens cannot start: MARKET_LENS_NOW is set, but production mode runs on the real clock only');
    expect(result.stdout).not.toContain('Database ready');
  });
});

describe('the pages carry the business clock for the browser', () => {
  const dist = mkdtempSync(join(tmpdir(), 'ml-clock-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><meta charset="UTF-8"><title>Market Lens</title></head><body></body></html>');
  writeFileSync(join(dist, 'app.html'), '<!doctype html><title>Market Lens</title>');

  // On the real clock the built page goes out as it is (tests/api/spa.test.ts).
  it('puts the offset from real time into every page off the real clock', async () => {
    const instant = Date.parse('2027-03-26T16:30:00Z');
    const moved = await createTestApp({ staticDir: dist, clock: fixedClock(new Date(instant)) });
    try {
      for (const url of ['/', '/app/market-lens/dashboard']) {
        const before = Date.now();
        const page = await moved.call({ method: 'GET', url });
        const after = Date.now();
        const offset = Number(/<meta name="market-lens-clock-offset" content="(-?\d+)">/.exec(page.body)?.[1]);
        expect(offset).toBeLessThanOrEqual(instant - before);
        expect(offset).toBeGreaterThanOrEqual(instant - after - 1);
        expect(page.headers['cache-control']).toBe('no-store');
      }
      expect((await moved.call({ method: 'GET', url: '/' })).body).toMatch(/^<!doctype html><html><head><meta name="market-lens-clock-offset" content="-?\d+"><meta charset/);
    } finally {
      await moved.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('puts the tag first in the head, or after the doctype of a page without one', () => {
    expect(withClockOffset('<!DOCTYPE html><head lang="en"><title>x</title>', 5)).toBe('<!DOCTYPE html><head lang="en"><meta name="market-lens-clock-offset" content="5"><title>x</title>');
    expect(withClockOffset('<!doctype html><title>x</title>', -7.4)).toBe('<!doctype html><meta name="market-lens-clock-offset" content="-7"><title>x</title>');
    expect(withClockOffset('<header>x</header>', 1)).toBe('<meta name="market-lens-clock-offset" content="1"><header>x</header>');
  });
});
