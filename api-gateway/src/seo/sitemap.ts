import { LOCALES, localizePath, splitLocale, type Locale } from '@clinic/contracts/locale';
import type { ContentSource } from '../content/source.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { listSitePages, type SitePage } from './site-pages.ts';

export type SitePages = Record<Locale, SitePage[]>;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** The same page in each locale that has it, and `x-default` (the Ukrainian one). */
  alternates: { hreflang: Locale | 'x-default'; href: string }[];
}

/** The path of a locale's sitemap, listed by the index at `/sitemap.xml`. */
export const localeSitemapPath = (locale: Locale) => `/sitemap-${locale}.xml`;

/** A locale's URLs, each with the alternates that exist in the other locale (a CMS may lack a translation). */
export function sitemapUrls(pages: SitePages, locale: Locale, origin: string): SitemapUrl[] {
  const exists = Object.fromEntries(
    LOCALES.map((target) => [target, new Set(pages[target].map((page) => page.path))]),
  ) as Record<Locale, Set<string>>;
  return pages[locale].map((page) => {
    const bare = splitLocale(page.path).path;
    const alternates: SitemapUrl['alternates'] = LOCALES.filter((target) =>
      exists[target].has(localizePath(bare, target)),
    ).map((target) => ({
      hreflang: target,
      href: `${origin}${localizePath(bare, target)}`,
    }));
    const uk = alternates.find((alternate) => alternate.hreflang === 'uk');
    if (uk) alternates.push({ hreflang: 'x-default', href: uk.href });
    return { loc: `${origin}${page.path}`, ...(page.lastmod && { lastmod: page.lastmod }), alternates };
  });
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function renderUrlset(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lines = [`<loc>${escapeHtml(url.loc)}</loc>`];
    if (url.lastmod) lines.push(`<lastmod>${url.lastmod}</lastmod>`);
    for (const alternate of url.alternates)
      lines.push(`<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`);
    return `<url>${lines.join('')}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function renderSitemapIndex(locations: string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * The site's pages of both locales, built from the content source at most once per `ttlMs`
 * (the embedded dataset never changes while the gateway runs: Infinity). A failed build is not kept.
 */
export class SitePagesCache {
  private entry: { pages: Promise<SitePages>; builtAt: number } | undefined;

  constructor(
    private readonly source: ContentSource,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<SitePages> {
    const time = this.now();
    if (this.entry && time - this.entry.builtAt < this.ttlMs) return this.entry.pages;
    const today = new Date(time).toISOString().slice(0, 10);
    const pages = Promise.all(LOCALES.map((locale) => listSitePages(this.source, locale, today))).then(
      (lists) => Object.fromEntries(LOCALES.map((locale, index) => [locale, lists[index]!])) as SitePages,
    );
    const entry = { pages, builtAt: time };
    this.entry = entry;
    pages.catch(() => {
      if (this.entry === entry) this.entry = undefined;
    });
    return pages;
  }
}
