import { expect, test } from './support/test.ts';

// A patient judges the site by what it shows: real-looking pictures described in words, what
// other patients say in whatever language they wrote it, a tour of the clinic that loads only
// when asked for, and doctors and articles with their facts stated for search engines too.

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

test.describe('reviews', () => {
  for (const path of [
    '/',
    '/en',
    '/dermatolohiia',
    '/en/kosmetolohiia/inektsiina-kosmetolohiia',
    '/likari/dermatolohiia/andrii-melnyk',
    '/en/likari/kardiolohiia/dmytro-hrytsenko',
  ]) {
    test(`${path} shows what patients say, each text marked with its own language`, async ({ page }) => {
      await page.goto(path);
      const reviews = page
        .getByRole('region', { name: path.startsWith('/en') ? 'Patient reviews' : 'Відгуки пацієнтів', exact: true })
        .and(page.locator('section'));
      await reviews.scrollIntoViewIfNeeded();
      await expect(reviews.locator('.review-card').first()).toBeVisible();
      await expect(reviews.getByText(/No reviews yet|Відгуків ще немає/)).toHaveCount(0);
      const langs = await reviews
        .locator('.review-card__text')
        .evaluateAll((texts) => texts.map((text) => text.getAttribute('lang')));
      expect(langs.length).toBeGreaterThan(0);
      for (const lang of langs) expect(['uk', 'en']).toContain(lang);
    });
  }

  test('a review written in Ukrainian shows on the English page as written, marked uk', async ({ page }) => {
    await page.goto('/en/likari/kardiolohiia/dmytro-hrytsenko');
    const text = page.locator('.review-card__text', { hasText: 'Підібрали лікування тиску' });
    await expect(text).toBeVisible();
    await expect(text).toHaveAttribute('lang', 'uk');
    await expect(page.locator('.review-card', { has: text })).toContainText('Review written in Ukrainian');
    await page.goto('/likari/dermatolohiia/andrii-melnyk');
    await expect(page.locator('.review-card__text', { hasText: 'Dr Melnyk mapped all my moles' })).toHaveAttribute(
      'lang',
      'en',
    );
  });
});

test('the clinic tour loads nothing until the visitor presses play, then plays from the gateway itself', async ({
  page,
  baseURL,
}) => {
  const media: string[] = [];
  page.on('request', (request) => {
    if (
      request.resourceType() === 'media' ||
      /\.(mp4|webm)(\?|$)/.test(request.url()) ||
      !request.url().startsWith(baseURL!)
    )
      media.push(request.url());
  });
  await page.goto('/about-us');
  const play = page.getByRole('button', { name: 'Дивитися відео про клініку' });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  await expect(page.locator('video, iframe')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(media).toEqual([]);

  await play.click();
  const video = page.getByRole('region', { name: 'Ласкаво просимо до наших клінік' }).locator('video');
  await expect(video).toHaveAttribute('src', /^\/media\/video\/clinic-tour\.mp4$/);
  await expect.poll(() => media.some((url) => url === `${baseURL}/media/video/clinic-tour.mp4`)).toBe(true);
  expect(media.filter((url) => !url.startsWith(baseURL!))).toEqual([]);
});

test.describe('pictures', () => {
  test('a doctor’s portrait comes as AVIF and WebP at two widths, described in words, with its size set', async ({
    page,
  }) => {
    await page.goto('/en/likari/dermatolohiia/olena-kovalenko');
    const portrait = page.getByRole('img', {
      name: 'Illustrated portrait of Olena Kovalenko, dermatovenereologist, in a white coat',
    });
    await expect(portrait).toBeVisible();
    await expect(portrait).toHaveAttribute('width', '300');
    await expect(portrait).toHaveAttribute('height', '360');
    const sources = await page
      .locator('picture', { has: portrait })
      .locator('source')
      .evaluateAll((items) => items.map((item) => [item.getAttribute('type'), item.getAttribute('srcset')]));
    expect(sources).toEqual([
      ['image/avif', '/media/doctors/olena-kovalenko-240.avif 240w, /media/doctors/olena-kovalenko-480.avif 480w'],
      ['image/webp', '/media/doctors/olena-kovalenko-240.webp 240w, /media/doctors/olena-kovalenko-480.webp 480w'],
    ]);
    // The browser took the AVIF, and it is a real picture of its own, not a shared placeholder.
    expect(await portrait.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /olena-kovalenko-\d+\.avif$/,
    );
    const avif = await page.request.get('/media/doctors/olena-kovalenko-480.avif');
    expect(avif.headers()['content-type']).toBe('image/avif');
  });

  for (const path of ['/photo-gallery', '/en/clinics', '/blog', '/en/zahvoryuvannya', '/likari']) {
    test(`${path}: every content picture says what it shows`, async ({ page }) => {
      await page.goto(path);
      const alts = await page
        .locator('main img.content-image')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
      expect(alts.length).toBeGreaterThan(1);
      for (const alt of alts) expect(alt.split(/\s+/).length, alt).toBeGreaterThanOrEqual(4);
    });
  }

  test('a gallery picture named "Рецепція" shows a front desk, in words as in pixels', async ({ page }) => {
    await page.goto('/photo-gallery');
    await expect(
      page.getByRole('img', {
        name: /^Рецепція клініки на Печерську\. Ілюстрація: адміністраторка за стійкою рецепції/,
      }),
    ).toBeVisible();
  });
});

test.describe('facts for search engines', () => {
  test('a doctor is a Physician with specialty, languages, education and certificate', async ({ request }) => {
    const physician = jsonLd(await (await request.get('/en/likari/dermatolohiia/andrii-melnyk')).text()).find(
      (block) => block['@type'] === 'Physician',
    );
    expect(physician).toMatchObject({
      medicalSpecialty: ['https://schema.org/Dermatology'],
      knowsLanguage: ['uk', 'en', 'de'],
      alumniOf: [
        { name: 'Danylo Halytsky Lviv National Medical University' },
        { name: 'Shupyk National Healthcare University of Ukraine' },
      ],
      identifier: { '@type': 'PropertyValue', value: expect.stringMatching(/^\d{6}$/) },
    });
  });

  test('a post and a disease say which doctor reviewed them and when, on the page and in MedicalWebPage', async ({
    page,
    request,
  }) => {
    const post = jsonLd(await (await request.get('/blog/koly-perevirity-rodymky')).text()).find(
      (block) => block['@type'] === 'MedicalWebPage',
    );
    expect(post).toMatchObject({
      lastReviewed: '2026-04-02',
      reviewedBy: { '@type': 'Person', name: 'Андрій Мельник' },
    });
    await page.goto('/en/zahvoryuvannya/psoriaz');
    await expect(page.getByText('Medically reviewed by Olena Kovalenko, dermatovenereologist')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Doctors who treat it' })).toBeVisible();
    const disease = jsonLd(await (await request.get('/en/zahvoryuvannya/psoriaz')).text()).find(
      (block) => block['@type'] === 'MedicalWebPage',
    );
    expect(disease).toMatchObject({
      lastReviewed: '2026-10-01',
      reviewedBy: {
        '@type': 'Person',
        name: 'Olena Kovalenko',
        url: expect.stringMatching(/\/en\/likari\/dermatolohiia\/olena-kovalenko$/),
      },
    });
  });
});
