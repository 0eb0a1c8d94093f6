import { expect, test } from './support/test.ts';

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`footer and error page at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem('ldrm-cookies-accepted', 'true')));

    test('the footer has ©, card brands, navigation, phone, addresses, e-mail, four social links and the credit', async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Мережа клінік`);
      await expect(footer.getByRole('img', { name: 'Visa' })).toBeVisible();
      await expect(footer.getByRole('img', { name: 'Mastercard' })).toBeVisible();
      await expect(footer.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Ціни' })).toHaveAttribute('href', '/prices');
      await expect(footer.getByRole('navigation', { name: 'Інформація' }).getByRole('link', { name: 'Інтернатура' })).toHaveAttribute('href', '/internatura');
      await expect(footer.getByRole('link', { name: /\+38 \(044\) 123-45-67/ })).toHaveAttribute('href', 'tel:+380441234567');
      await expect(footer.getByText('Київ, вул. Євгена Коновальця, 32')).toBeVisible();
      await expect(footer.getByRole('link', { name: 'pechersk@clinic-network.com.ua' })).toHaveAttribute('href', 'mailto:pechersk@clinic-network.com.ua');
      for (const name of ['Instagram', 'Facebook', 'TikTok', 'YouTube']) await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
      await expect(footer).toContainText('Розробка сайту');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('an unknown English page shows 404, the text, a home link and the directions', async ({ page }) => {
      const response = await page.goto('/en/no/such/page');
      expect(response?.status()).toBe(404);
      const main = page.getByRole('main');
      await expect(main.getByText('404', { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
      await expect(main.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/en');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText('Didn’t find what you were looking for?');
      await expect(main.getByRole('link', { name: 'Dermatology' })).toHaveAttribute('href', '/en/dermatolohiia');
      await expect(page).toHaveTitle('404 | Clinic network');
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

for (const [home, link, text] of [
  ['/', 'Вакансії', 'Упс, сталася помилка :('],
  ['/en', 'Careers', 'Oops, an error occurred :('],
] as const) {
  test(`${home}: a page whose code fails to load on navigation shows “${text}” with header and footer`, async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('ldrm-cookies-accepted', 'true');
      // Data saver on: no idle prefetch (spec §4), so the next page's code is fetched on the click.
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
    await page.goto(home);
    await expect(page.getByTestId('directions-grid')).toBeVisible();
    await page.route('**/remotes/mf-content/**', (route) => route.abort('connectionrefused'));
    // A page chunk not loaded yet: the click needs the network the route now refuses.
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page.getByRole('main').getByText('500', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
