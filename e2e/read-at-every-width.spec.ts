import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { inLocale } from './support/route-samples.ts';

// A visitor whose window is any width from a small phone to a large screen: the header keeps its height
// and every part of it whole and apart; from 600 px up, each on one line, and the booking button on one line
// at every width, the smallest phone's too.

/** The header's height at the default font size: 175 px below 600 px, 128 px from 600 px up. */
const HEADER_HEIGHT_AT = (width: number) => (width < 600 ? 175 : 128);

const WIDTHS = [320, 375, 599, 600, 700, 800, 1000, 1239, 1240, 1920];

interface Part {
  name: string;
  box: { left: number; top: number; right: number; bottom: number };
  /** Its text is wider than its box (cut) or runs onto a second line. */
  cut: boolean;
  wrapped: boolean;
}

test.describe('the header at every width', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  for (const locale of ['uk', 'en'] as const) {
    test(`is 175 px below 600 px and 128 px from 600 px up, its parts whole and apart (${locale})`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(inLocale('/', locale));
        const header = page.getByRole('banner');
        await expect(header.getByRole('combobox')).toBeVisible();
        const { height, parts } = await header.evaluate((element) => {
          const visible = (part: Element) => {
            const rect = part.getBoundingClientRect();
            return rect.width > 0 && rect.height > 0 && getComputedStyle(part).visibility !== 'hidden';
          };
          // Each text run's lines: more than one distinct top means the text wrapped.
          const lineCount = (part: Element) => {
            const range = document.createRange();
            const tops = new Set<number>();
            const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (
                !node.textContent?.trim() ||
                (node.parentElement && !visible(node.parentElement)) ||
                node.parentElement?.closest('.visually-hidden')
              )
                continue;
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
            }
            return tops.size;
          };
          const parts = [...element.querySelectorAll('.header__bar > :not(.header__actions), .header__actions > *')]
            .filter(visible)
            .map((part) => {
              const rect = part.getBoundingClientRect();
              const inner = part.querySelector('a, button, input') ?? part;
              return {
                name:
                  [...part.classList].find((name) => name.startsWith('header__')) ??
                  part.className.split(' ')[0] ??
                  part.tagName,
                box: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
                cut: inner.scrollWidth > inner.clientWidth + 1 && getComputedStyle(inner).overflowX !== 'visible',
                wrapped: !part.classList.contains('desktop-nav') && lineCount(part) > 1,
              };
            });
          return { height: element.getBoundingClientRect().height, parts };
        });
        await testInfo.attach(`header-${locale}-${width}.png`, {
          body: await header.screenshot(),
          contentType: 'image/png',
        });

        expect(Math.round(height), `header height at ${width} px`).toBe(HEADER_HEIGHT_AT(width));
        const problems: string[] = [];
        for (const part of parts as Part[]) {
          if (part.box.left < 0 || part.box.right > width + 0.5 || part.box.top < 0 || part.box.bottom > height + 0.5)
            problems.push(`${part.name} outside the header`);
          if (part.cut) problems.push(`${part.name} cut`);
          if (part.wrapped && (width >= 600 || part.name === 'header__order')) problems.push(`${part.name} wraps`);
        }
        for (const [index, one] of parts.entries()) {
          for (const other of parts.slice(index + 1)) {
            const overlap =
              one.box.left < other.box.right - 0.5 &&
              other.box.left < one.box.right - 0.5 &&
              one.box.top < other.box.bottom - 0.5 &&
              other.box.top < one.box.bottom - 0.5;
            if (overlap) problems.push(`${one.name} overlaps ${other.name}`);
          }
        }
        expect(problems, `at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe('the desktop navigation', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('each link and the button that opens its list sit side by side, never one over the other', async ({ page }) => {
    for (const width of [1240, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const pairs = await page.locator('.desktop-nav .nav-item').evaluateAll((items) =>
        items.flatMap((item) => {
          const link = item.querySelector(':scope > .nav-item__link');
          const toggle = item.querySelector(':scope > .nav-item__toggle');
          if (!link || !toggle) return [];
          const a = link.getBoundingClientRect();
          const b = toggle.getBoundingClientRect();
          const overlap = Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
          return [{ name: link.textContent, overlap }];
        }),
      );
      expect(pairs.length, `links with a list at ${width} px`).toBeGreaterThan(0);
      for (const pair of pairs) expect(pair.overlap, `${pair.name} at ${width} px`).toBe(0);
    }
  });
});

test.describe('the home page’s two-column sections', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  // From 900 px the welcome video and the quiz each put their text beside their picture or panel; the
  // layout must hold whichever order the site's style sheets arrive in, and after the page has fetched
  // the styles of the pages it links to.
  for (const [name, section, side] of [
    ['Ласкаво просимо до наших клінік', '.video-section__text', '.video-section__media'],
    ['Не знаєте, до кого звернутися?', '.quiz__intro', '.quiz__panel'],
  ] as const) {
    test(`“${name}” stacks on a phone and sits in two columns from 900 px`, async ({ page }) => {
      for (const width of [375, 899, 900, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await page.waitForLoadState('networkidle');
        const region = page.getByRole('region', { name });
        const text = await region.locator(section).boundingBox();
        const other = await region.locator(side).boundingBox();
        if (!text || !other) throw new Error(`“${name}” has no ${section} or ${side} at ${width} px`);
        const sideBySide = text.x + text.width <= other.x && Math.abs(text.y - other.y) < other.height;
        expect(sideBySide, `“${name}” in two columns at ${width} px`).toBe(width >= 900);
      }
    });
  }
});
