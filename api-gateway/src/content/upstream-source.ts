import * as v from 'valibot';
import type { Logger } from 'pino';
import { ApiErrorSchema } from '@clinic/contracts/api-error';
import type { ContentQuery } from '@clinic/contracts/content/operation';
import { operationUrl } from '@clinic/contracts/content/operation-url';
import { OPERATIONS } from '@clinic/contracts/content/operations';
import { HttpError } from '../http/errors.ts';
import type { ContentSource } from './source.ts';
import { memoryContentCache, type ContentCache } from './content-cache.ts';
import { metrics } from '../metrics.ts';
import { contentSurrogateKey } from '../cache/surrogate-keys.ts';

export interface UpstreamOptions {
  /** The CMS origin (and base path) that serves `/api/{locale}/api/...` itself. */
  baseUrl: string;
  timeoutMs: number;
  /** How long an answer is served from memory before the CMS is asked again. */
  ttlMs: number;
  logger: Logger;
  /** Memory by default; Redis shares it between replicas. */
  cache?: ContentCache;
  now?: () => number;
  /** Told when the CMS answers a read differently than before (its surrogate key), so a shared cache drops the pages that show it. */
  onChange?: (surrogateKey: string) => void;
}

/** The CMS gave a definite answer about the request itself (bad parameter, no such page): pass it on. */
const PASSED_ON = new Set([400, 404]);
const RETRY_AFTER_FAILURE_MS = 10_000;

class UpstreamFailure extends Error {
  constructor(
    message: string,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

/**
 * Serves content from a clinic CMS. Answers are validated against the contracts and kept in memory;
 * after `ttlMs` the last answer is still served at once while the CMS is asked again in the background.
 * When the CMS fails, is slow or answers nonsense, the last good answer stays and a warning is logged.
 * Only a request never answered before waits for the CMS, and fails with it (502, or 504 on timeout).
 */
export function createUpstreamSource({
  baseUrl,
  timeoutMs,
  ttlMs,
  logger,
  cache = memoryContentCache(),
  now = Date.now,
  onChange,
}: UpstreamOptions): ContentSource {
  const base = baseUrl.replace(/\/+$/, '');
  /** After a failure, this replica serves the stale value without asking the CMS until then. */
  const retryAt = new Map<string, number>();
  const inFlight = new Map<string, Promise<unknown>>();

  async function fetchValid(url: string, schema: v.GenericSchema): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new UpstreamFailure(
        timedOut ? `no answer within ${timeoutMs} ms` : `request failed: ${(error as Error).message}`,
        timedOut,
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (PASSED_ON.has(response.status)) {
      const error = v.safeParse(ApiErrorSchema, body);
      throw error.success
        ? new HttpError(response.status, error.output.error.message, error.output.error.fields)
        : new HttpError(response.status, 'Not found');
    }
    if (!response.ok) throw new UpstreamFailure(`answered ${response.status}`);
    const parsed = v.safeParse(schema, body);
    if (!parsed.success)
      throw new UpstreamFailure(
        `answered a body that breaks the contract: ${v.summarize(parsed.issues).slice(0, 500)}`,
      );
    return parsed.output;
  }

  async function load(url: string, schema: v.GenericSchema, surrogateKey: string): Promise<unknown> {
    try {
      const value = await fetchValid(url, schema);
      retryAt.delete(url);
      const before = await cache.get(url);
      await cache.set(url, { value, fetchedAt: now() });
      if (before && JSON.stringify(before.value) !== JSON.stringify(value)) onChange?.(surrogateKey);
      return value;
    } catch (error) {
      // The CMS says the item or page is gone: the next visitor gets its answer, not the old copy.
      if (error instanceof HttpError) await cache.delete(url);
      if (!(error instanceof UpstreamFailure)) throw error;
      // Another replica may have stored an answer meanwhile.
      const entry = await cache.get(url);
      if (entry) {
        if (retryAt.size >= 5_000) retryAt.clear();
        retryAt.set(url, now() + Math.min(ttlMs, RETRY_AFTER_FAILURE_MS));
        logger.warn(
          { url, reason: error.message, staleSeconds: Math.round((now() - entry.fetchedAt) / 1000) },
          'content CMS failed; serving stale content',
        );
        return entry.value;
      }
      logger.error({ url, reason: error.message }, 'content CMS failed and nothing is cached');
      throw new HttpError(error.timedOut ? 504 : 502, 'The content service is unavailable');
    }
  }

  /** One call to the CMS per URL at a time, shared by whoever needs the answer. */
  function refresh(url: string, schema: v.GenericSchema, surrogateKey: string): Promise<unknown> {
    let pending = inFlight.get(url);
    if (!pending) {
      pending = load(url, schema, surrogateKey).finally(() => inFlight.delete(url));
      inFlight.set(url, pending);
    }
    return pending;
  }

  return {
    kind: 'upstream',
    async get(locale, name, query) {
      const operation = OPERATIONS[name];
      const url = `${base}${operationUrl(locale, operation, query as ContentQuery)}`;
      const surrogateKey = contentSurrogateKey(name, query);
      const entry = await cache.get(url);
      if (!entry) {
        metrics.contentCache.inc({ result: 'miss' });
        return (await refresh(url, operation.schema, surrogateKey)) as never;
      }
      const time = now();
      const stale = time - entry.fetchedAt >= ttlMs;
      metrics.contentCache.inc({ result: stale ? 'stale' : 'hit' });
      // Stale-while-revalidate: a slow CMS never holds up a visitor who can be served the last answer.
      if (stale && time >= (retryAt.get(url) ?? 0)) {
        refresh(url, operation.schema, surrogateKey).catch((error: unknown) => {
          // A failing CMS is logged in `load`; an HttpError is the CMS saying the item is gone, dropped from the cache there.
          if (!(error instanceof HttpError)) logger.error({ url, err: error }, 'content refresh failed');
        });
      }
      return entry.value as never;
    },
  };
}
