import { expect, test } from './support/test.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('ldrm-cookies-accepted', 'true'));
});

test.describe('detail pages of missing items answer 404', () => {
  for (const [path, text] of [
    ['/blog/no-such-post', 'На жаль, цю сторінку не знайдено.'],
    ['/zahvoryuvannya/no-such-disease', 'На жаль, цю сторінку не знайдено.'],
    ['/likari/no-such-doctor', 'На жаль, цю сторінку не знайдено.'],
    ['/likari/dermatolohiia/roman-boiko', 'На жаль, цю сторінку не знайдено.'],
    ['/dermatolohiia/no-such-sub', 'На жаль, цю сторінку не знайдено.'],
    ['/en/complexes/no-such-complex', 'This page could not be found'],
    ['/en/prices/no-such-direction', 'This page could not be found'],
  ] as const) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    });
  }

  test('a missing item reached inside the app shows the error page too', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Блог');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/actions/no-such-action');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('На жаль, цю сторінку не знайдено.');
  });
});

test('the calculator adds up the chosen services', async ({ page }) => {
  await page.goto('/calculator');
  const total = page.getByTestId('calculator-total');
  await expect(total).toHaveText('Разом: 0 грн');
  await page.getByRole('checkbox', { name: /Консультація дерматолога/ }).first().check();
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

test('a doctor page books that doctor through the order dialog', async ({ page }) => {
  await page.goto('/likari/dermatolohiia/olena-kovalenko');
  await page.getByRole('button', { name: 'Записатися до лікаря' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Олена Коваленко');
});

test('a photo opens in one image viewer, 650 px wide, which a route change closes', async ({ page }) => {
  await page.goto('/en/about-us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Photo gallery' }).click();
  await expect(page).toHaveURL(/\/en\/photo-gallery$/);
  const open = page.getByRole('button', { name: 'Open photo: Pechersk clinic front desk' });
  const dialog = page.getByRole('dialog');
  await open.click();
  // The shell's viewer loads its code on first use, so once it is open any other viewer would be too.
  await expect(page.locator('dialog.image-viewer').getByRole('img', { name: 'Pechersk clinic front desk' })).toBeVisible();
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

test('idle prefetch loads the code of a linked page once its link is in view, before the click', async ({ page }) => {
  const isContentScript = (url: string) => /\/remotes\/mf-content\/.+\.js$/.test(new URL(url).pathname);
  // The gallery page's chunk is the only code that names its lead text.
  const galleryCodes: string[] = [];
  const contentScripts: Promise<void>[] = [];
  page.on('request', (request) => {
    if (!isContentScript(request.url())) return;
    contentScripts.push(
      request.response().then(async (response) => {
        if (response && (await response.text()).includes('content.gallery.lead')) galleryCodes.push(request.url());
      }),
    );
  });
  // The links in view are warmed together, in one idle pass: the header's calculator link is one of them.
  const idlePass = page.waitForResponse((response) => /\/remotes\/mf-content\/page-calculator\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname));
  await page.goto('/en/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  // Links out of view are not warmed: the footer's gallery link is below the fold. The pass is over once
  // the code it asked for (some of it after a chunk it shares) has arrived and the page, idle again, asks for no more.
  await idlePass;
  for (let asked = -1; asked !== contentScripts.length; ) {
    asked = contentScripts.length;
    await Promise.all(contentScripts);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  }
  expect(galleryCodes).toEqual([]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Photo gallery' }).scrollIntoViewIfNeeded();
  await expect.poll(() => galleryCodes.length).toBe(1);
  await page.route((url) => isContentScript(url.href), (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Photo gallery' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo gallery');
  await expect(page.getByRole('button', { name: 'Open photo: Pechersk clinic front desk' })).toBeVisible();
});

test('the quiz leads to a suggested direction', async ({ page }) => {
  await page.goto('/en');
  const quiz = page.getByRole('region', { name: 'Not sure who to see?' });
  await quiz.scrollIntoViewIfNeeded();
  await quiz.getByRole('button', { name: 'Skin problems' }).click();
  await quiz.getByRole('button', { name: 'Hair loss' }).click();
  await expect(quiz.getByRole('link', { name: 'Trichology' })).toHaveAttribute('href', '/en/dermatolohiia/trykholohiia');
});
