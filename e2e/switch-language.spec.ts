import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { PHONE_AND_WIDE_SCREEN } from './support/viewports.ts';

test.describe('both locales render through the shell and mf-content', () => {
  test('Ukrainian home page at /', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'На головну' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Записатися на прийом' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'English version of the site', exact: true })).toHaveAttribute(
      'href',
      '/en',
    );
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    const grid = page.getByTestId('directions-grid');
    await expect(grid.getByRole('link', { name: 'Дерматологія' })).toHaveAttribute('href', '/dermatolohiia');
  });

  test('English home page at /en', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Make an appointment' })).toBeVisible();
    const grid = page.getByTestId('directions-grid');
    await expect(grid.getByRole('link', { name: 'Dermatology' })).toHaveAttribute('href', '/en/dermatolohiia');
  });

  test('the language switch loads the same page in the other locale', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('link', { name: 'Українська версія сайту', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_locale')?.value).toBe('uk');
  });

  test('the HTML from the gateway already carries the language', async ({ request }) => {
    const uk = await request.get('/');
    expect(await uk.text()).toContain('<html lang="uk">');
    const en = await request.get('/en');
    expect(await en.text()).toContain('<html lang="en">');
  });
});

for (const viewport of PHONE_AND_WIDE_SCREEN) {
  test.describe(`language switch at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => acceptCookies(page));

    test('loads the same page in the other locale and back', async ({ page }) => {
      await page.goto('/likari/dermatolohiia/olena-kovalenko');
      const toEnglish = page
        .getByRole('banner')
        .getByRole('link', { name: 'English version of the site', exact: true });
      await expect(toEnglish).toBeVisible();
      await toEnglish.click();
      await expect(page).toHaveURL(/\/en\/likari\/dermatolohiia\/olena-kovalenko$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Olena Kovalenko');
      const toUkrainian = page.getByRole('banner').getByRole('link', { name: 'Українська версія сайту', exact: true });
      await expect(toUkrainian).toHaveAttribute('href', '/likari/dermatolohiia/olena-kovalenko');
      await toUkrainian.click();
      await expect(page).toHaveURL(/\/likari\/dermatolohiia\/olena-kovalenko$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'i18n_locale')?.value).toBe('uk');
    });
  });
}
