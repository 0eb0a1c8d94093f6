import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names, at the end of a run, every test that failed and then passed on its retry. CI retries a test once
 * so that a moment of a loaded machine does not stop a change from landing; a test that needed it is a
 * test to mend, and this keeps it from passing unseen (the default reporter shows it as passed).
 */
export class FlakyTestsReporter implements Reporter {
  private readonly flaky: string[] = [];

  constructor(private readonly print: (text: string) => void = console.log) {}

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (diagnostic?.flaky)
      this.flaky.push(
        `${testCase.module.relativeModuleId} > ${testCase.fullName} (passed on try ${diagnostic.retryCount + 1})`,
      );
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    this.print(
      `\nFlaky: ${this.flaky.length} test${this.flaky.length === 1 ? '' : 's'} passed only when tried again:\n${this.flaky.map((line) => `  ${line}`).join('\n')}\n`,
    );
  }
}
