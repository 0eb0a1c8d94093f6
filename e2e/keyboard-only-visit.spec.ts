import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';

// Keyboard journeys of issue 15: a visitor who uses the keyboard only, on a phone or a wide screen.

test.describe('promo pop-ups never interrupt (issue 15, item 2)', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('a pop-up due while the visitor types waits, then shows without taking the focus, announced, and closes with Escape', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
    await search.focus();
    await page.keyboard.type('xy');
    await page.clock.runFor(8_000);
    // The home page's pop-up came due at 5 s, but the visitor is in the search box.
    await expect(page.getByRole('dialog', { name: 'Endolift at 15% off' })).toHaveCount(0);
    await expect(search).toBeFocused();
    // Leaves the box for a button: after a few quiet seconds the pop-up shows, focus stays.
    await page.getByRole('banner').getByRole('button', { name: 'Make an appointment' }).focus();
    await page.clock.runFor(4_000);
    const promo = page.getByRole('dialog', { name: 'Endolift at 15% off' });
    await expect(promo).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Make an appointment' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Endolift at 15% off' })).toHaveCount(1);
    // Non-modal: the page behind stays usable and is not covered by a backdrop.
    expect(await promo.evaluate((element) => element.getAttribute('aria-modal'))).toBe('false');
    await promo.getByRole('link', { name: 'Learn more' }).focus();
    await page.keyboard.press('Escape');
    await expect(promo).toHaveCount(0);
  });
});

test.describe('focus is never hidden (issue 15, item 3)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('at 375 px with the cookie notice shown, no Tab stop of the home page is hidden by the header or the notice', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Файли cookie' });
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('directions-grid')).toBeVisible();
    // Compact: the notice leaves most of a phone's screen to the page.
    expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(120);
    const hidden: string[] = [];
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Tab');
      // Hidden means something else is on top of the focused control, or it is off the screen.
      const covered = await page.evaluate(async () => {
        // Content that renders late may move the page after the focus scroll: measure once it settled.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return null;
        const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
        const y = box.top + box.height / 2;
        const top = y >= 0 && y < innerHeight ? document.elementFromPoint(x, y) : null;
        const seen = top !== null && (element.contains(top) || top.contains(element));
        return seen ? null : `${element.tagName} ${element.textContent?.trim().slice(0, 30)} under ${top?.closest("[class]")?.className ?? `nothing at ${Math.round(y)} of ${innerHeight}`}`;
      });
      if (covered) hidden.push(covered);
    }
    expect(hidden).toEqual([]);
  });

  test('Escape closes the cookie notice', async ({ page }) => {
    await page.goto('/en');
    const notice = page.getByRole('region', { name: 'Cookies' });
    await expect(notice).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
  });
});

test.describe('carousels (issue 15, item 4)', () => {
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
          return box.left < frame.left - 1 || box.right > frame.right + 1 ? `${element.textContent?.trim().slice(0, 30)} at ${Math.round(box.left)}` : null;
        });
        if (outside) hidden.push(outside);
      }
      expect(hidden).toEqual([]);
    });
  }
});

test.describe('focus management (issue 15, item 6)', () => {
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
