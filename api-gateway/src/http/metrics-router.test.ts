import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { metrics } from '../metrics.ts';
import { startGateway } from '../testing/start-gateway.ts';
import { startMetricsServer } from './metrics-router.ts';

const TOKEN = 'a-metrics-token-of-some-length';
const closers: (() => unknown)[] = [];
afterAll(() => Promise.all(closers.map((close) => close())));

async function gateway(env: Record<string, string>): Promise<string> {
  const running = await startGateway({ env });
  closers.push(running.close);
  return running.url;
}

describe('GET /metrics', () => {
  it('is not served on the public listener without METRICS_TOKEN', async () => {
    const url = await gateway({});
    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).not.toContain('gateway_http_requests_total');
    expect(JSON.parse(body)).toMatchObject({
      error: { status: 404, message: expect.stringContaining('METRICS_PORT') },
    });
  });

  it('with METRICS_TOKEN answers 401 without the token and Prometheus text with it', async () => {
    const url = await gateway({ METRICS_TOKEN: TOKEN });
    expect((await fetch(`${url}/api/en/api/clinics/get-clinics/`)).status).toBe(200);
    expect((await fetch(`${url}/api/en/api/qa/get-question/?question_id=999`)).status).toBe(404);

    for (const authorization of [undefined, 'Bearer wrong-token', TOKEN]) {
      const refused = await fetch(`${url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({
        error: { status: 401, fields: { authorization: expect.any(String) } },
      });
    }
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/gateway_http_requests_total\{family="content",method="GET",status="200"\} [1-9]/);
    expect(text).toMatch(/gateway_http_requests_total\{family="content",method="GET",status="404"\} [1-9]/);
    expect(text).toMatch(
      /gateway_http_request_duration_seconds_bucket\{le="\+Inf",family="content",status="200"\} [1-9]/,
    );
    expect(text).toContain('# TYPE gateway_outbox_jobs gauge');
  });

  it('on METRICS_PORT serves the metrics and nothing else, counting what other modules report', async () => {
    metrics.remoteLoadFailures.inc({ remote: 'mf_content', side: 'server' });
    const server = await startMetricsServer(0, '127.0.0.1');
    closers.push(() => server.close());
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const text = await (await fetch(`${url}/metrics`)).text();
    expect(text).toMatch(/gateway_remote_load_failures_total\{remote="mf_content",side="server"\} [1-9]/);
    expect(text).toContain('process_cpu_seconds_total');
    expect((await fetch(`${url}/`)).status).toBe(404);
  });
});
