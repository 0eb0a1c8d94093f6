import type { Locator } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { PAGES } from './support/content-pages.ts';
import { acceptCookies } from './support/cookies.ts';
import { ROUTE_SAMPLES, inLocale } from './support/route-samples.ts';

// A visitor reads the pages of every route family in both locales and uses what is on them.

test.describe('content pages in both locales', () => {
  // Most of these pages are read on the wide accessibility sweep's visit (assistive-technology-visit.spec.ts),
  // which checks the same status, heading and content there; the rest are read here.
  const sweptWide = new Set(
    (['uk', 'en'] as const).flatMap((locale) => ROUTE_SAMPLES.map((path) => inLocale(path, locale))),
  );
  test('every route family shows its heading and content (the pages the accessibility sweep does not visit)', async ({
    page,
  }) => {
    for (const { path, heading, content } of PAGES.filter((page) => !sweptWide.has(page.path))) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole('main').getByText(content, { exact: false }).first(), path).toBeVisible();
    }
  });

  test('the home page has the banner, directions and the sections below', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Акції та пропозиції' }).getByText('Епіляція пахв у подарунок'),
    ).toBeVisible();
    await expect(page.getByTestId('directions-grid').getByRole('link')).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'Усі напрямки' })).toHaveAttribute('href', '/posluhy');
    for (const title of [
      'Наші клініки',
      'Чому обирають нас',
      'Не знаєте, до кого звернутися?',
      'Відгуки пацієнтів',
      'Захворювання',
      'Ласкаво просимо до наших клінік',
    ]) {
      const heading = page.getByRole('heading', { level: 2, name: title });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
    }
  });

  test('the first banner image is not lazy; cards below are', async ({ page }) => {
    await page.goto('/en');
    const banner = page.locator('.banner-slide__image').first();
    await expect(banner).toHaveAttribute('fetchpriority', 'high');
    await expect(banner).toHaveAttribute('loading', 'eager');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Veresk clinics in Kyiv: dermatology, cosmetology, gynecology',
    );
    const card = page.getByTestId('directions-grid').locator('img').first();
    await expect(card).toHaveAttribute('loading', 'lazy');
    await expect(card).toHaveAttribute('width', '96');
  });

  test('articles carry the health warning', async ({ page }) => {
    await page.goto('/zahvoryuvannya/akne');
    await expect(page.getByTestId('health-warning')).toContainText('не призначена для самодіагностики');
    await page.goto('/en/blog/zymovyi-dohliad-za-shkiroiu');
    await expect(page.getByTestId('health-warning')).toContainText('Please consult a doctor');
  });
});

/** How many of a grid's cards share the first card's top edge. */
async function cardsInFirstRow(grid: Locator): Promise<number> {
  const tops = await grid
    .locator(':scope > li')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

test.describe('layout', () => {
  for (const [width, perRow] of [
    [1280, 3],
    [800, 2],
    [375, 1],
  ] as const) {
    test(`the cards grid shows ${perRow} per row at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/likari');
      const grid = page.getByRole('list', { name: 'Лікарі' });
      // More cards than fit a row, so a row's length shows the column count.
      await expect(grid.locator(':scope > li').nth(3)).toBeAttached();
      expect(await cardsInFirstRow(grid)).toBe(perRow);
    });
  }

  for (const [path, heading] of [
    ['/endolift_promo', 'Ендоліфт'],
    ['/en/endolift_promo', 'Endolift'],
  ] as const) {
    test(`${path} has the promo layout: no site header, no footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.locator('header.header, footer.footer')).toHaveCount(0);
    });
  }

  for (const width of [375, 1440]) {
    test(`nothing below the home banner moves when the promotions arrive, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/uk\/api\/actions\//, async (route) => {
        await held;
        await route.continue();
      });
      // Where the directions are on the page at every change to it, measured at once: a moment that
      // lasts until the next frame counts too.
      type Measured = { directionsTops: number[]; directionsTop(): number | undefined };
      await page.addInitScript(() => {
        const measured: Measured = {
          directionsTops: [],
          directionsTop: () => {
            const directions = document.querySelector('section.directions-section');
            return directions ? directions.getBoundingClientRect().top + window.scrollY : undefined;
          },
        };
        Object.assign(window, measured);
        new MutationObserver(() => {
          const top = measured.directionsTop();
          if (top !== undefined) measured.directionsTops.push(top);
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      const directionsTops = () => page.evaluate(() => (window as unknown as Measured).directionsTops);
      const directionsTop = () => page.evaluate(() => (window as unknown as Measured).directionsTop());
      // The server renders the home page with its promotions; reached in the browser, it waits for them.
      await page.goto('/about-us');
      await page.evaluate(() => {
        window.history.pushState({}, '', '/');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      const directions = page.locator('section.directions-section');
      await expect(
        page.getByRole('region', { name: 'Акції та пропозиції' }).locator('[aria-busy="true"]'),
      ).toBeVisible();
      await expect(directions.getByTestId('directions-grid')).toBeVisible();
      const before = await directionsTop();
      const seenBefore = (await directionsTops()).length;
      release();
      const banner = page.getByRole('region', { name: 'Акції та пропозиції' });
      await expect(banner.getByRole('button', { name: 'Наступний слайд' })).toBeVisible();
      // Until the slider has started and sized the slides itself.
      await expect(banner.locator('.carousel--ready')).toBeVisible();
      const since = (await directionsTops()).slice(seenBefore);
      expect(since.length).toBeGreaterThan(0);
      expect(new Set([...since, await directionsTop()])).toEqual(new Set([before]));
    });
  }

  test('a default-layout page has the site header and footer', async ({ page }) => {
    await page.goto('/en/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('what the pages let a visitor do', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('the calculator adds up the chosen services', async ({ page }) => {
    await page.goto('/calculator');
    const total = page.getByTestId('calculator-total');
    await expect(total).toHaveText('Разом: 0 грн');
    await page
      .getByRole('checkbox', { name: /Консультація дерматолога/ })
      .first()
      .check();
    await page.getByRole('checkbox', { name: /Дерматоскопія одного новоутворення/ }).check();
    await expect(total).toHaveText('Разом: 1150 грн');
    await page.getByLabel('Напрям').selectOption({ label: 'Кардіологія' });
    await page.getByRole('button', { name: 'Прибрати: Консультація дерматолога' }).click();
    await expect(total).toHaveText('Разом: 350 грн');
  });

  test('the blog loads more posts on demand', async ({ page }) => {
    await page.goto('/en/blog');
    const posts = page.getByRole('list', { name: 'Blog' }).getByRole('listitem');
    await expect(posts).toHaveCount(9);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(posts).toHaveCount(15);
    await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  });

  test('diseases are paged, and a category narrows the list', async ({ page }) => {
    await page.goto('/zahvoryuvannya');
    await page.getByRole('navigation', { name: 'Сторінки' }).getByRole('link', { name: 'Сторінка 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole('link', { name: 'Сторінка 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: 'Захворювання' }).getByRole('listitem')).toHaveCount(12);
  });

  test('a photo opens in one image viewer, 650 px wide, which a route change closes', async ({ page }) => {
    await page.goto('/en/about-us');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Photo gallery' }).click();
    await expect(page).toHaveURL(/\/en\/photo-gallery$/);
    const open = page.getByRole('button', { name: 'Open photo: Pechersk clinic front desk' });
    const dialog = page.getByRole('dialog');
    await open.click();
    // The shell's viewer loads its code on first use, so once it is open any other viewer would be too.
    await expect(
      page.locator('dialog.image-viewer').getByRole('img', { name: 'Pechersk clinic front desk' }),
    ).toBeVisible();
    await expect(page.locator('dialog[open]')).toHaveCount(1);
    expect((await dialog.boundingBox())?.width).toBe(650);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await open.click();
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });

  test('the quiz leads to a suggested direction', async ({ page }) => {
    await page.goto('/en');
    const quiz = page.getByRole('region', { name: 'Not sure who to see?' });
    await quiz.scrollIntoViewIfNeeded();
    await quiz.getByRole('button', { name: 'Skin problems' }).click();
    await quiz.getByRole('button', { name: 'Hair loss' }).click();
    await expect(quiz.getByRole('link', { name: 'Trichology' })).toHaveAttribute(
      'href',
      '/en/dermatolohiia/trykholohiia',
    );
  });
});
