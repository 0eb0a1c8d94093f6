import type { Redis } from 'ioredis';
import type { Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';

/** One counter set per named limit in Redis, shared by every replica. */
export function redisRateLimitStore(redis: Redis): (name: string) => Store {
  return (name) =>
    new RedisStore({
      prefix: `clinic:rate-limit:${name}:`,
      sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
    });
}
