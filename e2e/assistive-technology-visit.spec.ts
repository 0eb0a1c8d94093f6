import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { ROUTE_SAMPLES, inLocale } from './support/route-samples.ts';
import { PAGES } from './support/content-pages.ts';
import { closePromosBeforehand } from './support/promos.ts';
import { sidewaysScroll } from './support/reflow.ts';

// A visitor with assistive technology: a screen reader, speech input, a zoomed-in screen, no patience for motion.

// WCAG 2.2 A/AA, 0 violations of any impact. Each page is loaded once per width and locale.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 375, height: 800 };
const WIDE = { width: 1440, height: 900 };
/** The narrowest phone (same layout as any below 600 px): every page must also reflow there without scrolling sideways. */
const NARROWEST = { width: 320, height: 640 };

async function violations(page: Page, include?: string): Promise<string[]> {
  // Only violations are reported in detail: axe skips collecting every passing node, a good part of its time.
  // axe runs in the page itself: the default mode opens a second page to merge the results of each frame, half a
  // second a run to the same results, and the site embeds no frame.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS);
  if (include) builder.include(include);
  const { violations: found } = await builder.analyze();
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

test.describe('no axe violation', () => {
  // axe needs a few seconds a page on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  // Half the pages per test, so two workers share each width and locale.
  const HALVES = [ROUTE_SAMPLES.slice(0, 14), ROUTE_SAMPLES.slice(14)];

  // The route families are read at the narrowest width, where the same visit checks the reflow, and on a wide
  // screen, where it checks what a reader finds on each page (its status, heading and a piece of its content).
  const CONTENT = new Map(PAGES.map((page) => [page.path, page]));
  for (const viewport of [NARROWEST, WIDE]) {
    for (const [half, paths] of HALVES.entries())
      for (const locale of ['uk', 'en'] as const) {
        test(`route families (part ${half + 1}) at ${viewport.width} px in ${locale}: ${viewport === NARROWEST ? 'no axe violation, no sideways scroll' : 'heading and content, no axe violation'}`, async ({
          page,
        }) => {
          // A first visitor's pages: the cookie notice stays on each, so axe reads it with the page around it
          // (nothing of the page may be under it). The pop-ups were closed a moment ago: they have tests of their own.
          await closePromosBeforehand(page);
          await page.setViewportSize(viewport);
          const found: string[] = [];
          for (const path of paths) {
            const url = inLocale(path, locale);
            const response = await page.goto(url);
            const heading = page.getByRole('heading', { level: 1 });
            await expect(heading).toBeVisible();
            await expect(
              page.getByRole('dialog', { name: locale === 'uk' ? 'Файли cookie' : 'Cookies' }),
            ).toBeVisible();
            const content = viewport === WIDE ? CONTENT.get(url) : undefined;
            if (content) {
              expect(response?.status(), url).toBe(200);
              await expect(heading, url).toHaveText(content.heading);
              await expect(
                page.getByRole('main').getByText(content.content, { exact: false }).first(),
                url,
              ).toBeVisible();
            }
            // The page has hydrated (page.goto waits for it): what axe reads is what the visitor uses. Waiting for
            // the network to rest on top would add half a second a page for the code of linked pages, fetched
            // when the browser is idle, which changes nothing on this one.
            found.push(...(await violations(page)).map((violation) => `${url}: ${violation}`));
            const overflow = viewport === NARROWEST ? await sidewaysScroll(page) : null;
            if (overflow) found.push(`${url}: scrolls sideways, ${overflow}`);
          }
          expect(found).toEqual([]);
        });
      }
  }

  for (const viewport of [PHONE, WIDE]) {
    test.describe(`open dialogs, drawer and search panel at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the cookie notice and a promo pop-up', async ({ page }) => {
        await page.clock.install();
        await page.goto('/');
        // The pop-up opens for a first visitor who left the notice alone; the notice steps aside meanwhile.
        await page.clock.runFor(10_000);
        await expect(page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' })).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Ендоліфт зі знижкою 15%' })).toHaveCount(0);
        await expect(page.getByRole('dialog', { name: 'Файли cookie' })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });

      test('the booking dialogs: order, declaration, review, vacancy', async ({ page }) => {
        await acceptCookies(page);
        const found: string[] = [];
        const check = async (name: string) => {
          const dialog = page.getByRole('dialog', { name });
          await expect(dialog).toBeVisible();
          found.push(...(await violations(page)).map((violation) => `${name}: ${violation}`));
          await page.keyboard.press('Escape');
          await expect(dialog).toHaveCount(0);
        };
        await page.goto('/likari/dermatolohiia/olena-kovalenko');
        await page.getByRole('main').getByRole('button', { name: 'Записатися до лікаря' }).click();
        await check('Записатися на прийом');
        await page.getByRole('main').getByRole('button', { name: 'Залишити відгук' }).first().click();
        await check('Залишити відгук');
        await page.goto('/contacts');
        await page.getByRole('main').getByRole('button', { name: 'Підписати декларацію з сімейним лікарем' }).click();
        await check('Підписати декларацію');
        await page.goto('/vacancies');
        await page.getByRole('main').getByRole('button', { name: 'Відгукнутися' }).first().click();
        await check('Заповніть форму, щоб приєднатися до нас');
        expect(found).toEqual([]);
      });

      test('the payment dialog and the image viewer', async ({ page }) => {
        await acceptCookies(page);
        await page.goto('/?payment&amount=500');
        await expect(page.getByRole('dialog', { name: 'Онлайн оплата' })).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await page.goto('/en/photo-gallery');
        await page.getByRole('button', { name: 'Open photo: Pechersk clinic front desk' }).click();
        await expect(page.locator('dialog.image-viewer')).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });

      test('the search panel, and the drawer on a phone', async ({ page }) => {
        await acceptCookies(page);
        await page.goto('/');
        if (viewport.width < 600) {
          await page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true }).click();
          await expect(page.locator('dialog[open]')).toBeVisible();
          expect(await violations(page)).toEqual([]);
        }
        const box = page
          .getByRole(viewport.width < 600 ? 'dialog' : 'banner')
          .getByRole('combobox', { name: 'Пошук по сайту' });
        await box.fill('кова');
        await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
        expect(await violations(page)).toEqual([]);
      });
    });
  }
});

test.describe('no axe violation without scripts', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const viewport of [PHONE, WIDE]) {
    test(`search results, the forms' pages and their answers at ${viewport.width} px`, async ({ page }) => {
      // axe runs as a script, so the page's own scripts are what is kept out: the page stays as the server sent it.
      await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
      await page.setViewportSize(viewport);
      const found: string[] = [];
      const check = async (what: string) =>
        found.push(...(await violations(page)).map((violation) => `${what}: ${violation}`));
      // The frame's own navigation: the page never becomes interactive, which the suite's page.goto waits for.
      const visit = (path: string) => page.mainFrame().goto(path);
      for (const path of [
        '/search?query=Коваленко',
        '/en/search?query=ab',
        '/order',
        '/declaration',
        '/en/review',
        '/vacancy',
        '/payment?amount=500&desc=Консультація',
        '/payment?payment-error',
      ]) {
        await visit(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await check(path);
      }
      // The answers to a plain post: the form again with its errors, then the success text.
      await visit('/order');
      const main = page.getByRole('main');
      await main.getByLabel('Телефон').fill('067');
      await main.getByRole('button', { name: 'Надіслати' }).click();
      await expect(main.getByRole('alert').first()).toBeVisible();
      await check('order with errors');
      await main.getByLabel('Імʼя').fill('Аксе Безскриптова');
      await main.getByLabel('Телефон').fill('38(067) 123-45-67');
      await main.getByRole('button', { name: 'Надіслати' }).click();
      await expect(main.getByRole('status')).toBeVisible();
      await check('order sent');
      // The payment page's answer: the signed form for the provider.
      await visit('/en/payment?amount=500');
      await main.getByLabel('Your name').fill('Axe Noscript');
      await main.getByLabel('Phone').fill('0671234567');
      await main.getByLabel('Payment for').selectOption({ label: 'Services' });
      await main.getByRole('button', { name: 'Pay' }).click();
      await expect(main.getByTestId('payment-checkout')).toBeVisible();
      await check('payment checkout');
      // A header menu as it opens without scripts (style shows it on hover or focus).
      if (viewport.width >= 1240) {
        await page
          .locator('.nav-item__panel')
          .first()
          .evaluate((panel) => panel.removeAttribute('hidden'));
        await check('header menu open');
      }
      expect(found).toEqual([]);
    });
  }
});

test.describe('names match labels', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  for (const path of ['/', '/en']) {
    test(`the logo links and the language switch carry their visible text in their names (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      const links = [
        page.getByRole('banner').locator('a.logo'),
        page.getByRole('contentinfo').locator('a.logo'),
        page.getByRole('banner').locator('a.language-switch'),
      ];
      for (const link of links) {
        // The text a sighted visitor reads: without visually hidden or aria-hidden parts.
        const visible = await link.evaluate((element) => {
          const copy = element.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('.visually-hidden, [aria-hidden="true"]').forEach((part) => part.remove());
          return (copy.textContent ?? '').trim();
        });
        expect(visible).not.toBe('');
        await expect(link).toHaveAccessibleName(new RegExp(`^${visible}`));
      }
    });
  }
});

test.describe('carousels', () => {
  // A visit that has closed the promotions' pop-ups before: their modals would stand over the banner's buttons.
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
    await closePromosBeforehand(page);
  });

  test('the auto-playing banner has a visible pause button that stops it, and a play button that restarts it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/en');
    const banner = page.locator('.carousel--single.carousel--ready');
    const pause = banner.getByRole('button', { name: 'Pause slideshow' });
    await expect(pause).toBeVisible();
    const currentDot = () => banner.locator('.carousel__dot[aria-current="true"]').getAttribute('aria-label');
    await page.clock.runFor(7_500);
    await expect.poll(currentDot).toBe('Slide 2');
    await pause.click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    expect(await currentDot()).toBe('Slide 2');
    await banner.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(8_000);
    await expect.poll(currentDot).toBe('Slide 3');
  });
});
