import type { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import { memoryContentCache, type CachedAnswer, type ContentCache } from '../content/content-cache.ts';

/** A stale answer still beats a CMS error, so answers are kept well past their TTL. */
const KEEP_MS = 7 * 24 * 3_600_000;

/**
 * CMS answers in Redis, shared by the replicas. Each replica also keeps the answers it has seen
 * in memory, and falls back on them while Redis cannot be reached.
 */
export function redisContentCache(redis: Redis, logger: Logger, maxLocalEntries?: number): ContentCache {
  const local = memoryContentCache(maxLocalEntries);
  const key = (url: string) => `clinic:content:${url}`;
  const warn = (error: unknown) => logger.warn({ err: error }, 'redis: content cache unavailable, using this replica’s copy');
  return {
    async get(url) {
      try {
        const raw = await redis.get(key(url));
        if (raw === null) return undefined;
        const answer = JSON.parse(raw) as CachedAnswer;
        local.set(url, answer);
        return answer;
      } catch (error) {
        warn(error);
        return local.get(url);
      }
    },
    async set(url, answer) {
      local.set(url, answer);
      await redis.set(key(url), JSON.stringify(answer), 'PX', KEEP_MS).catch(warn);
    },
    async delete(url) {
      local.delete(url);
      await redis.del(key(url)).catch(warn);
    },
  };
}
