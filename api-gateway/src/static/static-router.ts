import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { REMOTE_FOLDERS } from '@clinic/contracts/runtime-config';
import { sendError } from '../http/errors.ts';
import { normalisedPath } from '../http/request-path.ts';

const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|webp|jpg)$/;
const ALWAYS_FRESH = /(?:mf-manifest\.json|mf-stats\.json|remoteEntry\.js|\.html)$/;

/** A file's precompressed copy, `<file>.br` or `<file>.gz`, is sent for `<file>` and cached as it is. */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/** Entry files must be revalidated so a redeploy is picked up; content-hashed chunks never change. */
function setCacheHeaders(res: ServerResponse, filePath: string): void {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (ALWAYS_FRESH.test(name)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED_FILE.test(name)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

export interface StaticRouterOptions {
  appsDir: string;
  shellDistDir: string;
  sourceMapsPublic: boolean;
}

/**
 * Serves the built remotes under `/remotes/<name>/` (CORS open: any origin's shell may load them) and the shell's assets.
 * Source maps stay build artifacts for error reporting: 404 unless `sourceMapsPublic` (SOURCE_MAPS_PUBLIC=true); so is
 * the shell's server bundle under `/ssr`, always. Both rules read the path decoded and normalised, as the file server does.
 */
export function createStaticRouter({ appsDir, shellDistDir, sourceMapsPublic }: StaticRouterOptions): Router {
  const router = Router();
  // The shell's server bundle runs inside the gateway; it is no asset of the site.
  const isPrivate = (file: string) => /^\/ssr(?:\/|$)/.test(file) || (!sourceMapsPublic && file.endsWith('.map'));
  router.use((req, res, next) =>
    isPrivate((normalisedPath(req.path) ?? req.path).toLowerCase()) ? sendError(res, 404, 'Not found') : next(),
  );
  for (const remote of Object.values(REMOTE_FOLDERS)) {
    router.use(
      `/remotes/${remote}`,
      (_req, res, next) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        next();
      },
      buildFiles(path.join(appsDir, remote, 'dist'), { fallthrough: false }),
    );
  }
  // Every file the shell builds has an extension and no page's address does: a page is not looked for on disk first.
  const shellFiles = buildFiles(shellDistDir, { fallthrough: true });
  router.use((req, res, next) => (path.posix.extname(req.path) ? shellFiles(req, res, next) : next()));
  return router;
}

/**
 * A build's files, each script and stylesheet as the build compressed it (`<file>.br`, `<file>.gz`) when the browser
 * takes that encoding: made once at build time, at a level too slow for each response, and not compressed again
 * here. The copies are looked for when the gateway starts; a file without one is compressed per response.
 */
function buildFiles(dir: string, { fallthrough }: { fallthrough: boolean }) {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, setHeaders: setCacheHeaders, fallthrough },
  });
}
