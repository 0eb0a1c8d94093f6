// The home page and a doctor's page of each locale from the production build in Chromium, on a phone and a wide screen:
// JS requests, JS bytes (raw, gzip, and as the gateway sent them) until the network is idle, idle prefetch of the pages
// linked in view included, how many of those scripts are mf-search's (its search box loads only when
// a visitor reaches for it), and time until the page's content is visible; median of several cold loads. The
// first load is what arrives until the page is interactive; what the page fetches at idle after that (the code of
// the pages it links to) is counted beside it.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startBuiltGateway } from '../e2e/support/gateway.ts';
import { interactive } from '../e2e/support/interactive.ts';
import { kb, median } from './support/stats.ts';
import { benchSetting } from './support/settings.ts';

const RUNS = benchSetting('BENCH_RUNS', 5);
/** Our first-load goal for a phone: the JavaScript of a first visit, gzip. */
const BUDGET_GZIP_BYTES = 150 * 1024;
/** Where the gateway serves mf-search's build by default (REMOTE_SEARCH_URL). */
const SEARCH_REMOTE_PATH = '/remotes/mf-search/';
const VIEWPORTS = { 'phone 375': { width: 375, height: 800 }, 'wide 1440': { width: 1440, height: 900 } };

const gateway = await startBuiltGateway();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', ...CHROMIUM_ARGS] });

interface Script {
  raw: number;
  gzip: number;
  /** As the gateway sent it (its Content-Encoding: the build's Brotli copy, or compressed on the fly). */
  sent: number;
  /** When the browser asked for it (ms since the epoch). */
  requestedAt: number;
}

interface Sample {
  requests: number;
  searchRequests: number;
  raw: number;
  gzip: number;
  firstLoadGzip: number;
  firstLoadSent: number;
  shownMs: number;
}

/** What shows that each page has rendered: the home page's directions, a doctor's page its heading. */
const PAGES = [
  { path: '/', shown: '[data-testid="directions-grid"] li' },
  { path: '/en', shown: '[data-testid="directions-grid"] li' },
  { path: '/likari/olena-kovalenko', shown: 'main h1' },
  { path: '/en/likari/olena-kovalenko', shown: 'main h1' },
];

async function loadOnce(
  { path, shown }: (typeof PAGES)[number],
  viewport: { width: number; height: number },
): Promise<Sample> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const scripts: Array<Promise<Script>> = [];
  let searchRequests = 0;
  // The page notes the moment the shell marks it interactive, on the clock the browser times its requests by. The
  // document is observed, not its root element: this script runs before the parser has made that.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (document.documentElement.dataset.interactive !== 'true') return;
      (window as { interactiveAt?: number }).interactiveAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributeFilter: ['data-interactive'] });
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (new URL(response.url()).pathname.startsWith(SEARCH_REMOTE_PATH)) searchRequests += 1;
    const requestedAt = response.request().timing().startTime;
    scripts.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, { responseBodySize }]) => ({
        raw: body.length,
        gzip: gzipSync(body, { level: 6 }).length,
        sent: responseBodySize,
        requestedAt,
      })),
    );
  });
  await page.goto(`${gateway.url}${path}`);
  await page.locator(shown).first().waitFor({ state: 'visible' });
  const shownMs = await page.evaluate(() => performance.now());
  await interactive(page);
  const interactiveAt = await page.evaluate(() => (window as { interactiveAt?: number }).interactiveAt ?? Infinity);
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts);
  await context.close();
  const sum = (list: Script[], key: 'raw' | 'gzip' | 'sent') => list.reduce((total, script) => total + script[key], 0);
  // The first load: what the page asked for before it was interactive; the rest is its idle prefetch.
  const firstLoad = sizes.filter((script) => script.requestedAt < interactiveAt);
  return {
    requests: sizes.length,
    searchRequests,
    raw: sum(sizes, 'raw'),
    gzip: sum(sizes, 'gzip'),
    firstLoadGzip: sum(firstLoad, 'gzip'),
    firstLoadSent: sum(firstLoad, 'sent'),
    shownMs,
  };
}

const rows = [];
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  for (const page of PAGES) {
    const samples: Sample[] = [];
    await loadOnce(page, viewport); // warm the gateway's file cache, not the browser's
    for (let run = 0; run < RUNS; run += 1) samples.push(await loadOnce(page, viewport));
    const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
    rows.push({
      screen,
      page: page.path,
      'JS requests': of('requests'),
      'of them mf-search': of('searchRequests'),
      'JS raw': kb(of('raw')),
      'first load gzip': kb(of('firstLoadGzip')),
      'first load as sent': kb(of('firstLoadSent')),
      'with idle prefetch': kb(of('gzip')),
      'shown (ms)': Math.round(of('shownMs')),
      [`within ${BUDGET_GZIP_BYTES / 1024} KB gzip`]: of('firstLoadGzip') <= BUDGET_GZIP_BYTES ? 'yes' : 'NO',
    });
  }
}
console.log(
  `Home and doctor pages, ${RUNS} cold loads per page and screen (Chromium, loopback), medians; gzip level 6 of each script:`,
);
console.table(rows);

await browser.close();
await gateway.stop();
