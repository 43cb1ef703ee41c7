// The watchdog's heartbeat (scripts/watchdog-reporter.mjs) for Vitest, whose reporter interface
// differs from Jest's under the same method names: one line per test started or finished. A test
// that blocks its worker's event loop outlives its own time-out (a mock factory drawing ten
// million objects once ran for the rest of CI's 90 minutes); the watchdog stops it.
import { beat, relative } from './watchdog-reporter.mjs';

const nameOf = (testCase) => `${relative(testCase.module.moduleId)} › ${testCase.fullName}`;

export default class WatchdogVitestReporter {
  onTestRunStart() {
    beat('begin', 'run');
  }
  // A file's start reaches the reporter before its tests' (which a blocked worker never sends).
  onTestModuleStart(module) {
    beat('start', relative(module.moduleId));
  }
  onTestModuleEnd(module) {
    beat('end', relative(module.moduleId));
  }
  onTestCaseReady(testCase) {
    beat('start', nameOf(testCase));
  }
  onTestCaseResult(testCase) {
    beat('end', nameOf(testCase));
  }
}
