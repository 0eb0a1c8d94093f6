import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';

// These journeys are about the header: the cookie notice is accepted beforehand.
async function acceptCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem('ldrm-cookies-accepted', 'true'));
}

test.describe('header on a wide screen (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(({ page }) => acceptCookies(page));

  test('is 128 px high with logo, search, the first clinic’s phone, booking, calculator and language', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBe(128);
    await expect(header.getByRole('link', { name: 'На головну' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Пошук по сайту' })).toBeVisible();
    const phone = header.getByRole('link', { name: 'Зателефонувати: +38 (044) 123-45-67' });
    await expect(phone).toHaveAttribute('href', 'tel:+380441234567');
    await expect(phone).toHaveText('+38 (044) 123-45-67');
    await expect(header.getByRole('link', { name: 'Калькулятор' })).toHaveAttribute('href', '/calculator');
    await expect(header.getByRole('button', { name: 'Меню', exact: true })).toBeHidden();
  });

  test('a direction dropdown opens with its button, lists the directions and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Основна навігація' });
    const toggle = nav.getByRole('button', { name: 'Лікарі: підменю' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Дерматологія' })).toHaveAttribute('href', '/likari/dermatolohiia');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Дерматологія' })).toHaveCount(0);
  });

  test('a dropdown opened by hover closes on Escape, though focus is elsewhere', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Основна навігація' });
    const toggle = nav.getByRole('button', { name: 'Лікарі: підменю' });
    await nav.getByRole('link', { name: 'Лікарі', exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Дерматологія' })).toBeVisible();
    await expect(toggle).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Дерматологія' })).toHaveCount(0);
    await expect(toggle).not.toBeFocused();
  });

  test('the services mega-menu shows a direction’s sub-directions next to it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Основна навігація' });
    await nav.getByRole('link', { name: 'Послуги', exact: true }).hover();
    await nav.getByRole('link', { name: 'Пластична хірургія' }).hover();
    await expect(nav.getByRole('link', { name: 'Ендоліфт' })).toHaveAttribute('href', '/plastychna-khirurhiia/endolift');
    await nav.getByRole('link', { name: 'Ендоліфт' }).click();
    await expect(page).toHaveURL(/\/plastychna-khirurhiia\/endolift$/);
    await expect(nav.getByRole('link', { name: 'Ендоліфт' })).toHaveCount(0);
  });

  test('a page with sub-pages is a dropdown of them; navigating updates the title', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const about = nav.getByRole('button', { name: 'About us' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/en\/vacancies$/);
    await expect(page).toHaveTitle('Careers | Clinic network');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/vacancies$/);
  });

  test('the online-payment item opens the payment dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Основна навігація' }).getByRole('button', { name: 'Оплата онлайн' }).click();
    await expect(page.getByRole('dialog', { name: 'Онлайн оплата' })).toBeVisible();
  });
});

test.describe('header on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test.beforeEach(({ page }) => acceptCookies(page));

  test('is 175 px high, fits the screen and hides the desktop navigation', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBe(175);
    await expect(header.getByRole('button', { name: 'Записатися на прийом' })).toBeVisible();
    await expect(header.getByRole('link', { name: /\+38 \(044\) 123-45-67/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Основна навігація' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the burger opens the drawer with search, menu and clinic addresses; a link closes it', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Меню', exact: true });
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: 'Меню' });
    await expect(drawer.getByRole('combobox', { name: 'Пошук по сайту' })).toBeVisible();
    await expect(drawer.getByText('Київ, Оболонський просп., 16')).toBeVisible();
    await expect(drawer.getByRole('link', { name: '+38 (044) 123-45-68' })).toHaveAttribute('href', 'tel:+380441234568');
    const menu = drawer.getByRole('navigation', { name: 'Мобільне меню' });
    await menu.getByText('Пацієнтам').click();
    await menu.getByRole('link', { name: 'Блог' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(drawer).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  test('Escape closes the drawer and gives focus back to the burger', async ({ page }) => {
    await page.goto('/en');
    const burger = page.getByRole('button', { name: 'Menu', exact: true });
    await burger.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
  });

  test('the calculator link is in the drawer, since the header row has no room for it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Калькулятор' })).toBeHidden();
    await page.getByRole('button', { name: 'Меню', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Меню' });
    const calculator = drawer.getByRole('link', { name: 'Калькулятор' });
    await expect(calculator).toBeVisible();
    await expect(calculator).toHaveAttribute('href', '/calculator');
    const box = (await calculator.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await calculator.click();
    await expect(page).toHaveURL(/\/calculator$/);
    await expect(drawer).toBeHidden();
  });
});

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`language switch at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => acceptCookies(page));

    test('loads the same page in the other locale and back', async ({ page }) => {
      await page.goto('/likari/dermatolohiia/olena-kovalenko');
      const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English version of the site', exact: true });
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
