import { createHash } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { PAGES } from './support/content-pages.ts';
import { headingsOf, textOf } from './support/html-text.ts';

// A search engine's crawler reads the HTML the gateway sends, running none of the page's code.

test.describe('the HTML the gateway sends, read without a browser', () => {
  for (const { path: pagePath, heading, content } of PAGES) {
    test(`${pagePath} holds its heading "${heading}" and its text`, async ({ request }) => {
      const response = await request.get(pagePath);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(headingsOf(html)).toContain(heading);
      expect(textOf(html)).toContain(content);
    });
  }

  test('an unknown page is a real 404 with the error page rendered on the server', async ({ request }) => {
    const response = await request.get('/en/no-such-page/at-all/here');
    expect(response.status()).toBe(404);
    expect(textOf(await response.text())).toContain('404');
  });

  test('a crawler gets the whole document in order, every inline script it runs allowed by its hash in the CSP', async ({
    request,
  }) => {
    const response = await request.get('/likari/olena-kovalenko', {
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    const html = await response.text();
    expect(headingsOf(html)).toEqual(['Олена Коваленко']);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/
      .exec(response.headers()['content-security-policy']!)![1]!
      .split(' ');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
    const runnable = [...html.matchAll(/<script((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attributes]) => !/type="?application\/(?:ld\+)?json/.test(attributes!),
    );
    expect(runnable.length).toBeGreaterThan(0);
    for (const [, , body] of runnable)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  });

  test('a page is the same bytes and headers for every visitor, with what a shared cache needs', async ({
    request,
  }) => {
    const first = await request.get('/en/about-us');
    const second = await request.get('/en/about-us', { headers: { Cookie: 'i18n_locale=uk; other=1' } });
    expect(headingsOf(await first.text())).toEqual(['About us']);
    expect(await second.text()).toBe(await first.text());
    for (const name of ['etag', 'content-security-policy', 'cache-control', 'surrogate-key'])
      expect(second.headers()[name], name).toBe(first.headers()[name]);
    expect(first.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(first.headers()['set-cookie']).toBeUndefined();
    expect(first.headers()['etag']).toMatch(/^"[\w-]+"$/);
    expect(first.headers()['surrogate-key']!.split(' ')).toEqual(
      expect.arrayContaining(['pages', 'remote:mf_content', 'content:navs?']),
    );
    const revalidated = await request.get('/en/about-us', { headers: { 'If-None-Match': first.headers()['etag']! } });
    expect(revalidated.status()).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  test('a query parameter no page reads makes no other page', async ({ request }) => {
    const plain = await request.get('/en/blog');
    const tagged = await request.get('/en/blog?utm_source=newsletter&fbclid=x');
    expect(tagged.headers()['etag']).toBe(plain.headers()['etag']);
    expect(await tagged.text()).not.toContain('utm_source');
  });

  test('an unknown page may be kept by a shared cache, but only briefly', async ({ request }) => {
    const response = await request.get('/en/no-such-page/at-all/here');
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5');
  });

  test('the page links the stylesheets of the shell and of the page being rendered', async ({ request }) => {
    const html = await (await request.get('/en/blog')).text();
    const links = [...html.matchAll(/<link\b[^>]*rel="?stylesheet"?[^>]*>/gi)].map((match) => match[0]);
    expect(
      links.some((link) => /href="?\/main\.[0-9a-f]+\.css/.test(link)),
      'the shell’s stylesheet',
    ).toBe(true);
    expect(
      links.some((link) => /\/remotes\/mf-content\/page-blog\.[0-9a-f]+\.css/.test(link)),
      'the blog page’s stylesheet',
    ).toBe(true);
  });
});

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test.describe('head tags in the HTML the gateway sends', () => {
  test('a detail page carries its own title, description, canonical, hreflang, Open Graph and structured data', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/en/likari/olena-kovalenko');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Olena Kovalenko, dermatovenereologist in Kyiv</title>');
    expect(attribute(html, /<meta name="description" content="([^"]*)">/)).toBeTruthy();
    // A doctor's one URL is under their first direction, where the cards and the search link.
    const page = `${baseURL}/en/likari/dermatolohiia/olena-kovalenko`;
    expect(html).toContain(`<link rel="canonical" href="${page}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="uk" href="${baseURL}/likari/dermatolohiia/olena-kovalenko">`,
    );
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${page}">`);
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${baseURL}/likari/dermatolohiia/olena-kovalenko">`,
    );
    expect(html).toContain('<meta property="og:title" content="Olena Kovalenko, dermatovenereologist in Kyiv">');
    expect(html).toContain(`<meta property="og:url" content="${page}">`);
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toContain(
      `<meta property="og:image" content="${baseURL}/og/en/likari/dermatolohiia/olena-kovalenko.png">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');

    const [business, physician] = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!),
    );
    expect(business).toMatchObject({
      '@type': 'MedicalClinic',
      name: 'Veresk Clinics',
      priceRange: expect.any(String),
      telephone: '+380440927310',
    });
    expect(business.address).toMatchObject({
      streetAddress: '32 Yevhena Konovaltsia St',
      addressLocality: 'Kyiv',
      postalCode: '01133',
      addressCountry: 'UA',
    });
    expect(business.sameAs).toEqual(
      expect.arrayContaining([expect.stringContaining('instagram.com'), expect.stringContaining('youtube.com')]),
    );
    expect(business.department.map((clinic: { openingHours: string }) => clinic.openingHours)).toEqual([
      'Mo-Sa 09:00-20:00',
      'Mo-Sa 09:00-21:00',
    ]);
    expect(physician).toMatchObject({ '@type': 'Physician', name: 'Olena Kovalenko', url: page });
  });

  test('a Ukrainian post is an article with its Ukrainian title and a PNG preview; a missing one is 404 and noindex', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/blog/zymovyi-dohliad-za-shkiroiu');
    expect(response.status()).toBe(200);
    const post = await response.text();
    expect(post).toContain('<html lang="uk">');
    expect(post).toContain('<title>Зимовий догляд за шкірою | Клініки «Вереск»</title>');
    expect(post).toContain('<meta property="og:title" content="Зимовий догляд за шкірою | Клініки «Вереск»">');
    expect(post).toContain('<meta property="og:locale" content="uk_UA">');
    expect(post).toContain('<meta property="og:type" content="article">');
    expect(attribute(post, /<meta property="article:published_time" content="([^"]*)">/)).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(post).toContain(`<link rel="canonical" href="${baseURL}/blog/zymovyi-dohliad-za-shkiroiu">`);
    const image = attribute(post, /<meta property="og:image" content="([^"]*)">/);
    expect(image).toBe(`${baseURL}/og/uk/blog/zymovyi-dohliad-za-shkiroiu.png`);
    expect(post).toContain('<meta property="og:image:width" content="1200">');
    const picture = await request.get(image!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');

    const missing = await request.get('/blog/no-such-post');
    expect(missing.status()).toBe(404);
    const html = await missing.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  test('every page’s og:image is the PNG made for it; error pages show the site logo, which the gateway serves', async ({
    request,
    baseURL,
  }) => {
    for (const [path, image] of [
      ['/zahvoryuvannya/akne', '/og/uk/zahvoryuvannya/akne.png'],
      ['/en/clinics/klinika-na-oboloni', '/og/en/clinics/klinika-na-oboloni.png'],
      ['/actions/epiliatsiia-pakhv-v-podarunok', '/og/uk/actions/epiliatsiia-pakhv-v-podarunok.png'],
      ['/en/complexes/chysta-shkira', '/og/en/complexes/chysta-shkira.png'],
      ['/', '/og/uk/index.png'],
      ['/en/blog', '/og/en/blog.png'],
    ]) {
      const html = await (await request.get(path!)).text();
      expect(attribute(html, /<meta property="og:image" content="([^"]*)">/), path).toBe(`${baseURL}${image}`);
    }
    const disease = await (await request.get('/zahvoryuvannya/akne')).text();
    expect(disease).toContain('<title>Акне: симптоми, діагностика та лікування у Києві</title>');
    const missing = await (await request.get('/no/such/page')).text();
    expect(attribute(missing, /<meta property="og:image" content="([^"]*)">/)).toBe(`${baseURL}/favicon.svg`);
    const logo = await request.get('/favicon.svg');
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toContain('image/svg+xml');
  });

  test('every page names its icons, and the gateway serves each, /favicon.ico among them', async ({ request }) => {
    const html = await (await request.get('/en/blog')).text();
    const links = [...html.matchAll(/<link rel=(?:"?(?:icon|apple-touch-icon)"?)[^>]*>/g)].map((match) =>
      attribute(match[0], /href="?([^"\s>]+)/),
    );
    expect(links).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png']);
    for (const [path, type] of [
      ['/favicon.ico', /^image\/(?:x-icon|vnd\.microsoft\.icon)$/],
      ['/favicon.svg', /^image\/svg\+xml/],
      ['/apple-touch-icon.png', /^image\/png$/],
    ] as const) {
      const icon = await request.get(path);
      expect(icon.status(), path).toBe(200);
      expect(icon.headers()['content-type'], path).toMatch(type);
      expect((await icon.body()).length, path).toBeGreaterThan(100);
    }
  });

  test('a disease link written with a trailing slash redirects once to the canonical page', async ({
    page,
    baseURL,
  }) => {
    const redirects: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 301) redirects.push(new URL(response.url()).pathname);
    });
    await page.goto('/zahvoryuvannya/akne/');
    expect(page.url()).toBe(`${baseURL}/zahvoryuvannya/akne`);
    expect(redirects).toEqual(['/zahvoryuvannya/akne/']);
    await expect(page.getByRole('heading', { level: 1, name: 'Акне' })).toBeVisible();
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor goes from home to a direction and on to a doctor by links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Клініки «Вереск» у Києві: дерматологія, косметологія, гінекологія',
    );
    await page.getByTestId('directions-grid').getByRole('link', { name: 'Дерматологія' }).click();
    await expect(page).toHaveURL(/\/dermatolohiia$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дерматологія');
    await page.getByRole('link', { name: 'Олена Коваленко' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Олена Коваленко');
    await expect(page.getByText('900 грн').first()).toBeVisible();
  });
});
