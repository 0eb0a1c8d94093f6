import { Redis } from 'ioredis';
import { lastingCondition } from '@clinic/server-kit/lasting-condition';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';

/** The most a Redis outage adds to a request: a command unanswered after this fails, and so does every one after it until Redis answers again. */
const COMMAND_TIMEOUT_MS = 50;
/** How often a Redis that stopped answering is asked again, in the background. */
const PROBE_INTERVAL_MS = 1_000;
/**
 * Redis counts as not answering only when this many commands in a row got no answer in time and it has
 * answered nothing for this long: a busy Redis (or a busy replica) answers late but keeps answering, and
 * a slow moment fails no more than the commands it delays.
 */
const UNANSWERED_COMMANDS = 3;
const UNANSWERED_MS = 150;

/** Redis as the gateway uses it: one command at a time, failing fast while Redis is away. */
export interface SharedRedis {
  call(command: string, ...args: (string | number)[]): Promise<unknown>;
  /** Resolves once connected (true), or after `timeoutMs` without (false): a start-up waits for Redis this long at most. */
  connected(timeoutMs: number): Promise<boolean>;
  disconnect(): void;
}

/** A command that was not sent: Redis is known to be away. */
class RedisUnavailable extends Error {
  constructor(reason: string) {
    super(`Redis is unavailable: ${reason}`);
    this.name = 'RedisUnavailable';
  }
}

/**
 * The connection to REDIS_URL. Nothing waits for Redis: while the connection is down a command
 * fails at once (no offline queue), and one unanswered after `COMMAND_TIMEOUT_MS` fails; once
 * `UNANSWERED_COMMANDS` in a row have, with no answer for `UNANSWERED_MS`, Redis is marked
 * unanswering, so the following ones fail at once too, until a background PING gets an answer. ioredis reconnects in the background by itself. Callers fail open: rate limits are not
 * enforced, the content cache uses this replica's copy. The outage is logged once, and so is the end of it.
 */
export function connectRedis(url: string, logger: Logger): SharedRedis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    // Only frees what a hung server leaves in the queue: callers stopped waiting long before.
    commandTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  metrics.dependencyUp.set({ dependency: 'redis' }, 0);
  const outage = lastingCondition<{ reason: string; err?: unknown }>({
    starts: (cause) =>
      logger.error(
        cause,
        'redis: unavailable; rate limits are not enforced and the content cache is this replica’s until it is back',
      ),
    ends: () => logger.info('redis: available again'),
  });
  let unanswering = false;
  let probe: NodeJS.Timeout | undefined;
  /** Commands that timed out since Redis last answered, and when the first command it has not answered since was sent. */
  let timeoutsSinceAnswer = 0;
  let unansweredSince: number | undefined;

  const wentDown = (reason: string, error?: unknown) => {
    metrics.dependencyUp.set({ dependency: 'redis' }, 0);
    outage.failed({ err: error, reason });
  };
  const cameBack = () => {
    metrics.dependencyUp.set({ dependency: 'redis' }, 1);
    unanswering = false;
    clearInterval(probe);
    probe = undefined;
    outage.passed();
  };
  redis.on('ready', cameBack);
  redis.on('error', (error: Error) => wentDown('connection failed', error));
  redis.on('close', () => wentDown('connection closed'));

  /** A reply that arrived while this process was busy is still taken: the time-out looks once more after pending I/O is read. */
  const send = (command: string, args: (string | number)[]) =>
    new Promise<unknown>((resolve, reject) => {
      let settled = false;
      unansweredSince ??= Date.now();
      const timer = setTimeout(
        () =>
          setImmediate(() => {
            if (settled) return;
            settled = true;
            reject(new RedisUnavailable(`no answer to ${command} in ${COMMAND_TIMEOUT_MS} ms`));
            timeoutsSinceAnswer += 1;
            const silentMs = Date.now() - (unansweredSince ?? Date.now());
            if (!unanswering && timeoutsSinceAnswer >= UNANSWERED_COMMANDS && silentMs >= UNANSWERED_MS) {
              unanswering = true;
              wentDown(`no answer to ${timeoutsSinceAnswer} commands in ${silentMs} ms`);
              probe = setInterval(() => void send('PING', []).then(cameBack, () => {}), PROBE_INTERVAL_MS);
              probe.unref();
            }
          }),
        COMMAND_TIMEOUT_MS,
      );
      const answered = () => {
        timeoutsSinceAnswer = 0;
        unansweredSince = undefined;
        // The probe's answer, even a late one: Redis is back.
        if (unanswering) cameBack();
      };
      redis.call(command, ...args).then(
        (reply) => {
          // A late answer is an answer: Redis is busy, not gone.
          answered();
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(reply);
        },
        (error: unknown) => {
          answered();
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          reject(error);
        },
      );
    });

  return {
    call(command, ...args) {
      if (unanswering && command !== 'PING') return Promise.reject(new RedisUnavailable('it stopped answering'));
      return send(command, args);
    },
    connected(timeoutMs) {
      if (redis.status === 'ready') return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          redis.off('ready', ready);
          resolve(false);
        }, timeoutMs);
        const ready = () => {
          clearTimeout(timer);
          resolve(true);
        };
        redis.once('ready', ready);
      });
    },
    disconnect() {
      clearInterval(probe);
      redis.disconnect();
    },
  };
}
