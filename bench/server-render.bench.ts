// Server rendering through the production gateway on loopback, with its render cache (streamed) and
// without (cold: every request rendered, as the first visitor of an address gets it): the most requests a
// second one gateway process answers (autocannon, BENCH_CONNECTIONS connections), p50 and p99 at a steady
// 50 requests/s (one request every 20 ms, as visitors arrive), and the time to the first byte and to the page's <h1> in the stream, for GET / and a doctor
// page; beside the same gateway serving today's template page (the shell's build without its server bundle).
// The machine's load average is printed with the figures: on shared cores they move with it.
// Run: npx tsx bench/server-render.bench.ts   (BENCH_DURATION seconds per run at the most requests, default 5;
// BENCH_STEADY_DURATION seconds at the steady rate, default 20: its p99 is then the 10th slowest of 1,000, not the 3rd of 250)
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { median, percentile } from './support/stats.ts';
import { startQuietGateway } from './support/gateway-process.ts';
import { REPO_ROOT, benchSetting } from './support/settings.ts';

const DURATION_S = benchSetting('BENCH_DURATION', 5);
const CONNECTIONS = benchSetting('BENCH_CONNECTIONS', 10);
const STEADY_DURATION_S = benchSetting('BENCH_STEADY_DURATION', 20);
const PAGES = { home: '/', doctor: '/likari/dermatolohiia/olena-kovalenko' };
/** p99 at a steady 50 requests/s: from the render cache, and rendering every request. */
const TARGET_P99_MS = { streamed: 50, cold: 100 } as const;
const STEADY_RATE = 50;

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

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * One request every 1000/`rate` ms for the run, sent when due whatever the answers so far (visitors do not
 * wait for each other), each timed from when it was due. autocannon's own rate sends each connection's
 * share of a second back to back at the start of the second: bursts, not a steady rate.
 */
async function steadyLoad(url: string, rate: number) {
  const agent = new Agent({ keepAlive: true });
  const started = performance.now();
  const latencies: number[] = [];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: Math.round(STEADY_DURATION_S * rate) }, (_, index) => {
      const due = started + (index * 1000) / rate;
      return new Promise<void>((resolve) => {
        setTimeout(
          () =>
            request(url, { agent }, (response) => {
              response.resume();
              response.on('end', () => {
                if (response.statusCode !== 200) failures.push(`answered ${response.statusCode}`);
                latencies.push(performance.now() - due);
                resolve();
              });
            })
              .on('error', (error) => {
                failures.push(error.message);
                resolve();
              })
              .end(),
          Math.max(0, due - performance.now()),
        );
      });
    }),
  );
  agent.destroy();
  if (failures.length) throw new Error(`${url}: ${failures.length} requests failed (${failures[0]})`);
  return { p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)) };
}

const loadAverage = () => os.loadavg()[0]!.toFixed(2);

async function measure(label: string, url: string, targetP99Ms?: number): Promise<boolean> {
  let ok = true;
  for (const [name, pagePath] of Object.entries(PAGES)) {
    const target = `${url}${pagePath}`;
    for (let warm = 0; warm < 20; warm++) await timeToHeading(target);
    const times = [];
    for (let run = 0; run < 20; run++) times.push(await timeToHeading(target));
    // The steady run first: autocannon stops with a request in flight on each connection, and the gateway
    // renders that backlog (about 100 ms of work for a cold page) after it; a steady run started then timed it.
    const loadBefore = loadAverage();
    const steady = await steadyLoad(target, STEADY_RATE);
    const full = await load(target);
    console.log(
      `${label.padEnd(9)} ${name.padEnd(6)} max ${full.rps.toFixed(0).padStart(5)} req/s (p99 ${String(full.p99).padStart(4)} ms) | at ${STEADY_RATE} req/s p50 ${String(steady.p50).padStart(4)} ms, p99 ${String(steady.p99).padStart(4)} ms | TTFB ${median(times.map((time) => time.ttfb)).toFixed(1)} ms, <h1> ${times.every((time) => time.h1) ? `at ${median(times.map((time) => time.h1)).toFixed(1)} ms` : 'not in the HTML'} | load ${loadBefore}`,
    );
    if (targetP99Ms !== undefined && steady.p99 > targetP99Ms) ok = false;
  }
  return ok;
}

async function main() {
  console.log(
    `${CONNECTIONS} connections, ${DURATION_S} s per run; ${STEADY_DURATION_S * STEADY_RATE} requests at ${STEADY_RATE} req/s; the median of 20 requests for TTFB and <h1>`,
  );
  const streamed = await startQuietGateway({ env: { LOG_LEVEL: 'error' } });
  const streamedOk = await measure('streamed', streamed.url, TARGET_P99_MS.streamed);
  await streamed.stop();

  // Every request rendered: what the first visitor of an address waits for.
  const cold = await startQuietGateway({ env: { LOG_LEVEL: 'error', SSR_CACHE_TTL_MS: '0' } });
  const coldOk = await measure('cold', cold.url, TARGET_P99_MS.cold);
  await cold.stop();

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

  const verdict = (ok: boolean, name: string, targetMs: number) =>
    `${name}: p99 at ${STEADY_RATE} req/s ${ok ? 'within' : 'over'} ${targetMs} ms`;
  console.log(verdict(streamedOk, 'streamed', TARGET_P99_MS.streamed));
  console.log(verdict(coldOk, 'cold', TARGET_P99_MS.cold));
  process.exit(streamedOk && coldOk ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
