// The home page through Varnish (the repository's VCL) beside the gateway alone, same run and machine:
// requests per second and p99 latency, served from a cache and rendered; then the gateway's memory
// after 20,000 addresses that differ only in a query string no page reads.
import autocannon from 'autocannon';
import { startVarnish, varnishUnavailable } from '@clinic/api-gateway/testing';
import { startQuietGateway } from './support/gateway-process.ts';
import { benchSetting } from './support/settings.ts';

const DURATION_S = benchSetting('BENCH_DURATION', 5);
const CONNECTIONS = benchSetting('BENCH_CONNECTIONS', 10);
const METRICS_TOKEN = 'shared-cache-bench-metrics-token';

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<void> {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `  ${name.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms${failed ? `   (${failed} failed)` : ''}`,
  );
}

async function rss(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return Number(/^process_resident_memory_bytes (\S+)$/m.exec(text)?.[1] ?? NaN) / 1024 / 1024;
}

async function main(): Promise<void> {
  const why = varnishUnavailable();
  const rendering = await startQuietGateway({ env: { SSR_CACHE_TTL_MS: '0' } });
  const caching = await startQuietGateway({ env: { METRICS_TOKEN } });
  // Told of a shared cache, the gateway keeps no pages of its own (no purge reaches it here: nothing changes).
  const behindVarnish = why ? undefined : await startQuietGateway({ env: { CACHE_PURGE_URL: 'http://127.0.0.1:9/' } });
  const varnish = behindVarnish && (await startVarnish(Number(new URL(behindVarnish.url).port)));
  try {
    console.log(`home page (/), ${CONNECTIONS} connections, ${DURATION_S} s each:`);
    await measure('gateway alone, rendering every request', `${rendering.url}/`);
    await measure('gateway alone, its render cache', `${caching.url}/`);
    if (varnish) {
      await measure('through Varnish, from its cache', `${varnish.url}/`);
      // A canary visitor's pages pass the cache: the cost of a miss through Varnish.
      await measure('through Varnish, passed to the gateway', `${varnish.url}/`, {
        Cookie: 'mf-canary=mf_search:0123456789:1',
      });
    } else console.log(`  through Varnish: skipped (${why})`);

    const before = await rss(caching.url);
    for (let i = 0; i < 20_000; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          fetch(`${caching.url}/en/blog?utm_source=bench-${i + j}`).then((response) => response.text()),
        ),
      );
    }
    console.log(
      `render cache and 20,000 distinct tracking parameters: RSS ${before.toFixed(0)} MB before, ${(await rss(caching.url)).toFixed(0)} MB after`,
    );
  } finally {
    await varnish?.stop();
    await Promise.all([rendering.stop(), caching.stop(), behindVarnish?.stop()]);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
