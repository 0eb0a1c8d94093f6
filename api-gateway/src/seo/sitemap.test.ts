import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@clinic/contracts/locale';
import { loadEmbeddedSource } from '../content/embedded-source.ts';
import type { ContentSource } from '../content/source.ts';
import { allPages, listSitePages } from './site-pages.ts';
import { SitePagesCache, renderSitemapIndex, renderUrlset, sitemapUrls, type SitePages } from './sitemap.ts';

const source = loadEmbeddedSource();
const origin = 'https://clinic.example';
const TODAY = '2026-11-24';

async function embeddedPages(): Promise<SitePages> {
  return { uk: await listSitePages(source, 'uk', TODAY), en: await listSitePages(source, 'en', TODAY) };
}

/** The rules of the sitemaps.org schema (sitemap.xsd, siteindex.xsd) that our files can break. */
function checkAgainstSitemapSchema(xml: string, root: 'urlset' | 'sitemapindex'): Record<string, unknown>[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: false }).parse(xml) as Record<
    string,
    unknown
  >[];
  const element = ordered.find((node) => root in node)!;
  expect(element, `root element <${root}>`).toBeDefined();
  expect((element[':@'] as Record<string, string>)['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const children = element[root] as Record<string, unknown>[];
  expect(children.length).toBeGreaterThan(0);
  expect(children.length).toBeLessThanOrEqual(50_000);
  const child = root === 'urlset' ? 'url' : 'sitemap';
  for (const entry of children) {
    expect(Object.keys(entry).filter((key) => key !== ':@')).toEqual([child]);
    const parts = entry[child] as Record<string, unknown>[];
    const names = parts.map((part) => Object.keys(part).find((key) => key !== ':@')!);
    // xsd:sequence: loc, then lastmod?, changefreq?, priority?, then elements of other namespaces.
    expect(names[0]).toBe('loc');
    const ownNames = names.filter((name) => !name.includes(':'));
    expect(ownNames.join(',')).toBe(root === 'urlset' ? 'loc,lastmod' : 'loc');
    expect(names.slice(ownNames.length).every((name) => name.startsWith('xhtml:'))).toBe(true);
    const text = (index: number) =>
      String(((parts[index]![names[index]!] as { '#text': unknown }[])[0] ?? {})['#text']);
    const loc = text(0);
    expect(loc.length).toBeLessThanOrEqual(2048);
    expect(new URL(loc).href).toBe(loc);
    if (root === 'urlset') expect(text(1)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  return children;
}

describe('site pages', () => {
  it('lists every doctor, disease, post, clinic, complex, direction and sub-direction of the content source, and only running promotions', async () => {
    for (const locale of ['uk', 'en'] as Locale[]) {
      const paths = new Set((await listSitePages(source, locale, TODAY)).map((page) => page.path));
      const prefix = locale === 'en' ? '/en' : '';
      const doctors = await allPages((page) => source.get(locale, 'doctors', { page }));
      const diseases = await allPages((page) => source.get(locale, 'diseases', { page }));
      const posts = await allPages((page) => source.get(locale, 'posts', { page }));
      const complexes = await allPages((page) => source.get(locale, 'complexes', { page }));
      const actions = await allPages((page) => source.get(locale, 'actions', { page }));
      const directions = await source.get(locale, 'directions', {});
      const expected = [
        `${prefix || '/'}`,
        `${prefix}/likari`,
        `${prefix}/prices`,
        `${prefix}/blog`,
        ...doctors.map((doctor) => `${prefix}/likari/${doctor.directions[0]!.slug}/${doctor.slug}`),
        ...diseases.map((disease) => `${prefix}/zahvoryuvannya/${disease.slug}`),
        ...posts.map((post) => `${prefix}/blog/${post.slug}`),
        ...(await source.get(locale, 'clinics', {})).map((clinic) => `${prefix}/clinics/${clinic.slug}`),
        ...complexes.map((complex) => `${prefix}/complexes/${complex.slug}`),
        ...directions.flatMap((direction) => [
          `${prefix}/${direction.slug}`,
          `${prefix}/likari/${direction.slug}`,
          ...direction.sub_directions.map((sub) => `${prefix}/${direction.slug}/${sub.slug}`),
        ]),
        ...directions
          .filter((direction) => direction.prices.length)
          .map((direction) => `${prefix}/prices/${direction.slug}`),
      ];
      for (const path of expected) expect(paths, path).toContain(path);
      const running = actions.filter((action) => action.active_to >= TODAY);
      const ended = actions.filter((action) => action.active_to < TODAY);
      expect(running.length).toBeGreaterThan(0);
      expect(ended.length).toBeGreaterThan(0);
      for (const action of running) expect(paths).toContain(`${prefix}/actions/${action.slug}`);
      for (const action of ended) expect(paths).not.toContain(`${prefix}/actions/${action.slug}`);
      expect(paths.size).toBe((await listSitePages(source, locale, TODAY)).length);
    }
  });

  it('dates posts by their publication or later review, diseases by their last review, and every other page too', async () => {
    const pages = await listSitePages(source, 'en', TODAY);
    const lastmod = (path: string) => pages.find((page) => page.path === path)?.lastmod;
    const posts = await allPages((page) => source.get('en', 'posts', { page }));
    const post = posts[0]!;
    expect(lastmod(`/en/blog/${post.slug}`)).toBe([post.date, post.last_reviewed ?? ''].sort().at(-1));
    const diseases = await allPages((page) => source.get('en', 'diseases', { page }));
    const disease = diseases[0]!;
    expect(lastmod(`/en/zahvoryuvannya/${disease.slug}`)).toBe(disease.last_reviewed);
    const newestPost = posts
      .flatMap((item) => [item.date, item.last_reviewed ?? ''])
      .sort()
      .at(-1);
    expect(lastmod('/en/blog')).toBe(newestPost);
    const newestDisease = diseases
      .map((item) => item.last_reviewed ?? '')
      .sort()
      .at(-1);
    expect(lastmod('/en/zahvoryuvannya')).toBe(newestDisease);
    const newest = [newestPost!, newestDisease!].sort().at(-1);
    expect(lastmod('/en/likari/dermatolohiia/olena-kovalenko')).toBe(newest);
    expect(lastmod('/en')).toBe(newest);
    expect(pages.filter((page) => !/^\d{4}-\d{2}-\d{2}$/.test(page.lastmod ?? '') || page.lastmod! > TODAY)).toEqual(
      [],
    );
  });

  it('dates nothing after today, and every page today when the content carries no date', async () => {
    const undated: ContentSource = {
      ...source,
      get: (async (locale, operation, query) => {
        const answer = await source.get(locale, operation, query);
        if (operation !== 'posts' && operation !== 'diseases') return answer;
        const { list, ...rest } = answer as { list: Record<string, unknown>[] };
        return { ...rest, list: list.map((item) => ({ ...item, date: '2999-01-01', last_reviewed: undefined })) };
      }) as ContentSource['get'],
    };
    const pages = await listSitePages(undated, 'uk', TODAY);
    expect(new Set(pages.map((page) => page.lastmod))).toEqual(new Set([TODAY]));
  });
});

describe('sitemap XML', () => {
  it('follows the sitemaps.org schema, every URL with its uk, en and x-default alternates', async () => {
    const pages = await embeddedPages();
    const xml = renderUrlset(sitemapUrls(pages, 'en', origin));
    const urls = checkAgainstSitemapSchema(xml, 'urlset');
    expect(urls).toHaveLength(pages.en.length);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'url' || name === 'xhtml:link',
    }).parse(xml);
    const post = parsed.urlset.url.find(
      (url: { loc: string }) => url.loc === `${origin}/en/blog/yak-pidibraty-sanskrin`,
    );
    expect(post['xhtml:link'].map((link: Record<string, string>) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['uk', `${origin}/blog/yak-pidibraty-sanskrin`],
      ['en', `${origin}/en/blog/yak-pidibraty-sanskrin`],
      ['x-default', `${origin}/blog/yak-pidibraty-sanskrin`],
    ]);
    expect(parsed.urlset.url.find((url: { loc: string }) => url.loc === `${origin}/en`)).toBeDefined();
  });

  it('gives a page missing in one locale (a CMS without that translation) no alternate for it', () => {
    const urls = sitemapUrls(
      { uk: [{ path: '/blog/a' }, { path: '/blog/b' }], en: [{ path: '/en/blog/a' }] },
      'uk',
      origin,
    );
    expect(urls[1]).toEqual({
      loc: `${origin}/blog/b`,
      alternates: [
        { hreflang: 'uk', href: `${origin}/blog/b` },
        { hreflang: 'x-default', href: `${origin}/blog/b` },
      ],
    });
  });

  it('escapes what XML would read as markup', () => {
    const xml = renderUrlset([{ loc: `${origin}/a?x=1&y=<2>`, alternates: [] }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('&#38;y=&#60;2&#62;');
  });

  it('indexes the per-locale sitemaps by the sitemaps.org schema', () => {
    const children = checkAgainstSitemapSchema(
      renderSitemapIndex([`${origin}/sitemap-uk.xml`, `${origin}/sitemap-en.xml`]),
      'sitemapindex',
    );
    expect(children).toHaveLength(2);
  });
});

describe('SitePagesCache', () => {
  function countingSource(): ContentSource & { calls: number } {
    const counting = {
      kind: 'upstream' as const,
      calls: 0,
      get: ((locale, operation, query) => {
        counting.calls += 1;
        return source.get(locale, operation, query);
      }) as ContentSource['get'],
    };
    return counting;
  }

  it('asks the content source again only after its time to live', async () => {
    let now = 1_000_000;
    const counting = countingSource();
    const cache = new SitePagesCache(counting, 60_000, () => now);
    const first = await cache.get();
    const calls = counting.calls;
    expect(calls).toBeGreaterThan(0);
    now += 59_000;
    expect(await cache.get()).toBe(first);
    expect(counting.calls).toBe(calls);
    now += 2_000;
    await cache.get();
    expect(counting.calls).toBe(calls * 2);
  });

  it('does not keep a failed build', async () => {
    let fail = true;
    const flaky: ContentSource = {
      kind: 'upstream',
      get: ((locale, operation, query) =>
        fail ? Promise.reject(new Error('CMS down')) : source.get(locale, operation, query)) as ContentSource['get'],
    };
    const cache = new SitePagesCache(flaky, 60_000);
    await expect(cache.get()).rejects.toThrow('CMS down');
    fail = false;
    expect((await cache.get()).uk.length).toBeGreaterThan(10);
  });
});
