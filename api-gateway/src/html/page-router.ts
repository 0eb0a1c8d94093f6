import { Router } from 'express';
import { splitLocale } from '@clinic/contracts/locale';
import { matchRoute } from '@clinic/contracts/routes';
import type { RuntimeConfig } from '@clinic/contracts/runtime-config';
import type { GatewayConfig } from '../config.ts';
import type { ContentSource } from '../content/source.ts';
import type { ServerPages } from '../ssr/server-pages.ts';
import { loadBusinessJsonLd, pageHeadData, renderHeadTags, siteOrigin } from './head-tags.ts';
import { pageMeta } from './page-meta.ts';
import type { PageRenderer } from './render-page.ts';

export interface PageRouterOptions {
  config: Pick<GatewayConfig, 'publicUrl'>;
  content: ContentSource;
  runtimeConfig: RuntimeConfig;
  /** The shell's page template, filled in here when there is no server render. */
  renderer: PageRenderer;
  /** The server render, when the shell's build has one. */
  serverPages: ServerPages | undefined;
}

/** Every page of the site, its head written here; mount it last, after every route that is not a page. */
export function createPageRouter({ config, content, runtimeConfig, renderer, serverPages }: PageRouterOptions): Router {
  const router = Router();

  const headOf = async (pathname: string, origin: string) => {
    const match = matchRoute(pathname);
    const locale = match?.locale ?? splitLocale(pathname).locale;
    return pageHeadData(await pageMeta(match, content, locale), locale, pathname, origin);
  };

  // The head of another page, for the shell to update title, description and links on client-side navigation.
  router.get('/page-head.json', async (req, res) => {
    const pathname = typeof req.query.path === 'string' && req.query.path.startsWith('/') ? req.query.path : '/';
    res.setHeader('Cache-Control', 'no-cache');
    res.json(await headOf(pathname, siteOrigin(config.publicUrl, { protocol: req.protocol, host: req.get('host') })));
  });

  router.get(/.*/, async (req, res) => {
    const origin = siteOrigin(config.publicUrl, { protocol: req.protocol, host: req.get('host') });
    const head = await headOf(req.path, origin);
    // The business listing goes into the HTML itself, for crawlers that run no JavaScript.
    const jsonLd = head.status === 200 ? await loadBusinessJsonLd(content, head.locale, origin) : undefined;
    const page = { locale: head.locale, status: head.status, title: head.title, head: renderHeadTags(head, jsonLd) };
    if (serverPages) return serverPages.send(req, res, { ...page, runtimeConfig, origin });
    res.status(head.status).setHeader('Cache-Control', 'no-cache');
    res.type('html').send(renderer.render(page, runtimeConfig));
  });

  return router;
}
