// Server rendering through the production gateway on loopback, with its render cache (streamed) and
// without (uncached): throughput and p99 of GET / and a doctor page (autocannon, BENCH_CONNECTIONS
// connections), p99 at a steady 50 requests/s, and the
// time to the first byte and to the page's <h1> in the stream; beside the same gateway serving
// today's template page (the shell's build without its server bundle).
// Run: npx tsx bench/server-render.bench.ts   (BENCH_DURATION seconds per run, default 5)
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { median } from './support/stats.ts';
import { startQuietGateway } from './support/gateway-process.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGES = { home: '/', doctor: '/likari/dermatolohiia/olena-kovalenko' };
const TARGET_P99_MS = 50;

/** Milliseconds to the first byte of the body and to the chunk holding `<h1`. */
function timeToHeading(url: string): Promise<{ ttfb: number; h1: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let ttfb = 0;
    let h1 = 0;
    let seen = '';
    request(url, { headers: { 'Accept-Encoding': 'identity' } }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (!ttfb) ttfb = performance.now() - started;
        if (!h1) {
          // The tail of what came before, so a tag split between two chunks is found too.
          const text = seen + chunk.toString('utf8');
          if (text.includes('<h1')) h1 = performance.now() - started;
          seen = text.slice(-3);
        }
      });
      response.on('end', () => resolve({ ttfb, h1 }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function load(url: string, rate?: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...(rate ? { overallRate: rate } : {}),
  });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function measure(label: string, url: string): Promise<boolean> {
  let ok = true;
  for (const [name, pagePath] of Object.entries(PAGES)) {
    const target = `${url}${pagePath}`;
    for (let warm = 0; warm < 20; warm++) await timeToHeading(target);
    const times = [];
    for (let run = 0; run < 20; run++) times.push(await timeToHeading(target));
    const full = await load(target);
    const steady = await load(target, 50);
    console.log(
      `${label.padEnd(9)} ${name.padEnd(6)} ${full.rps.toFixed(0).padStart(5)} req/s  p99 ${String(full.p99).padStart(4)} ms | at 50 req/s p99 ${String(steady.p99).padStart(4)} ms | TTFB ${median(times.map((time) => time.ttfb)).toFixed(1)} ms, <h1> ${times.every((time) => time.h1) ? `at ${median(times.map((time) => time.h1)).toFixed(1)} ms` : 'not in the HTML'}`,
    );
    if (label === 'streamed' && steady.p99 > TARGET_P99_MS) ok = false;
  }
  return ok;
}

async function main() {
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per run; the median of 20 requests for TTFB and <h1>`);
  const streamed = await startQuietGateway({ env: { LOG_LEVEL: 'error' } });
  const ok = await measure('streamed', streamed.url);
  await streamed.stop();

  // Every request rendered: what the first visitor of an address waits for.
  const uncached = await startQuietGateway({ env: { LOG_LEVEL: 'error', SSR_CACHE_TTL_MS: '0' } });
  await measure('uncached', uncached.url);
  await uncached.stop();

  // Today's page: the same shell build without its server bundle, which the gateway then serves as the bare template.
  const templateShell = mkdtempSync(path.join(os.tmpdir(), 'bench-template-shell-'));
  cpSync(path.join(REPO_ROOT, 'shell', 'dist'), templateShell, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}ssr`),
  });
  const template = await startQuietGateway({ env: { LOG_LEVEL: 'error', SHELL_DIST_DIR: templateShell } });
  await measure('template', template.url);
  await template.stop();
  rmSync(templateShell, { recursive: true, force: true });

  console.log(ok ? `p99 at 50 req/s within ${TARGET_P99_MS} ms` : `p99 at 50 req/s over ${TARGET_P99_MS} ms`);
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
