import { expect, test, type Locator } from '@playwright/test';

// One page of every route family in both locales, checked by its heading and a piece of
// its real content from api-gateway/data.
const PAGES: Array<{ path: string; heading: string; content: string }> = [
  { path: '/about-us', heading: 'Про нас', content: 'Наша місія' },
  { path: '/en/about-us', heading: 'About us', content: 'Our mission' },
  { path: '/actions', heading: 'Акції', content: 'Епіляція пахв у подарунок' },
  { path: '/en/actions', heading: 'Offers', content: 'Free underarm laser session' },
  { path: '/actions/epiliatsiia-pakhv-v-podarunok', heading: 'Епіляція пахв у подарунок', content: 'Не сумується з іншими знижками' },
  { path: '/en/actions/epiliatsiia-pakhv-v-podarunok', heading: 'Free underarm laser session', content: 'Cannot be combined with other discounts' },
  { path: '/bezperervnij-profesijnij-rozvitok-likariv', heading: 'Безперервний професійний розвиток лікарів', content: 'Бали БПР' },
  { path: '/en/bezperervnij-profesijnij-rozvitok-likariv', heading: 'Continuing professional development for doctors', content: 'CPD points' },
  { path: '/blog', heading: 'Блог', content: 'Зимовий догляд за шкірою' },
  { path: '/en/blog', heading: 'Blog', content: 'Winter skin care' },
  { path: '/blog/zymovyi-dohliad-za-shkiroiu', heading: 'Зимовий догляд за шкірою', content: 'Креми з церамідами' },
  { path: '/en/blog/zymovyi-dohliad-za-shkiroiu', heading: 'Winter skin care', content: 'Creams with ceramides' },
  { path: '/calculator', heading: 'Калькулятор вартості', content: 'Консультація дерматолога' },
  { path: '/en/calculator', heading: 'Cost calculator', content: 'Dermatologist consultation' },
  { path: '/clinics', heading: 'Наші клініки', content: 'Київ, вул. Євгена Коновальця, 32' },
  { path: '/en/clinics', heading: 'Our clinics', content: '32 Yevhena Konovaltsia St, Kyiv' },
  { path: '/clinics/klinika-na-pechersku', heading: 'Клініка на Печерську', content: '+38 (044) 123-45-67' },
  { path: '/en/clinics/klinika-na-pechersku', heading: 'Pechersk clinic', content: 'Mon–Sat 09:00–20:00' },
  { path: '/complexes', heading: 'Комплекси', content: 'Чиста шкіра' },
  { path: '/en/complexes', heading: 'Complexes', content: 'Clear skin' },
  { path: '/complexes/chysta-shkira', heading: 'Чиста шкіра', content: 'Мигдальний пілінг' },
  { path: '/en/complexes/chysta-shkira', heading: 'Clear skin', content: 'Mandelic peel' },
  { path: '/contacts', heading: 'Контакти', content: 'pechersk@clinic-network.com.ua' },
  { path: '/en/contacts', heading: 'Contacts', content: 'Sign a declaration with a family doctor' },
  { path: '/endolift_promo', heading: 'Ендоліфт', content: 'Без розрізів' },
  { path: '/en/endolift_promo', heading: 'Endolift', content: 'No incisions' },
  { path: '/internatura', heading: 'Інтернатура', content: 'Наставники' },
  { path: '/en/internatura', heading: 'Internship', content: 'Mentors' },
  { path: '/photo-gallery', heading: 'Фотогалерея', content: 'Рецепція клініки на Печерську' },
  { path: '/en/photo-gallery', heading: 'Photo gallery', content: 'Pechersk clinic front desk' },
  { path: '/posluhy', heading: 'Послуги', content: 'Трихологія' },
  { path: '/en/posluhy', heading: 'Services', content: 'Trichology' },
  { path: '/vacancies', heading: 'Вакансії', content: 'Адміністратор реєстратури' },
  { path: '/en/vacancies', heading: 'Careers', content: 'Front desk administrator' },
  { path: '/zahvoryuvannya', heading: 'Захворювання', content: 'Акне' },
  { path: '/en/zahvoryuvannya', heading: 'Diseases', content: 'Acne' },
  { path: '/zahvoryuvannya/akne', heading: 'Акне', content: 'Чорні та білі комедони' },
  { path: '/en/zahvoryuvannya/akne', heading: 'Acne', content: 'Blackheads and whiteheads' },
  { path: '/likari', heading: 'Лікарі', content: 'Олена Коваленко' },
  { path: '/en/likari', heading: 'Doctors', content: 'Olena Kovalenko' },
  { path: '/likari/dermatolohiia', heading: 'Лікарі: Дерматологія', content: 'Андрій Мельник' },
  { path: '/en/likari/dermatolohiia', heading: 'Doctors: Dermatology', content: 'Andrii Melnyk' },
  { path: '/likari/olena-kovalenko', heading: 'Олена Коваленко', content: 'Лікарка-дерматовенерологиня' },
  { path: '/likari/dermatolohiia/olena-kovalenko', heading: 'Олена Коваленко', content: '900 грн' },
  { path: '/en/likari/dermatolohiia/olena-kovalenko', heading: 'Olena Kovalenko', content: '900 UAH' },
  { path: '/prices', heading: 'Ціни', content: 'Консультація дерматолога' },
  { path: '/en/prices/dermatolohiia', heading: 'Prices: Dermatology', content: 'Dermatologist consultation' },
  { path: '/dermatolohiia', heading: 'Дерматологія', content: 'Консультація дерматолога' },
  { path: '/en/dermatolohiia', heading: 'Dermatology', content: 'Trichology' },
  { path: '/dermatolohiia/trykholohiia', heading: 'Трихологія', content: 'Ціни: Трихологія' },
  { path: '/en/dermatolohiia/trykholohiia', heading: 'Trichology', content: 'Prices: Trichology' },
];

test.describe('content pages in both locales', () => {
  for (const { path, heading, content } of PAGES) {
    test(`${path} shows "${heading}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByText(content, { exact: false }).first()).toBeVisible();
    });
  }

  test('the home page has the banner, directions and the sections below', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Акції та пропозиції' }).getByText('Епіляція пахв у подарунок')).toBeVisible();
    await expect(page.getByTestId('directions-grid').getByRole('link')).toHaveCount(9);
    await expect(page.getByRole('link', { name: 'Усі напрямки' })).toHaveAttribute('href', '/posluhy');
    for (const title of ['Наші клініки', 'Чому обирають нас', 'Не знаєте, до кого звернутися?', 'Відгуки пацієнтів', 'Захворювання', 'Ласкаво просимо до наших клінік']) {
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clinic network in Kyiv: dermatology, cosmetology, gynecology');
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
  const tops = await grid.locator(':scope > li').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  return tops.filter((top) => top === tops[0]).length;
}

test.describe('layout (spec §2, §9)', () => {
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
      await page.goto('/');
      const directions = page.locator('section.directions-section');
      await expect(page.getByRole('region', { name: 'Акції та пропозиції' }).locator('[aria-busy="true"]')).toBeVisible();
      await expect(directions.getByTestId('directions-grid')).toBeVisible();
      const before = (await directions.boundingBox())!.y;
      release();
      await expect(page.getByRole('region', { name: 'Акції та пропозиції' }).getByRole('button', { name: 'Наступний слайд' })).toBeVisible();
      expect((await directions.boundingBox())!.y).toBe(before);
    });
  }

  test('a default-layout page has the site header and footer', async ({ page }) => {
    await page.goto('/en/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
