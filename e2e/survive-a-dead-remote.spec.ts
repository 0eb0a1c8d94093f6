import { expect, interactive, test } from './support/test.ts';

test.describe('a dead remote does not take the page down', () => {
  test('mf-content’s entry script 404s: header and footer work, the page shows the error page', async ({ page }) => {
    await page.route('**/remotes/mf-content/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Упс, сталася помилка :(');
    await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
    await expect(page.getByRole('dialog', { name: 'Записатися на прийом' })).toBeVisible();
  });

  test('mf-booking unreachable: the order button falls back to the clinic phone link', async ({ page }) => {
    await page.route('**/remotes/mf-booking/**', (route) => route.abort('connectionrefused'));
    await page.goto('/en');
    await page.getByRole('banner').getByRole('button', { name: 'Make an appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an appointment' });
    await expect(dialog).toContainText('Online booking is temporarily unavailable. Call us:');
    await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /^tel:\+380\d{9}$/);
    await expect(page.getByTestId('directions-grid')).toBeVisible();
  });

  for (const [path, title, text] of [
    ['/?payment', 'Онлайн оплата', 'Онлайн-оплата тимчасово недоступна. Зателефонуйте нам:'],
    ['/en?payment&amount=300', 'Online payment', 'Online payment is temporarily unavailable. Call us:'],
  ] as const) {
    test(`mf-payment’s entry script fails: ${path} says online payment is unavailable and gives the clinic phones`, async ({
      page,
    }) => {
      await page.route('**/remotes/mf-payment/remoteEntry.js', (route) => route.fulfill({ status: 500, body: 'down' }));
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text);
      await expect(dialog).not.toContainText(/booking|Запис/i);
      await expect(dialog.getByRole('link', { name: '+38 (044) 092-73-10' })).toHaveAttribute(
        'href',
        'tel:+380440927310',
      );
      await expect(dialog.getByRole('link', { name: '+38 (044) 092-73-20' })).toHaveAttribute(
        'href',
        'tel:+380440927320',
      );
      await expect(dialog.locator('input')).toHaveCount(0);
      await dialog.getByRole('button', { name: /^(Закрити|Close)$/ }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('directions-grid')).toBeVisible();
    });
  }

  test('mf-search unreachable: the header works without a search box', async ({ page }) => {
    await page.route('**/remotes/mf-search/**', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByTestId('directions-grid')).toBeVisible();
    // The server rendered the box; its code is asked for when the visitor reaches for it, and fails then.
    await page.getByRole('banner').getByRole('combobox').hover();
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' })).toBeVisible();
  });

  test('a transient failure of a remote’s entry script is retried', async ({ page }) => {
    let failures = 0;
    await page.route('**/remotes/mf-content/remoteEntry.js', (route) => {
      if (failures < 1) {
        failures += 1;
        return route.fulfill({ status: 503, body: 'busy' });
      }
      return route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('directions-grid')).toBeVisible();
    expect(failures).toBe(1);
  });

  test('a page chunk that fails to load reloads the page once, then shows the error page instead of looping', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('ldrm-cookies-accepted', 'true');
      // Data saver on: no idle prefetch, so the next page's chunk is fetched on the click.
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
      // A reload is asked for synchronously (a navigate event of the page), so every page of the journey counts its own.
      navigation.addEventListener('navigate', (event) => {
        if (event.navigationType === 'reload')
          sessionStorage.setItem('reloads-asked', String(Number(sessionStorage.getItem('reloads-asked') ?? 0) + 1));
      });
    });
    const documents: string[] = [];
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      requested.add(request.url());
    });
    await page.goto('/');
    await expect(page.getByTestId('directions-grid')).toBeVisible();

    // The first content-hashed mf-content chunk the next page needs (say, after a redeploy) cannot be fetched.
    const loadedBefore = new Set(requested);
    let broken: string | undefined;
    let aborted = 0;
    await page.route('**/remotes/mf-content/*.js', (route) => {
      const url = route.request().url();
      if (broken === undefined && /\.[0-9a-f]{8}\.js$/.test(url) && !loadedBefore.has(url)) broken = url;
      if (url !== broken) return route.continue();
      aborted += 1;
      return route.abort('failed');
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Вакансії' }).click();

    // One reload; on the reloaded page the chunk fails again and the error page stays.
    await expect.poll(() => documents).toEqual(['/', '/vacancies']);
    // The reloaded page asks for the chunk again, before hydrating and while hydrating: no further reload follows.
    await expect.poll(() => aborted).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Упс, сталася помилка :(');
    await expect(page).toHaveURL(/\/vacancies$/);
    // The reloaded page decides while it renders the error page, before it marks itself interactive.
    await interactive(page);
    expect(await page.evaluate(() => sessionStorage.getItem('reloads-asked'))).toBe('1');
    expect(documents).toEqual(['/', '/vacancies']);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

for (const [home, link, text] of [
  ['/', 'Вакансії', 'Упс, сталася помилка :('],
  ['/en', 'Careers', 'Oops, an error occurred :('],
] as const) {
  test(`${home}: a page whose code fails to load on navigation shows “${text}” with header and footer`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('ldrm-cookies-accepted', 'true');
      // Data saver on: no idle prefetch, so the next page's code is fetched on the click.
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
    await page.goto(home);
    await expect(page.getByTestId('directions-grid')).toBeVisible();
    await page.route('**/remotes/mf-content/**', (route) => route.abort('connectionrefused'));
    // A page chunk not loaded yet: the click needs the network the route now refuses.
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page.getByRole('main').getByText('500', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}
