import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { ROUTE_SAMPLES, inLocale } from './support/route-samples.ts';
import { brokenWords, sidewaysScroll } from './support/reflow.ts';

// A visitor who set the browser's default font size to 32 px (Chromium's "very large" is 24), on a phone.

const PHONE = { width: 375, height: 800 };

/** The browser's default font size, as the visitor's setting sets it (what `medium` and `1rem` are). */
async function setDefaultFontSize(page: Page, px: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
}

const fontSizeOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

test.describe('text that follows the visitor’s font size', () => {
  test.use({ viewport: PHONE });
  test.beforeEach(({ page }) => acceptCookies(page));

  test('the setting is in effect: the page’s root font size is the visitor’s', async ({ page }) => {
    await setDefaultFontSize(page, 32);
    await page.goto('/');
    expect(await fontSizeOf(page, 'html')).toBe(32);
  });

  test('headings, body text and buttons are larger at 32 px than at 16 px', async ({ page, browser }) => {
    const sizes = async (target: Page) => {
      await target.goto('/likari/dermatolohiia/olena-kovalenko');
      return {
        heading: await fontSizeOf(target, 'main h1'),
        text: await fontSizeOf(target, 'main p'),
        button: await fontSizeOf(target, 'main .ui-button'),
        link: await fontSizeOf(target, 'footer a'),
      };
    };
    const context = await browser.newContext({ viewport: PHONE });
    const plain = await context.newPage();
    await acceptCookies(plain);
    const atDefault = await sizes(plain);
    await context.close();
    await setDefaultFontSize(page, 32);
    const atLarge = await sizes(page);
    for (const part of ['heading', 'text', 'button', 'link'] as const) {
      expect(
        atLarge[part],
        `${part}: ${atDefault[part]} px at 16 px, ${atLarge[part]} px at 32 px`,
      ).toBeGreaterThanOrEqual(atDefault[part] * 1.5);
    }
  });

  for (const locale of ['uk', 'en'] as const) {
    test(`no page of any route family scrolls sideways at 375 px, and no control's label is cut (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await setDefaultFontSize(page, 32);
      const problems: string[] = [];
      for (const path of [...ROUTE_SAMPLES, '/search?q=акне']) {
        await page.goto(inLocale(path, locale));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const cut = await page.evaluate(() => {
          // Visually hidden text (a 1 px box) is for screen readers, the carousels' slides scroll sideways by design.
          const shown = (element: Element) =>
            !element.closest('.keen-slider, [hidden], [inert]') && element.getBoundingClientRect().width > 1;
          // A control whose text is wider than its box, or that reaches past the screen's edge.
          return [...document.querySelectorAll('a, button, label, summary, select, [role="button"]')]
            .filter(shown)
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return (
                (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) ||
                box.left < -1 ||
                box.right > innerWidth + 1
              );
            })
            .map(
              (element) =>
                `"${element.textContent?.trim().slice(0, 40)}" cut (${element.tagName.toLowerCase()}.${element.className})`,
            );
        });
        const sideways = await sidewaysScroll(page);
        if (sideways) problems.push(`${path}: ${sideways}`);
        for (const problem of cut) problems.push(`${path}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }

  for (const locale of ['uk', 'en'] as const) {
    test(`no word of 12 letters or fewer breaks across lines on any page family at 375 px (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await setDefaultFontSize(page, 32);
      const problems: string[] = [];
      // The calculator with a direction chosen lists that direction's services, the prices' table their costs.
      for (const path of [...ROUTE_SAMPLES, '/calculator?direction=kardiolohiia', '/prices/kardiolohiia']) {
        await page.goto(inLocale(path, locale));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const word of await brokenWords(page, 12)) problems.push(`${path}: ${word}`);
      }
      expect(problems).toEqual([]);
    });
  }

  test('the header stays usable at 375 px', async ({ page }) => {
    await setDefaultFontSize(page, 32);

    // The header: its parts side by side without overlapping, each on the screen, and the burger answers a tap.
    await page.goto('/');
    const header = page.getByRole('banner');
    const parts = {
      logo: header.getByRole('link', { name: 'На головну' }),
      phone: header.getByRole('link', { name: /^Зателефонувати/ }),
      burger: header.getByRole('button', { name: 'Меню', exact: true }),
      search: header.getByRole('combobox', { name: 'Пошук по сайту' }),
      order: header.getByRole('button', { name: 'Записатися на прийом' }),
      language: header.getByRole('link', { name: /^English/ }),
    };
    const boxes = Object.fromEntries(
      await Promise.all(
        Object.entries(parts).map(async ([name, part]) => [name, (await part.boundingBox())!] as const),
      ),
    );
    for (const [name, box] of Object.entries(boxes)) {
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
    }
    const names = Object.keys(boxes);
    for (const [index, a] of names.entries()) {
      for (const b of names.slice(index + 1)) {
        const [one, other] = [boxes[a]!, boxes[b]!];
        const overlap =
          one.x < other.x + other.width &&
          other.x < one.x + one.width &&
          one.y < other.y + other.height &&
          other.y < one.y + one.height;
        expect(overlap, `${a} and ${b} overlap`).toBe(false);
      }
    }
    await parts.burger.click();
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
    await parts.burger.click();
    await expect(page.getByRole('dialog', { name: 'Меню' })).toBeHidden();
  });
});
