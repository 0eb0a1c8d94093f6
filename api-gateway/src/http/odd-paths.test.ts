import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';

let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

/** Pieces an outside fuzzer combines: separators, their encodings, dots, bytes the router does not expect, very long names. */
const PIECES = [
  '\\',
  '\\\\',
  '\\@',
  '%5c',
  '%5C',
  '%2f',
  '%2F',
  '%2e',
  '%2e%2e',
  '..',
  '.',
  '//',
  '%',
  '%zz',
  '%00',
  '%0d%0a',
  '%ff',
  '%c0%af',
  '%e2%80%ae',
  '@',
  ':',
  ';',
  '~',
  '*',
  '"',
  '<',
  '>',
  '|',
  '^',
  '`',
  '{',
  '}',
  'ü',
  'x'.repeat(5000),
];
const PREFIXES = [
  '/',
  '/en/',
  '/api/',
  '/api/uk/api/',
  '/remotes/mf-content/',
  '/media/',
  '/og/',
  '/blog/',
  '/payment/',
  '/mail/',
  '/ssr/',
  '/runtime-config.json/',
];

/** Every prefix with every piece, twice, then mixed: deterministic, so a failure names a path that fails again. */
function oddPaths(): string[] {
  const paths = new Set<string>([
    '/\\',
    '/\\\\',
    '/\\@',
    '/%',
    '/%%',
    '/%2',
    '//',
    '///',
    '/..',
    '/../..',
    '/.%2e/',
    `/${'a/'.repeat(2000)}`,
  ]);
  for (const prefix of PREFIXES) {
    for (const piece of PIECES) {
      paths.add(`${prefix}${piece}`);
      paths.add(`${prefix}${piece}${piece}x`);
      paths.add(`${prefix}a${piece}b/`);
    }
  }
  for (let i = 0; i < PIECES.length; i += 1)
    paths.add(`/${PIECES[i]}${PIECES[(i * 7) % PIECES.length]}/${PIECES[(i * 13) % PIECES.length]}.js`);
  // Raw bytes a client library would refuse to send: percent-decoded they are still odd, so they must stay 4xx.
  return [...paths].map((path) => path.replace(/[\u0080-\uffff]/g, (char) => encodeURIComponent(char)));
}

describe('request paths the router cannot use', () => {
  it('answer 400 or 404, never 5xx', async () => {
    const paths = oddPaths();
    expect(paths.length).toBeGreaterThan(1000);
    const failures: string[] = [];
    for (const method of ['GET', 'HEAD', 'POST']) {
      for (let start = 0; start < paths.length; start += 20) {
        const batch = paths.slice(start, start + 20);
        const statuses = await Promise.all(
          batch.map(async (path) => (await rawRequest(gateway.url, path, method)).status),
        );
        statuses.forEach((status, index) => {
          if (status >= 500) failures.push(`${method} ${batch[index]!.slice(0, 80)} → ${status}`);
        });
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('a backslash or a byte that does not decode is a 400 with a JSON error', async () => {
    for (const path of ['/\\', '/\\\\', '/\\@', '/%', '/blog/%zz', '/a%00b', '/%0d%0aSet-Cookie:x=1']) {
      const answer = await rawRequest(gateway.url, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain('"message":"The request path is not a valid address"');
    }
  });
});
