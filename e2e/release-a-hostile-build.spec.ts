import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { expect, test } from './support/test.ts';
import { startBuiltGateway } from './support/gateway.ts';
import { createTeamToken, remotes, startSearchOrigin, type SearchOrigin } from './support/remote-builds.ts';

// A team's code on the server can do no more than in a visitor's browser. The mf-search team, with its
// release token, promotes and previews a build whose server code tries to read the gateway's secrets and
// files, reach the network, start a process and a worker, and writes what it got into the page; and a
// build that never gives its renderer back on one page. Nothing secret reaches the page or the listener,
// the site keeps answering, and the spinning page goes out within its budget without the search box.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SECRETS = {
  METRICS_TOKEN: 'metrics-token-of-the-hostile-build-test',
  REPORT_TOKEN_SECRET: 'report-secret-of-the-hostile-build-test-0123456789',
  REVIEWS_UPSTREAM_TOKEN: 'reviews-token-of-the-hostile-build-test',
  SMTP_URL: 'smtp://clinic:smtp-password-of-the-hostile-test@127.0.0.1:9/',
};
const PLANTED = 'a file planted in DATA_DIR by the hostile build test';

let origin: SearchOrigin;
let gateway: RunningGatewayProcess;
let dataDir: string;
let token: string;
let listener: http.Server;
const reached: string[] = [];
const team = (...args: string[]) => remotes({}, '--gateway', gateway.url, '--token', token, ...args);

/** What the hostile build's server code got, as its box's label in the server's HTML says. */
async function probeReport(url: string): Promise<Record<string, string>> {
  const html = await (await fetch(url)).text();
  const text = html.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
  const report = /Search, build hostile (\{.*?\})</.exec(text)?.[1];
  expect(report, 'the hostile build rendered on the server').toBeDefined();
  for (const secret of [...Object.values(SECRETS), PLANTED]) expect(html).not.toContain(secret);
  return JSON.parse(report!);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  listener = http.createServer((req, res) => {
    reached.push(req.url ?? '');
    res.end();
  });
  listener.on('connection', () => reached.push('a connection'));
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  dataDir = mkdtempSync(path.join(tmpdir(), 'hostile-build-'));
  writeFileSync(path.join(dataDir, 'planted.txt'), PLANTED);
  origin = await startSearchOrigin(['good', 'hostile', 'spins'], {
    probeOnServer: {
      hostile: {
        files: [path.join(dataDir, 'planted.txt'), path.join(dataDir, 'gateway.sqlite'), '/proc/self/environ'],
        port: (listener.address() as AddressInfo).port,
      },
    },
    spinOnServerAt: { spins: '/likari' },
  });
  gateway = await startBuiltGateway(
    {
      ...SECRETS,
      SSR_REMOTE_POLL_MS: '200',
      SSR_CACHE_TTL_MS: '0',
      REMOTE_SEARCH_URL: origin.manifest('good'),
      RENDERERS: '2',
      RENDER_TIMEOUT_MS: '2500',
      SSR_TIMEOUT_MS: '1500',
    },
    { dataDir },
  );
  token = await createTeamToken(dataDir, 'mf-search', 'search team', origin.url);
});

test.afterAll(async () => {
  await gateway?.stop();
  await origin?.close();
  listener?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a promoted build’s server code reaches no secret, file, network, process or worker', async () => {
  const promoted = await team('promote', 'mf-search', origin.manifest('hostile'));
  expect(promoted.output).toMatch(/is live/);
  await expect
    .poll(async () => (await fetch(`${gateway.url}/`)).text(), { timeout: 10_000 })
    .toContain('Search, build hostile');
  const report = await probeReport(`${gateway.url}/`);
  for (const attempt of ['file0', 'file1', 'file2', 'write', 'connect', 'fetch', 'childProcess', 'worker'])
    expect(report[attempt], attempt).toBe('refused ERR_ACCESS_DENIED');
  expect(Object.keys(JSON.parse(report.env!)).sort()).toEqual(
    expect.not.arrayContaining([...Object.keys(SECRETS), 'PATH', 'HOME', 'DATA_DIR']),
  );
  expect(existsSync(path.join(dataDir, 'planted.txt.planted'))).toBe(false);
  expect(reached).toEqual([]);
});

test('a preview of it is just as walled', async () => {
  const previewed = await team('preview', 'mf-search', origin.manifest('hostile'), '--hours', '1');
  expect(previewed.code).toBe(0);
  const link = /https?:\/\/\S+mf-preview=\S+/.exec(previewed.output)?.[0];
  expect(link).toBeDefined();
  const answer = await fetch(link!.replace(/^https?:\/\/[^/]+/, gateway.url), { redirect: 'manual' });
  const cookie = answer.headers.get('set-cookie')?.split(';')[0];
  const page = await fetch(new URL(answer.headers.get('location') ?? '/', gateway.url), {
    headers: cookie ? { cookie } : {},
  });
  expect(page.status).toBe(200);
  expect(await page.text()).not.toContain(PLANTED);
  expect(reached).toEqual([]);
});

test('a page whose remote never gives its renderer back goes out within the budget, and the site keeps answering', async () => {
  // Both renderers have rendered the page before, as a running site's have.
  await Promise.all([fetch(`${gateway.url}/likari`), fetch(`${gateway.url}/likari`)]);
  expect((await team('promote', 'mf-search', origin.manifest('spins'))).output).toMatch(/is live/);
  await expect
    .poll(async () => (await fetch(`${gateway.url}/`)).text(), { timeout: 10_000 })
    .toContain('Search, build spins');
  const started = Date.now();
  const spinning = fetch(`${gateway.url}/likari`).then(async (response) => ({
    status: response.status,
    html: await response.text(),
    ms: Date.now() - started,
  }));
  // Asked at a steady pace while the page spins, each without waiting for the one before: a gateway that
  // waited for the spinning renderer (2.5 s) would keep every one of them waiting, while a stall of this
  // busy machine holds up one or two.
  const health = await Promise.all(
    Array.from({ length: 8 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 150));
      const asked = Date.now();
      expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
      return Date.now() - asked;
    }),
  );
  const page = await spinning;
  const slow = health.filter((ms) => ms >= 1_000);
  expect(health.toSorted((a, b) => a - b)[health.length / 2]).toBeLessThan(100);
  expect(slow.length, `health checks of 1 s or more: ${health.join(', ')} ms`).toBeLessThanOrEqual(2);
  expect(page.status).toBe(200);
  expect(page.ms).toBeLessThan(3_000);
  expect(page.html).toMatch(/<h1[^>]*>Лікарі/);
  expect(page.html).not.toContain('Search, build spins');
  expect(
    gateway.logs.some(
      (line) => line.msg === 'a render ran past its budget: its renderer is replaced' && line.remote === 'mf_search',
    ),
  ).toBe(true);
  // The renderer was replaced: the home page still renders the build.
  expect(await (await fetch(`${gateway.url}/`)).text()).toContain('Search, build spins');
});
