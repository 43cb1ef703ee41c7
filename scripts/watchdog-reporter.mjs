// Heartbeat of a test run for scripts/watchdog.mjs: one line per test started or finished,
// and for Playwright a line every 10 s while steps inside a test end,
// appended to $WATCHDOG_HEARTBEAT (nothing is written without it). One class serves both
// runners: Jest's reporter interface (the story runner, test-runner-jest.config.js) and
// Playwright's (playwright.config.ts); each calls only the methods it knows.
import { appendFileSync } from 'node:fs';
import path from 'node:path';

const file = process.env.WATCHDOG_HEARTBEAT;
export const beat = (event, name) => {
  if (file) appendFileSync(file, `${event}\t${name.replace(/\s+/g, ' ')}\n`);
};
export const relative = (file) => path.relative(process.cwd(), file);
/** "tests/e2e/x.spec.ts › describe › title" (Playwright's titlePath also holds the root, project and file). */
const playwrightName = (test) => {
  const titles = [];
  for (let suite = test; suite && suite.type !== 'file'; suite = suite.parent) titles.unshift(suite.title);
  return [relative(test.location.file), ...titles.filter(Boolean)].join(' › ');
};

export default class WatchdogReporter {
  // Playwright: the web server is up and the tests are about to start; the reporter prints nothing.
  onBegin() {
    beat('begin', 'run');
  }
  printsToStdio() {
    return false;
  }
  onTestBegin(test) {
    beat('start', playwrightName(test));
  }
  onTestEnd(test) {
    beat('end', playwrightName(test));
  }
  // A few tests walk every page for minutes by design (every-page: up to 6): a step (a click,
  // an expect) that ends is progress too, written at most every 10 s.
  onStepEnd(test) {
    if (Date.now() - (this.lastStep ?? 0) < 10_000) return;
    this.lastStep = Date.now();
    beat('step', playwrightName(test));
  }

  // Jest: a story file opens (its page loads) before its stories run, one story at a time per worker.
  onRunStart() {
    beat('begin', 'run');
  }
  onTestFileStart(test) {
    beat('start', relative(test.path));
  }
  onTestFileResult(test, result) {
    beat('end', relative(test.path));
    // Each finished story file's outcome, so a run the watchdog stops resumes after it (test-stories.mjs).
    if (process.env.STORIES_FILE_RESULTS) {
      const stories = (result?.testResults ?? []).map(({ fullName, status, failureMessages }) => ({ fullName, status, failureMessages }));
      appendFileSync(process.env.STORIES_FILE_RESULTS, `${JSON.stringify({ file: relative(test.path), stories })}\n`);
    }
  }
  onTestCaseStart(test, info) {
    beat('start', `${relative(test.path)} › ${info.fullName}`);
  }
  onTestCaseResult(test, result) {
    beat('end', `${relative(test.path)} › ${result.fullName}`);
  }
  getLastError() {
    return undefined;
  }
}
