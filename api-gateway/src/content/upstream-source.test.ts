import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import * as v from 'valibot';
import { ApiErrorSchema } from '@clinic/contracts/api-error';
import { ClinicListSchema } from '@clinic/contracts/content/clinic';
import { DirectionListSchema } from '@clinic/contracts/content/direction';
import { NavsSchema } from '@clinic/contracts/content/navs';
import { DoctorPageSchema } from '@clinic/contracts/content/doctor';
import { createUpstreamSource } from './upstream-source.ts';
import { startFakeCms, type FakeCms } from './testing/fake-cms.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';

describe('content from an upstream CMS', () => {
  let cms: FakeCms;
  let gateway: RunningGateway;
  let clock = 0;
  const logs: { level: number; msg: string; url?: string; reason?: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  const TTL_MS = 60_000;
  // Long enough never to run out while a test holds the CMS's answer; the timeout test has its own.
  const TIMEOUT_MS = 30_000;
  const STALE_WARNING = 'content CMS failed; serving stale content';

  /** The surrogate keys the source said changed, for a shared cache to drop the pages that show them. */
  const changed: string[] = [];

  beforeAll(async () => {
    cms = await startFakeCms();
    const onChange = (key: string) => void changed.push(key);
    gateway = await startGateway({
      content: createUpstreamSource({
        baseUrl: `${cms.url}/`,
        ttlMs: TTL_MS,
        timeoutMs: TIMEOUT_MS,
        logger,
        now: () => clock,
        onChange,
      }),
      logger,
    });
  });
  afterAll(async () => {
    await gateway.close();
    await cms.stop();
  });

  const get = (path: string) => fetch(`${gateway.url}/api/${path}`);
  const callsTo = (path: string) => cms.requests.filter((request) => request === `/api/${path}`).length;
  const warningFor = (path: string) =>
    logs.find((entry) => entry.msg === STALE_WARNING && entry.url?.endsWith(`/api/${path}`));

  it('serves the CMS answers, validated, and asks again only after the TTL', async () => {
    const path = 'en/api/directions/get-directions/?clinic_slug=klinika-na-oboloni';
    const direct = await (await fetch(`${cms.url}/api/${path}`)).json();
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(v.parse(DirectionListSchema, await response.json())).toEqual(direct);
    const calls = callsTo(path);
    clock += TTL_MS - 1;
    expect((await get(path)).status).toBe(200);
    expect(callsTo(path)).toBe(calls);
    clock += 2;
    expect((await get(path)).status).toBe(200);
    await vi.waitFor(() => expect(callsTo(path)).toBe(calls + 1));
  });

  it('passes on the CMS’s own 404 for a page past the end', async () => {
    const response = await get('uk/api/doctors/get-doctors/?page=9');
    expect(response.status).toBe(404);
    expect(v.parse(ApiErrorSchema, await response.json()).error.message).toContain('Page 9');
  });

  it('after the TTL answers at once from the last copy while one background call refreshes it', async () => {
    const path = 'en/api/clinics/get-clinics/';
    const first = v.parse(ClinicListSchema, await (await get(path)).json());
    const calls = callsTo(path);
    clock += TTL_MS + 1;
    cms.hold();
    cms.edit = (body) =>
      (body as { name: string }[]).map((clinic) => ({ ...clinic, name: `${clinic.name} (renovated)` }));
    try {
      // Both visitors get the last copy while the CMS still holds the refresh: they were never waiting for it.
      for (let visitor = 0; visitor < 2; visitor++) {
        const stale = await get(path);
        expect(stale.status).toBe(200);
        expect(await stale.json()).toEqual(first);
      }
      await vi.waitFor(() => expect(callsTo(path)).toBe(calls + 1));
      expect(cms.holding()).toBe(1);
      cms.release();
      await vi.waitFor(async () =>
        expect(v.parse(ClinicListSchema, await (await get(path)).json())[0]!.name).toBe(
          `${first[0]!.name} (renovated)`,
        ),
      );
      expect(callsTo(path)).toBe(calls + 1);
      // The CMS answered differently: the pages that show the clinics are to be dropped from a shared cache, once.
      expect(changed.filter((key) => key === 'content:clinics?')).toEqual(['content:clinics?']);
    } finally {
      cms.release();
      cms.edit = undefined;
    }
  });

  it('keeps the last copy with a warning when the refresh times out; a never-seen request gets 504', async () => {
    const quick = await startGateway({
      content: createUpstreamSource({ baseUrl: cms.url, ttlMs: TTL_MS, timeoutMs: 300, logger, now: () => clock }),
      logger,
    });
    const getQuick = (path: string) => fetch(`${quick.url}/api/${path}`);
    const path = 'uk/api/doctors/get-doctors/?page=2';
    const first = v.parse(DoctorPageSchema, await (await getQuick(path)).json());
    clock += TTL_MS + 1;
    cms.hold();
    try {
      const stale = await getQuick(path);
      expect(stale.status).toBe(200);
      expect(await stale.json()).toEqual(first);
      await vi.waitFor(() => expect(warningFor(path)).toMatchObject({ level: 40, reason: 'no answer within 300 ms' }));
      // After a failure the CMS gets a pause before it is asked again.
      const calls = callsTo(path);
      expect(await (await getQuick(path)).json()).toEqual(first);
      expect(callsTo(path)).toBe(calls);

      const uncached = await getQuick('uk/api/doctors/get-doctors/?page=1&direction_slug=terapiia');
      expect(uncached.status).toBe(504);
    } finally {
      cms.release();
      await quick.close();
    }
  });

  it('keeps the last copy with a warning when the CMS answers a body that breaks the contract', async () => {
    const path = 'en/api/vacancies/get-vacancies/';
    const first = await (await get(path)).json();
    clock += TTL_MS + 1;
    cms.brokenBody = true;
    try {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(first);
      await vi.waitFor(() => expect(warningFor(path)?.reason).toMatch(/breaks the contract/));
    } finally {
      cms.brokenBody = false;
    }
  });

  it('keeps serving when the CMS is stopped, and fails cleanly for what it never had', async () => {
    const path = 'uk/api/pages/get-navs/';
    const navs = v.parse(NavsSchema, await (await get(path)).json());
    await cms.stop();
    clock += TTL_MS + 1;
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(navs);
    await vi.waitFor(() =>
      expect(warningFor(path)).toMatchObject({ level: 40, reason: expect.stringContaining('request failed') }),
    );

    const missing = await get('uk/api/vacancies/get-vacancies/');
    expect(missing.status).toBe(502);
    const text = await missing.text();
    expect(JSON.parse(text)).toEqual({ error: { status: 502, message: 'The content service is unavailable' } });
    expect(text).not.toContain('127.0.0.1');
  });
});
