// Home page of each locale from the production build in Chromium, on a phone and a wide screen:
// JS requests, JS bytes (raw and gzip) until the network is idle, idle prefetch of the pages
// linked in view included, how many of those scripts are mf-search's (its search box loads only when
// a visitor reaches for it), and time until the directions grid is visible; median of several cold loads.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startBuiltGateway } from '../e2e/support/gateway.ts';
import { kb, median } from './support/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_GZIP_BYTES = 180 * 1024;
/** Where the gateway serves mf-search's build by default (REMOTE_SEARCH_URL). */
const SEARCH_REMOTE_PATH = '/remotes/mf-search/';
const VIEWPORTS = { 'phone 375': { width: 375, height: 800 }, 'wide 1440': { width: 1440, height: 900 } };

const gateway = await startBuiltGateway();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', ...CHROMIUM_ARGS] });

interface Script {
  raw: number;
  gzip: number;
}

interface Sample {
  requests: number;
  searchRequests: number;
  raw: number;
  gzip: number;
  gridVisibleMs: number;
}

async function loadOnce(path: string, viewport: { width: number; height: number }): Promise<Sample> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const scripts: Array<Promise<Script>> = [];
  let searchRequests = 0;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (new URL(response.url()).pathname.startsWith(SEARCH_REMOTE_PATH)) searchRequests += 1;
    scripts.push(response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body, { level: 6 }).length })));
  });
  await page.goto(`${gateway.url}${path}`);
  await page.locator('[data-testid="directions-grid"] li').first().waitFor({ state: 'visible' });
  const gridVisibleMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts);
  await context.close();
  const sum = (list: Script[], key: 'raw' | 'gzip') => list.reduce((total, script) => total + script[key], 0);
  return {
    requests: sizes.length,
    searchRequests,
    raw: sum(sizes, 'raw'),
    gzip: sum(sizes, 'gzip'),
    gridVisibleMs,
  };
}

const rows = [];
for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
  for (const path of ['/', '/en']) {
    const samples: Sample[] = [];
    await loadOnce(path, viewport); // warm the gateway's file cache, not the browser's
    for (let run = 0; run < RUNS; run += 1) samples.push(await loadOnce(path, viewport));
    const of = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
    rows.push({
      screen,
      page: path,
      'JS requests': of('requests'),
      'of them mf-search': of('searchRequests'),
      'JS raw': kb(of('raw')),
      'JS gzip': kb(of('gzip')),
      'grid visible (ms)': Math.round(of('gridVisibleMs')),
      'within 180 KB gzip': of('gzip') <= BUDGET_GZIP_BYTES ? 'yes' : 'NO',
    });
  }
}
console.log(
  `Home page, ${RUNS} cold loads per locale and screen (Chromium, loopback), medians; gzip level 6 of each script:`,
);
console.table(rows);

await browser.close();
await gateway.stop();
