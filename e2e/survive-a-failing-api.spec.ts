import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { closePromosBeforehand } from './support/promos.ts';

/** How long each test counts the browser's requests after the API starts failing. */
const WATCH_MS = 10_000;
/** Requests one page may send to an API that keeps failing, in that time. */
const MOST_REQUESTS = 5;

/** Makes every call of `apiPath` fail the way `how` says, and counts them. */
async function failing(page: Page, apiPath: string, how: 'server-error' | 'network') {
  let count = 0;
  let answered = 0;
  await page.route(`**/api/*/api/${apiPath}**`, async (route) => {
    count++;
    await (how === 'network'
      ? route.abort('connectionfailed')
      : route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"status":500,"message":"Internal server error"}}',
        }));
    answered++;
  });
  return { count: () => count, settled: () => answered === count };
}

const STEP_MS = 250;

/**
 * Lets `WATCH_MS` pass on the page's fake clock in short steps. Each step's requests are answered, and the
 * page has taken the answer (an evaluation runs after it), before the next step: the page sees the ten seconds
 * a visitor would, in a fraction of them.
 */
async function watch(page: Page, requests: { settled: () => boolean }): Promise<void> {
  for (let elapsed = 0; elapsed < WATCH_MS; elapsed += STEP_MS) {
    await page.clock.runFor(STEP_MS);
    await expect.poll(requests.settled).toBe(true);
    await page.evaluate(() => undefined);
  }
}

/**
 * A visitor (cookies accepted, pop-ups closed) opens /contacts on the page's fake clock; then every call of
 * `apiPath` fails as `how` says, and the visitor goes on to `to` within the browser, so the page reads its content
 * from the API, not from the server's page. Answers the count of those calls, as `failing` keeps it.
 */
async function browseWhileFailing(page: Page, apiPath: string, how: 'server-error' | 'network', to: string) {
  await acceptCookies(page);
  await closePromosBeforehand(page);
  await page.clock.install();
  await page.goto('/contacts');
  const requests = await failing(page, apiPath, how);
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  return requests;
}

// The content API fails while a visitor browses: the page asks again a few times, slowly, then stops.
test.describe('a content API that keeps failing', () => {
  for (const how of ['server-error', 'network'] as const) {
    test(`the blog list asks for its posts at most ${MOST_REQUESTS} times in ${WATCH_MS / 1000} s (${how})`, async ({
      page,
    }) => {
      const posts = await browseWhileFailing(page, 'blog/get-posts/', how, '/blog');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Блог');
      // The measurement is what the browser sends over this window.
      await watch(page, posts);
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
    const questions = await browseWhileFailing(page, 'qa/get-question/', 'server-error', '/');
    const quiz = page.locator('section.quiz');
    const tryAgain = quiz.getByRole('button', { name: 'Спробувати ще раз' });
    // The measurement is what the browser sends over this window; by its end the quiz has given up.
    await watch(page, questions);
    await expect(tryAgain).toBeVisible();
    await expect(quiz).toContainText('Не вдалося завантажити запитання.');
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

test('a navigation whose content cannot be read turns the loading bar red', async ({ page }) => {
  await acceptCookies(page);
  await closePromosBeforehand(page);
  await page.goto('/');
  await expect(page.getByTestId('directions-grid')).toBeVisible();
  await page.route('**/api/*/api/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"status":500,"message":"down"}}' }),
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'Вакансії' }).click();
  await expect(page).toHaveURL(/\/vacancies$/);
  // The red bar shows for half a second before it hides, shorter than a locator's retry interval can be:
  // the page itself looks on every frame.
  await page.waitForFunction(
    () => {
      const bar = document.querySelector('.loading-bar--error[role="progressbar"]');
      return bar !== null && bar.getBoundingClientRect().height > 0;
    },
    undefined,
    { polling: 'raf', timeout: 15_000 },
  );
});
