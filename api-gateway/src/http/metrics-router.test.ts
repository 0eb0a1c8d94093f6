import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { loadEmbeddedSource } from '../content/embedded-source.ts';
import { metrics } from '../metrics.ts';
import { startMetricsServer } from './metrics-router.ts';

const TOKEN = 'a-metrics-token-of-some-length';
const closers: (() => void)[] = [];
afterAll(() => closers.forEach((close) => close()));

async function gateway(env: Record<string, string>): Promise<string> {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'gateway-metrics-')), LOG_LEVEL: 'silent', ...env });
  const server = createApp({ config, logger: pino({ level: 'silent' }), content: loadEmbeddedSource() }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('GET /metrics', () => {
  it('is not served on the public listener without METRICS_TOKEN', async () => {
    const url = await gateway({});
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain('gateway_http_requests_total');
    expect(JSON.parse(body)).toMatchObject({ error: { status: 404, message: expect.stringContaining('METRICS_PORT') } });
  });

  it('with METRICS_TOKEN answers 401 without the token and Prometheus text with it', async () => {
    const url = await gateway({ METRICS_TOKEN: TOKEN });
    expect((await fetch(`${url}/api/en/api/clinics/get-clinics/`)).status).toBe(200);
    expect((await fetch(`${url}/api/en/api/qa/get-question/?question_id=999`)).status).toBe(404);

    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN]) {
      const refused = await fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: { status: 401, fields: { authorization: expect.any(String) } } });
    }
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/gateway_http_requests_total\{family="content",method="GET",status="200"\} [1-9]/);
    expect(text).toMatch(/gateway_http_requests_total\{family="content",method="GET",status="404"\} [1-9]/);
    expect(text).toMatch(/gateway_http_request_duration_seconds_bucket\{le="\+Inf",family="content",status="200"\} [1-9]/);
    expect(text).toContain('# TYPE gateway_outbox_jobs gauge');
  });

  it('on METRICS_PORT serves the metrics and nothing else, counting what other modules report', async () => {
    metrics.remoteLoadFailures.inc({ remote: 'mf_content' });
    const server = await startMetricsServer(0, '127.0.0.1');
    closers.push(() => server.close());
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const text = await (await fetch(`${url}/metrics`)).text();
    expect(text).toMatch(/gateway_remote_load_failures_total\{remote="mf_content"\} [1-9]/);
    expect(text).toContain('process_cpu_seconds_total');
    expect((await fetch(`${url}/`)).status).toBe(404);
  });
});
