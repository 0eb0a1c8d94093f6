import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import express from 'express';
import { pino } from 'pino';
import * as v from 'valibot';
import { ApiErrorSchema } from '@clinic/contracts/api-error';
import { DirectionListSchema } from '@clinic/contracts/content/direction';
import { NavsSchema } from '@clinic/contracts/content/navs';
import { DoctorPageSchema } from '@clinic/contracts/content/doctor';
import { errorHandler } from '../http/errors.ts';
import { createContentRouter } from './router.ts';
import { loadEmbeddedSource } from './embedded-source.ts';
import { createUpstreamSource } from './upstream-source.ts';
import { startGateway, type RunningGateway } from './testing/start-gateway.ts';

/** A clinic CMS on loopback serving the same API; it can turn slow, broken or be stopped. */
async function startFakeCms() {
  const state = { requests: [] as string[], delayMs: 0, brokenBody: false };
  const app = express();
  app.use((req, res, next) => {
    state.requests.push(req.url);
    if (state.brokenBody) return void res.json({ list: 'not a list' });
    setTimeout(next, state.delayMs);
  });
  app.use(createContentRouter(loadEmbeddedSource()));
  app.use(errorHandler);
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('content from an upstream CMS', () => {
  let cms: Awaited<ReturnType<typeof startFakeCms>>;
  let gateway: RunningGateway;
  let clock = 0;
  const logs: { level: number; msg: string; url?: string; reason?: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const TTL_MS = 60_000;

  beforeAll(async () => {
    cms = await startFakeCms();
    gateway = await startGateway(createUpstreamSource({ baseUrl: `${cms.url}/`, ttlMs: TTL_MS, timeoutMs: 300, logger, now: () => clock }), logger);
  });
  afterAll(async () => {
    await gateway.close();
    await cms.stop();
  });

  const get = (path: string) => fetch(`${gateway.url}/api/${path}`);

  it('serves the CMS answers, validated, and caches them for the TTL', async () => {
    const direct = await (await fetch(`${cms.url}/api/en/api/directions/get-directions/?clinic_slug=klinika-na-oboloni`)).json();
    const response = await get('en/api/directions/get-directions/?clinic_slug=klinika-na-oboloni');
    expect(response.status).toBe(200);
    expect(v.parse(DirectionListSchema, await response.json())).toEqual(direct);
    const calls = cms.state.requests.length;
    clock += TTL_MS - 1;
    expect((await get('en/api/directions/get-directions/?clinic_slug=klinika-na-oboloni')).status).toBe(200);
    expect(cms.state.requests.length).toBe(calls);
    clock += 2;
    expect((await get('en/api/directions/get-directions/?clinic_slug=klinika-na-oboloni')).status).toBe(200);
    expect(cms.state.requests.length).toBe(calls + 1);
  });

  it('passes on the CMS’s own 404 for a page past the end', async () => {
    const response = await get('uk/api/doctors/get-doctors/?page=9');
    expect(response.status).toBe(404);
    expect(v.parse(ApiErrorSchema, await response.json()).error.message).toContain('Page 9');
  });

  it('serves stale content when the CMS is slow, with a warning', async () => {
    const first = await (await get('uk/api/doctors/get-doctors/?page=2')).json();
    v.parse(DoctorPageSchema, first);
    clock += TTL_MS + 1;
    cms.state.delayMs = 1_000;
    const started = performance.now();
    const stale = await get('uk/api/doctors/get-doctors/?page=2');
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(first);
    expect(performance.now() - started).toBeLessThan(900);
    expect(logs.at(-1)).toMatchObject({ msg: 'content CMS failed; serving stale content', reason: 'no answer within 300 ms' });
    const uncached = await get('uk/api/doctors/get-doctors/?page=1&direction_slug=terapiia');
    expect(uncached.status).toBe(504);
    cms.state.delayMs = 0;
  });

  it('serves stale content when the CMS answers a body that breaks the contract', async () => {
    await get('en/api/clinics/get-clinics/');
    clock += TTL_MS + 1;
    cms.state.brokenBody = true;
    const response = await get('en/api/clinics/get-clinics/');
    expect(response.status).toBe(200);
    expect(logs.at(-1)?.reason).toMatch(/breaks the contract/);
    cms.state.brokenBody = false;
  });

  it('keeps serving when the CMS is stopped, and fails cleanly for what it never had', async () => {
    const navs = v.parse(NavsSchema, await (await get('uk/api/pages/get-navs/')).json());
    await cms.stop();
    clock += TTL_MS + 1;
    const warnings = logs.length;
    const response = await get('uk/api/pages/get-navs/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(navs);
    expect(logs.slice(warnings)).toEqual([expect.objectContaining({ level: 40, msg: 'content CMS failed; serving stale content', url: expect.stringContaining('/api/uk/api/pages/get-navs/') })]);

    const missing = await get('uk/api/vacancies/get-vacancies/');
    expect(missing.status).toBe(502);
    const text = await missing.text();
    expect(JSON.parse(text)).toEqual({ error: { status: 502, message: 'The content service is unavailable' } });
    expect(text).not.toContain('127.0.0.1');
  });
});
