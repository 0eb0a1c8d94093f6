import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEmbeddedSource } from '../content/embedded-source.ts';
import { createUpstreamSource } from '../content/upstream-source.ts';
import { startFakeCms, type FakeCms } from '../content/testing/fake-cms.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';

/** The shell's `index.html` as far as the gateway reads it: it writes language, head and status into it. */
function shellTemplateDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

let cms: FakeCms;
const gateways: RunningGateway[] = [];
beforeAll(async () => {
  cms = await startFakeCms();
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await cms.stop();
});

async function start(mode: 'embedded' | 'cms', env: Record<string, string> = {}): Promise<RunningGateway> {
  const logger = pino({ level: 'silent' });
  const content =
    mode === 'embedded'
      ? loadEmbeddedSource()
      : createUpstreamSource({ baseUrl: cms.url, timeoutMs: 3_000, ttlMs: 60_000, logger });
  const gateway = await startGateway({
    content,
    logger,
    env: { SHELL_DIST_DIR: shellTemplateDir(), RATE_LIMIT_MAX: '0', ...env },
  });
  gateways.push(gateway);
  return gateway;
}

describe('/robots.txt', () => {
  it('allows the site, disallows the API, forms, payment pages and the shell’s JSON, and names the sitemap at the public origin', async () => {
    const gateway = await start('embedded', { PUBLIC_URL: 'https://clinic.example' });
    const response = await fetch(`${gateway.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /payment/',
        'Disallow: /page-head.json',
        'Disallow: /runtime-config.json',
      ]),
    );
    expect(lines).toContain('Sitemap: https://clinic.example/sitemap.xml');
    expect(lines).not.toContain('Disallow: /');
  });

  it('disallows everything with ROBOTS_DISALLOW_ALL=true (a staging deployment)', async () => {
    const gateway = await start('embedded', { ROBOTS_DISALLOW_ALL: 'true' });
    expect(await (await fetch(`${gateway.url}/robots.txt`)).text()).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe.each(['embedded', 'cms'] as const)('/sitemap.xml from the %s content', (mode) => {
  // Every URL of both locales, each a page the gateway renders: a minute on two cores busy with other suites.
  it('indexes a sitemap per locale whose every URL answers 200 with itself as canonical', {
    timeout: 60_000,
  }, async () => {
    const gateway = await start(mode);
    const index = await fetch(`${gateway.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const sitemaps: string[] = xml
      .parse(await index.text())
      .sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc);
    expect(sitemaps).toEqual([`${gateway.url}/sitemap-uk.xml`, `${gateway.url}/sitemap-en.xml`]);
    const locs: string[] = [];
    for (const sitemap of sitemaps) {
      const response = await fetch(sitemap);
      expect(response.status).toBe(200);
      locs.push(...xml.parse(await response.text()).urlset.url.map((url: { loc: string }) => url.loc));
    }
    expect(locs.length).toBeGreaterThan(200);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      const page = await fetch(loc, { redirect: 'manual' });
      expect(page.status, loc).toBe(200);
      expect(canonicalOf(await page.text()), loc).toBe(loc);
    }
  });
});

describe('one URL per page', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await start('embedded');
  });
  const get = (target: string) => fetch(`${gateway.url}${target}`, { redirect: 'manual' });

  it.each([
    ['/blog/yak-pidibraty-sanskrin/', '/blog/yak-pidibraty-sanskrin'],
    ['/zahvoryuvannya/akne/', '/zahvoryuvannya/akne'],
    ['/en/', '/en'],
    ['/en/likari/olena-kovalenko/?utm_source=x', '/en/likari/olena-kovalenko?utm_source=x'],
    ['/index.html', '/'],
    ['/en/index.html', '/en'],
    ['/en/index.html?utm_source=x', '/en?utm_source=x'],
    ['//evil.example/', '/evil.example'],
    // A page that moved, asked for with a trailing slash: straight to where it is now.
    ['/en/polityka-konfidentsiinosti/?from=old', '/en/privacy-policy?from=old'],
    ['/en/polityka-konfidentsiinosti', '/en/privacy-policy'],
  ])('answers %s with a 301 to %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('follows a disease link written with a trailing slash with exactly one redirect to a page that names itself canonical', async () => {
    const first = await get('/zahvoryuvannya/akne/');
    const target = await get(first.headers.get('location')!);
    expect(target.status).toBe(200);
    expect(canonicalOf(await target.text())).toBe(`${gateway.url}/zahvoryuvannya/akne`);
  });

  it('makes a served page’s canonical, alternate and og:image links absolute on PUBLIC_URL', async () => {
    const gateway = await start('embedded', { PUBLIC_URL: 'https://clinic.example' });
    const html = await (await fetch(`${gateway.url}/blog`)).text();
    expect(html).toContain('<link rel="canonical" href="https://clinic.example/blog">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://clinic.example/en/blog">');
    expect(html).toContain('<meta property="og:image" content="https://clinic.example/og/uk/blog.png">');
    const post = await (await fetch(`${gateway.url}/en/blog/yak-pidibraty-sanskrin`)).text();
    expect(post).toContain(
      '<meta property="og:image" content="https://clinic.example/og/en/blog/yak-pidibraty-sanskrin.png">',
    );
  });

  it('keeps the canonical without the query string', async () => {
    const page = await get('/blog?page=2&utm_source=x');
    expect(page.status).toBe(200);
    expect(canonicalOf(await page.text())).toBe(`${gateway.url}/blog`);
  });

  it.each(['/api/uk/api/clinics/get-clinics/', '/media/clinics/klinika-na-oboloni.svg', '/robots.txt'])(
    'does not redirect %s',
    async (target) => {
      expect((await get(target)).status).toBe(200);
    },
  );

  it.each(['/remotes/mf-content/', '/api/uk/api/no-such-call/', '/payment/sandbox/'])(
    'leaves the trailing slash of %s to its own handler',
    async (target) => {
      expect((await get(target)).status).not.toBe(301);
    },
  );
});
