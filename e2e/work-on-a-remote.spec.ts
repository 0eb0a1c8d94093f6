import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { freePort } from '@clinic/api-gateway/testing';
import { expect, test } from './support/test.ts';
import { REPO_ROOT } from './support/gateway.ts';
import { createWebpackConfigs } from '../packages/federation/src/webpack-config.ts';

// A remote's team works on its own: `npm run dev -w @clinic/mf-search` serves the remote's standalone page
// with React Fast Refresh, at any path of the site, in either language, with content from a gateway.

// The first page waits for the dev server's first compilation.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const NODE_MODULES = path.join(REPO_ROOT, 'node_modules');
let source: string;
let server: WebpackDevServer;
let url: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A copy, so the test can edit the remote's code as its team would.
  source = path.join(mkdtempSync(path.join(tmpdir(), 'mf-search-dev-')), 'mf-search');
  for (const entry of ['src', 'package.json', 'tsconfig.json'])
    cpSync(path.join(REPO_ROOT, 'mf-search', entry), path.join(source, entry), { recursive: true });
  symlinkSync(NODE_MODULES, path.join(source, 'node_modules'));
  // As `PORT=<port> npm run dev` picks the development server's port.
  const port = await freePort();
  process.env.PORT = String(port);
  const [config] = createWebpackConfigs({
    name: 'mf_search',
    dir: source,
    exposes: { './search-box': './src/search-box.tsx' },
  })(undefined, { mode: 'development' });
  config!.resolve = { ...config!.resolve, modules: ['node_modules', NODE_MODULES] };
  config!.resolveLoader = { modules: [NODE_MODULES] };
  config!.infrastructureLogging = { level: 'error' };
  delete process.env.PORT;
  expect(config!.devServer!.port).toBe(port);
  const proxy = [{ context: ['/api', '/mail', '/payment', '/media'], target: process.env.E2E_BASE_URL! }];
  server = new WebpackDevServer({ ...config!.devServer, proxy }, webpack(config!));
  await server.start();
  url = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await server?.stop();
  if (source) rmSync(path.dirname(source), { recursive: true, force: true });
});

test('the standalone page works at a nested English path, with results from the gateway', async ({ page }) => {
  await page.goto(`${url}/en/clinics/some-clinic`, { timeout: 120_000 });
  // One page answers every path; it is in the language of the address.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await box.fill('Kovalenko');
  await expect(page.getByRole('option', { name: 'Olena Kovalenko' })).toBeVisible();
});

test('an edit shows at once without losing what the page holds (Fast Refresh, no reload)', async ({ page }) => {
  await page.goto(`${url}/en`, { timeout: 120_000 });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await box.fill('Kovalenko');
  await expect(page.getByRole('option', { name: 'Olena Kovalenko' })).toBeVisible();

  const component = path.join(source, 'src', 'search-box.tsx');
  writeFileSync(
    component,
    readFileSync(component, 'utf8').replace("{intl.formatMessage({ id: 'search.label' })}", "{'Search, edited'}"),
  );
  const edited = page.getByRole('combobox', { name: 'Search, edited' });
  await expect(edited).toBeVisible({ timeout: 60_000 });
  await expect(edited).toHaveValue('Kovalenko');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
