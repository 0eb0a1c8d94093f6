import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';

const acceptCookies = (page: Page) => page.addInitScript(() => localStorage.setItem('ldrm-cookies-accepted', 'true'));

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`notices at ${viewport.width} px`, () => {
    test.use({ viewport });

    test.describe('cookie notice (spec §4)', () => {
      test('shows at the bottom without blocking the page; accept stores the flag for good', async ({ page }) => {
        await page.goto('/');
        const notice = page.getByRole('region', { name: 'Файли cookie' });
        await expect(notice).toBeVisible();
        const box = (await notice.boundingBox())!;
        expect(box.y + box.height).toBeGreaterThan(viewport.height - 100);
        expect(box.width).toBeLessThanOrEqual(Math.min(600, viewport.width));
        // Non-modal: the rest of the page still works while it is shown.
        await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
        await expect(page.getByRole('dialog', { name: 'Записатися на прийом' })).toBeVisible();
        await page.keyboard.press('Escape');
        await notice.getByRole('button', { name: 'Прийняти' }).click();
        await expect(notice).toHaveCount(0);
        // The page it leaves is the page it was on, not an error page.
        await expect(page.getByTestId('directions-grid')).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('ldrm-cookies-accepted'))).not.toBeNull();
        await page.reload();
        await expect(page.getByTestId('directions-grid')).toBeVisible();
        await expect(page.getByRole('region', { name: 'Файли cookie' })).toHaveCount(0);
      });

      test('close hides it for this page view only; at most 600 px wide', async ({ page }) => {
        await page.goto('/en');
        const notice = page.getByRole('region', { name: 'Cookies' });
        expect((await notice.boundingBox())!.width).toBeLessThanOrEqual(Math.min(600, viewport.width));
        await notice.getByRole('button', { name: 'Close' }).click();
        await expect(notice).toHaveCount(0);
        await expect(page.getByTestId('directions-grid')).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('ldrm-cookies-accepted'))).toBeNull();
        await page.reload();
        await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
      });
    });

    test.describe('promo pop-ups (spec §2, §4)', () => {
      test.beforeEach(({ page }) => acceptCookies(page));

      test('the home page’s pop-up opens after its 5 s delay; its button goes to the localized page and closes it', async ({ page }) => {
        await page.clock.install();
        await page.goto('/en');
        await expect(page.getByRole('banner')).toBeVisible();
        await page.clock.runFor(4_500);
        await expect(page.getByRole('dialog', { name: 'Endolift at 15% off' })).toHaveCount(0);
        await page.clock.runFor(600);
        const promo = page.getByRole('dialog', { name: 'Endolift at 15% off' });
        await expect(promo).toBeVisible();
        await expect(promo).toContainText('Laser lifting without incisions');
        await expect(promo.locator('img')).toHaveAttribute('src', '/media/dialogs/endolift.svg');
        const box = (await promo.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await promo.getByRole('link', { name: 'Learn more' }).click();
        await expect(page).toHaveURL(/\/en\/endolift_promo$/);
        await expect(page.getByRole('dialog', { name: 'Endolift at 15% off' })).toHaveCount(0);
      });

      test('pop-ups wait while another dialog is open, then show one at a time, each closing on its own', async ({ page }) => {
        await page.clock.install();
        await page.goto('/');
        await expect(page.getByRole('banner')).toBeVisible();
        await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
        await expect(page.getByRole('dialog', { name: 'Записатися на прийом' })).toBeVisible();
        await page.clock.runFor(21_000);
        // Both pop-ups are due (5 s and 20 s), but neither covers the open booking form.
        await expect(page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' })).toHaveCount(0);
        await page.keyboard.press('Escape');
        const endolift = page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' });
        const firstVisit = page.getByRole('dialog', { name: 'Зимовий чекап зі знижкою 20%' });
        await expect(firstVisit).toBeVisible();
        await expect(endolift).toHaveCount(0);
        await firstVisit.getByRole('button', { name: 'Закрити' }).click();
        await expect(firstVisit).toHaveCount(0);
        await expect(endolift).toBeVisible();
        await endolift.getByRole('button', { name: 'Закрити' }).click();
        await expect(endolift).toHaveCount(0);
        // Closed for the rest of the visit: back on the home page, nothing pops up again.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Про клініку' }).click();
        await expect(page).toHaveURL(/\/about-us$/);
        await page.getByRole('banner').getByRole('link', { name: 'На головну' }).click();
        await expect(page).toHaveURL(/\/$/);
        await page.clock.runFor(25_000);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    });

    test('going offline shows a notice, coming back hides it', async ({ page, context }) => {
      await acceptCookies(page);
      await page.goto('/');
      await expect(page.getByTestId('directions-grid')).toBeVisible();
      await context.setOffline(true);
      const notice = page.getByRole('status').filter({ hasText: 'Немає зʼєднання з інтернетом' });
      await expect(notice).toBeVisible();
      const box = (await notice.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await context.setOffline(false);
      await expect(page.getByText('Немає зʼєднання з інтернетом')).toBeHidden();
    });
  });
}
