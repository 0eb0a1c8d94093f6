import path from 'node:path';
import express, { Router, type Response } from 'express';
import { REMOTE_FOLDERS } from '@clinic/contracts/runtime-config';
import { sendError } from '../http/errors.ts';


const HASHED_FILE = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|png|webp|jpg)$/;
const ALWAYS_FRESH = /(?:mf-manifest\.json|mf-stats\.json|remoteEntry\.js|\.html)$/;

/** Entry files must be revalidated so a redeploy is picked up; content-hashed chunks never change. */
function setCacheHeaders(res: Response, filePath: string): void {
  const name = path.basename(filePath);
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
 * Source maps stay build artifacts for error reporting: 404 unless `sourceMapsPublic` (SOURCE_MAPS_PUBLIC=true).
 */
export function createStaticRouter({ appsDir, shellDistDir, sourceMapsPublic }: StaticRouterOptions): Router {
  const router = Router();
  if (!sourceMapsPublic) router.use((req, res, next) => (req.path.toLowerCase().endsWith('.map') ? sendError(res, 404, 'Not found') : next()));
  for (const remote of Object.values(REMOTE_FOLDERS)) {
    router.use(
      `/remotes/${remote}`,
      (_req, res, next) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        next();
      },
      express.static(path.join(appsDir, remote, 'dist'), { index: false, setHeaders: setCacheHeaders, fallthrough: false }),
    );
  }
  // The shell's server bundle runs inside the gateway; it is no asset of the site.
  router.use('/ssr', (_req, res) => sendError(res, 404, 'Not found'));
  router.use(express.static(shellDistDir, { index: false, setHeaders: setCacheHeaders }));
  return router;
}
