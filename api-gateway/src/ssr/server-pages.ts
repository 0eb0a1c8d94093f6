import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import type { RemoteName, RuntimeConfig } from '@clinic/contracts/runtime-config';
import type { Locale } from '@clinic/contracts/locale';
import type { ServerRenderer, ShellServerModule } from '@clinic/contracts/server-render';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import type { ContentSource } from '../content/source.ts';
import type { Logger } from '../logger.ts';
import type { SsrConfig } from './ssr-config.ts';
import type { ChosenBuild } from '../releases/remote-releases.ts';
import type { RemoteFetch } from '../releases/remote-files.ts';
import { PageDocument } from './page-document.ts';
import { RenderedPages } from './rendered-pages.ts';
import { metrics } from '../metrics.ts';
import type { DirectiveValue } from '../http/security.ts';

/** The shell's server bundle, beside its browser build. */
function shellServerEntry(shellDistDir: string): string {
  return path.join(shellDistDir, 'ssr', 'main.cjs');
}

/** A fresh nonce per response for the CSP's `script-src` and every inline script of the page. */
export function assignNonce(_req: Request, res: Response, next: () => void): void {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

function nonceOf(res: Response): string {
  return String(res.locals.cspNonce);
}

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
}

export interface ServerPages {
  send(req: Request, res: Response, page: ServerPage): Promise<void>;
}

/**
 * Loads the shell's server bundle; undefined when there is none (the development build), in which case
 * pages are served as the bare template and rendered in the browser.
 */
export function loadShellRenderer({ shellDistDir, fetch, logger }: { shellDistDir: string; fetch: RemoteFetch; logger: Logger }): ServerRenderer | undefined {
  const entry = shellServerEntry(shellDistDir);
  if (!existsSync(entry)) {
    logger.warn({ entry }, 'no server build of the shell: pages are rendered in the browser only');
    return undefined;
  }
  const shell = createRequire(import.meta.url)(entry) as ShellServerModule;
  return shell.createServerRenderer({
    fetch,
    log: logger.child({ module: 'ssr' }),
    reportRemoteFailure: (remote) => metrics.remoteLoadFailures.inc({ remote, side: 'server' }),
  });
}

/** Renders pages with the shell's server bundle, each with the builds of the remotes its visitor gets. */
export function createServerPages({ renderer, shellDistDir, ssr, content, logger }: {
  renderer: ServerRenderer;
  shellDistDir: string;
  ssr: SsrConfig;
  content: ContentSource;
  logger: Logger;
}): ServerPages {
  const document = new PageDocument(shellDistDir);
  const loader: ContentLoader = (locale, operation, query) => content.get(locale, operation, query);
  const rendered = new RenderedPages(ssr.cacheTtlMs);

  /** Renders the whole document into `out`, head first; true when every part rendered on the server. */
  async function renderDocument(url: string, page: ServerPage, nonce: string, out: DocumentSink): Promise<boolean> {
    const builds = Object.fromEntries(Object.entries(page.builds).flatMap(([remote, build]) => (build.loaded ? [[remote, build.loaded]] : [])));
    const render = await renderer.render({ url, locale: page.locale, status: page.status, nonce, loader, timeoutMs: ssr.timeoutMs, builds });
    // Relative to the manifest of the build the page is rendered with, as the browser sees it.
    const stylesheets = render.stylesheets.map(({ remote, file }) => new URL(file, new URL(page.builds[remote].manifestUrl, `${page.origin}/`)).href);
    // The head goes out at once: the browser fetches the stylesheets and scripts while the body renders.
    out.write(document.start({ ...page, stylesheets, nonce }));
    out.flush();
    try {
      await render.ready;
    } catch (error) {
      // The frame itself failed (a bug in the shell, not a remote): the browser renders the page.
      logger.error({ err: String(error), url }, 'server render failed: the page is rendered in the browser');
      out.write(document.end({}, nonce));
      return false;
    }
    // React ends its destination when done; the document goes on with the data the render used.
    await new Promise<void>((resolve, reject) => {
      const body = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          out.write(chunk);
          callback();
        },
        final(callback) {
          out.write(document.end(render.dehydrate(), nonce));
          callback();
          resolve();
        },
      });
      body.once('error', reject);
      // Compression must pass each piece on as React sends it, or nothing streams.
      (body as Writable & { flush?: () => void }).flush = () => out.flush();
      render.pipe(body);
    });
    return !render.failedParts();
  }

  /** Renders a document into a string for the cache, never failing: a failed render drops the key. */
  function refresh(key: string, url: string, page: ServerPage): void {
    const nonce = randomBytes(16).toString('base64');
    const copy = documentCopy();
    renderDocument(url, page, nonce, { write: copy.write, flush: () => {} }).then(
      (complete) => rendered.store(key, complete ? copy.text() : undefined, nonce),
      (error: unknown) => {
        logger.error({ err: String(error), url }, 'server render for the cache failed');
        rendered.store(key, undefined, nonce);
      },
    );
  }

  return {
    async send(req, res, page) {
      const nonce = nonceOf(res);
      const url = new URL(req.originalUrl, page.origin).href;
      res.status(page.status).setHeader('Cache-Control', 'no-cache');
      res.type('html');
      const flush = () => (res as Response & { flush?: () => void }).flush?.();
      if (!rendered.enabled) {
        await renderDocument(url, page, nonce, { write: (chunk) => void res.write(chunk), flush });
        res.end();
        return;
      }
      // The builds are in the key: a page names them in its runtime config and is rendered with them.
      const key = `${page.status} ${url} ${Object.values(page.builds).map((build) => `${build.manifestUrl}@${build.version ?? ''}`).join(' ')}`;
      const cached = rendered.lookup(key, nonce);
      if (cached) {
        res.end(cached.html);
        if (cached.stale) refresh(key, url, page);
        return;
      }
      const copy = documentCopy();
      const complete = await renderDocument(url, page, nonce, {
        write: (chunk) => {
          copy.write(chunk);
          res.write(chunk);
        },
        flush,
      });
      res.end();
      rendered.store(key, complete ? copy.text() : undefined, nonce);
    },
  };
}

/** A copy of a document as it is written, decoded once at the end: a chunk may end inside a character. */
function documentCopy() {
  const chunks: Buffer[] = [];
  return {
    // Copied: the writer may reuse its buffer once a write returns.
    write: (chunk: string | Buffer) => void chunks.push(Buffer.from(chunk)),
    text: () => Buffer.concat(chunks).toString('utf8'),
  };
}

/** Where a rendered document goes: the response, the cache, or both. */
interface DocumentSink {
  write(chunk: string | Buffer): void;
  flush(): void;
}

/** The CSP with this response's nonce in `script-src`: React's inline scripts run, no other inline script does. */
export function withScriptNonce(directives: Record<string, DirectiveValue[]>): Record<string, DirectiveValue[]> {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${String((res as Response).locals.cspNonce)}'`;
  return { ...directives, scriptSrc: [...(directives.scriptSrc ?? ["'self'"]), nonce] };
}
