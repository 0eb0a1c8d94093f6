import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

/**
 * The connection to REDIS_URL. A command fails after one reconnection attempt rather than
 * waiting in a queue, so a Redis outage degrades (limits open, cache missed) instead of
 * holding requests.
 */
export function connectRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 2_000, lazyConnect: false });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.error({ err: error }, 'redis: connection failed; rate limits are not enforced and the content cache is local until it is back');
  });
  redis.on('ready', () => {
    if (down) logger.info('redis: connected again');
    down = false;
  });
  return redis;
}
