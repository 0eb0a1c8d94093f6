import type { Page } from 'playwright-core';

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
