import path from 'node:path';
import { Router, type Request } from 'express';
import { LOCALES, isLocale } from '@clinic/contracts/locale';
import type { GatewayConfig } from '../config/config.ts';
import type { ContentSource } from '../content/source.ts';
import { siteOrigin } from './head-tags.ts';
import { sendError } from '../http/errors.ts';
import { OgImages } from './og-images.ts';
import { pageOfOgImage } from './og-image-path.ts';
import { robotsTxt } from './robots.ts';
import { SitePagesCache, localeSitemapPath, renderSitemapIndex, renderUrlset, sitemapUrls } from './sitemap.ts';

export interface SeoRouterOptions {
  config: Pick<GatewayConfig, 'publicUrl' | 'robotsDisallowAll' | 'content' | 'shellDistDir'>;
  content: ContentSource;
}

/** `/robots.txt`, the sitemap index `/sitemap.xml`, one sitemap per locale, and the Open Graph picture of each page. */
export function createSeoRouter({ config, content }: SeoRouterOptions): Router {
  const router = Router();
  const originOf = (req: Request) => siteOrigin(config.publicUrl, { protocol: req.protocol, host: req.get('host') });
  const pages = new SitePagesCache(content, content.kind === 'embedded' ? Infinity : config.content.cacheTtlMs);
  // Crawlers fetch these rarely; an hour spares the content source without hiding a change for long.
  const cacheControl =
    content.kind === 'embedded'
      ? 'public, max-age=3600'
      : `public, max-age=${Math.ceil(config.content.cacheTtlMs / 1000)}`;

  router.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt({ origin: originOf(req), disallowAll: config.robotsDisallowAll }));
  });

  router.get('/sitemap.xml', (req, res) => {
    const origin = originOf(req);
    res.setHeader('Cache-Control', cacheControl);
    res
      .type('application/xml')
      .send(renderSitemapIndex(LOCALES.map((locale) => `${origin}${localeSitemapPath(locale)}`)));
  });

  router.get(/^\/sitemap-([a-z]+)\.xml$/, async (req, res, next) => {
    const locale = (req.params as Record<string, string>)[0];
    if (!isLocale(locale)) return next();
    const urls = sitemapUrls(await pages.get(), locale, originOf(req));
    res.setHeader('Cache-Control', cacheControl);
    res.type('application/xml').send(renderUrlset(urls));
  });

  const ogImages = new OgImages(content, {
    mediaDir: path.join(config.content.datasetDir, 'media'),
    shellDistDir: config.shellDistDir,
    timeoutMs: config.content.upstreamTimeoutMs,
  });
  router.get(/^\/og\/.+\.png$/, async (req, res) => {
    const page = pageOfOgImage(req.path);
    const image = page && (await ogImages.forPage(page.locale, page.pathname));
    if (!image) return sendError(res, 404, `No page has the picture ${req.path}`);
    // A day: social networks keep their copy longer anyway, and the URL stays the page's while its image may change.
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/png').send(image);
  });

  return router;
}
