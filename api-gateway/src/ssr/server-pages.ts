import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Request, Response } from 'express';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@clinic/contracts/runtime-config';
import type { Locale } from '@clinic/contracts/locale';
import type { ServerRenderer, ShellServerModule } from '@clinic/contracts/server-render';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import type { ContentSource } from '../content/source.ts';
import type { Logger } from '../logger.ts';
import type { SsrConfig } from './ssr-config.ts';
import { localAssetFetch, serverRemoteUrl } from './local-assets.ts';
import { PageDocument } from './page-document.ts';
import { metrics } from '../metrics.ts';

/** The shell's server bundle, beside its browser build. */
export function shellServerEntry(shellDistDir: string): string {
  return path.join(shellDistDir, 'ssr', 'main.cjs');
}

/** A fresh nonce per response for the CSP's `script-src` and every inline script of the page. */
export function assignNonce(_req: Request, res: Response, next: () => void): void {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

export function nonceOf(res: Response): string {
  return String(res.locals.cspNonce);
}

export interface ServerPage {
  locale: Locale;
  status: number;
  title: string;
  head: string;
  runtimeConfig: RuntimeConfig;
  /** Origin the browser sees, for the remotes' stylesheet links. */
  origin: string;
}

export interface ServerPages {
  send(req: Request, res: Response, page: ServerPage): Promise<void>;
}

/**
 * Loads the shell's server bundle at start; undefined when there is none (the development build),
 * in which case pages are served as the bare template and rendered in the browser.
 */
export function loadServerPages({ shellDistDir, appsDir, remotes, ssr, content, logger }: {
  shellDistDir: string;
  appsDir: string;
  remotes: RuntimeConfig['remotes'];
  ssr: SsrConfig;
  content: ContentSource;
  logger: Logger;
}): ServerPages | undefined {
  const entry = shellServerEntry(shellDistDir);
  if (!existsSync(entry)) {
    logger.warn({ entry }, 'no server build of the shell: pages are rendered in the browser only');
    return undefined;
  }
  const shell = createRequire(import.meta.url)(entry) as ShellServerModule;
  const renderer: ServerRenderer = shell.createServerRenderer({
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, serverRemoteUrl(remotes[name])])) as Record<RemoteName, string>,
    fetch: localAssetFetch(appsDir),
    remotePollMs: ssr.remotePollMs,
    log: logger,
    reportRemoteFailure: (remote) => metrics.remoteLoadFailures.inc({ remote }),
  });
  const document = new PageDocument(shellDistDir);
  const loader: ContentLoader = (locale, operation, query) => content.get(locale, operation, query);

  return {
    async send(req, res, page) {
      const nonce = nonceOf(res);
      const render = await renderer.render({
        url: new URL(req.originalUrl, page.origin).href,
        locale: page.locale,
        status: page.status,
        nonce,
        bootstrapScripts: document.bootstrapScripts,
        loader,
        timeoutMs: ssr.timeoutMs,
      });
      const stylesheets = render.stylesheets.map(({ remote, file }) => new URL(file, new URL(remotes[remote], `${page.origin}/`)).href);
      res.status(page.status).setHeader('Cache-Control', 'no-cache');
      res.type('html');
      // The head goes out at once: the browser fetches the stylesheets and scripts while the body renders.
      res.write(document.start({ ...page, stylesheets, nonce, runtimeConfig: { ...page.runtimeConfig, remoteVersions: render.remoteVersions } }));
      res.flush?.();
      try {
        await render.ready;
      } catch (error) {
        // The frame itself failed (a bug in the shell, not a remote): the browser renders the page.
        logger.error({ err: String(error), url: req.originalUrl }, 'server render failed: the page is rendered in the browser');
        res.end(document.end({}, nonce));
        return;
      }
      // React ends its destination when done; the response goes on with the data the render used.
      const body = new Writable({
        write(chunk, _encoding, callback) {
          res.write(chunk);
          callback();
        },
        final(callback) {
          res.end(document.end(render.dehydrate(), nonce));
          callback();
        },
      });
      // Compression must pass each piece on as React sends it, or nothing streams.
      (body as Writable & { flush?: () => void }).flush = () => (res as Response & { flush?: () => void }).flush?.();
      render.pipe(body);
    },
  };
}

type DirectiveValue = string | ((req: unknown, res: unknown) => string);

/** The CSP with this response's nonce in `script-src`: React's inline scripts run, no other inline script does. */
export function withScriptNonce(directives: Record<string, string[]>): Record<string, DirectiveValue[]> {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${String((res as Response).locals.cspNonce)}'`;
  return { ...directives, scriptSrc: [...(directives.scriptSrc ?? ["'self'"]), nonce] };
}
