import { expect, test as base, type Page } from '@playwright/test';

/** React's hydration complaints, in development wording and as production's minified error numbers. */
const HYDRATION_PROBLEM = /hydrat|didn't match|Minified React error #(?:418|422|423|425)\b/i;

/**
 * Waits until the server-rendered page has hydrated and answers input (the shell marks the document
 * `data-interactive`). A click before that is held and replayed by the shell; typing, hovering and
 * link clicks that tests do in the first milliseconds are not, as no visitor is that quick.
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('root')?.hasAttribute('data-server-rendered') ||
      document.documentElement.dataset.interactive === 'true',
    null,
    { polling: 50, timeout: 15_000 },
  );
}

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

export { expect };
