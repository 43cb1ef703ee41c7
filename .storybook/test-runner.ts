/// <reference types="jest" />

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

/**
 * Every story is a visual test and an accessibility test:
 * - axe runs through @storybook/addon-a11y (`parameters.a11y.test: 'error'` in preview.tsx);
 * - after render and play, the page is compared pixel by pixel with the committed
 *   baseline in tests/visual/__snapshots__ (update with `npm run test:visual:update`).
 */
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

const NO_MOTION_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

const root = process.cwd();

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

/**
 * Like Playwright's own toHaveScreenshot: shoot until two consecutive screenshots are
 * identical, so a late repaint (form controls redrawn after a state change) is never
 * caught half-way. Gives up after a few tries and returns the last one.
 */
/** Pixels that may differ from the baseline (anti-aliasing noise; see postVisit). */
const MAX_CHANGED_PIXELS = 24;

/** How many times a story is shot before a pixel mismatch fails it. */
const SNAPSHOT_ATTEMPTS = 3;

// A full-page shot in Chromium passes the window through 1×1 and back (microsoft/playwright#30149):
// a media query flips for ~200 ms, so state kept below a layout switch is lost (the position
// table's open rows were, 3 runs in 12 under load). Keep such state above the switch.
async function stableScreenshot(page: Page, fullPage: boolean): Promise<Buffer> {
  const shoot = () => page.screenshot({ animations: 'disabled', caret: 'hide', fullPage });
  let previous = await shoot();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.waitForTimeout(100);
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const globals = (story.storyGlobals ?? {}) as { viewport?: { value?: string } };
    const viewport = globals.viewport?.value === 'mobile' ? VIEWPORTS.mobile : VIEWPORTS.desktop;
    await page.setViewportSize(viewport);
    await page.evaluate((css) => {
      if (document.getElementById('test-runner-no-motion')) return;
      const style = document.createElement('style');
      style.id = 'test-runner-no-motion';
      style.textContent = css;
      document.head.appendChild(style);
    }, NO_MOTION_CSS);
  },

  async postVisit(page, context) {
    // Called with hasFailure after a failed play or axe check: let that error be the one reported.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    const story = await getStoryContext(page, context);
    const visual = (story.parameters.visual ?? {}) as { fullPage?: boolean; disable?: boolean };
    if (visual.disable) return;

    await page.evaluate(() => document.fonts.ready);
    const snapshotOptions = {
      customSnapshotsDir: path.join(root, 'tests/visual/__snapshots__'),
      customDiffDir: path.join(root, 'tests/visual/__diff_output__'),
      customSnapshotIdentifier: context.id,
      customDiffConfig: { threshold: 0 },
      // Any colour change of a pixel counts, but up to MAX_CHANGED_PIXELS may differ: Chromium
      // paints the anti-aliased edge of a rounded corner or an SVG stroke one of two ways between
      // loads (a handful of pixels). A real change — one character, a colour, a moved element —
      // changes far more pixels than that.
      failureThreshold: MAX_CHANGED_PIXELS,
      failureThresholdType: 'pixel' as const,
    };
    const baseline = path.join(snapshotOptions.customSnapshotsDir, `${context.id}.png`);
    // Still an exact match, but a mismatch is shot again before it counts: under load Chromium
    // sometimes repaints an anti-aliased corner a moment after two shots already agreed.
    for (let attempt = 1; ; attempt += 1) {
      const image = await stableScreenshot(page, visual.fullPage === true);
      // The same PNG file, byte for byte, as the baseline: the same pixels, so it passes without
      // decoding both. Chromium encodes the same pixels into the same bytes, and the baseline is
      // the bytes it wrote (74 of 78 stories of a sample matched); any other image, a different
      // encoding of the same pixels included, is compared pixel by pixel below. That comparison
      // starts a Node process per story (jest-image-snapshot's diff-process.js; its runInProcess
      // costs more still, in Jest's module sandbox): ~0.4 s of CPU a story, 43 % of the
      // sample's (docs/performance.md, "The test suite's wall time").
      if (existsSync(baseline) && image.equals(readFileSync(baseline))) return;
      try {
        expect(image).toMatchImageSnapshot(snapshotOptions);
        return;
      } catch (error) {
        if (attempt >= SNAPSHOT_ATTEMPTS) throw error;
        await page.waitForTimeout(500);
      }
    }
  },
};

export default config;
