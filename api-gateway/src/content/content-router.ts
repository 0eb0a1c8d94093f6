import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Router, type Request, type Response } from 'express';
import { isLocale, type Locale } from '@clinic/contracts/locale';
import { OPERATIONS, type OperationName } from '@clinic/contracts/content/operations';
import { sendError } from '../http/errors.ts';
import { parseContentQuery } from './query.ts';
import type { ContentSource } from './source.ts';

/** Content changes rarely and a stale list is harmless for a minute; search answers are cached as briefly. */
const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Below this an answer goes out as it is: compressing a few hundred bytes saves nothing. */
const COMPRESS_MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

/** One answer, serialized and hashed once, and compressed once per encoding a client asked for. */
interface Serialized {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
}

const COMPRESS: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Buffer> = {
  // Quality 9 of 11: nearly the smallest output at a fraction of the time, paid once per answer.
  br: (body) =>
    brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

function encodingFor(req: Request, entry: Serialized): Encoding {
  if (entry.identity.length < COMPRESS_MIN_BYTES) return 'identity';
  // Browsers list gzip first with the same weight; brotli is smaller, so it wins whenever it is accepted.
  if (req.acceptsEncodings('br') === 'br') return 'br';
  return req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity';
}

export interface ContentRouterOptions {
  source: ContentSource;
}

/**
 * Every GET of the clinic CMS's content API, under `/api/{locale}/api/`. Answers are compressed here, once per answer
 * and encoding, not per request by a compression middleware: mount it before one.
 */
export function createContentRouter({ source }: ContentRouterOptions): Router {
  const router = Router();
  // A source answers the same object for the same query while it is fresh: serialize and hash it once.
  const serialized = new WeakMap<object, Serialized>();

  router.use('/api/:locale/api', (req, res, next) => {
    if (!isLocale(req.params.locale)) return sendError(res, 404, `Unknown locale "${req.params.locale}": use uk or en`);
    next();
  });

  for (const [name, operation] of Object.entries(OPERATIONS) as [OperationName, (typeof OPERATIONS)[OperationName]][]) {
    router.get(
      `/api/:locale/api/${operation.path}`,
      async (req: Request<{ locale: string; query?: string }>, res: Response) => {
        const query = parseContentQuery(operation.params, req.query as Record<string, unknown>, req.params.query);
        const result = (await source.get(req.params.locale as Locale, name, query as never)) as object;
        let entry = serialized.get(result);
        if (!entry) {
          const identity = Buffer.from(JSON.stringify(result));
          entry = { identity, etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"` };
          serialized.set(result, entry);
        }
        const encoding = encodingFor(req, entry);
        const body =
          encoding === 'identity' ? entry.identity : (entry[encoding] ??= COMPRESS[encoding](entry.identity));
        res.setHeader('Cache-Control', CONTENT_CACHE_CONTROL);
        res.setHeader('Vary', 'Accept-Encoding');
        // A weak ETag names the content, whatever its encoding.
        res.setHeader('ETag', entry.etag);
        if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
        // express answers 304 itself when If-None-Match matches the ETag set here.
        res.type('json').send(body);
      },
    );
  }
  return router;
}
