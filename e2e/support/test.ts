import { expect, test as base } from '@playwright/test';
import { interactive } from './interactive.ts';

/** React's hydration complaints, in development wording and as production's minified error numbers. */
const HYDRATION_PROBLEM = /hydrat|didn't match|Minified React error #(?:418|422|423|425)\b/i;

/**
 * Playwright's `test` with two additions to its `page`: `page.goto` and `page.reload` return once the
 * page is interactive, and a console error or warning about hydration, or a page error of that kind,
 * fails the test. The server's HTML must hydrate as it is. A test that asks only for `request` gets no
 * browser page at all.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text()))
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_PROBLEM.test(String(error.message))) problems.push(`page error: ${error.message}`);
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await interactive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await interactive(page);
      return response;
    };
    await use(page);
    expect(problems, 'hydration warnings or errors in the console').toEqual([]);
  },
});

export { expect, interactive };
