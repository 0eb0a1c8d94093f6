import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { expect, test } from './support/release-test.ts';
import { startBuiltGateway } from './support/gateway.ts';
import { createTeamToken, remotes, startSearchOrigin, upload, type SearchOrigin } from './support/remote-builds.ts';
import { interactive } from './support/interactive.ts';

// The mf-search team releases over the gateway's release API with a token an operator gave it, against
// two replicas that share one store, from builds on its own origin: its token works for its remote only;
// each kind of broken build is refused with its reason before any replica serves it; a preview link shows
// a build to whoever opens it; a canary is aborted; and a build that throws only in browsers, released as
// an automatic canary, is rolled back by the gateway itself while visitors load pages.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let origin: SearchOrigin;
let dataDir: string;
const replicas: RunningGatewayProcess[] = [];
let searchToken: string;
let bookingToken: string;
/** The line of `status` that shows a running canary (history lines about canaries are indented further). */
const RUNNING_CANARY = /^ {2}canary {3}/m;

/** The team's command against the first replica, with a token. */
const team = (token: string, ...args: string[]) =>
  remotes({}, '--gateway', replicas[0]!.url, '--token', token, ...args);

/** The search box's label a page of a replica shows in the browser. */
async function boxLabel(page: Page, url: string): Promise<string | null> {
  await page.goto(url);
  return page
    .getByRole('banner')
    .getByRole('combobox')
    .evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? input.getAttribute('aria-label'));
}

test.beforeAll(async () => {
  test.setTimeout(400_000);
  origin = await startSearchOrigin(['good', 'throws', 'browser', 'preview'], {
    throwAlways: ['throws'],
    throwInBrowser: ['browser'],
  });
  const { builds } = origin;
  // The good build with one browser chunk gone, and with its server chunks gone (its server entry stays).
  upload(builds.good!, path.join(origin.dir, 'mf-search', 'no-chunk'));
  const lazyChunk = JSON.parse(readFileSync(path.join(builds.good!, 'mf-manifest.json'), 'utf8')).exposes[0].assets.js
    .async[0] as string;
  rmSync(path.join(origin.dir, 'mf-search', 'no-chunk', lazyChunk));
  upload(builds.good!, path.join(origin.dir, 'mf-search', 'no-server-chunk'));
  const serverDir = path.join(origin.dir, 'mf-search', 'no-server-chunk', 'ssr');
  for (const file of readdirSync(serverDir).filter((name) => name !== 'remoteEntry.js'))
    rmSync(path.join(serverDir, file));

  dataDir = mkdtempSync(path.join(tmpdir(), 'two-replicas-'));
  // One report key for both, as replicas behind one balancer have: a report may reach either.
  const env = {
    SSR_REMOTE_POLL_MS: '200',
    SSR_CACHE_TTL_MS: '0',
    REMOTE_SEARCH_URL: origin.manifest('good'),
    REPORT_TOKEN_SECRET: 'team-token-journey-report-secret-0123456789',
  };
  replicas.push(await startBuiltGateway(env, { dataDir }));
  replicas.push(await startBuiltGateway(env, { dataDir }));
  searchToken = await createTeamToken(dataDir, 'mf-search', 'search team', origin.url);
  bookingToken = await createTeamToken(dataDir, 'mf-booking', 'booking team', origin.url);
});

test.afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await origin?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a team’s token releases its own remote only, and status shows what each replica serves', async () => {
  expect(await team(`rel_000000000000.${'x'.repeat(43)}`, 'status')).toMatchObject({
    code: 3,
    output: expect.stringContaining('answered 401: The release token is not valid'),
  });
  expect(await remotes({}, '--gateway', replicas[0]!.url, 'status')).toMatchObject({
    code: 2,
    output: expect.stringContaining('a release token is required (--token or CLINIC_RELEASE_TOKEN)'),
  });
  // The token may come from the environment, as a CI's secrets do.
  expect(
    await remotes({ CLINIC_RELEASE_TOKEN: searchToken }, '--gateway', replicas[0]!.url, 'status', 'mf-search'),
  ).toMatchObject({ code: 0, output: expect.stringMatching(/^mf-search\n/) });
  expect(await team(bookingToken, 'promote', 'mf-search', origin.manifest('preview'))).toMatchObject({
    code: 3,
    output: expect.stringContaining('answered 403: This token is for mf-booking, not mf-search'),
  });
  const promoted = await team(
    searchToken,
    'promote',
    'mf-search',
    origin.manifest('good'),
    '--note',
    'the good build, named',
  );
  expect(promoted).toMatchObject({
    code: 0,
    output: expect.stringMatching(/^mf-search: .*\/good\/mf-manifest\.json \(\w+, build [0-9a-f]{12}\) is live/),
  });
  await expect
    .poll(
      async () =>
        (await team(searchToken, 'status')).output
          .split('\n')
          .filter((line) => /^ {2}replica .* live .*\/good\//.test(line)).length,
      { timeout: 15_000, message: 'both replicas report the good build' },
    )
    .toBe(2);
  expect((await team(searchToken, 'status')).output).toMatch(
    /promote .*\/good\/mf-manifest\.json.* by search team: the good build, named/,
  );
});

test('each kind of broken build is refused with its reason, and the live build stays', async () => {
  const refusals = {
    'no-chunk': /refused: file [\w.]+\.js of the build .*\/no-chunk\/[\w.]+\.js answered 404/,
    'no-server-chunk': /refused: its server code does not load: /,
    throws:
      /refused: it throws when rendered on the server: \.\/search-box \(header\) \(uk\): search box of build throws is broken/,
  };
  for (const [mark, reason] of Object.entries(refusals)) {
    const result = await team(searchToken, 'promote', 'mf-search', origin.manifest(mark));
    expect(result.code, mark).toBe(1);
    expect(result.output, mark).toMatch(reason);
  }
  expect((await team(searchToken, 'status')).output).toMatch(/ {2}live {5}.*\/good\/mf-manifest\.json/);
});

test('a preview link shows its build to whoever opens it, and nobody else', async ({ browser }) => {
  const previewed = await team(searchToken, 'preview', 'mf-search', origin.manifest('preview'));
  expect(previewed.code).toBe(0);
  const link = previewed.output.split('\n')[1]!.trim();
  const holder = await browser.newPage();
  await expect.poll(async () => boxLabel(holder, link), { timeout: 15_000 }).toBe('Search, build preview');
  // The other replica knows it too: the key and the build are in the store they share.
  expect(await boxLabel(holder, `${replicas[1]!.url}/en`)).toBe('Search, build preview');
  const other = await browser.newPage();
  expect(await boxLabel(other, `${replicas[0]!.url}/en`)).toBe('Search, build good');
  await Promise.all([holder.close(), other.close()]);
});

test('abort ends a canary', async () => {
  expect((await team(searchToken, 'canary', 'mf-search', origin.manifest('preview'), '50')).code).toBe(0);
  expect((await team(searchToken, 'status')).output).toMatch(RUNNING_CANARY);
  expect(await team(searchToken, 'abort', 'mf-search', '--note', 'not today')).toMatchObject({
    code: 0,
    output: expect.stringMatching(/^mf-search: the canary of .* ended;/),
  });
  expect((await team(searchToken, 'status')).output).not.toMatch(RUNNING_CANARY);
});

/**
 * Visitors at once, each in a fresh browser context (a visit of their own, decided afresh for the canary),
 * loading a page of either replica.
 */
async function visit(browser: Browser, count: number): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, async (_visitor, index) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${replicas[index % 2]!.url}/en`);
      await interactive(page);
      // The box's code loads when a visitor reaches for it; a canary visitor's then throws and is reported.
      await page.getByRole('banner').getByRole('combobox').hover();
      await page.waitForLoadState('networkidle');
      await context.close();
    }),
  );
}

test('a build that throws only in browsers, released as an automatic canary, is rolled back by the gateway while visitors load pages', async ({
  browser,
}) => {
  // The gateway decides on no fewer than 20 distinct visitors of the canary: about 40 visits at 50 %.
  test.setTimeout(240_000);
  const started = await team(
    searchToken,
    'canary',
    'mf-search',
    origin.manifest('browser'),
    '--auto',
    '--steps',
    '50,100',
    '--step-seconds',
    '120',
    '--min-views',
    '4',
    '--max-error-rate-increase',
    '0.2',
  );
  expect(started).toMatchObject({ code: 0, output: expect.stringContaining('goes to 50% of visitors') });
  const firstVisit = Date.now();
  await expect
    .poll(
      async () => {
        await visit(browser, 6);
        return (await team(searchToken, 'status')).output;
      },
      { timeout: 200_000, intervals: [0], message: 'the gateway rolls the canary back' },
    )
    .toMatch(/abort {4}.*\/browser\/mf-manifest\.json.* by canary analysis: canary analysis: error rate/);
  console.log(
    `automatic rollback ${((Date.now() - firstVisit) / 1000).toFixed(1)} s after the first visits (steps 50,100; 20 distinct visitors; threshold 0.2)`,
  );
  expect((await team(searchToken, 'status')).output).not.toMatch(RUNNING_CANARY);
});
