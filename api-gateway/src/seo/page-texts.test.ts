import { describe, expect, it } from 'vitest';
import { LOCALES } from '@clinic/contracts/locale';
import { matchRoute } from '@clinic/contracts/routes';
import { loadEmbeddedSource } from '../content/embedded-source.ts';
import { SITE_NAME, pageMeta } from '../html/page-meta.ts';
import { listSitePages } from './site-pages.ts';

const source = loadEmbeddedSource();

describe.each(LOCALES)('titles and descriptions of every page (%s)', (locale) => {
  it('titles every page `{page} | {site}`, no two alike; describes every detail page in 70–160 characters, no two alike', async () => {
    const pages = await listSitePages(source, locale, '2000-01-01');
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { path } of pages) {
      const match = matchRoute(path)!;
      const meta = await pageMeta(match, source);
      expect(meta.status, path).toBe(200);
      expect(meta.title, path).toMatch(new RegExp(`^\\S.* \\| ${SITE_NAME[locale]}$`));
      expect(titles.get(meta.title), `${path} has the title of ${titles.get(meta.title)}`).toBeUndefined();
      titles.set(meta.title, path);
      const detail = Object.values(match.params).some(Boolean);
      if (!detail) continue;
      expect(meta.description.length, `${path}: "${meta.description}"`).toBeGreaterThanOrEqual(70);
      expect(meta.description.length, `${path}: "${meta.description}"`).toBeLessThanOrEqual(160);
      expect(descriptions.get(meta.description), `${path} has the description of ${descriptions.get(meta.description)}`).toBeUndefined();
      descriptions.set(meta.description, path);
    }
    expect(titles.size).toBe(pages.length);
  });
});
