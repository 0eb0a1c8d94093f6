import type { Locale } from '@clinic/contracts/locale';
import { matchRoute } from '@clinic/contracts/routes';
import type { ContentSource } from '../content/source.ts';
import { DEFAULT_OG_IMAGE } from './head-tags.ts';
import { SITE_NAME, pageMeta } from './page-meta.ts';
import { loadPicture, renderOgImage, type PictureRoots } from './og-image.ts';

/**
 * The Open Graph PNG of each page, made on first request and kept in memory (least recently used
 * dropped first). The key holds the page's title and picture, so an edited page gets a new image.
 */
export class OgImages {
  private readonly cache = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly content: ContentSource,
    private readonly roots: PictureRoots,
    private readonly maxEntries = 200,
  ) {}

  /** The PNG of an indexable page; null when the page does not exist (or the content source cannot tell). */
  async forPage(locale: Locale, pathname: string): Promise<Buffer | null> {
    const meta = await pageMeta(matchRoute(pathname), this.content, locale);
    if (meta.status !== 200) return null;
    const siteName = SITE_NAME[locale];
    const suffix = ` | ${siteName}`;
    const title = meta.title.endsWith(suffix) ? meta.title.slice(0, -suffix.length) : meta.title;
    const picture = meta.image ?? DEFAULT_OG_IMAGE;
    const key = `${locale}\n${pathname}\n${title}\n${picture}`;
    let image = this.cache.get(key);
    if (image) {
      this.cache.delete(key);
    } else {
      const pictureFit = meta.image ? 'cover' : 'logo';
      image = loadPicture(picture, this.roots).then((data) =>
        renderOgImage({ title, siteName, picture: data, pictureFit }),
      );
      image.catch(() => this.cache.delete(key));
    }
    this.cache.set(key, image);
    for (const oldest of this.cache.keys()) {
      if (this.cache.size <= this.maxEntries) break;
      this.cache.delete(oldest);
    }
    return image;
  }
}
