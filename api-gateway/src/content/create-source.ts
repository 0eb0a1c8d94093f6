import type { Logger } from 'pino';
import type { ContentConfig } from '../config/config.ts';
import { loadEmbeddedSource } from './embedded-source.ts';
import { createUpstreamSource } from './upstream-source.ts';
import type { ContentSource } from './source.ts';
import type { ContentCache } from './content-cache.ts';
import type { PublishedReviews } from '../reviews/review-store.ts';

/**
 * The upstream CMS when one is configured (its answers cached in `cache`, memory by default), else the
 * embedded dataset (checked now, so a broken one stops the start) with the published `reviews` of the gateway's store.
 */
export function createContentSource(
  config: ContentConfig,
  logger: Logger,
  cache?: ContentCache,
  reviews?: PublishedReviews,
  onChange?: (surrogateKey: string) => void,
): ContentSource {
  if (!config.upstreamUrl) return loadEmbeddedSource(config.datasetDir, reviews);
  logger.info(
    { upstream: config.upstreamUrl, ttlMs: config.cacheTtlMs, timeoutMs: config.upstreamTimeoutMs },
    'content served from the CMS',
  );
  return createUpstreamSource({
    baseUrl: config.upstreamUrl,
    ttlMs: config.cacheTtlMs,
    timeoutMs: config.upstreamTimeoutMs,
    logger,
    cache,
    onChange,
  });
}
