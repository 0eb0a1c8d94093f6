import { Redis } from 'ioredis';
import { pino } from 'pino';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ClinicListSchema } from '@clinic/contracts/content/clinic';
import { loadEmbeddedSource } from '../content/embedded-source.ts';
import { createUpstreamSource } from '../content/upstream-source.ts';
import { startFakeCms, type FakeCms } from '../content/testing/fake-cms.ts';
import { servicesUnavailable, startRedis, type RunningService } from '../testing/services.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';
import { orderMail } from '../testing/order-mail.ts';
import { postMail } from '../mail/testing/post-mail.ts';
import { connectRedis, type SharedRedis } from './redis-client.ts';
import { redisContentCache } from '../content/redis-content-cache.ts';
import { redisRateLimitStore } from './redis-rate-limit-store.ts';

const unavailable = servicesUnavailable();
if (unavailable) console.warn(`Skipping the Redis tests: ${unavailable}`);

const logger = pino({ level: 'silent' });

describe.skipIf(unavailable)('two gateway replicas sharing one Redis', () => {
  let redisServer: RunningService;
  const clients: SharedRedis[] = [];
  const gateways: RunningGateway[] = [];
  let cms: FakeCms;

  beforeAll(async () => {
    [redisServer, cms] = await Promise.all([startRedis(), startFakeCms()]);
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    for (const client of clients) client.disconnect();
    await cms.stop();
    await redisServer.stop();
  });

  const connectRedisTo = (url: string) => {
    const client = connectRedis(url, logger);
    clients.push(client);
    return client;
  };
  const connect = () => connectRedisTo(redisServer.url);

  /** A replica: its own process state, its own Redis connection, made before it takes requests as the gateway's start-up does. */
  async function replica(content = loadEmbeddedSource(), env: Record<string, string> = {}): Promise<string> {
    const redis = connect();
    await redis.connected(5_000);
    const gateway = await startGateway({
      env: { RATE_LIMIT_MAX: '4', ...env },
      content,
      logger,
      rateLimitStore: redisRateLimitStore(redis),
    });
    gateways.push(gateway);
    return gateway.url;
  }

  it('counts a client’s POSTs once across replicas: the limit is not multiplied by their number', async () => {
    const [first, second] = await Promise.all([replica(), replica()]);
    const statuses: number[] = [];
    for (let request = 0; request < 6; request++) {
      const response = await fetch(`${request % 2 ? second : first}/payment/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      statuses.push(response.status);
    }
    // Four form errors (each one a POST that counts), then the limit, whichever replica is asked.
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('lets a replica that never asked the CMS serve its answers through an outage of the CMS', async () => {
    const source = () =>
      createUpstreamSource({
        baseUrl: cms.url,
        ttlMs: 60_000,
        timeoutMs: 2_000,
        logger,
        cache: redisContentCache(connect(), logger),
      });
    const [first, second] = await Promise.all([replica(source()), replica(source())]);
    const path = '/api/uk/api/clinics/get-clinics/';
    const fromFirst = await fetch(`${first}${path}`);
    expect(fromFirst.status).toBe(200);
    const answer = v.parse(ClinicListSchema, await fromFirst.json());

    cms.brokenBody = true;
    try {
      const fromSecond = await fetch(`${second}${path}`);
      expect(fromSecond.status).toBe(200);
      expect(await fromSecond.json()).toEqual(answer);
      // A third replica with nothing shared would have had to ask the broken CMS.
      const alone = createUpstreamSource({ baseUrl: cms.url, ttlMs: 60_000, timeoutMs: 2_000, logger });
      const isolated = await replica(alone);
      expect((await fetch(`${isolated}${path}`)).status).toBe(502);
    } finally {
      cms.brokenBody = false;
    }
  });

  it('never marks a busy Redis unavailable: a command answered late fails alone', { timeout: 30_000 }, async () => {
    const redis = connect();
    await redis.connected(5_000);
    // Another client keeps Redis busy 70 ms at a time, 70 % of the time: every command waits, none is lost.
    // It sleeps rather than spins, so a loaded machine does not stretch the busy spells into silences.
    const busy = new Redis(redisServer.url);
    const until = Date.now() + 3_000;
    const loading = (async () => {
      while (Date.now() < until) {
        await busy.call('DEBUG', 'SLEEP', '0.07');
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    })();
    const refusals: string[] = [];
    let answered = 0;
    let late = 0;
    // Requests' pace, not a loop spinning on answers that fail at once.
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.all(
        Array.from({ length: 5 }, () =>
          redis.call('INCR', 'busy-redis').then(
            () => void (answered += 1),
            (error: Error) => void (error.message.includes('in 50 ms') ? (late += 1) : refusals.push(error.message)),
          ),
        ),
      );
    }
    await loading;
    busy.disconnect();
    console.log(
      `Busy Redis: ${answered} commands answered in time, ${late} answered after 50 ms (failed open alone), ${refusals.length} refused as unavailable`,
    );
    expect(refusals).toEqual([]);
    expect(late).toBeGreaterThan(0);
  });

  it('adds at most 50 ms to a POST while Redis is down (rate limits open), and counts again once it is back', {
    timeout: 60_000,
  }, async () => {
    const ownRedis = await startRedis();
    const { port } = new URL(ownRedis.url);
    const redis = connectRedisTo(ownRedis.url);
    await redis.connected(5_000);
    const gateway = await startGateway({
      env: { RATE_LIMIT_MAX: '10000' },
      logger,
      mail: true,
      rateLimitStore: redisRateLimitStore(redis),
    });
    gateways.push(gateway);
    const post = async () => {
      const started = performance.now();
      const response = await postMail(gateway.url, orderMail(gateway.url));
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started, limited: response.headers.has('ratelimit') };
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const series = async (count: number) => {
      const answers = [];
      for (let n = 0; n < count; n++) answers.push(await post());
      return answers;
    };

    const up = await series(30);
    // Suspended, it answers nothing on connections that stay open: one wait of 50 ms, then no more until it answers again.
    ownRedis.freeze();
    const frozen = await series(10);
    ownRedis.thaw();
    expect(frozen.every((answer) => answer.status === 202)).toBe(true);
    expect(frozen.filter((answer) => !answer.limited).length).toBeGreaterThanOrEqual(9);
    expect(median(frozen.map((answer) => answer.ms)) - median(up.map((answer) => answer.ms))).toBeLessThan(50);
    await vi.waitFor(async () => expect((await post()).limited).toBe(true), { timeout: 5_000, interval: 100 });

    expect(up.every((answer) => answer.status === 202 && answer.limited)).toBe(true);
    await ownRedis.stop();
    const down = await series(30);
    // Taken, not limited: the forms work through the outage.
    expect(down.every((answer) => answer.status === 202 && !answer.limited)).toBe(true);
    const added = median(down.map((answer) => answer.ms)) - median(up.map((answer) => answer.ms));
    const slowest = Math.max(...down.map((answer) => answer.ms));
    console.log(
      `Redis down: POST /mail/send median ${median(up.map((a) => a.ms)).toFixed(1)} ms with Redis, ${median(down.map((a) => a.ms)).toFixed(1)} ms without (added ${added.toFixed(1)} ms; slowest ${slowest.toFixed(1)} ms)`,
    );
    expect(added).toBeLessThan(50);

    // Back on the same address: the replica reconnects by itself and counts again (its script reloaded).
    const again = await startRedis({ port: Number(port) });
    try {
      await vi.waitFor(async () => expect((await post()).limited).toBe(true), { timeout: 10_000, interval: 200 });
    } finally {
      await again.stop();
    }
  });
});
