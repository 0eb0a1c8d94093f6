import path from 'node:path';
import type { Page } from '@playwright/test';
import { buildIdOf, canaryId, type RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { expect, test } from './support/release-test.ts';
import { REPO_ROOT, startBuiltGateway } from './support/gateway.ts';
import { editManifest, remotes, startSearchOrigin, upload, type SearchOrigin } from './support/remote-builds.ts';
import { textOf } from './support/html-text.ts';

// The team that owns mf-search ships from its own origin while the site runs: it redeploys in place,
// promotes builds uploaded under their own paths, runs a canary and rolls back, and a broken build is
// refused. At each step the server's HTML and the browser show the same build, its styles apply, and
// the page hydrates without a warning (the fixture) or a CSP violation.

// Each step runs the team's command (a Node process of its own) and waits for the gateway to follow: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let origin: SearchOrigin;
let gateway: RunningGatewayProcess;
let builds: Record<string, string>;
const METRICS_TOKEN = 'release-journey-metrics-token';
const live = () => origin.manifest('live');

test.beforeAll(async () => {
  test.setTimeout(300_000);
  origin = await startSearchOrigin(['A', 'B']);
  builds = { repo: path.join(REPO_ROOT, 'mf-search', 'dist'), ...origin.builds };
  upload(builds.repo!, path.join(origin.dir, 'mf-search', 'live'));
  // This journey checks which build each page is rendered from, not how fast: a cold first render on a busy
  // machine may take longer than the site's 2 s, and would then be left to the browser and count as a warning.
  gateway = await startBuiltGateway({
    REMOTE_SEARCH_URL: live(),
    SSR_REMOTE_POLL_MS: '200',
    METRICS_TOKEN,
    SSR_TIMEOUT_MS: '6000',
    RENDER_TIMEOUT_MS: '8000',
  });
});

test.afterAll(async () => {
  await gateway?.stop();
  await origin?.close();
});

/** The gateway's environment, which the team's command runs with. */
const team = () => ({ DATA_DIR: gateway.dataDir, REMOTE_SEARCH_URL: live() });

/** The label of the header's search box in the server's HTML of `/en`, waited for until the gateway has followed. */
async function serverShows(page: Page, label: string, cookie?: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (
          await page.request.get(`${gateway.url}/en`, { headers: cookie ? { Cookie: cookie } : {} })
        ).text();
        return textOf(html).includes(label);
      },
      { timeout: 10_000, message: `the server renders "${label}"` },
    )
    .toBe(true);
  return html;
}

/** Opens `/en` and answers what the browser shows of the box: its label, the stylesheet's mark and the lazy code's mark. */
async function browserBuild(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const fromOrigin: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin.url)) fromOrigin.push(new URL(request.url()).pathname);
  });
  await page.goto(`${gateway.url}/en`);
  const box = page.getByRole('banner').getByRole('combobox');
  const label = await box.evaluate(
    (input: HTMLInputElement) => input.labels?.[0]?.textContent ?? input.getAttribute('aria-label'),
  );
  const styleMark = await page
    .getByRole('banner')
    .locator('.search-box')
    .first()
    .evaluate((element) => getComputedStyle(element).getPropertyValue('--build').trim());
  await box.fill('acne');
  const list = page.getByRole('banner').getByRole('listbox');
  await expect(list).toBeVisible();
  const codeMark = await list.getAttribute('data-build');
  const cspViolations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { label, styleMark, codeMark, cspViolations, fromOrigin };
}

/** Warnings that would mean a part was left to the browser or a release was refused, since `since`. */
function renderWarnings(since: number): string[] {
  return gateway.logs
    .slice(since)
    .filter(
      (entry) => Number(entry.level) >= 40 && /server render|unavailable|refused|unreadable/.test(String(entry.msg)),
    )
    .map((entry) => `${String(entry.msg)} ${String(entry.reason ?? entry.err ?? '')}`);
}

test('a build replaced in place at the same URL is rendered from the next request on, its new chunks included', async ({
  page,
}) => {
  const since = gateway.logs.length;
  await serverShows(page, 'Search the site');
  upload(builds.A!, path.join(origin.dir, 'mf-search', 'live'));
  const html = await serverShows(page, 'Search, build A');
  expect(html).toContain(`${origin.url}/mf-search/live/`);
  const shown = await browserBuild(page);
  expect(shown).toMatchObject({ label: 'Search, build A', styleMark: '"A"', codeMark: 'A', cspViolations: [] });
  // Named by the page (the gateway has read its manifest): the browser loads the entry without the manifest.
  expect(shown.fromOrigin).toContain('/mf-search/live/remoteEntry.js');
  expect(shown.fromOrigin).not.toContain('/mf-search/live/mf-manifest.json');
  expect(renderWarnings(since)).toEqual([]);
});

test('a build promoted from its own URL goes live on the server and in the browser, without a restart', async ({
  page,
}) => {
  const since = gateway.logs.length;
  const promoted = await remotes(team(), 'promote', 'mf-search', origin.manifest('B'));
  expect(promoted).toMatchObject({ code: 0, output: expect.stringContaining(`mf-search: ${origin.manifest('B')} (`) });
  const html = await serverShows(page, 'Search, build B');
  const config = JSON.parse(/<script id="?runtime-config"?[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!);
  expect(config.remotes.mf_search).toBe(origin.manifest('B'));
  const shown = await browserBuild(page);
  expect(shown).toMatchObject({ label: 'Search, build B', styleMark: '"B"', codeMark: 'B', cspViolations: [] });
  expect(shown.fromOrigin.every((file) => file.startsWith('/mf-search/B/'))).toBe(true);
  expect(renderWarnings(since)).toEqual([]);
  const status = await remotes(team(), 'status', 'mf-search');
  expect(status.output).toContain(`live     ${origin.manifest('B')}`);
  expect(status.output).toMatch(
    /promote {2}.*\/mf-search\/live\/mf-manifest\.json -> .*\/mf-search\/B\/mf-manifest\.json/,
  );
});

test('a canary goes to the share of visitors the cookie decides, on server and browser, until a rollback ends it', async ({
  page,
  context,
}) => {
  const since = gateway.logs.length;
  const canary = await remotes(team(), 'canary', 'mf-search', origin.manifest('A'), '50');
  expect(canary.code).toBe(0);
  const buildOfA = buildIdOf(await (await page.request.get(origin.manifest('A'))).text());
  const canaryOfA = canaryId(origin.manifest('A'), buildOfA);
  // Visitors without a decision get one for the visit, signed by the gateway, and the page that matches it.
  const signed: Partial<Record<'in' | 'out', string>> = {};
  await expect
    .poll(async () => (await fetch(`${gateway.url}/en`)).headers.get('set-cookie'), { timeout: 10_000 })
    .toMatch(/^mf-canary=/);
  for (let visit = 0; visit < 60 && !(signed.in && signed.out); visit += 1) {
    const first = await fetch(`${gateway.url}/en`);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      new RegExp(`^mf-canary=mf_search:${canaryOfA}:[01]\\.[\\w-]+\\.[\\w-]+; Path=/; HttpOnly; SameSite=Lax$`),
    );
    const inCanary = setCookie.includes(`${canaryOfA}:1.`);
    expect(textOf(await first.text())).toContain(inCanary ? 'Search, build A' : 'Search, build B');
    signed[inCanary ? 'in' : 'out'] ??= /^mf-canary=([^;]+)/.exec(setCookie)![1];
  }
  const decided = (inCanary: boolean) => signed[inCanary ? 'in' : 'out']!;
  await serverShows(page, 'Search, build A', `mf-canary=${decided(true)}`);
  // A decision the gateway did not sign is none: such a visitor is decided afresh.
  const forged = await fetch(`${gateway.url}/en`, { headers: { cookie: `mf-canary=mf_search:${canaryOfA}:1` } });
  expect(forged.headers.get('set-cookie')).toMatch(/^mf-canary=mf_search:/);

  await context.addCookies([{ name: 'mf-canary', value: decided(true), url: gateway.url }]);
  expect(await browserBuild(page)).toMatchObject({
    label: 'Search, build A',
    styleMark: '"A"',
    codeMark: 'A',
    cspViolations: [],
  });
  await context.addCookies([{ name: 'mf-canary', value: decided(false), url: gateway.url }]);
  expect(await browserBuild(page)).toMatchObject({
    label: 'Search, build B',
    styleMark: '"B"',
    codeMark: 'B',
    cspViolations: [],
  });

  // A rollback while the canary runs ends the canary: its visitors get the live build again.
  expect((await remotes(team(), 'rollback', 'mf-search')).output).toMatch(/^mf-search: the canary of .* ended;/);
  await serverShows(page, 'Search, build B', `mf-canary=${decided(true)}`);
  // The next one goes back to the build live before.
  expect((await remotes(team(), 'rollback', 'mf-search')).code).toBe(0);
  await serverShows(page, 'Search, build A', `mf-canary=${decided(false)}`);
  expect(renderWarnings(since)).toEqual([]);
});

test('a release during a visit changes nothing in the open page; its next full load gets the new build', async ({
  page,
}) => {
  await serverShows(page, 'Search, build A');
  await page.goto(`${gateway.url}/en`);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  expect((await remotes(team(), 'promote', 'mf-search', origin.manifest('B'))).code).toBe(0);
  await serverShows(page, 'Search, build B');
  // Reached inside the page: the box it loaded goes on with the build the page started with.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Doctors', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Doctors' })).toBeVisible();
  const box = page.getByRole('banner').getByRole('combobox');
  await box.fill('acne');
  await expect(page.getByRole('banner').getByRole('listbox')).toHaveAttribute('data-build', 'A');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.reload();
  await page.getByRole('banner').getByRole('combobox').fill('acne');
  await expect(page.getByRole('banner').getByRole('listbox')).toHaveAttribute('data-build', 'B');
});

test('a broken build is refused by the command in one line, and by the gateway when it appears in place', async ({
  page,
}) => {
  const renamed = path.join(origin.dir, 'mf-search', 'renamed');
  upload(builds.A!, renamed);
  editManifest(renamed, (manifest) => {
    manifest.exposes[0].path = './searchbox';
  });
  expect(await remotes(team(), 'promote', 'mf-search', origin.manifest('renamed'))).toEqual({
    code: 1,
    output:
      'mf-search: refused: the build does not expose ./search-box, which the shell needs (it exposes ./searchbox)',
  });
  const react18 = path.join(origin.dir, 'mf-search', 'react18');
  upload(builds.A!, react18);
  editManifest(react18, (manifest) => {
    for (const shared of manifest.shared)
      if (/^react(-dom)?(\/|$)/.test(shared.name))
        Object.assign(shared, { version: '18.3.1', requiredVersion: '^18.2.0' });
  });
  const refused = await remotes(team(), 'canary', 'mf-search', origin.manifest('react18'), '10');
  expect(refused.code).toBe(1);
  expect(refused.output).toMatch(
    /^mf-search: refused: the build needs react(-dom|\/jsx-runtime|-dom\/client)? \^18\.2\.0; the shell provides 19\.\d+\.\d+/,
  );
  expect(refused.output.split('\n')).toHaveLength(1);

  // The live build's files replaced in place by a broken one: the gateway keeps the last good build.
  const since = gateway.logs.length;
  expect((await remotes(team(), 'promote', 'mf-search', live())).code).toBe(0);
  await serverShows(page, 'Search, build A');
  editManifest(path.join(origin.dir, 'mf-search', 'live'), (manifest) => {
    manifest.metaData.buildInfo.buildVersion = 'broken-in-place';
    manifest.exposes[0].path = './searchbox';
  });
  await expect
    .poll(
      () =>
        gateway.logs
          .slice(since)
          .filter((entry) => entry.msg === 'remote build refused: the last good build stays in service').length,
    )
    .toBe(1);
  await serverShows(page, 'Search, build A');
  const metrics = await (
    await page.request.get(`${gateway.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  expect(metrics).toMatch(/gateway_remote_releases_refused_total\{remote="mf_search"\} 1\n/);
  expect(metrics).not.toContain('version="broken-in-place"');
});

test('a remote that fails to load in a visitor’s browser is reported to the gateway, logged and counted', async ({
  page,
}) => {
  const since = gateway.logs.length;
  await page.route(`${origin.url}/**`, (route) => route.abort('connectionrefused'));
  await page.goto(`${gateway.url}/en`);
  // The server rendered the box; its code is asked for when the visitor reaches for it, and fails then.
  await page.getByRole('banner').getByRole('combobox').hover();
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
  await expect
    .poll(
      () =>
        gateway.logs
          .slice(since)
          .filter((entry) => entry.msg === 'remote failed to load in a browser' && entry.remote === 'mf_search').length,
      { timeout: 10_000 },
    )
    .toBe(1);
  const metrics = await (
    await page.request.get(`${gateway.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  expect(metrics).toMatch(/gateway_remote_load_failures_total\{remote="mf_search",side="browser"\} 1\n/);
});
