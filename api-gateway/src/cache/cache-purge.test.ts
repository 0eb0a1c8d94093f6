import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { metrics } from '../metrics.ts';
import { addressesOfPurgeUrl, cachePurge } from './cache-purge.ts';

/** A stand-in cache on loopback answering every request with `status`, and what it was asked. */
async function fakeCache(status: number) {
  const received: { method?: string; headers: IncomingHttpHeaders }[] = [];
  const server: Server = createServer((req, res) => {
    received.push({ method: req.method, headers: req.headers });
    res.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`), received };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const purges = async (outcome: 'done' | 'failed') =>
  (await metrics.cachePurges.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;

const quiet = createLogger('silent');

describe('purging the shared cache', () => {
  it('asks every cache behind the purge address, and counts the one that failed apart', async () => {
    const first = await fakeCache(200);
    const second = await fakeCache(200);
    const broken = await fakeCache(500);
    const [doneBefore, failedBefore] = [await purges('done'), await purges('failed')];

    const purge = cachePurge('http://varnish-purge.test:6091/', quiet, async () => [first.url, second.url, broken.url]);
    await purge.purge(['remote:mf_search', 'pages'], 'a release');

    for (const cache of [first, second, broken])
      expect(cache.received).toEqual([
        expect.objectContaining({
          method: 'PURGE',
          headers: expect.objectContaining({ 'xkey-purge': 'remote:mf_search pages' }),
        }),
      ]);
    expect(await purges('done')).toBe(doneBefore + 2);
    expect(await purges('failed')).toBe(failedBefore + 1);
  });

  it('counts a purge address that names no cache as a failed purge, and asks nothing without one', async () => {
    const failedBefore = await purges('failed');
    const unresolvable = cachePurge('http://varnish-purge.test:6091/', quiet, async () => {
      throw new Error('getaddrinfo ENOTFOUND varnish-purge.test');
    });
    await unresolvable.purge(['pages'], 'a release');
    expect(await purges('failed')).toBe(failedBefore + 1);

    const cache = await fakeCache(200);
    await cachePurge(undefined, quiet, async () => [cache.url]).purge(['pages'], 'a release');
    await cachePurge(cache.url.href, quiet).purge([], 'nothing changed');
    expect(cache.received).toEqual([]);
  });

  it('finds the caches behind a name by each of its addresses, and takes an address as it is', async () => {
    const byName = await addressesOfPurgeUrl('http://localhost:6091/');
    expect(byName.map((url) => url.hostname)).toContain('127.0.0.1');
    for (const url of byName) expect(url.port).toBe('6091');
    expect((await addressesOfPurgeUrl('http://127.0.0.1:6091/')).map(String)).toEqual(['http://127.0.0.1:6091/']);
    expect((await addressesOfPurgeUrl('http://[::1]:6091/')).map(String)).toEqual(['http://[::1]:6091/']);
  });
});
