import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { tabThrough } from './support/focus.ts';
import { closePromosBeforehand } from './support/promos.ts';

// Keyboard journeys: a visitor who uses the keyboard only, on a phone or a wide screen.

test.describe('promo pop-ups never interrupt', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('a pop-up due while the visitor types waits; at a quiet moment it takes the focus, Escape closes it and the focus goes back', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/en');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
    await search.focus();
    await page.keyboard.type('xy');
    await page.clock.runFor(8_000);
    // The home page's pop-up came due at 5 s, but the visitor is in the search box.
    await expect(page.getByRole('dialog', { name: 'Endolift at 15% off' })).toHaveCount(0);
    await expect(search).toBeFocused();
    // Leaves the box for a button: after a few quiet seconds the pop-up shows, as a modal with the focus in it.
    const order = page.getByRole('banner').getByRole('button', { name: 'Make an appointment' });
    await order.focus();
    await page.clock.runFor(4_000);
    const promo = page.getByRole('dialog', { name: 'Endolift at 15% off' });
    await expect(promo).toBeVisible();
    expect(
      await promo.evaluate((element) => element.matches(':modal') && element.contains(document.activeElement)),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(promo).toHaveCount(0);
    await expect(order).toBeFocused();
  });
});

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`nothing covers the focus at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('with the cookie notice open, no Tab stop of the home page is covered by the header or the notice, the footer’s last links included', async ({
      page,
    }) => {
      // The round of Tab takes seconds: a promo pop-up coming due meanwhile would take the focus (its own test is below).
      await closePromosBeforehand(page);
      await page.goto('/');
      const notice = page.getByRole('dialog', { name: 'Файли cookie' });
      await expect(notice).toBeVisible();
      await expect(page.getByTestId('directions-grid')).toBeVisible();
      // A visitor's round of Tab takes longer than the page's loading: the sections that load their data late
      // have taken their place (one settling under a focused footer link would move it behind the notice).
      await page.waitForLoadState('networkidle');
      // Compact: the notice leaves most of a phone's screen to the page.
      expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(viewport.width < 600 ? 120 : 160);
      const { stops, covered } = await tabThrough(page);
      expect(stops.length).toBeGreaterThan(40);
      // The round starts at the notice, the first thing on the page, and ends at the footer's last link.
      expect(stops.slice(0, 2)).toEqual(['button "Прийняти"', 'button "Закрити"']);
      expect(stops.at(-1)).toBe('a "YouTube"');
      expect(covered).toEqual([]);
    });

    test('with a pop-up open, every Tab stop is in the pop-up and uncovered; a first visitor who leaves the cookie notice alone gets it too', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: 'Файли cookie' })).toBeVisible();
      await page.clock.runFor(9_000);
      const promo = page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' });
      await expect(promo).toBeVisible();
      // The pop-up's close button has the focus when it opens; Tab goes round its two controls.
      await expect(promo.getByRole('button', { name: 'Закрити' })).toBeFocused();
      const { stops, covered } = await tabThrough(page, 12);
      expect(stops).toEqual(['a "Дізнатися більше"', 'button "Закрити"']);
      expect(covered).toEqual([]);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.promo-dialog')))).toBe(true);
    });

    test('Escape closes the topmost: the pop-up first, then the cookie notice, wherever the focus is', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto('/');
      await page.clock.runFor(9_000);
      const promo = page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' });
      const notice = page.getByRole('dialog', { name: 'Файли cookie' });
      await expect(promo).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(promo).toHaveCount(0);
      await expect(notice).toBeVisible();
      // The focus is back in the page, far from the notice: Escape still closes it.
      expect(await page.evaluate(() => document.activeElement?.closest('.cookie-banner') ?? null)).toBeNull();
      await page.keyboard.press('Escape');
      await expect(notice).toHaveCount(0);
    });
  });
}

test.describe('focus is never lost', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('the image viewer gives the focus back to the photo that opened it, by Escape or by its close button', async ({
    page,
  }) => {
    await page.goto('/en/photo-gallery');
    const photo = page.getByRole('button', { name: 'Open photo: Pechersk clinic front desk' });
    await photo.focus();
    await page.keyboard.press('Enter');
    const viewer = page.locator('dialog.image-viewer');
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(photo).toBeFocused();
    await page.keyboard.press('Enter');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toHaveCount(0);
    await expect(photo).toBeFocused();
  });

  test('a booking dialog gives the focus back to its button; after its result hides, the empty form’s first field has it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/en/contacts');
    const open = page.getByRole('main').getByRole('button', { name: 'Sign a declaration with a family doctor' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign a declaration' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByLabel('Full name').fill('Olena Petrenko');
    await dialog.getByLabel('Phone').pressSequentially('0501234567');
    await dialog.getByLabel('Date of birth').pressSequentially('01021990');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByTestId('send-result')).toBeFocused();
    await page.clock.runFor(18_500);
    await expect(dialog.getByTestId('send-result')).toHaveCount(0);
    await expect(dialog.getByLabel('Full name')).toBeFocused();
    await expect(dialog.getByLabel('Full name')).toHaveValue('');
  });

  test('on a phone the burger opens the drawer and closes it again; Escape and the drawer’s own close button give the focus back to it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const burger = page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true });
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Меню' });
    await expect(drawer).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    // Nothing covers the burger: a real click on it, where a visitor taps.
    await burger.click();
    await expect(drawer).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();

    await burger.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.drawer')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.press('Enter');
    await drawer.getByRole('button', { name: 'Закрити меню' }).click();
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
  });
});

test.describe('carousels', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px Tab never lands on a control of a slide out of view`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/en');
      await expect(page.locator('.carousel--ready').first()).toBeVisible();
      const hidden: string[] = [];
      for (let stop = 0; stop < 80; stop += 1) {
        await page.keyboard.press('Tab');
        const outside = await page.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const element = document.activeElement as HTMLElement | null;
          const track = element?.closest('.keen-slider');
          if (!element || !track) return null;
          const box = element.getBoundingClientRect();
          const frame = track.getBoundingClientRect();
          return box.left < frame.left - 1 || box.right > frame.right + 1
            ? `${element.textContent?.trim().slice(0, 30)} at ${Math.round(box.left)}`
            : null;
        });
        if (outside) hidden.push(outside);
      }
      expect(hidden).toEqual([]);
    });
  }
});

test.describe('focus management', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('after a client-side navigation the focus is on the new page’s h1', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('directions-grid')).toBeVisible();
    const link = page.getByRole('banner').getByRole('link', { name: 'Калькулятор' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calculator$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await page.keyboard.press('Tab');
    // The next Tab stop is on the new page, not back in the header.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });
});
