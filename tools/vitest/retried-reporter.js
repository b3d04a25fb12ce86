import path from 'node:path';

// CI runs the tests with one retry (`--retry=1`): a test that fails once under load and then
// passes does not fail the run, but it must not pass unseen either. This reporter names every
// such test at the end of the run, so a flaky test shows up in CI's output and gets fixed.

/** @implements {import('vitest/node').Reporter} */
export default class RetriedReporter {
  /** @type {string[]} */
  retried = [];

  /** @param {import('vitest/node').TestCase} testCase */
  onTestCaseResult(testCase) {
    const { retryCount } = testCase.diagnostic() ?? {};
    if (retryCount && testCase.result().state === 'passed') {
      this.retried.push(
        `${path.relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`,
      );
    }
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    console.warn(`\nPassed only on a retry (flaky, to be fixed): ${this.retried.length}`);
    for (const name of this.retried) console.warn(`  ${name}`);
  }
}
