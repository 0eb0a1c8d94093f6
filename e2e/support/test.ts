import { expect, test as base } from '@playwright/test';

/** React's hydration complaints, in development wording and as production's minified error numbers. */
const HYDRATION_PROBLEM = /hydrat|didn't match|Minified React error #(?:418|422|423|425)\b/i;

/**
 * Playwright's `test` with one addition every spec gets: a console error or warning about hydration,
 * or a page error of that kind, fails the test. The server's HTML must hydrate as it is.
 */
export const test = base.extend<{ hydrationWarnings: string[] }>({
  hydrationWarnings: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_PROBLEM.test(String(error.message))) problems.push(`page error: ${error.message}`);
      });
      await use(problems);
      expect(problems, 'hydration warnings or errors in the console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
