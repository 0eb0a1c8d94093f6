import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SmtpSink } from '../mail/testing/smtp-sink.ts';
import { postMail } from '../mail/testing/post-mail.ts';
import { orderMail } from '../testing/order-mail.ts';
import { createDatabase, servicesUnavailable, startPostgres, type RunningService } from '../testing/services.ts';
import { startGatewayProcess, type RunningGatewayProcess } from '../testing/start-gateway-process.ts';

const unavailable = servicesUnavailable();
if (unavailable) console.warn(`Skipping the tracing tests: ${unavailable}`);

interface ReceivedSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
  service: unknown;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
type OtlpAttributes = { key: string; value: OtlpValue }[];

const valueOf = (value: OtlpValue) =>
  value.stringValue ?? (value.intValue === undefined ? (value.boolValue ?? value.doubleValue) : Number(value.intValue));
const attributesOf = (list: OtlpAttributes = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/** An OTLP/HTTP receiver on loopback, as a collector would be: keeps every span posted to /v1/traces. */
async function startReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; server: Server }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (
        req.method === 'POST' &&
        req.url === '/v1/traces' &&
        req.headers['content-type']?.startsWith('application/json')
      ) {
        const { resourceSpans } = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: OtlpAttributes };
            scopeSpans: { spans: (Omit<ReceivedSpan, 'attributes' | 'service'> & { attributes: OtlpAttributes })[] }[];
          }[];
        };
        for (const { resource, scopeSpans } of resourceSpans) {
          const service = attributesOf(resource.attributes)['service.name'];
          for (const scope of scopeSpans)
            for (const span of scope.spans) spans.push({ ...span, attributes: attributesOf(span.attributes), service });
        }
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

describe.skipIf(unavailable)('traces with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let postgres: RunningService;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let gateway: RunningGatewayProcess;
  const smtp = new SmtpSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-traces-'));

  beforeAll(async () => {
    [postgres, receiver] = await Promise.all([startPostgres(), startReceiver(), smtp.start()]);
    gateway = await startGatewayProcess(
      {
        DATABASE_URL: await createDatabase(postgres.url),
        SMTP_URL: smtp.url,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        LOG_LEVEL: 'warn',
      },
      { dataDir, timeoutMs: 60_000 },
    );
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await smtp.stop();
    await postgres?.stop();
    await new Promise((resolve) => receiver?.server.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The first span received that matches, waited for: the exporter sends spans in batches, on its own schedule. */
  const arrived = (matches: (span: ReceivedSpan) => boolean, what: string) =>
    vi.waitFor(
      () =>
        receiver.spans.find(matches) ??
        Promise.reject(new Error(`no ${what} yet: ${receiver.spans.map((span) => span.name).join(', ')}`)),
      { timeout: 10_000, interval: 200 },
    );
  const childrenOf = (parent: ReceivedSpan) =>
    receiver.spans.filter((span) => span.traceId === parent.traceId && span.parentSpanId === parent.spanId);

  it('sends a span per request (continuing the caller’s traceparent), with the content source, PostgreSQL and the outbox delivery under it', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const content = await fetch(`${gateway.url}/api/uk/api/clinics/get-clinics/`, {
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
    });
    expect(content.status).toBe(200);
    const mail = await postMail(gateway.url, orderMail(gateway.url));
    expect(mail.status).toBe(202);
    const { id } = (await mail.json()) as { id: string };
    await smtp.waitFor(1, 15_000);

    const request = await arrived(
      (span) => span.traceId === traceId && span.name === 'GET content',
      'the content request’s span',
    );
    expect(request).toMatchObject({ kind: 2, parentSpanId: callerSpan, service: 'clinic-gateway' });
    expect(request.attributes).toMatchObject({
      'http.request.method': 'GET',
      'url.path': '/api/uk/api/clinics/get-clinics/',
      'http.response.status_code': 200,
      'http.request.id': content.headers.get('x-request-id'),
    });
    expect(childrenOf(request).map((span) => span.name)).toContain('content clinics');

    // Spans leave in batches: the form's may come in a later one than the content request's.
    const posted = await arrived(
      (span) => span.name === 'POST mail' && span.attributes['http.request.id'] === mail.headers.get('x-request-id'),
      'the form post’s span',
    );
    const insert = childrenOf(posted).find((span) => span.name === 'postgres INSERT');
    expect(insert).toMatchObject({
      kind: 3,
      attributes: expect.objectContaining({
        'db.system.name': 'postgresql',
        'db.query.text': expect.stringContaining('INSERT INTO outbox'),
      }),
    });

    const delivery = await arrived(
      (span) => span.name === 'outbox.deliver' && span.attributes['outbox.job.id'] === id,
      'the delivery’s span',
    );
    expect(delivery.attributes).toMatchObject({ 'outbox.job.kind': 'mail', 'outbox.outcome': 'delivered' });
    expect(childrenOf(delivery).map((span) => span.name)).toEqual(
      expect.arrayContaining(['postgres BEGIN', 'postgres UPDATE', 'postgres COMMIT']),
    );
    // The worker's look for work every second, outside any request or delivery, makes no trace of its own.
    expect(receiver.spans.filter((span) => span.name.startsWith('postgres') && !span.parentSpanId)).toEqual([]);
  });
});
