import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { interactive } from './support/test.ts';
import { startBuiltGateway } from './support/gateway.ts';
import { remotes, startSearchOrigin, type SearchOrigin } from './support/remote-builds.ts';
import { closePromosBeforehand } from './support/promos.ts';
import { textOf } from './support/html-text.ts';

// mf-search's team promotes a build whose box throws in browsers only: the server renders it, so no
// server check can see it. A visitor's page shows the header without search (the shell's fallback), and
// the gateway's metrics count the render error for that build's version, as its team and the canary
// analysis read them. The visit's page errors are expected here: the fixture that fails a test on them
// is left out.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

let origin: SearchOrigin;
let gateway: RunningGatewayProcess;
let version: string;
let serverBrokenVersion: string;
const METRICS_TOKEN = 'broken-build-metrics-token';
const manifestUrl = (mark = 'broken') => origin.manifest(mark);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  origin = await startSearchOrigin(['broken', 'server-broken'], {
    throwInBrowser: ['broken'],
    throwOnServerAt: { 'server-broken': '/en/contacts' },
  });
  const versionOf = (mark: string) =>
    (
      JSON.parse(readFileSync(path.join(origin.dir, 'mf-search', mark, 'mf-manifest.json'), 'utf8')) as {
        metaData: { buildInfo: { buildVersion: string } };
      }
    ).metaData.buildInfo.buildVersion;
  version = versionOf('broken');
  serverBrokenVersion = versionOf('server-broken');
  gateway = await startBuiltGateway({ SSR_REMOTE_POLL_MS: '200', METRICS_TOKEN });
});

test.afterAll(async () => {
  await gateway?.stop();
  await origin?.close();
});

/** A counter of a build of mf-search (by default the one that breaks in browsers) in the gateway's `/metrics`. */
async function searchCounter(name: string, ofVersion = version): Promise<number> {
  const text = await (
    await fetch(`${gateway.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const line = text
    .split('\n')
    .find((candidate) => candidate.startsWith(`${name}{remote="mf_search",version="${ofVersion}"} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

test('a build whose box throws only in browsers raises its browser render errors in /metrics', async ({ page }) => {
  await closePromosBeforehand(page);
  const promoted = await remotes({ DATA_DIR: gateway.dataDir }, 'promote', 'mf-search', manifestUrl());
  expect(promoted.code, promoted.output).toBe(0);
  await expect
    .poll(async () => textOf(await (await fetch(`${gateway.url}/en`)).text()).includes('Search, build broken'), {
      timeout: 10_000,
      message: 'the server renders the promoted build',
    })
    .toBe(true);
  const errorsBefore = await searchCounter('gateway_remote_browser_render_errors_total');
  const viewsBefore = await searchCounter('gateway_remote_page_views_total');

  await page.goto(`${gateway.url}/en`);
  await interactive(page);
  const banner = page.getByRole('banner');
  // The server's box is there; its code comes, and runs, once the visitor reaches for it.
  await banner.getByRole('combobox').hover();
  await expect(banner.getByRole('combobox'), 'the header goes on without search').toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();

  await expect
    .poll(() => searchCounter('gateway_remote_browser_render_errors_total'), { timeout: 10_000 })
    .toBe(errorsBefore + 1);
  expect(await searchCounter('gateway_remote_page_views_total')).toBe(viewsBefore + 1);
  expect(await searchCounter('gateway_remote_server_render_errors_total')).toBe(0);
});

test('a report another website sends, even with a page’s token, counts nothing; the site’s own CSP reports count', async ({
  page,
}) => {
  const errorsBefore = await searchCounter('gateway_remote_browser_render_errors_total');
  const failuresBefore = await searchCounter('gateway_remote_browser_load_failures_total');
  const token = /"reportToken":"([^"]+)"/.exec(await (await fetch(`${gateway.url}/en`)).text())?.[1];
  expect(token).toBeTruthy();
  // A page elsewhere posts what the shell's beacons would, in each way a page may send to another site unasked.
  const body = JSON.stringify({ remote: 'mf_search', version, message: 'forged', token });
  writeFileSync(
    path.join(origin.dir, 'forge.html'),
    `<!doctype html><title>elsewhere</title><script>
      const body = ${JSON.stringify(body)};
      const send = (path, init) => fetch(${JSON.stringify(gateway.url)} + path, { method: 'POST', body, ...init }).catch(() => {});
      navigator.sendBeacon(${JSON.stringify(`${gateway.url}/reports/remote-render-error`)}, new Blob([body], { type: 'text/plain' }));
      navigator.sendBeacon(${JSON.stringify(`${gateway.url}/reports/remote-failure`)}, body);
      send('/reports/remote-render-error', { mode: 'no-cors', headers: { 'Content-Type': 'text/plain' } });
      send('/reports/remote-failure', { mode: 'no-cors', headers: { 'Content-Type': 'text/plain' } });
    </script>`,
  );
  const since = gateway.logs.length;
  // Another site on this machine (browsers let only local pages send to a local address).
  await page.goto(`${origin.url.replace('127.0.0.1', 'localhost')}/forge.html`);
  /** The statuses the gateway answered the forged reports with. */
  const answered = () =>
    gateway.logs
      .slice(since)
      .filter(
        (entry) =>
          entry.msg === 'request completed' &&
          String((entry.req as { url?: string } | undefined)?.url).startsWith('/reports/'),
      )
      .map((entry) => (entry.res as { statusCode: number }).statusCode);
  await expect
    .poll(() => answered().length, { timeout: 10_000, message: 'the forged reports reach the gateway' })
    .toBe(4);
  expect(answered().filter((status) => status < 400)).toEqual([]);
  expect(await searchCounter('gateway_remote_browser_render_errors_total')).toBe(errorsBefore);
  expect(await searchCounter('gateway_remote_browser_load_failures_total')).toBe(failuresBefore);

  // The site's own page: a picture from a host its CSP does not allow is reported, with the page's token, and counted.
  const violations = async () => {
    const text = await (
      await fetch(`${gateway.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return Number(/^gateway_csp_violations_total\{directive="img-src"\} (\d+)$/m.exec(text)?.[1] ?? 0);
  };
  const violationsBefore = await violations();
  await page.goto(`${gateway.url}/en`);
  await interactive(page);
  await page.evaluate(() => {
    const picture = document.createElement('img');
    picture.src = 'https://elsewhere.example/pixel.png';
    document.body.append(picture);
  });
  await expect.poll(violations, { timeout: 10_000 }).toBe(violationsBefore + 1);
});

test('a build whose box throws on the server at one page raises its server render errors there, and the page still answers', async () => {
  const promoted = await remotes({ DATA_DIR: gateway.dataDir }, 'promote', 'mf-search', manifestUrl('server-broken'));
  expect(promoted.code, promoted.output).toBe(0);
  await expect
    .poll(async () => textOf(await (await fetch(`${gateway.url}/en`)).text()).includes('Search, build server-broken'), {
      timeout: 10_000,
      message: 'the server renders the promoted build',
    })
    .toBe(true);
  const errors = () => searchCounter('gateway_remote_server_render_errors_total', serverBrokenVersion);
  expect(await errors()).toBe(0);

  const page = await fetch(`${gateway.url}/en/contacts`);
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
  expect(await errors()).toBe(1);
  expect(await searchCounter('gateway_remote_page_views_total', serverBrokenVersion)).toBeGreaterThanOrEqual(2);
});
