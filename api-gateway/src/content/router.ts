import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { isLocale, type Locale } from '@clinic/contracts/locale';
import { sendError } from '../http/errors.ts';
import { OPERATIONS, type OperationName } from './operations.ts';
import { parseContentQuery } from './query.ts';
import type { ContentSource } from './source.ts';

/** Content changes rarely and a stale list is harmless for a minute; search answers are cached as briefly. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

interface Serialized {
  body: Buffer;
  etag: string;
}

/** Every GET of spec §7 under `/api/{locale}/api/`. */
export function createContentRouter(source: ContentSource): Router {
  const router = Router();
  // A source answers the same object for the same query while it is fresh: serialize and hash it once.
  const serialized = new WeakMap<object, Serialized>();

  router.use('/api/:locale/api', (req, res, next) => {
    if (!isLocale(req.params.locale)) return sendError(res, 404, `Unknown locale "${req.params.locale}": use uk or en`);
    next();
  });

  for (const [name, operation] of Object.entries(OPERATIONS) as [OperationName, (typeof OPERATIONS)[OperationName]][]) {
    router.get(`/api/:locale/api/${operation.path}`, async (req: Request<{ locale: string; query?: string }>, res: Response) => {
      const query = parseContentQuery(operation.params, req.query as Record<string, unknown>, req.params.query);
      const result = (await source.get(req.params.locale as Locale, name, query as never)) as object;
      let entry = serialized.get(result);
      if (!entry) {
        const body = Buffer.from(JSON.stringify(result));
        entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
        serialized.set(result, entry);
      }
      res.setHeader('Cache-Control', CONTENT_CACHE_CONTROL);
      res.setHeader('ETag', entry.etag);
      // express answers 304 itself when If-None-Match matches the ETag set here.
      res.type('json').send(entry.body);
    });
  }
  return router;
}
