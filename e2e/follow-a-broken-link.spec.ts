import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { PHONE_AND_WIDE_SCREEN } from './support/viewports.ts';

// A visitor follows a link to a page or an item that does not exist.

test.describe('unknown pages', () => {
  for (const [path, text] of [
    ['/this/page/does-not-exist', 'На жаль, цю сторінку не знайдено.'],
    ['/no-such-direction', 'На жаль, цю сторінку не знайдено.'],
    ['/en/this/page/does-not-exist', 'This page could not be found'],
  ] as const) {
    test(`${path} answers 404 with the error page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }
});

test.describe('detail pages of missing items answer 404', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  for (const [path, text] of [
    ['/blog/no-such-post', 'На жаль, цю сторінку не знайдено.'],
    ['/zahvoryuvannya/no-such-disease', 'На жаль, цю сторінку не знайдено.'],
    ['/likari/no-such-doctor', 'На жаль, цю сторінку не знайдено.'],
    ['/likari/dermatolohiia/roman-boiko', 'На жаль, цю сторінку не знайдено.'],
    ['/dermatolohiia/no-such-sub', 'На жаль, цю сторінку не знайдено.'],
    ['/en/complexes/no-such-complex', 'This page could not be found'],
    ['/en/prices/no-such-direction', 'This page could not be found'],
  ] as const) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    });
  }

  test('a missing item reached inside the app shows the error page too', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Блог');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/actions/no-such-action');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('На жаль, цю сторінку не знайдено.');
  });
});

for (const viewport of PHONE_AND_WIDE_SCREEN) {
  test.describe(`error page at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => acceptCookies(page));

    test('an unknown English page shows 404, the text, a home link and the directions', async ({ page }) => {
      const response = await page.goto('/en/no/such/page');
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByText('404', { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
      await expect(main.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/en');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText('Didn’t find what you were looking for?');
      await expect(main.getByRole('link', { name: 'Dermatology' })).toHaveAttribute('href', '/en/dermatolohiia');
      await expect(page).toHaveTitle('404 | Veresk Clinics');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('a missing Ukrainian item shows the Ukrainian 404 inside the default layout', async ({ page }) => {
      const response = await page.goto('/blog/no-such-post');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('На жаль, цю сторінку не знайдено.');
      await expect(page.getByText('Не знайшли що шукали?')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'На головну' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  });
}
