import { createHash } from 'node:crypto';
import type { Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { SharedRedis } from './redis-client.ts';

/**
 * One counter set per named limit in Redis, shared by every replica. The store loads its Lua script
 * once, when created, and would keep that failure for good had Redis been away then: a `SCRIPT LOAD`
 * that fails is answered with the script's SHA1 (what Redis answers), so once Redis is back the
 * store's `NOSCRIPT` retry loads it for real.
 */
export function redisRateLimitStore(redis: SharedRedis): (name: string) => Store {
  const sendCommand = async (command: string, ...args: string[]): Promise<RedisReply> => {
    if (command.toUpperCase() === 'SCRIPT' && args[0]?.toUpperCase() === 'LOAD') {
      return (await redis
        .call(command, ...args)
        .catch(() => createHash('sha1').update(args[1]!).digest('hex'))) as RedisReply;
    }
    return (await redis.call(command, ...args)) as RedisReply;
  };
  return (name) => new RedisStore({ prefix: `clinic:rate-limit:${name}:`, sendCommand });
}
