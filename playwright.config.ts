import { defineConfig } from '@playwright/test';

import { E2E_NOW } from './tests/e2e/e2e-clock';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against
// the whole portal started exactly as a developer would: `npm start`, on a
// fresh embedded database so every run begins from the seed.
// PORT / IDP_PORT move the whole stack (e.g. to run two checkouts' suites side by side).
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${process.env.PORT ?? '4000'}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties it at start, and npm test's other suites (running beside
  // it) write their reports to test-results/.
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The last one is the heartbeat for scripts/watchdog.mjs (npm run test:e2e and npm test run under it).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }], ['./scripts/watchdog-reporter.mjs']],
  use: {
    baseURL,
    headless: true,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        url: `${baseURL}/api/v2/health`,
        // The portal's business clock starts at E2E_NOW, whatever day the suite runs (docs/time.md).
        env: { DATA_DIR: '.tmp/e2e-data', FRESH_DATA: '1', MARKET_LENS_NOW: E2E_NOW },
        timeout: 240_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
      },
});
