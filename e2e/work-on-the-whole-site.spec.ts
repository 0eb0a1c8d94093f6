import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { freePort, type RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { expect, test } from './support/test.ts';
import { REPO_ROOT, startBuiltGateway } from './support/gateway.ts';
import { interactive } from './support/interactive.ts';
import { compile } from './support/remote-builds.ts';
import { createWebpackConfigs } from '../packages/federation/src/webpack-config.ts';

// `npm run dev` serves the whole site from the development gateway: the shell's development build, and each
// remote from its team's development server, with its socket for reloads. Here the shell and mf-content are
// built for development as that command builds them (into a folder of the test's), mf-content served by its
// development server; the other remotes are their production builds.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let output: string;
let contentServer: WebpackDevServer;
let gateway: RunningGatewayProcess;

function developmentConfig(...args: Parameters<typeof createWebpackConfigs>): Configuration {
  const [config] = createWebpackConfigs(...args)(undefined, { mode: 'development' });
  config!.infrastructureLogging = { level: 'error' };
  return config!;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  output = mkdtempSync(path.join(tmpdir(), 'whole-site-dev-'));
  const shell = developmentConfig({
    name: 'shell',
    dir: path.join(REPO_ROOT, 'shell'),
    favicon: path.join(REPO_ROOT, 'shell', 'src', 'favicon.svg'),
  });
  shell.output = { ...shell.output, path: path.join(output, 'shell') };
  const content = developmentConfig({
    name: 'mf_content',
    dir: path.join(REPO_ROOT, 'mf-content'),
    exposes: { './pages': './src/pages.ts' },
  });
  content.output = { ...content.output, path: path.join(output, 'mf-content') };
  const port = await freePort();
  contentServer = new WebpackDevServer(
    { ...content.devServer, port, devMiddleware: { ...content.devServer?.devMiddleware, stats: 'errors-only' } },
    webpack(content),
  );
  await Promise.all([compile([shell]), contentServer.start()]);
  gateway = await startBuiltGateway({
    SHELL_DIST_DIR: path.join(output, 'shell'),
    DEV_UNCHECKED_REMOTES: 'true',
    REMOTE_CONTENT_URL: `http://127.0.0.1:${port}/mf-manifest.json`,
  });
});

test.afterAll(async () => {
  await gateway?.stop();
  await contentServer?.stop();
  if (output) rmSync(output, { recursive: true, force: true });
});

test('the development gateway’s pages render the remote’s pages from its development server, with no error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${gateway.url}/`, { timeout: 120_000 });
  await interactive(page);
  await expect(page.getByTestId('directions-grid').getByRole('listitem').first()).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Лікарі', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Лікарі' })).toBeVisible();
  // The remote's development code (no `eval`, which the page's CSP refuses) and its socket to its server.
  expect(errors).toEqual([]);
});
