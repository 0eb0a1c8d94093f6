import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  freePort,
  type RunningVarnish,
  startVarnish,
  varnishUnavailable,
  type RunningGatewayProcess,
} from '@clinic/api-gateway/testing';
import { expect, test } from './support/test.ts';
import { REPO_ROOT, startBuiltGateway } from './support/gateway.ts';

// The site behind Varnish with the repository's VCL: pages come from the cache, the gateway renders each
// once, and a change (a published review) drops exactly the pages that show it.

const unavailable = varnishUnavailable();
test.skip(Boolean(unavailable), unavailable);
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let gateway: RunningGatewayProcess;
let varnish: RunningVarnish;
let pages: string[] = [];

test.beforeAll(async ({ request }) => {
  const gatewayPort = await freePort();
  varnish = await startVarnish(gatewayPort);
  gateway = await startBuiltGateway({
    PORT: String(gatewayPort),
    CACHE_PURGE_URL: varnish.purgeUrl,
    RATE_LIMIT_MAX: '0',
  });
  // Every page the sitemaps name, as a crawler finds them, through the cache.
  const index = await (await request.get(`${varnish.url}/sitemap.xml`)).text();
  for (const sitemap of [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)) {
    const text = await (await request.get(sitemap)).text();
    pages.push(...[...text.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
  }
  pages = [...new Set(pages)];
});

test.afterAll(async () => {
  await gateway?.stop();
  await varnish?.stop();
});

/** How many times the gateway was asked for each page path. */
function gatewayRequests(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of gateway.logs) {
    const url = (entry.req as { url?: string; method?: string } | undefined)?.url;
    if (url && entry.msg === 'request completed') counts.set(url, (counts.get(url) ?? 0) + 1);
  }
  return counts;
}

test('crawled twice, the second pass comes from the cache and the gateway renders each page once', async ({
  request,
}) => {
  expect(pages.length).toBeGreaterThan(100);
  for (const pagePath of pages) expect((await request.get(`${varnish.url}${pagePath}`)).status(), pagePath).toBe(200);
  let hits = 0;
  for (const pagePath of pages)
    if ((await request.get(`${varnish.url}${pagePath}`)).headers()['x-cache'] === 'HIT') hits += 1;
  console.log(
    `second pass: ${hits} of ${pages.length} pages from the cache (${((hits / pages.length) * 100).toFixed(1)} %)`,
  );
  expect(hits / pages.length).toBeGreaterThanOrEqual(0.95);
  const counts = gatewayRequests();
  // Once each: the first pass reached the gateway, the second did not.
  expect(pages.filter((pagePath) => counts.get(pagePath) !== 1)).toEqual([]);
});

test('a page served from the cache works in the browser, with no CSP violation', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const first = await page.goto(`${varnish.url}/en/likari`);
  expect(first?.headers()['x-cache']).toBe('HIT');
  await page.getByRole('banner').getByRole('combobox').fill('Kovalenko');
  await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
  await page.goto(`${varnish.url}/`);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('publishing a review drops that doctor’s page from the cache and no other doctor’s', async ({ request }) => {
  const doctor = pages.find((pagePath) => pagePath.endsWith('/olena-kovalenko') && !pagePath.startsWith('/en/'))!;
  const otherDoctor = pages.find(
    (pagePath) =>
      pagePath.startsWith('/likari/') && pagePath.split('/').length === 4 && !pagePath.endsWith('/olena-kovalenko'),
  )!;
  for (const pagePath of [doctor, otherDoctor])
    expect((await request.get(`${varnish.url}${pagePath}`)).headers()['x-cache'], pagePath).toBe('HIT');

  const comment = `Уважна лікарка, все пояснила (${Date.now()})`;
  const sent = await request.post(`${varnish.url}/mail/send`, {
    data: {
      config: 'review',
      page: `${varnish.url}${doctor}`,
      fields: {
        firstName: 'Ганна',
        phone: '38(050) 123-45-67',
        comment,
        rating: 5,
        relationType: 'doctor',
        relationSlug: 'olena-kovalenko',
      },
    },
  });
  expect(sent.status()).toBe(202);
  const env = { PATH: process.env.PATH!, DATA_DIR: gateway.dataDir, CACHE_PURGE_URL: varnish.purgeUrl };
  const reviews = (...args: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'api-gateway', 'scripts', 'reviews.ts'), ...args],
      { cwd: REPO_ROOT, env },
    );
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        id = (await reviews('list')).stdout
          .split('\n')
          .find((line) => line.includes(comment))
          ?.split('\t')[0];
        return id;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  expect((await reviews('publish', id!)).stdout.trim()).toBe(`review ${id} published`);

  const purged = await request.get(`${varnish.url}${doctor}`);
  expect(purged.headers()['x-cache']).toBe('MISS');
  expect(await purged.text()).toContain(comment);
  expect((await request.get(`${varnish.url}${otherDoctor}`)).headers()['x-cache']).toBe('HIT');
  // The English page of the same doctor shows the review too, and was dropped with it.
  expect((await request.get(`${varnish.url}/en${doctor}`)).headers()['x-cache']).toBe('MISS');
});

test('a tracking tag or another cookie makes no entry of its own; a visitor on a canary is never served from the cache', async ({
  request,
}) => {
  expect((await request.get(`${varnish.url}/en/blog`)).headers()['x-cache']).toBe('HIT');
  expect((await request.get(`${varnish.url}/en/blog?utm_source=newsletter&fbclid=abc`)).headers()['x-cache']).toBe(
    'HIT',
  );
  expect(
    (await request.get(`${varnish.url}/en/blog`, { headers: { Cookie: 'i18n_locale=en; _ga=GA1.1' } })).headers()[
      'x-cache'
    ],
  ).toBe('HIT');
  const canary = await request.get(`${varnish.url}/en/blog`, {
    headers: { Cookie: 'mf-canary=mf_search:0123456789:1' },
  });
  expect(canary.headers()['x-cache']).toBe('MISS');
});
