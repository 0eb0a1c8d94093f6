// Home page of each locale from the production build in Chromium: JS requests, JS bytes
// (raw and gzip as sent) and time until the directions grid is visible. Median of several cold loads.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startGateway } from '../e2e/support/gateway.ts';
import { kb, median } from './support/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_GZIP_BYTES = 200 * 1024;

const gateway = await startGateway();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', ...CHROMIUM_ARGS] });

interface Sample {
  requests: number;
  raw: number;
  gzip: number;
  gridVisibleMs: number;
}

async function loadOnce(path: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const scripts: Array<Promise<{ raw: number; gzip: number }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body, { level: 6 }).length })),
    );
  });
  await page.goto(`${gateway.url}${path}`);
  await page.locator('[data-testid="directions-grid"] li').first().waitFor({ state: 'visible' });
  const gridVisibleMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts);
  await context.close();
  return {
    requests: sizes.length,
    raw: sizes.reduce((sum, size) => sum + size.raw, 0),
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    gridVisibleMs,
  };
}

const rows = [];
for (const path of ['/', '/en']) {
  const samples: Sample[] = [];
  await loadOnce(path); // warm the gateway's file cache, not the browser's
  for (let run = 0; run < RUNS; run += 1) samples.push(await loadOnce(path));
  rows.push({
    page: path,
    'JS requests': median(samples.map((sample) => sample.requests)),
    'JS raw': kb(median(samples.map((sample) => sample.raw))),
    'JS gzip': kb(median(samples.map((sample) => sample.gzip))),
    'grid visible (ms, median)': Math.round(median(samples.map((sample) => sample.gridVisibleMs))),
    'within 200 KB gzip budget': median(samples.map((sample) => sample.gzip)) <= BUDGET_GZIP_BYTES ? 'yes' : 'NO',
  });
}
console.log(`Home page, ${RUNS} cold loads per locale (Chromium, loopback):`);
console.table(rows);

await browser.close();
await gateway.stop();
