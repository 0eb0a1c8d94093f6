import { describe, expect, it } from 'vitest';
import { LOCALES } from '@clinic/contracts/locale';
import { matchRoute } from '@clinic/contracts/routes';
import { loadEmbeddedSource } from '../content/embedded-source.ts';
import { SITE_NAME, fitTitle, pageMeta } from './page-meta.ts';
import { listSitePages } from './site-pages.ts';

const source = loadEmbeddedSource();

describe.each(LOCALES)('titles and descriptions of every page (%s)', (locale) => {
  it('titles every page in at most 60 characters, no two alike; describes every page in 70–160 characters, no two alike', async () => {
    const pages = await listSitePages(source, locale, '2000-01-01');
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { path } of pages) {
      const match = matchRoute(path)!;
      const meta = await pageMeta(match, source);
      expect(meta.status, path).toBe(200);
      expect(meta.title, path).toMatch(/^\S/);
      expect(meta.title.length, `${path}: "${meta.title}"`).toBeLessThanOrEqual(60);
      expect(titles.get(meta.title), `${path} has the title of ${titles.get(meta.title)}`).toBeUndefined();
      titles.set(meta.title, path);
      expect(meta.description.length, `${path}: "${meta.description}"`).toBeGreaterThanOrEqual(70);
      expect(meta.description.length, `${path}: "${meta.description}"`).toBeLessThanOrEqual(160);
      expect(
        descriptions.get(meta.description),
        `${path} has the description of ${descriptions.get(meta.description)}`,
      ).toBeUndefined();
      descriptions.set(meta.description, path);
    }
    expect(titles.size).toBe(pages.length);
  });
});

describe('fitTitle', () => {
  it('adds the site’s name while the whole stays within 60 characters', () => {
    expect(fitTitle('Лікарі', 'uk')).toBe(`Лікарі | ${SITE_NAME.uk}`);
  });
  it('drops the site’s name from a longer title, keeping the page’s own whole while it fits', () => {
    const title = 'Olena Kovalenko, dermatovenereologist in Kyiv';
    expect(fitTitle(title, 'en')).toBe(title);
  });
  it('ends a title over 60 characters at its last colon or dash that fits, before trying a comma', () => {
    expect(fitTitle('Синдром полікістозних яєчників: симптоми, діагностика та лікування у Києві', 'uk')).toBe(
      'Синдром полікістозних яєчників',
    );
    expect(
      fitTitle('A very long item name of more than forty characters, with a comma and more words after it', 'en'),
    ).toBe('A very long item name of more than forty characters');
  });
  it('cuts at a word with an ellipsis when no separator fits', () => {
    const title = fitTitle('word '.repeat(20).trim(), 'en');
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/^word( word)*…$/);
  });
});
