import type { Logger } from '../logger.ts';
import { memoryContentCache, type CachedAnswer, type ContentCache } from './content-cache.ts';
import type { SharedRedis } from '../redis/redis-client.ts';

/** A stale answer still beats a CMS error, so answers are kept well past their TTL. */
const KEEP_MS = 7 * 24 * 3_600_000;

/**
 * CMS answers in Redis, shared by the replicas. Each replica also keeps the answers it has seen
 * in memory, and falls back on them while Redis cannot be reached (the connection logs the outage once).
 */
export function redisContentCache(redis: SharedRedis, logger: Logger, maxLocalEntries?: number): ContentCache {
  const local = memoryContentCache(maxLocalEntries);
  const key = (url: string) => `clinic:content:${url}`;
  const missed = (error: unknown) =>
    logger.debug({ err: error }, 'redis: content cache unavailable, using this replica’s copy');
  return {
    async get(url) {
      try {
        const raw = (await redis.call('GET', key(url))) as string | null;
        if (raw === null) return undefined;
        const answer = JSON.parse(raw) as CachedAnswer;
        local.set(url, answer);
        return answer;
      } catch (error) {
        missed(error);
        return local.get(url);
      }
    },
    async set(url, answer) {
      local.set(url, answer);
      await redis.call('SET', key(url), JSON.stringify(answer), 'PX', KEEP_MS).catch(missed);
    },
    async delete(url) {
      local.delete(url);
      await redis.call('DEL', key(url)).catch(missed);
    },
  };
}
