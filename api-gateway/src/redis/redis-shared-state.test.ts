import { Redis } from 'ioredis';
import { pino } from 'pino';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClinicListSchema } from '@clinic/contracts/content/clinic';
import { loadEmbeddedSource } from '../content/embedded-source.ts';
import { createUpstreamSource } from '../content/upstream-source.ts';
import { startFakeCms, type FakeCms } from '../content/testing/fake-cms.ts';
import { servicesUnavailable, startRedis, type RunningService } from '../testing/services.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';
import { redisContentCache } from './redis-content-cache.ts';
import { redisRateLimitStore } from './redis-rate-limit-store.ts';

const unavailable = servicesUnavailable();
if (unavailable) console.warn(`Skipping the Redis tests: ${unavailable}`);

const logger = pino({ level: 'silent' });

describe.skipIf(unavailable)('two gateway replicas sharing one Redis', () => {
  let redisServer: RunningService;
  const clients: Redis[] = [];
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

  const connect = () => {
    const client = new Redis(redisServer.url);
    clients.push(client);
    return client;
  };

  /** A replica: its own process state, its own Redis connection. */
  async function replica(content = loadEmbeddedSource(), env: Record<string, string> = {}): Promise<string> {
    const gateway = await startGateway({ env: { RATE_LIMIT_MAX: '4', ...env }, content, logger, rateLimitStore: redisRateLimitStore(connect()) });
    gateways.push(gateway);
    return gateway.url;
  }

  it('counts a client’s POSTs once across replicas: the limit is not multiplied by their number', async () => {
    const [first, second] = await Promise.all([replica(), replica()]);
    const statuses: number[] = [];
    for (let request = 0; request < 6; request++) {
      const response = await fetch(`${request % 2 ? second : first}/payment/checkout`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      statuses.push(response.status);
    }
    // Four form errors (each one a POST that counts), then the limit, whichever replica is asked.
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('lets a replica that never asked the CMS serve its answers through an outage of the CMS', async () => {
    const source = () => createUpstreamSource({ baseUrl: cms.url, ttlMs: 60_000, timeoutMs: 2_000, logger, cache: redisContentCache(connect(), logger) });
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
});
