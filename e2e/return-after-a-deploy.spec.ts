import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { expect, test } from './support/test.ts';
import { REPO_ROOT, startBuiltGateway } from './support/gateway.ts';
import { interactive } from './support/interactive.ts';

// The remotes are deployed on their own, moved and rebuilt: a visitor coming back gets the new parts
// working together in one page.

test.describe('the remotes share the shell’s React and API client', () => {
  test('React is loaded once for the shell and all remotes', async ({ page }) => {
    // Every copy of react-dom registers itself with the devtools hook; count them.
    await page.addInitScript(() => {
      const renderers: unknown[] = [];
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        value: {
          renderers: new Map(),
          supportsFiber: true,
          inject: (renderer: unknown) => renderers.push(renderer),
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
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
    await expect(
      page.getByRole('dialog', { name: 'Записатися на прийом' }).locator('input[name="firstName"]'),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length)).toBe(1);
  });

  test('every remote calls the API through the shell’s client, at the base the runtime config gives', async ({
    page,
  }) => {
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
    await expect(
      page.getByRole('listbox', { name: 'Результати пошуку' }).getByRole('option', { name: 'Олена Коваленко' }),
    ).toBeVisible();
    expect(viaBase).toContain(`/via-base/api/uk/api/search/find/${encodeURIComponent('Коваленко')}/`);
    // The server rendered the home page with its data; a page reached in the browser is read by mf-content itself.
    await page
      .getByRole('navigation', { name: 'Основна навігація' })
      .getByRole('link', { name: 'Лікарі', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Лікарі' })).toBeVisible();
    // The page's heading shows at once; its list is asked for once the API client's code is in.
    await expect
      .poll(() => viaBase.filter((pathname) => !pathname.includes('/search/')))
      .toContainEqual(expect.stringMatching(/^\/via-base\/api\/uk\/api\//));
    expect(direct).toEqual([]);
    // The new page may still be reading through the base when the test ends.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('static files', () => {
  test('manifests and entries revalidate, hashed chunks are immutable, remotes allow any origin', async ({
    request,
  }) => {
    const manifest = await request.get('/remotes/mf-content/mf-manifest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const entry = await request.get('/remotes/mf-content/remoteEntry.js');
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const { shared, exposes } = (await manifest.json()) as {
      shared: unknown[];
      exposes: Array<{ assets: { js: { sync: string[] } } }>;
    };
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
    if (copied.includes(app))
      cpSync(path.join(REPO_ROOT, app, 'dist'), path.join(dir, app, 'dist'), { recursive: true });
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

  test('a remote whose server entry 404s is refused, on the server and in browsers: its part shows its fallback', async ({
    page,
  }) => {
    apps = appsDir(['mf-content']);
    rmSync(path.join(apps, 'mf-content', 'dist', 'ssr'), { recursive: true });
    gateway = await startBuiltGateway({ APPS_DIR: apps, SHELL_DIST_DIR: path.join(REPO_ROOT, 'shell', 'dist') });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/remotes/mf-content/')) asked.push(request.url());
    });
    const response = await page.goto(`${gateway.url}/en/likari`);
    expect(response?.status()).toBe(503);
    await interactive(page);
    // A build the gateway refused never runs in a browser either: the shell's error page, in its frame, as an outage.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops, an error occurred :(');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(asked).toEqual([]);
    // The live build, with no good build before it: said once, at error level, for the operator.
    const refusals = gateway.logs.filter(
      (entry) => entry.msg === 'the live build of a remote is refused: this replica renders none of it on the server',
    );
    expect(refusals).toEqual([
      expect.objectContaining({
        level: 50,
        remote: 'mf_content',
        reason: expect.stringMatching(
          /^file ssr\/remoteEntry\.js of the build .*\/remotes\/mf-content\/ssr\/remoteEntry\.js answered 404$/,
        ),
      }),
    ]);
    // Said once, when the build was refused, not again on every page rendered without it.
    expect(gateway.logs.filter((entry) => /server render error/.test(String(entry.msg)))).toEqual([]);
  });
});
