import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { closePromosBeforehand } from './support/promos.ts';

/** How long each test counts the browser's requests after the API starts failing. */
const WATCH_MS = 10_000;
/** Requests one page may send to an API that keeps failing, in that time. */
const MOST_REQUESTS = 5;

/** Makes every call of `apiPath` fail the way `how` says, and counts them. */
async function failing(page: Page, apiPath: string, how: 'server-error' | 'network'): Promise<{ count: () => number }> {
  let count = 0;
  await page.route(`**/api/*/api/${apiPath}**`, (route) => {
    count++;
    return how === 'network'
      ? route.abort('connectionfailed')
      : route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"status":500,"message":"Internal server error"}}',
        });
  });
  return { count: () => count };
}

// The content API fails while a visitor browses: the page asks again a few times, slowly, then stops.
test.describe('a content API that keeps failing', () => {
  for (const how of ['server-error', 'network'] as const) {
    test(`the blog list asks for its posts at most ${MOST_REQUESTS} times in ${WATCH_MS / 1000} s (${how})`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await acceptCookies(page);
      await closePromosBeforehand(page);
      await page.goto('/contacts');
      const posts = await failing(page, 'blog/get-posts/', how);
      // A navigation in the browser: the list is read from the API, not from the server's page.
      await page.evaluate(() => {
        window.history.pushState({}, '', '/blog');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Блог');
      // The measurement is what the browser sends over this window: nothing to wait for but the time.
      await page.waitForTimeout(WATCH_MS);
      console.log(`blog list, API failing (${how}): ${posts.count()} requests in ${WATCH_MS / 1000} s`);
      expect(posts.count()).toBeGreaterThan(0);
      expect(posts.count()).toBeLessThanOrEqual(MOST_REQUESTS);
      // The failure stays quiet: the page is there, with no error shown for the list.
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Блог');
    });
  }

  test(`the quiz asks for its question at most ${MOST_REQUESTS} times in ${WATCH_MS / 1000} s, then offers to try again`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await acceptCookies(page);
    await closePromosBeforehand(page);
    await page.goto('/contacts');
    const questions = await failing(page, 'qa/get-question/', 'server-error');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const quiz = page.locator('section.quiz');
    const tryAgain = quiz.getByRole('button', { name: 'Спробувати ще раз' });
    await expect(tryAgain).toBeVisible({ timeout: WATCH_MS });
    await expect(quiz).toContainText('Не вдалося завантажити запитання.');
    // The measurement is what the browser sends over this window: nothing to wait for but the time.
    await page.waitForTimeout(WATCH_MS);
    console.log(`quiz question, API failing: ${questions.count()} requests in ${WATCH_MS / 1000} s`);
    expect(questions.count()).toBeGreaterThan(0);
    expect(questions.count()).toBeLessThanOrEqual(MOST_REQUESTS);

    // The API is back: trying again shows the question.
    await page.unroute('**/api/*/api/qa/get-question/**');
    await tryAgain.click();
    await expect(quiz.locator('legend')).toBeVisible();
    await expect(quiz.getByRole('button').first()).toBeVisible();
  });
});
