import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, startGateway } from './support/gateway.ts';

test.describe('each remote contributes its part', () => {
  test('mf-search puts its search box in the header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Пошук по сайту' })).toBeVisible();
  });

  test('the make-appointment button opens mf-booking’s order dialog', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('banner').getByRole('button', { name: 'Make an appointment' }).click();
    await expect(page.getByRole('dialog', { name: 'Make an appointment' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('/?payment&amount=500 opens mf-payment’s dialog', async ({ page }) => {
    await page.goto('/?payment&amount=500');
    await expect(page.getByRole('dialog', { name: 'Онлайн оплата' })).toBeVisible();
  });

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
    await expect(page.getByTestId('directions-grid')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Закрити' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length)).toBe(1);
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
    const gateway = await startGateway({ REMOTE_SEARCH_URL: remoteUrl });
    try {
      await page.goto(gateway.url);
      await expect(page.getByRole('combobox', { name: 'Пошук по сайту' })).toBeVisible();
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
