// Jest configuration of @storybook/test-runner (ejected), used by scripts/test-stories.mjs.
// It drives the system's Debian Chromium (no downloaded browser) at a fixed desktop size;
// .storybook/test-runner.ts resizes per story and takes the screenshots.
import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  // No jest retry: a retried story re-renders without its play running again (a play that always
  // throws passed its retry), so a retry only hid real failures. Pixel noise is re-shot in
  // .storybook/test-runner.ts instead.
  // Heartbeat for scripts/watchdog.mjs (test-stories.mjs runs this runner under it).
  reporters: [...defaults.reporters, '<rootDir>/scripts/watchdog-reporter.mjs'],
  maxWorkers: 2,
  testTimeout: 30_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          // Same text rendering on every run: no LCD subpixel hinting, fixed colour profile.
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
          '--disable-lcd-text',
        ],
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        locale: 'en-GB',
        timezoneId: 'Europe/London',
      },
    },
  },
};
