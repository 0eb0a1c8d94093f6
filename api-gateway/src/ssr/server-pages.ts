import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { Request, Response } from 'express';
import { pageQuery } from '@clinic/contracts/page-query';
import type { RemoteName, RuntimeConfig } from '@clinic/contracts/runtime-config';
import type { Locale } from '@clinic/contracts/locale';
import type { FormPageState } from '@clinic/contracts/form-page';
import { IDEMPOTENCY_KEY_PLACEHOLDER, newIdempotencyKey } from '@clinic/contracts/idempotency';
import type { ServerRenderer } from '@clinic/contracts/server-render';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import type { ChosenBuild } from '@clinic/releases/remote-releases';
import { shortReason } from '@clinic/server-kit/short-reason';
import type { BuildHealth } from '@clinic/releases/build-health';
import { slotFillers } from './slot-fillers.ts';
import type { ContentSource } from '../content/source.ts';
import type { Logger } from '../logger.ts';
import type { PageCacheConfig, SsrConfig } from '../config/ssr-config.ts';
import type { PageDocument } from './page-document.ts';
import { RenderedPages, type RenderedPage } from './rendered-pages.ts';
import { listQueryOf, listQueryWatch } from './list-query.ts';
import { isDatabaseUnavailable } from '../postgres/postgres-errors.ts';
import { databaseUnavailable } from '../postgres/outage-log.ts';
import { metrics } from '../metrics.ts';
import { withSpan } from '../telemetry/tracing.ts';
import { allowInlineScripts, inlineScriptHashes } from '../http/security.ts';
import { answeredCookieNotice } from '../http/cookie-consent-router.ts';
import { PAGES_SURROGATE_KEY, remoteSurrogateKey } from '../cache/surrogate-keys.ts';

/**
 * Who may keep a page: any cache (`shared`); only the visitor's browser, for a visitor on a canary build
 * (`private`); no one, for the response that gives a visitor their canary decision (`no-store`).
 */
type PagePrivacy = 'shared' | 'private' | 'no-store';

interface ServerPage {
  locale: Locale;
  status: number;
  title: string;
  head: string;
  /** The page's runtime config, naming the builds it is rendered with. */
  runtimeConfig: RuntimeConfig;
  /** The builds this visitor gets, as the release manager chose them. */
  builds: Record<RemoteName, ChosenBuild>;
  /** Origin the browser sees, for the remotes' stylesheet links. */
  origin: string;
  privacy: PagePrivacy;
  /** The answer to a plain form post: rendered for this visitor alone, never kept, sent with `httpStatus`. */
  formPage?: { state: FormPageState; httpStatus: number; path: string };
}

export interface ServerPages {
  send(req: Request, res: Response, page: ServerPage): Promise<void>;
}

/** An error page, or a page a part of which the server could not render: a shared cache keeps it this long at most. */
const BRIEF_S_MAXAGE = 5;

/** The `Cache-Control` of a page: browsers revalidate each time (ETag), shared caches keep it `sMaxAge`. */
export function pageCacheControl(
  page: Pick<RenderedPage, 'status' | 'complete'>,
  privacy: PagePrivacy,
  cache: PageCacheConfig,
): string {
  if (privacy === 'no-store') return 'private, no-store';
  if (privacy === 'private') return 'private, no-cache';
  if (page.status !== 200 || !page.complete)
    return `public, max-age=0, s-maxage=${Math.min(BRIEF_S_MAXAGE, cache.sMaxAge)}`;
  return `public, max-age=0, s-maxage=${cache.sMaxAge}, stale-while-revalidate=${cache.staleWhileRevalidate}`;
}

/** The page with the `<html>` mark that hides the cookie notice, which the head's script sets for a visitor with scripts. */
function withCookiesAccepted(page: RenderedPage): RenderedPage {
  return {
    ...page,
    html: page.html.replace(/<html\b/i, '<html data-cookies-accepted'),
    etag: page.etag.replace(/"$/, '-a"'),
  };
}

/**
 * The page with a fresh key in each of its forms' hidden key fields, for this response alone: two visitors sent
 * the same page must not send their forms with the same key. Such a page is kept by no shared cache.
 */
function withFormKeys(page: RenderedPage): RenderedPage | undefined {
  if (!page.html.includes(IDEMPOTENCY_KEY_PLACEHOLDER)) return undefined;
  const key = newIdempotencyKey();
  return {
    ...page,
    html: page.html.replaceAll(IDEMPOTENCY_KEY_PLACEHOLDER, key),
    etag: page.etag.replace(/"$/, `-${key}"`),
  };
}

/** What a page shows, for a shared cache: the content it read (by `contentQueryKey`, either language), the remote builds it names, and "pages". */
function surrogateKeysOf(contentRead: unknown, builds: Record<RemoteName, ChosenBuild>): string[] {
  const reads = Object.keys((contentRead ?? {}) as Record<string, unknown>).map(
    (key) => `content:${key.replace(/^[a-z]{2} /, '')}`,
  );
  return [
    ...new Set([
      PAGES_SURROGATE_KEY,
      ...Object.keys(builds).map((remote) => remoteSurrogateKey(remote as RemoteName)),
      ...reads,
    ]),
  ];
}

/** Renders pages with the shell's server bundle, each with the builds of the remotes its visitor gets. */
export function createServerPages({
  renderer,
  document,
  ssr,
  cache,
  content,
  logger,
  health,
}: {
  renderer: Pick<ServerRenderer, 'render'>;
  /** Told of each remote whose part threw in a render, with the build the page was rendered with. */
  health: Pick<BuildHealth, 'serverRenderError'>;
  document: PageDocument;
  ssr: SsrConfig;
  cache: PageCacheConfig;
  content: ContentSource;
  logger: Logger;
}): ServerPages {
  const loader: ContentLoader = (locale, operation, query) =>
    content.get(locale, operation, query).catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) throw error;
      // Said once for the whole outage; the part that needed it is left to the browser without a stack of its own.
      databaseUnavailable(logger, error, { operation });
      const unavailable = new Error(`database unavailable: ${shortReason(error)}`);
      unavailable.stack = unavailable.message;
      throw unavailable;
    });
  const rendered = new RenderedPages(ssr.cacheTtlMs, ssr.cacheMaxBytes);

  /** Renders the whole document; a failure of the frame itself (a bug in the shell) leaves the page to the browser. */
  async function renderPage(url: string, page: ServerPage): Promise<RenderedPage> {
    const builds = Object.fromEntries(
      Object.entries(page.builds).flatMap(([remote, build]) => (build.loaded ? [[remote, build.loaded]] : [])),
    );
    const formPage = page.formPage?.state;
    const listQuery = page.status === 200 && !formPage ? listQueryOf(new URL(url).search) : undefined;
    const watch = listQuery && listQueryWatch(loader, listQuery);
    const render = await renderer.render({
      url,
      locale: page.locale,
      status: page.status,
      loader: watch?.loader ?? loader,
      timeoutMs: ssr.timeoutMs,
      builds,
      slots: slotFillers(page.builds),
      clinic: page.runtimeConfig.clinic,
      ...(formPage && { formPage }),
    });
    // Relative to the manifest of the build the page is rendered with, as the browser sees it, each pinned to
    // the bytes the gateway checked.
    const stylesheets = render.stylesheets.map(({ remote, file }) => ({
      href: new URL(file, new URL(page.builds[remote].manifestUrl, `${page.origin}/`)).href,
      integrity: page.builds[remote].integrity?.files[file],
    }));
    // Text from the start: the document around React's stream is text, and so is the page that is kept and hashed.
    const parts: string[] = [document.start({ ...page, stylesheets })];
    let complete: boolean;
    let shellFailed = false;
    try {
      await render.ready;
      // React ends its destination when done; the document goes on with the data the render used.
      await new Promise<void>((resolve, reject) => {
        // Decoded as it comes (the writer may reuse its buffer once a write returns); a character split between two chunks is kept whole.
        const decoder = new StringDecoder('utf8');
        const body = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            parts.push(decoder.write(chunk));
            callback();
          },
          final(callback) {
            parts.push(decoder.end());
            callback();
            resolve();
          },
        });
        body.once('error', reject);
        render.pipe(body);
      });
      parts.push(document.end(render.dehydrate(), formPage));
      complete = !render.failedParts() && !render.timedOut();
      if (render.timedOut()) metrics.renderTimeouts.inc();
      else if (render.failedParts()) metrics.renderErrors.inc({ part: 'remote' });
      for (const remote of render.failedRemotes())
        health.serverRenderError(remote, page.builds[remote].version, page.builds[remote].visitor);
    } catch (error) {
      logger.error({ err: String(error), url }, 'server render failed: the page is rendered in the browser');
      metrics.renderErrors.inc({ part: 'shell' });
      parts.push(document.end({}));
      complete = false;
      shellFailed = true;
    }
    // A page number past the end of its list, or a category it does not have: the error page, kept as briefly as any.
    if (watch && !shellFailed && !render.timedOut() && !watch.shown()) return renderPage(url, { ...page, status: 404 });
    const html = parts.join('');
    return {
      status: page.status,
      html,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`,
      scriptHashes: inlineScriptHashes(html),
      surrogateKeys: surrogateKeysOf(complete ? render.dehydrate() : undefined, page.builds),
      complete,
    };
  }

  /** Renders a page again for the cache, never failing: a failed render drops the key. */
  function refresh(key: string, url: string, page: ServerPage): void {
    renderPage(url, page).then(
      (fresh) => rendered.store(key, fresh),
      (error: unknown) => {
        logger.error({ err: String(error), url }, 'server render for the cache failed');
        rendered.store(key, undefined);
      },
    );
  }

  function respond(req: Request, res: Response, answer: RenderedPage, shownPrivacy: PagePrivacy): void {
    // A visitor who answered the cookie notice without scripts gets the page with the notice hidden: a page of their own.
    const accepted = answeredCookieNotice(req);
    const withCookies = accepted ? withCookiesAccepted(answer) : answer;
    const keyed = withFormKeys(withCookies);
    const page = keyed ?? withCookies;
    // A page with a key of its own is the visitor's alone; their browser may keep it for Back, so that a form sent
    // again from it carries the same key.
    const privacy = shownPrivacy === 'shared' && (keyed || accepted) ? 'private' : shownPrivacy;
    res.status(page.status).type('html');
    res.setHeader('Cache-Control', pageCacheControl(page, privacy, cache));
    res.setHeader('ETag', page.etag);
    if (privacy === 'shared') res.setHeader('Surrogate-Key', page.surrogateKeys.join(' '));
    allowInlineScripts(res, page.scriptHashes);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.end(page.html);
  }

  return {
    async send(req, res, page) {
      if (page.formPage) {
        const url = new URL(page.formPage.path, page.origin).href;
        const answer = await withSpan(
          'ssr.render',
          { 'url.full': url, 'http.response.status_code': page.formPage.httpStatus },
          () => renderPage(url, page),
        );
        respond(req, res, { ...answer, status: page.formPage.httpStatus }, 'no-store');
        return;
      }
      // Rendered (and kept) without the query parameters no page reads: a tracking tag makes no new page.
      const url = new URL(`${req.path}${pageQuery(new URL(req.originalUrl, page.origin).search)}`, page.origin).href;
      // The builds are in the key: a page names them in its runtime config and is rendered with them.
      const key = `${page.status} ${url} ${Object.values(page.builds)
        .map((build) => `${build.manifestUrl}@${build.version ?? ''}`)
        .join(' ')}`;
      const cached = rendered.lookup(key);
      if (cached) {
        respond(req, res, cached.page, page.privacy);
        if (cached.stale) refresh(key, url, page);
        return;
      }
      const fresh = await withSpan('ssr.render', { 'url.full': url, 'http.response.status_code': page.status }, () =>
        renderPage(url, page),
      );
      rendered.store(key, fresh);
      respond(req, res, fresh, page.privacy);
    },
  };
}
