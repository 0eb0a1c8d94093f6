import { expect, test } from './support/test.ts';

test.describe('both locales render through the shell and mf-content', () => {
  test('Ukrainian home page at /', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'На головну' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Записатися на прийом' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'English version of the site', exact: true })).toHaveAttribute('href', '/en');
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
