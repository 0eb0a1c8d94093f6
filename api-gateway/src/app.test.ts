import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { startGateway, type RunningGateway } from './testing/start-gateway.ts';

type LogLine = Record<string, unknown> & {
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
};

let gateway: RunningGateway;
const logs: LogLine[] = [];

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });
  gateway = await startGateway({ logger });
});
afterAll(() => gateway.close());

const get = (path: string, headers?: Record<string, string>) => fetch(`${gateway.url}${path}`, { headers });

describe('request log', () => {
  it('logs each request with method, url, status and response time', async () => {
    const path = '/api/en/api/clinics/get-clinics/?from=log-test';
    expect((await get(path)).status).toBe(200);
    expect((await get('/api/en/api/qa/get-question/?question_id=999')).status).toBe(404);
    const line = await vi.waitFor(() => {
      const found = logs.find((entry) => entry.req?.url === path);
      if (!found) throw new Error('not logged yet');
      return found;
    });
    expect(line).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: path },
      res: { statusCode: 200 },
    });
    expect(line.responseTime).toEqual(expect.any(Number));
    await vi.waitFor(() =>
      expect(logs.find((entry) => entry.req?.url?.includes('question_id=999'))).toMatchObject({
        res: { statusCode: 404 },
      }),
    );
  });
});

describe('errors never show a stack trace', () => {
  it.each([
    ['a malformed percent-encoding in an API parameter', '/api/uk/api/search/find/%E0%A4%A/', 400],
    ['a malformed percent-encoding under /media', '/media/doctors/%E0%A4%A.svg', 400],
    ['a file missing under /media', '/media/doctors/nobody.svg', 404],
    ['a path escaping /media', '/media/..%2F..%2Fpackage.json', 403],
  ])('answers JSON for %s', async (_what, path, status) => {
    const response = await get(path);
    const text = await response.text();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(text)).toEqual({ error: { status, message: expect.any(String) } });
    expect(text).not.toMatch(/\bat .*\.(?:ts|js)|node_modules|\/work\//);
  });
});

describe('/media', () => {
  it('serves dataset images for revalidation on every use, answering 304 while unchanged', async () => {
    const image = '/media/actions/zymovyi-chekap.svg';
    const first = await get(image);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates; fetch would otherwise add `Cache-Control: no-cache`, which forbids a 304.
    const again = await get(image, { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' });
    expect(again.status).toBe(304);
  });
});

/** One request written byte for byte, since HTTP clients refuse to send a malformed Host. */
function rawRequest(url: string, head: string): Promise<{ status: number; contentType: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject).on('end', () => {
      const [headers = '', body = ''] = answer.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1]),
        contentType: /content-type: ([^\r]+)/i.exec(headers)?.[1] ?? '',
        body,
      });
    });
  });
}

describe('bad origin headers get 400, never 500', () => {
  it.each(['a b', '', '<', 'a:99999', '[', '[zz]', 'a/b', 'example.com:'])(
    'Host %j on a page, /page-head.json and the API',
    async (host) => {
      for (const path of ['/', '/en/likari', '/page-head.json?path=/en', '/api/uk/api/clinics/get-clinics/']) {
        const answer = await rawRequest(gateway.url, `GET ${path} HTTP/1.1\r\nHost: ${host}`);
        expect(answer.status, `${path} with Host ${JSON.stringify(host)}`).toBe(400);
        expect(answer.contentType).toMatch(/^application\/json/);
        expect(JSON.parse(answer.body)).toEqual({
          error: { status: 400, message: 'Invalid Host header', fields: { host: expect.any(String) } },
        });
      }
    },
  );

  it.each(['clinic.example', 'clinic.example.', 'clinic.example:8080', '127.0.0.1:3000', '[::1]:3000', 'localhost'])(
    'takes Host %j',
    async (host) => {
      const answer = await rawRequest(gateway.url, `GET /page-head.json?path=/en HTTP/1.1\r\nHost: ${host}`);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).canonical).toBe(`http://${host}/en`);
    },
  );

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const answer = await rawRequest(
      gateway.url,
      `GET /page-head.json?path=/en HTTP/1.1\r\nHost: clinic.example\r\nX-Forwarded-Proto: <script>`,
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).canonical).toBe('http://clinic.example/en');
  });
});

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let proxied: RunningGateway;
  beforeAll(async () => {
    proxied = await startGateway({ env: { TRUST_PROXY: 'loopback', RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => proxied.close());

  it('honours X-Forwarded-Proto only as http or https', async () => {
    const head = (proto: string) =>
      rawRequest(
        proxied.url,
        `GET /page-head.json?path=/en HTTP/1.1\r\nHost: clinic.example\r\nX-Forwarded-Proto: ${proto}`,
      );
    expect(JSON.parse((await head('https')).body).canonical).toBe('https://clinic.example/en');
    for (const proto of ['<script>', 'ftp', 'a b', 'javascript']) {
      const answer = await head(proto);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).error).toEqual({
        status: 400,
        message: 'Invalid X-Forwarded-Proto header',
        fields: { 'x-forwarded-proto': 'must be http or https' },
      });
    }
    const page = await rawRequest(proxied.url, `GET / HTTP/1.1\r\nHost: clinic.example\r\nX-Forwarded-Proto: <x>`);
    expect(page.status).toBe(400);
  });

  it('keys the rate limit by the forwarded client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${proxied.url}/payment/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
        body: '{}',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400]);
  });
});

describe('without TRUST_PROXY', () => {
  it('a client cannot pick its own rate-limit key with X-Forwarded-For', async () => {
    const direct = await startGateway({ env: { RATE_LIMIT_MAX: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${direct.url}/payment/checkout`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
          body: '{}',
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await direct.close();
    }
  });
});

describe('a callback with too many fields', () => {
  it('is told so, not that its body is too large', async () => {
    const body = new URLSearchParams(Array.from({ length: 150 }, (_, i) => [`f${i}`, 'x'])).toString();
    const response = await fetch(`${gateway.url}/payment/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Request body has too many parameters',
    );
  });
});
