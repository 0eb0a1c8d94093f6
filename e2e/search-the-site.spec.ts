import type { Locator, Page } from '@playwright/test';
import { SEARCH } from '@clinic/contracts/constants';
import type { RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { startBuiltGateway } from './support/gateway.ts';
import { expect, test } from './support/test.ts';

// Real names from content-dataset/data/doctors.json.
const DOCTOR = { uk: 'Олена Коваленко', en: 'Olena Kovalenko', path: '/likari/dermatolohiia/olena-kovalenko' };

function searchBox(page: Page, name = 'Пошук по сайту') {
  return page.getByRole('banner').getByRole('combobox', { name });
}

/**
 * Lets the search's quiet time pass at once: its debounce, and with `analytics` the wait before the query is
 * counted. The page's clock, installed before it loaded, otherwise runs as usual.
 */
function letQueryStand(page: Page, { analytics = false } = {}): Promise<void> {
  return page.clock.runFor(analytics ? SEARCH.analyticsDelayMs : SEARCH.debounceMs);
}

/** Types `query` into `box` as a visitor does, and lets the debounce pass. */
async function search(page: Page, box: Locator, query: string): Promise<void> {
  await box.fill(query);
  await letQueryStand(page);
}

/** Starts summing the page's layout shifts (what CLS adds up); the returned function reads the sum. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, shift) => sum + shift, 0),
    );
}

/** The scripts of mf-search the page has asked for so far. */
function searchScriptRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/remotes/mf-search/')) requested.push(pathname);
  });
  return requested;
}

test.describe('site search', () => {
  // The analytics event goes to the tag manager's data layer, which exists only when one is configured.
  let tagManagerGateway: RunningGatewayProcess;
  test.beforeAll(async () => {
    tagManagerGateway = await startBuiltGateway({ TAG_MANAGER_ID: 'GTM-SEARCH' });
  });
  test.afterAll(() => tagManagerGateway.stop());
  test.beforeEach(async ({ page }) => {
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await page.clock.install();
  });

  test('typing a surname shows the doctor, and the link opens the doctor’s page', async ({ page, request }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.goto(`${tagManagerGateway.url}/`);
    const box = searchBox(page);
    await search(page, box, 'Коваленко');

    const results = page.getByRole('listbox', { name: 'Результати пошуку' });
    await expect(results).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const doctors = results.getByRole('group', { name: 'Лікарі' });
    const doctor = doctors.getByRole('option', { name: DOCTOR.uk });
    await expect(doctor).toHaveAttribute('href', DOCTOR.path);
    await expect(results.getByRole('group', { name: 'Напрямки' }).getByRole('option')).toHaveText('Нічого не знайдено');

    // One analytics event once the query has stood still long enough.
    const searchEvents = () =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer.filter(
          (entry) => entry.event === 'search',
        ),
      );
    await letQueryStand(page, { analytics: true });
    await expect.poll(searchEvents).toEqual([{ event: 'search', search_term: 'Коваленко' }]);

    await doctor.click();
    await expect(page).toHaveURL(`${tagManagerGateway.url}${DOCTOR.path}`);
    await expect(results).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOCTOR.uk);
    await expect(page.getByText('На жаль, цю сторінку не знайдено.')).toHaveCount(0);
    expect((await request.get(DOCTOR.path)).status()).toBe(200);
    expect(errors).toEqual([]);
  });

  test('a query with no match shows the three not-found items', async ({ page }) => {
    await page.goto('/en');
    await search(page, searchBox(page, 'Search the site'), 'qqqzzz');
    const results = page.getByRole('listbox', { name: 'Search results' });
    await expect(results.getByRole('option')).toHaveText(['Nothing found', 'Nothing found', 'Nothing found']);
    for (const group of ['Doctors', 'Directions', 'Diseases']) {
      await expect(results.getByRole('group', { name: group }).getByRole('option')).toHaveText('Nothing found');
    }
  });

  test('keyboard only: ArrowDown moves to the first result, Enter follows it, Escape closes', async ({ page }) => {
    await page.goto('/en');
    const box = searchBox(page, 'Search the site');
    await box.focus();
    await page.keyboard.type('Kovalenko');
    await letQueryStand(page);
    const results = page.getByRole('listbox', { name: 'Search results' });
    const doctor = results.getByRole('option', { name: DOCTOR.en });
    await expect(doctor).toHaveAttribute('href', `/en${DOCTOR.path}`);

    await page.keyboard.press('ArrowDown');
    await expect(doctor).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await doctor.getAttribute('id'))!);
    await page.keyboard.press('Escape');
    await expect(results).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('Kovalenko');

    await page.keyboard.press('ArrowDown');
    await expect(doctor).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/en${DOCTOR.path}`);
    await expect(results).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOCTOR.en);
  });

  test('a failed search shows a quiet note in the panel and leaves the header working', async ({ page }) => {
    await page.route('**/api/uk/api/search/find/**', (route) =>
      route.fulfill({ status: 503, json: { error: { message: 'down' } } }),
    );
    await page.goto('/');
    await search(page, searchBox(page), 'Коваленко');
    await expect(
      page.getByRole('banner').locator('p', { hasText: 'Не вдалося виконати пошук. Спробуйте ще раз трохи згодом.' }),
    ).toBeVisible();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' })).toBeVisible();
  });

  // Most visits never search, so the box's code is not part of the page's first load.
  for (const reach of ['hover', 'focus'] as const) {
    test(`a cold load asks for no search code until the visitor reaches for the box (${reach})`, async ({ page }) => {
      const searchScripts = searchScriptRequests(page);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const box = searchBox(page);
      await expect(box).toBeVisible();
      expect(searchScripts).toEqual([]);

      const layoutShifts = await watchLayoutShifts(page);
      await box[reach]();
      await expect.poll(() => searchScripts).toContain('/remotes/mf-search/remoteEntry.js');
      await search(page, box, 'Коваленко');
      await expect(
        page.getByRole('listbox', { name: 'Результати пошуку' }).getByRole('option', { name: DOCTOR.uk }),
      ).toBeVisible();
      // The box hydrated over the server's HTML of it, which did not move (CLS).
      expect(await layoutShifts()).toBe(0);
    });
  }

  test('what a visitor types before the search code has arrived is searched for once it has', async ({ page }) => {
    // The visitor is quicker than the network: mf-search's scripts arrive only after they have typed.
    let typed!: () => void;
    const visitorHasTyped = new Promise<void>((resolve) => (typed = resolve));
    await page.route('**/remotes/mf-search/*.js', async (route) => {
      await visitorHasTyped;
      await route.continue();
    });
    const loading = page.goto('/');
    const box = searchBox(page);
    // Typed key by key as soon as the box shows, without waiting for the page to be interactive.
    await box.pressSequentially('Коваленко');
    await loading;
    typed();

    const results = page.getByRole('listbox', { name: 'Результати пошуку' });
    await expect(results.getByRole('option', { name: DOCTOR.uk })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveValue('Коваленко');
    expect(new URL(page.url()).search).toBe('');
  });

  test('Enter before the search code has arrived sends the box’s form as without scripts', async ({ page }) => {
    // The box's code never comes: the box stays the server's HTML of it.
    await page.route('**/remotes/mf-search/*.js', () => {});
    await page.goto('/');
    await searchBox(page).fill('Коваленко');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ query: 'Коваленко' })}`);
    await expect(page.getByRole('main').getByRole('link', { name: DOCTOR.uk })).toHaveAttribute('href', DOCTOR.path);
  });

  /** Marks the page, so that a test can tell a navigation in it from the load of another page. */
  const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const isSamePage = (page: Page) => page.evaluate(() => 'sameDocument' in window);

  test('Enter with no result chosen shows the search page for the query, without a page load', async ({ page }) => {
    await page.goto('/en');
    await markPage(page);
    const box = searchBox(page, 'Search the site');
    // The panel shows, so the box has its code; none of its options is active.
    await search(page, box, 'Kovalenko');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL('/en/search?query=Kovalenko');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(main.getByRole('link', { name: DOCTOR.en })).toHaveAttribute('href', `/en${DOCTOR.path}`);
    await expect(main.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('Kovalenko');
    // The box has left the results to the page: no panel of its own opens over them.
    await letQueryStand(page);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(await isSamePage(page)).toBe(true);
  });

  test('the search page searches again with its button and with Enter, without a page load', async ({ page }) => {
    await page.goto('/search?query=ab');
    await markPage(page);
    const main = page.getByRole('main');
    const pageBox = main.getByRole('searchbox', { name: 'Пошук по сайту' });
    await pageBox.fill('Коваленко');
    await main.getByRole('button', { name: 'Шукати' }).click();
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ query: 'Коваленко' })}`);
    await expect(main.getByRole('link', { name: DOCTOR.uk })).toBeVisible();

    await pageBox.fill('qqqzzz');
    await pageBox.press('Enter');
    await expect(page).toHaveURL('/search?query=qqqzzz');
    await expect(main.getByRole('link', { name: DOCTOR.uk })).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Лікарі' }).getByText('Нічого не знайдено')).toBeVisible();
    expect(await isSamePage(page)).toBe(true);
  });

  test('a link followed before the visitor reached for the box changes the page, and the box works there', async ({
    page,
  }) => {
    // The navigation re-renders the header around the box, which React does only once the box has hydrated.
    await page.goto('/');
    await page.getByTestId('directions-grid').getByRole('link', { name: 'Дерматологія' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дерматологія');
    await search(page, searchBox(page), 'Коваленко');
    await expect(
      page.getByRole('listbox', { name: 'Результати пошуку' }).getByRole('option', { name: DOCTOR.uk }),
    ).toBeVisible();
  });

  test.describe('on a phone, inside the drawer', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('typing shows results, Escape closes only the panel, and a result closes the drawer', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Меню', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Меню' });
      const box = drawer.getByRole('combobox', { name: 'Пошук по сайту' });
      await search(page, box, 'Коваленко');
      const results = drawer.getByRole('listbox', { name: 'Результати пошуку' });
      const doctor = results.getByRole('option', { name: DOCTOR.uk });
      await expect(doctor).toBeVisible();
      expect((await results.boundingBox())!.width).toBeLessThanOrEqual(375);

      await box.press('Escape');
      await expect(results).toBeHidden();
      await expect(drawer).toBeVisible();

      await box.press('ArrowDown');
      await expect(doctor).toBeVisible();
      await doctor.click();
      await expect(page).toHaveURL(DOCTOR.path);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DOCTOR.uk);
    });
  });
});

test.describe('the search page’s groups beyond the panel’s', () => {
  for (const scripts of [true, false]) {
    test.describe(scripts ? 'with scripts' : 'without scripts', () => {
      test.use({ javaScriptEnabled: scripts });

      test('a price line shows with its price and links to its price list', async ({ page }) => {
        await page.goto(`/search?${new URLSearchParams({ query: 'ціна консультації педіатра' })}`);
        const prices = page.getByRole('main').getByRole('region', { name: 'Ціни' });
        const line = prices.getByRole('listitem').filter({ hasText: 'Консультація педіатра' }).first();
        await expect(line).toHaveText(/^Консультація педіатра — (від )?[\d\s]+ грн$/);
        await expect(line.getByRole('link')).toHaveAttribute('href', '/prices/pediatriia');
      });

      test('English words find Ukrainian complexes, offers and articles, and Ukrainian words English ones', async ({
        page,
      }) => {
        await page.goto(`/search?${new URLSearchParams({ query: 'heart check-up' })}`);
        const main = page.getByRole('main');
        await expect(
          main.getByRole('region', { name: 'Комплекси' }).getByRole('link', { name: 'Чекап серця' }),
        ).toHaveAttribute('href', '/complexes/chekap-sertsia');

        await page.goto(`/search?${new URLSearchParams({ query: 'sunscreen' })}`);
        await expect(
          main.getByRole('region', { name: 'Статті' }).getByRole('link', { name: 'Як підібрати сонцезахисний крем' }),
        ).toHaveAttribute('href', '/blog/yak-pidibraty-sanskrin');

        await page.goto(`/en/search?${new URLSearchParams({ query: 'знижка на ендоліфт' })}`);
        await expect(
          main.getByRole('region', { name: 'Offers' }).getByRole('link', { name: 'Endolift at 15% off' }),
        ).toHaveAttribute('href', '/en/actions/endolift-minus-15');
      });
    });
  }
});

test('mf-search puts its search box in the header', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Пошук по сайту' })).toBeVisible();
});
