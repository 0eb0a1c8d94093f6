import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { expect, test } from './support/test.ts';
import { PAGES } from './support/content-pages.ts';
import { REPO_ROOT, startGateway, type RunningGateway } from './support/gateway.ts';
import { createWebpackConfigs } from '../packages/federation/src/webpack-config.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' };

/** The text of some HTML as a reader sees it: no tags, no React's `<!-- -->` text separators, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (entity, hex, dec, name) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (ENTITIES[name] ?? entity),
    )
    .replace(/\s+/g, ' ');
}

function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) => textOf(match[1]!).trim());
}

test.describe('the HTML the gateway sends, read without a browser', () => {
  for (const { path: pagePath, heading, content } of PAGES) {
    test(`${pagePath} holds its heading "${heading}" and its text`, async ({ request }) => {
      const response = await request.get(pagePath);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(headingsOf(html)).toContain(heading);
      expect(textOf(html)).toContain(content);
    });
  }

  test('an unknown page is a real 404 with the error page rendered on the server', async ({ request }) => {
    const response = await request.get('/en/no-such-page/at-all/here');
    expect(response.status()).toBe(404);
    expect(textOf(await response.text())).toContain('404');
  });

  test('a crawler gets the whole document in order, every inline script carrying the nonce of the CSP', async ({ request }) => {
    const response = await request.get('/likari/olena-kovalenko', { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    const html = await response.text();
    expect(headingsOf(html)).toEqual(['Олена Коваленко']);
    const csp = response.headers()['content-security-policy']!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("'unsafe-inline'; script");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/gi)].map((match) => match[1]!).filter((attributes) => !attributes.includes('application/ld+json'));
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test('a page sent again from the render cache (SSR_CACHE_TTL_MS) carries the nonce of its own response', async ({ request }) => {
    const nonces: string[] = [];
    for (let send = 0; send < 2; send++) {
      const response = await request.get('/en/about-us');
      const html = await response.text();
      expect(headingsOf(html)).toEqual(['About us']);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy']!)![1]!;
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/gi)].map((match) => match[1]!).filter((attributes) => !attributes.includes('application/ld+json'));
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('the page links the stylesheets of the shell and of the page being rendered', async ({ request }) => {
    const html = await (await request.get('/en/blog')).text();
    const links = [...html.matchAll(/<link\b[^>]*rel="?stylesheet"?[^>]*>/gi)].map((match) => match[0]);
    expect(links.some((link) => /href="?\/main\.[0-9a-f]+\.css/.test(link)), 'the shell’s stylesheet').toBe(true);
    expect(links.some((link) => /\/remotes\/mf-content\/page-blog\.[0-9a-f]+\.css/.test(link)), 'the blog page’s stylesheet').toBe(true);
  });
});

test.describe('the cookie notice, before any of the page’s code has run', () => {
  for (const accepted of [false, true]) {
    test(accepted ? 'is hidden for a visitor who accepted it before' : 'is in the page a first visitor gets, painted with it', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      if (accepted) await page.addInitScript(() => localStorage.setItem('ldrm-cookies-accepted', 'true'));
      // The shell's code never arrives: what shows is the server's HTML and the head's own script.
      await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
      await page.goto(`${baseURL}/likari/dermatolohiia/olena-kovalenko`);
      const notice = page.getByRole('region', { name: 'Файли cookie', includeHidden: true });
      await expect(notice).toHaveCount(1);
      if (accepted) await expect(notice).toBeHidden();
      else await expect(notice).toBeVisible();
      await context.close();
    });
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor goes from home to a direction and on to a doctor by links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мережа клінік у Києві: дерматологія, косметологія, гінекологія');
    await page.getByTestId('directions-grid').getByRole('link', { name: 'Дерматологія' }).click();
    await expect(page).toHaveURL(/\/dermatolohiia$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Дерматологія');
    await page.getByRole('link', { name: 'Олена Коваленко' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Олена Коваленко');
    await expect(page.getByText('900 грн').first()).toBeVisible();
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
  let gateway: RunningGateway | undefined;
  let apps: string | undefined;
  test.afterEach(async () => {
    await gateway?.stop();
    if (apps) rmSync(apps, { recursive: true, force: true });
    gateway = apps = undefined;
  });

  test('a remote whose server entry 404s still gives a 200 page that works once hydrated', async ({ page }) => {
    apps = appsDir(['mf-content']);
    rmSync(path.join(apps, 'mf-content', 'dist', 'ssr'), { recursive: true });
    gateway = await startGateway({ APPS_DIR: apps, SHELL_DIST_DIR: path.join(REPO_ROOT, 'shell', 'dist') });
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
    gateway = await startGateway({ APPS_DIR: apps, SHELL_DIST_DIR: path.join(REPO_ROOT, 'shell', 'dist'), SSR_REMOTE_POLL_MS: '0' });
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
