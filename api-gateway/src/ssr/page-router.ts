import { Router } from 'express';
import { splitLocale } from '@clinic/contracts/locale';
import { matchRoute } from '@clinic/contracts/routes';
import type { RemoteName, RuntimeConfig } from '@clinic/contracts/runtime-config';
import { PLATFORM_REMOTE_SLOTS } from '@clinic/contracts/remote-modules';
import type { ChosenBuild, RemoteReleases } from '@clinic/releases/remote-releases';
import { CANARY_COOKIE, cookieValue } from '@clinic/releases/canary-cookie';
import { PREVIEW_PARAMETER } from '@clinic/releases/preview-link';
import type { BuildHealth } from '@clinic/releases/build-health';
import { slotFillers } from './slot-fillers.ts';
import type { GatewayConfig } from '../config/config.ts';
import type { ContentSource } from '../content/source.ts';
import { loadBusinessJsonLd, pageHeadData, renderHeadTags, siteOrigin } from '../seo/head-tags.ts';
import { pageMeta } from '../seo/page-meta.ts';
import type { PageDocument } from './page-document.ts';
import type { ServerPages } from './server-pages.ts';
import { allowInlineScripts, inlineScriptHashes } from '../http/security.ts';
import type { SendPage } from '../http/form-post.ts';
import { listQueryOf } from './list-query.ts';
import type { ReportTokens } from '../http/report-token.ts';

export interface PageRouterOptions {
  config: Pick<GatewayConfig, 'publicUrl'>;
  content: ContentSource;
  runtimeConfig: RuntimeConfig;
  /** The shell's page template, filled in here as a page the browser renders when there is no server render. */
  document: PageDocument;
  /** The server render, when the shell's build has one. */
  serverPages: ServerPages | undefined;
  /** Which build of each remote a visitor gets. */
  releases: Pick<RemoteReleases, 'choose'>;
  /** Sign the page's path, for the reports its browser sends (`reportToken` in its runtime config). */
  reportTokens: ReportTokens;
  /** Counts a page view for each build the page names. */
  health: Pick<BuildHealth, 'pageView'>;
}

/** One field of each build, for the remotes whose build has it (one that passed its checks). */
function known(builds: Record<RemoteName, ChosenBuild>, field: 'entryUrl' | 'version'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(builds).flatMap(([remote, build]) => (build[field] ? [[remote, build[field]]] : [])),
  );
}

/** The runtime config naming the builds of the remotes a page is rendered with, which the browser then loads. */
export function withBuilds(runtimeConfig: RuntimeConfig, builds: Record<RemoteName, ChosenBuild>): RuntimeConfig {
  return {
    ...runtimeConfig,
    remotes: Object.fromEntries(
      Object.entries(builds).map(([remote, build]) => [remote, build.manifestUrl]),
    ) as RuntimeConfig['remotes'],
    remoteEntries: known(builds, 'entryUrl'),
    remoteIntegrity: Object.fromEntries(
      Object.entries(builds).flatMap(([remote, { integrity }]) =>
        integrity ? [[remote, { entry: integrity.entry, files: fileIntegrityPath(integrity.buildId) }]] : [],
      ),
    ),
    remoteVersions: known(builds, 'version'),
    slots: slotFillers(builds),
  };
}

/** The remote whose module renders every page of the site. */
const PAGES_REMOTE = Object.entries(PLATFORM_REMOTE_SLOTS).find(([, slot]) => slot === 'site.pages')![0] as RemoteName;

/** Where a build's files' hashes are served, by the build's id (a hash of its manifest: what it names never changes). */
const fileIntegrityPath = (buildId: string) => `/remote-integrity/${buildId}.json`;

/** How every page is answered: the page router's GETs, and the form endpoints' answers to a plain form post. */
export function createPageSender({
  config,
  content,
  runtimeConfig,
  document,
  serverPages,
  releases,
  reportTokens,
  health,
}: PageRouterOptions) {
  const headOf = async (pathname: string, origin: string, showable = true) => {
    const match = matchRoute(pathname);
    const locale = match?.locale ?? splitLocale(pathname).locale;
    return pageHeadData(await pageMeta(showable ? match : null, content, locale), locale, pathname, origin);
  };

  const sendPage: SendPage = async (req, res, address, formPage) => {
    const origin = siteOrigin(config.publicUrl, { protocol: req.protocol, host: req.get('host') });
    const pathname = address.split('?')[0]!;
    const search = formPage ? '' : new URL(req.originalUrl, origin).search;
    const head = await headOf(pathname, origin, listQueryOf(search) !== undefined);
    // The business listing goes into the HTML itself, for crawlers that run no JavaScript.
    const jsonLd = head.status === 200 ? await loadBusinessJsonLd(content, head.locale, origin) : undefined;
    // The page names the builds it is rendered with, so the browser loads exactly those.
    const { builds, inCanary, canaryCookie, inPreview } = releases.choose(
      cookieValue(req.headers.cookie, CANARY_COOKIE),
      { previewToken: cookieValue(req.headers.cookie, PREVIEW_PARAMETER) },
    );
    // With no checked build of the remote that renders pages, no page renders anywhere (browsers run only checked
    // builds): the error page, answered as the outage it is.
    const pagesDown = head.status === 200 && !builds[PAGES_REMOTE]?.entryUrl && !runtimeConfig.uncheckedRemotes;
    const page = {
      locale: head.locale,
      status: pagesDown ? 503 : head.status,
      title: head.title,
      head: renderHeadTags(head, jsonLd),
    };
    // Written as it is (its characters are all allowed in a cookie): its decisions are a shared cache's key.
    if (canaryCookie)
      res.cookie(CANARY_COOKIE, canaryCookie, {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: req.secure,
        encode: String,
      });
    health.pageView(builds);
    // Per path, never per visitor: the page may be kept by a shared cache and sent to anyone.
    const pageConfig = { ...withBuilds(runtimeConfig, builds), reportToken: reportTokens.issue(pathname) };
    // A page that gives a visitor their canary decision, or shows them a canary build, is theirs alone.
    const privacy = canaryCookie || inPreview ? 'no-store' : inCanary ? 'private' : 'shared';
    if (serverPages) {
      return serverPages.send(req, res, {
        ...page,
        runtimeConfig: pageConfig,
        builds,
        origin,
        privacy,
        ...(formPage &&
          head.status === 200 && { formPage: { ...formPage, state: { ...formPage.state, address }, path: address } }),
      });
    }
    const html = document.clientOnly({ ...page, runtimeConfig: pageConfig });
    res.status(formPage?.httpStatus ?? head.status).setHeader('Cache-Control', formPage ? 'no-store' : 'no-cache');
    allowInlineScripts(res, inlineScriptHashes(html));
    res.type('html').send(html);
  };

  return { headOf, sendPage };
}

/** Every page of the site, its head written here; mount it last, after every route that is not a page. */
export function createPageRouter(options: PageRouterOptions, { headOf, sendPage } = createPageSender(options)): Router {
  const router = Router();
  const { config } = options;

  // The head of another page, for the shell to update title, description and links on client-side navigation.
  router.get('/page-head.json', async (req, res) => {
    const pathname = typeof req.query.path === 'string' && req.query.path.startsWith('/') ? req.query.path : '/';
    res.setHeader('Cache-Control', 'no-cache');
    res.json(await headOf(pathname, siteOrigin(config.publicUrl, { protocol: req.protocol, host: req.get('host') })));
  });

  // A preview link: its token becomes a cookie for the visit, and the page is asked for again without it.
  router.get(/.*/, (req, res, next) => {
    const token = req.query[PREVIEW_PARAMETER];
    if (typeof token !== 'string') return next();
    if (/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token) && token.length <= 1_000)
      res.cookie(PREVIEW_PARAMETER, token, {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        secure: req.secure,
        encode: String,
      });
    const params = new URLSearchParams(req.url.slice(req.path.length + 1));
    params.delete(PREVIEW_PARAMETER);
    res.setHeader('Cache-Control', 'no-store');
    // One leading slash: `//host` or `/\host` in a Location would send the browser to another site.
    const target = `${req.path.replace(/^[/\\]+/, '/')}${params.size ? `?${params}` : ''}`;
    // Read as a browser reads it (tabs and line breaks dropped): anything that still leaves the site goes home.
    res.redirect(302, new URL(target, 'http://site.invalid').host === 'site.invalid' ? target : '/');
  });
  router.get(/.*/, (req, res) => sendPage(req, res, req.path));

  return router;
}
