import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { expect, test } from './support/test.ts';
import { REPO_ROOT, startBuiltGateway } from './support/gateway.ts';
import type { RunningGatewayProcess } from '../api-gateway/src/testing/start-gateway-process.ts';
import { textOf } from './support/html-text.ts';
import { createWebpackConfigs } from '../packages/federation/src/webpack-config.ts';

// The remotes are deployed on their own, moved and rebuilt: a visitor coming back gets the new parts
// working together in one page.

test.describe('the remotes share the shell’s React and API client', () => {
  test('React is loaded once for the shell and all remotes', async ({ page }) => {
    // Every copy of react-dom registers itself with the devtools hook; count them.
    await page.addInitScript(() => {
      const renderers: unknown[] = [];
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        value: { renderers: new Map(), supportsFiber: true, inject: (renderer: unknown) => renderers.push(renderer), onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} },
      });
      (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
    });
    await page.goto('/?payment&amount=100');
    // All four remotes rendered their real parts: content, search box, payment form, order form.
    await expect(page.getByTestId('directions-grid')).toBeVisible();
    const payment = page.getByRole('dialog', { name: 'Онлайн оплата' });
    await expect(payment.locator('input[name="amount"]')).toHaveValue('100');
    await payment.getByRole('button', { name: 'Закрити' }).click();
    // The search box's code loads when the visitor reaches for it.
    await page.getByRole('banner').getByRole('combobox', { name: 'Пошук по сайту' }).fill('Коваленко');
    await expect(page.getByRole('banner').getByRole('option', { name: 'Олена Коваленко' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
    await expect(page.getByRole('dialog', { name: 'Записатися на прийом' }).locator('input[name="firstName"]')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length)).toBe(1);
  });

  test('every remote calls the API through the shell’s client, at the base the runtime config gives', async ({ page }) => {
    // The gateway always says `/`; a page whose runtime config names another base shows who listens.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        expect(html).toContain('"apiBase":"/"');
        await route.fulfill({ response, body: html.replace('"apiBase":"/"', '"apiBase":"/via-base/"') });
      },
    );
    const viaBase: string[] = [];
    const direct: string[] = [];
    await page.route('**/via-base/**', async (route) => {
      const url = new URL(route.request().url());
      viaBase.push(url.pathname);
      url.pathname = url.pathname.replace(/^\/via-base/, '');
      await route.fulfill({ response: await route.fetch({ url: url.href }) });
    });
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/(?:api|mail|payment)\//.test(pathname)) direct.push(pathname);
    });
    await page.addInitScript(() => localStorage.setItem('ldrm-cookies-accepted', 'true'));
    await page.goto('/');
    await expect(page.getByTestId('directions-grid')).toBeVisible();
    // mf-search imports the client itself: with a copy of its own it would call `/api/...`.
    await page.getByRole('banner').getByRole('combobox', { name: 'Пошук по сайту' }).fill('Коваленко');
    await expect(page.getByRole('listbox', { name: 'Результати пошуку' }).getByRole('option', { name: 'Олена Коваленко' })).toBeVisible();
    expect(viaBase).toContain(`/via-base/api/uk/api/search/find/${encodeURIComponent('Коваленко')}/`);
    // The server rendered the home page with its data; a page reached in the browser is read by mf-content itself.
    await page.getByRole('navigation', { name: 'Основна навігація' }).getByRole('link', { name: 'Лікарі', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Лікарі' })).toBeVisible();
    expect(viaBase.filter((pathname) => !pathname.includes('/search/'))).toContainEqual(expect.stringMatching(/^\/via-base\/api\/uk\/api\//));
    expect(direct).toEqual([]);
    // The new page may still be reading through the base when the test ends.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('remote locations are runtime configuration', () => {
  let remoteHost: Server;
  let remoteUrl: string;
  const manifestRequests: string[] = [];

  test.beforeAll(async () => {
    // A second origin serving mf-search's build, as a team deploying its own remote would.
    const dist = path.join(REPO_ROOT, 'mf-search', 'dist');
    remoteHost = createServer(async (req, res) => {
      const file = path.join(dist, path.normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname)));
      if (file.endsWith('mf-manifest.json')) manifestRequests.push(req.url!);
      try {
        const body = await readFile(file);
        res.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': file.endsWith('.json') ? 'application/json' : 'text/javascript' });
        res.end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => remoteHost.listen(0, '127.0.0.1', resolve));
    const address = remoteHost.address() as { port: number };
    remoteUrl = `http://127.0.0.1:${address.port}/mf-manifest.json`;
  });

  test.afterAll(() => new Promise<void>((resolve) => remoteHost.close(() => resolve())));

  test('REMOTE_SEARCH_URL moves mf-search to another origin without a rebuild', async ({ page }) => {
    const gateway = await startBuiltGateway({ REMOTE_SEARCH_URL: remoteUrl });
    try {
      const fromRemoteHost = page.waitForRequest((request) => request.url().startsWith(new URL(remoteUrl).origin));
      await page.goto(gateway.url);
      const box = page.getByRole('combobox', { name: 'Пошук по сайту' });
      // The search box's code loads when the visitor reaches for it, in the browser from the remote's origin.
      await box.fill('Коваленко');
      await fromRemoteHost;
      await expect(page.getByRole('option', { name: 'Олена Коваленко' })).toBeVisible();
      expect(manifestRequests.length).toBeGreaterThan(0);
    } finally {
      await gateway.stop();
    }
  });
});

test.describe('static files', () => {
  test('manifests and entries revalidate, hashed chunks are immutable, remotes allow any origin', async ({ request }) => {
    const manifest = await request.get('/remotes/mf-content/mf-manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const entry = await request.get('/remotes/mf-content/remoteEntry.js');
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const { shared, exposes } = (await manifest.json()) as { shared: unknown[]; exposes: Array<{ assets: { js: { sync: string[] } } }> };
    expect(shared.length).toBeGreaterThan(0);
    const chunk = exposes[0]!.assets.js.sync[0]!;
    const chunkResponse = await request.get(`/remotes/mf-content/${chunk}`);
    expect(chunkResponse.status()).toBe(200);
    expect(chunkResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('healthz answers 200 with JSON', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

/** A folder of built apps for one gateway: the repository's builds linked, `copied` ones copied so a test can change them. */
function appsDir(copied: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-apps-'));
  for (const app of ['shell', 'mf-content', 'mf-booking', 'mf-payment', 'mf-search']) {
    if (copied.includes(app)) cpSync(path.join(REPO_ROOT, app, 'dist'), path.join(dir, app, 'dist'), { recursive: true });
    else symlinkSync(path.join(REPO_ROOT, app), path.join(dir, app));
  }
  return dir;
}

test.describe('remotes deployed on their own', () => {
  let gateway: RunningGatewayProcess | undefined;
  let apps: string | undefined;
  test.afterEach(async () => {
    await gateway?.stop();
    if (apps) rmSync(apps, { recursive: true, force: true });
    gateway = apps = undefined;
  });

  test('a remote whose server entry 404s still gives a 200 page that works once hydrated', async ({ page }) => {
    apps = appsDir(['mf-content']);
    rmSync(path.join(apps, 'mf-content', 'dist', 'ssr'), { recursive: true });
    gateway = await startBuiltGateway({ APPS_DIR: apps, SHELL_DIST_DIR: path.join(REPO_ROOT, 'shell', 'dist') });
    const response = await page.goto(`${gateway.url}/en/likari`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Doctors');
    await page.getByRole('link', { name: 'Olena Kovalenko' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olena Kovalenko');
    expect(gateway.logs.some((entry) => entry.level === 40 && /server render error/.test(String(entry.msg)))).toBe(true);
  });

  test('a remote rebuilt with a changed text is rendered from its new build on the next request, in server and browser alike', async ({ page }) => {
    test.setTimeout(240_000);
    apps = appsDir(['mf-search']);
    gateway = await startBuiltGateway({ APPS_DIR: apps, SHELL_DIST_DIR: path.join(REPO_ROOT, 'shell', 'dist'), SSR_REMOTE_POLL_MS: '0' });
    const before = await (await page.request.get(`${gateway.url}/en`)).text();
    expect(textOf(before)).toContain('Search the site');

    // The remote's team changes a text and deploys a new build where the gateway finds it.
    const source = path.join(apps, 'mf-search');
    for (const entry of ['src', 'package.json', 'tsconfig.json']) cpSync(path.join(REPO_ROOT, 'mf-search', entry), path.join(source, entry), { recursive: true });
    const component = path.join(source, 'src', 'search-box.tsx');
    writeFileSync(component, readFileSync(component, 'utf8').replace("{intl.formatMessage({ id: 'search.label' })}", "{'Search, new build'}"));
    await build(createWebpackConfigs({ name: 'mf_search', dir: source, exposes: { './search-box': './src/search-box.tsx' } })(undefined, { mode: 'production' }));

    const response = await page.goto(`${gateway.url}/en`);
    const after = (await response!.text()) ?? '';
    expect(textOf(after)).toContain('Search, new build');
    const manifest = JSON.parse(readFileSync(path.join(source, 'dist', 'mf-manifest.json'), 'utf8'));
    const config = JSON.parse(/<script id="?runtime-config"?[^>]*>([\s\S]*?)<\/script>/.exec(after)![1]!);
    expect(config.remoteVersions.mf_search).toBe(manifest.metaData.buildInfo.buildVersion);
    // The browser loads the same build and hydrates it without a warning (the fixture checks the console).
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search, new build' });
    await box.fill('acne');
    await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
  });
});

const NODE_MODULES = path.join(REPO_ROOT, 'node_modules');

function build(configs: Configuration[]): Promise<void> {
  // The copy lives outside the repository: it finds the repository's packages and loaders there.
  for (const config of configs) {
    config.resolve = { ...config.resolve, modules: ['node_modules', NODE_MODULES] };
    config.resolveLoader = { modules: [NODE_MODULES] };
    config.devtool = false;
  }
  return new Promise((resolve, reject) =>
    webpack(configs, (error, stats) => (error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve())),
  );
}
