import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { PHONE_AND_WIDE_SCREEN } from './support/viewports.ts';

// A visitor finds their way by the header's menus, the phone's drawer and the footer; these journeys are
// about them, so the cookie notice is accepted beforehand.

test.describe('the loading bar', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(({ page }) => acceptCookies(page));

  for (const [link, path, heading] of [
    ['Акції', '/actions', 'Акції'],
    ['Лікарі', '/likari', 'Лікарі'],
  ] as const) {
    test(`runs from a header link to ${path} until the page's data has come from a slow API, not only its code`, async ({
      page,
    }) => {
      await page.goto('/');
      // The code of the pages linked in view is fetched when the browser is idle: this journey is about the data.
      await page.waitForLoadState('networkidle');
      // Only the API is slow: the page's code comes as fast as ever, its data only when the test lets it.
      let asked!: () => void;
      const dataAsked = new Promise<void>((resolve) => (asked = resolve));
      let answer!: () => void;
      const dataMayCome = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/uk/api/**', async (route) => {
        asked();
        await dataMayCome;
        await route.continue();
      });
      const bar = page.getByRole('progressbar', { name: 'Завантаження…' });
      await page
        .getByRole('navigation', { name: 'Основна навігація' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // The data is held back, so the bar has all the time it needs to show, however busy the machine.
      await expect(bar).toBeVisible();
      // Still running once the page's code has run and asked for its data, and done once the data is in.
      await dataAsked;
      await expect(bar).toBeVisible();
      answer();
      await expect(bar).toBeHidden({ timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main').locator('.card').first()).toBeVisible();
    });
  }
});

test.describe('header on a wide screen (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.beforeEach(({ page }) => acceptCookies(page));

  test('is 128 px high with logo, search, the first clinic’s phone, booking, calculator and language', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height).toBe(128);
    await expect(header.getByRole('link', { name: 'На головну' })).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Пошук по сайту' })).toBeVisible();
    const phone = header.getByRole('link', { name: 'Зателефонувати: +38 (044) 092-73-10' });
    await expect(phone).toHaveAttribute('href', 'tel:+380440927310');
    await expect(phone).toHaveText('+38 (044) 092-73-10');
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
    await expect(nav.getByRole('link', { name: 'Ендоліфт' })).toHaveAttribute(
      'href',
      '/plastychna-khirurhiia/endolift',
    );
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
    await expect(page).toHaveTitle('Careers | Veresk Clinics');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/vacancies$/);
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
    await expect(header.getByRole('link', { name: /\+38 \(044\) 092-73-10/ })).toBeVisible();
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
    await expect(drawer.getByRole('link', { name: '+38 (044) 092-73-20' })).toHaveAttribute(
      'href',
      'tel:+380440927320',
    );
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

for (const viewport of PHONE_AND_WIDE_SCREEN) {
  test.describe(`footer at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.beforeEach(({ page }) => acceptCookies(page));

    test('the footer has ©, card brands, navigation, phone, addresses, e-mail, four social links and the credit', async ({
      page,
    }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Клініки «Вереск»`);
      await expect(footer.getByRole('img', { name: 'Visa' })).toBeVisible();
      await expect(footer.getByRole('img', { name: 'Mastercard' })).toBeVisible();
      await expect(
        footer.getByRole('navigation', { name: 'Меню' }).getByRole('link', { name: 'Ціни' }),
      ).toHaveAttribute('href', '/prices');
      await expect(
        footer.getByRole('navigation', { name: 'Інформація' }).getByRole('link', { name: 'Інтернатура' }),
      ).toHaveAttribute('href', '/internatura');
      await expect(footer.getByRole('link', { name: /\+38 \(044\) 092-73-10/ })).toHaveAttribute(
        'href',
        'tel:+380440927310',
      );
      await expect(footer.getByText('Київ, вул. Євгена Коновальця, 32')).toBeVisible();
      await expect(footer.getByRole('link', { name: 'pechersk@veresk.example' })).toHaveAttribute(
        'href',
        'mailto:pechersk@veresk.example',
      );
      for (const name of ['Instagram', 'Facebook', 'TikTok', 'YouTube'])
        await expect(footer.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
      await expect(footer).toContainText('Розробка сайту');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test.describe('the next page', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('idle prefetch loads the code of a linked page once its link is in view, before the click', async ({ page }) => {
    const isContentScript = (url: string) => /\/remotes\/mf-content\/.+\.js$/.test(new URL(url).pathname);
    // The gallery page's code is a chunk of its own, named after its route.
    const isGalleryCode = (url: string) =>
      /\/remotes\/mf-content\/page-photo-gallery\.[0-9a-f]+\.js$/.test(new URL(url).pathname);
    const galleryCodes: string[] = [];
    const contentScripts: Promise<void>[] = [];
    page.on('request', (request) => {
      if (!isContentScript(request.url())) return;
      contentScripts.push(
        request.response().then((response) => {
          if (response?.ok() && isGalleryCode(request.url())) galleryCodes.push(request.url());
        }),
      );
    });
    // The links in view are warmed together, in one idle pass: the header's calculator link is one of them.
    const idlePass = page.waitForResponse((response) =>
      /\/remotes\/mf-content\/page-calculator\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname),
    );
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
    await page.route(
      (url) => isContentScript(url.href),
      (route) => route.abort(),
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Photo gallery' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Photo gallery');
    await expect(page.getByRole('button', { name: 'Open photo: Pechersk clinic front desk' })).toBeVisible();
  });
});
