import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { expect, test } from './support/release-test.ts';
import { startBuiltGateway } from './support/gateway.ts';
import { startSearchOrigin, upload, type SearchOrigin } from './support/remote-builds.ts';
import { interactive } from './support/interactive.ts';

// Browsers run the bytes the gateway checked. A team overwrites files of its live build at their URLs
// (the manifest unchanged, so the gateway keeps serving the build it checked): the page pins each file by
// the hash the gateway took, so the browser refuses the new bytes, the search box falls back, and the
// failed load is reported; the checked build's files load as before.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let origin: SearchOrigin;
let gateway: RunningGatewayProcess;
let dist: string;
const live = () => path.join(origin.dir, 'mf-search', 'live');
const OVERWRITTEN = ';window.__overwrittenCodeRan = true;';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  origin = await startSearchOrigin(['live']);
  dist = origin.builds.live!;
  gateway = await startBuiltGateway({ SSR_CACHE_TTL_MS: '0', REMOTE_SEARCH_URL: origin.manifest('live') });
});

test.afterAll(async () => {
  await gateway?.stop();
  await origin?.close();
});

/** What a visitor's browser made of the search box: its label once its code ran, and what the page refused. */
async function searchInBrowser(page: Page) {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/integrity/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(`${gateway.url}/en`);
  await interactive(page);
  await page
    .getByRole('banner')
    .getByRole('combobox')
    .hover()
    .catch(() => {});
  await page.waitForLoadState('networkidle');
  return {
    ran: await page.evaluate(() => (window as { __overwrittenCodeRan?: boolean }).__overwrittenCodeRan === true),
    box: await page.getByRole('banner').getByRole('combobox').count(),
    refused,
  };
}

/** The build's mark its stylesheet gives the search box (`--build`): empty when the stylesheet was not applied. */
const boxStyleMark = (page: Page) =>
  page
    .locator('.search-box')
    .first()
    .evaluate((box) => getComputedStyle(box).getPropertyValue('--build').trim());

test('the checked build loads with every file pinned', async ({ page }) => {
  const config = await (await fetch(`${gateway.url}/runtime-config.json`)).json();
  expect(config.remoteIntegrity.mf_search.entry).toMatch(/^sha384-[\w+/]+=*$/);
  const pins = await (await fetch(new URL(config.remoteIntegrity.mf_search.files, gateway.url))).json();
  expect(pins.base).toBe(`${origin.url}/mf-search/live/`);
  expect(pins.files['remoteEntry.js']).toBe(config.remoteIntegrity.mf_search.entry);
  expect(await searchInBrowser(page)).toEqual({ ran: false, box: 1, refused: [] });
  // The stylesheets the page links itself are pinned too.
  const html = await (await fetch(`${gateway.url}/en`)).text();
  expect(html).toMatch(
    new RegExp(
      `<link rel="stylesheet" href="${origin.url}/mf-search/live/[^"]+\\.css" integrity="sha384-[^"]+" crossorigin="anonymous">`,
    ),
  );
  expect(await boxStyleMark(page)).toBe('"live"');
  // Its lazily loaded code too: the panel opens with results.
  await page.getByRole('banner').getByRole('combobox').fill('дерматолог');
  await expect(page.getByRole('banner').getByRole('listbox')).toBeVisible();
});

test('an entry script overwritten at its URL never runs in a browser', async ({ page }) => {
  appendFileSync(path.join(live(), 'remoteEntry.js'), OVERWRITTEN);
  const seen = await searchInBrowser(page);
  expect(seen.ran).toBe(false);
  expect(seen.refused.length).toBeGreaterThan(0);
  upload(dist, live());
});

test('a stylesheet overwritten at its URL is not applied', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(path.join(live(), 'mf-manifest.json'), 'utf8'));
  const sheets = manifest.exposes[0].assets.css.sync as string[];
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets) appendFileSync(path.join(live(), sheet), '\n.search-box { --overwritten: 1; }\n');
  const seen = await searchInBrowser(page);
  expect(seen.refused.some((line) => line.includes('.css'))).toBe(true);
  expect(await boxStyleMark(page)).toBe('');
  upload(dist, live());
});

test('a chunk overwritten at its URL never runs in a browser', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(path.join(live(), 'mf-manifest.json'), 'utf8'));
  const { sync, async } = manifest.exposes[0].assets.js as { sync: string[]; async: string[] };
  expect(sync.length + async.length).toBeGreaterThan(0);
  for (const chunk of [...sync, ...async]) appendFileSync(path.join(live(), chunk), OVERWRITTEN);
  const seen = await searchInBrowser(page);
  expect(seen.ran).toBe(false);
  expect(seen.refused.length).toBeGreaterThan(0);
  upload(dist, live());
});

test('a remote the gateway has no checked build of is not loaded from its address', async ({ page }) => {
  // The gateway started while the team's files were not there yet, and has not read them since.
  const later = path.join(origin.dir, 'mf-search', 'later');
  const unread = await startBuiltGateway({
    SSR_CACHE_TTL_MS: '0',
    SSR_REMOTE_POLL_MS: '600000',
    REMOTE_SEARCH_URL: origin.manifest('later'),
  });
  try {
    upload(dist, later);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${origin.url}/mf-search/later/`)) asked.push(request.url());
    });
    await page.goto(`${unread.url}/en`);
    await interactive(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.getByRole('banner').getByRole('combobox').count()).toBe(0);
    expect(asked).toEqual([]);
  } finally {
    await unread.stop();
  }
});
