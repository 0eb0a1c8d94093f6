import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { loadEmbeddedSource } from './content/embedded-source.ts';
import { startGateway, type RunningGateway } from './content/testing/start-gateway.ts';

type LogLine = Record<string, unknown> & { msg?: string; req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number };

let gateway: RunningGateway;
const logs: LogLine[] = [];

beforeAll(async () => {
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) });
  gateway = await startGateway(loadEmbeddedSource(), logger);
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
    expect(line).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: path }, res: { statusCode: 200 } });
    expect(line.responseTime).toEqual(expect.any(Number));
    await vi.waitFor(() => expect(logs.find((entry) => entry.req?.url?.includes('question_id=999'))).toMatchObject({ res: { statusCode: 404 } }));
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
