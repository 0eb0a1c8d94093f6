// Content API throughput and latency on loopback: the gateway (embedded dataset, full middleware
// stack, request logging silenced) beside a bare express handler sending a constant body of the
// same size. Each server runs in its own process so autocannon does not share their event loop.
// Run: npx tsx bench/content-api.bench.ts   (BENCH_DURATION seconds per run, default 5)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

// Works whether tsx loads this file as CommonJS or as an ES module.
const SELF = path.resolve(process.argv[1]!);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TARGET = { ratio: 0.7, p99Ms: 20 };

const ENDPOINTS = [
  { name: 'directions/get-directions/', path: '/api/uk/api/directions/get-directions/' },
  { name: 'doctors/get-doctors/?page=1', path: '/api/uk/api/doctors/get-doctors/?page=1' },
  { name: 'search/find/{query}/', path: `/api/uk/api/search/find/${encodeURIComponent('дерматолог')}/` },
];

// No top-level await: the repository root is not an ES module package, so tsx loads this as CommonJS.
async function serve(kind: string, bodiesFile: string | undefined): Promise<void> {
  const { default: express } = await import('express');
  let app;
  if (kind === 'gateway') {
    const { pino } = await import('pino');
    const { loadConfig } = await import('../api-gateway/src/config.ts');
    const { createApp } = await import('../api-gateway/src/app.ts');
    const { loadEmbeddedSource } = await import('../api-gateway/src/content/embedded-source.ts');
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-content-')) });
    app = createApp({ config, logger: pino({ level: 'silent' }), content: loadEmbeddedSource() });
  } else {
    const bodies = new Map<string, Buffer>(Object.entries(JSON.parse(readFileSync(bodiesFile!, 'utf8')) as Record<string, string>).map(([url, body]) => [url, Buffer.from(body)]));
    app = express();
    app.get(/.*/, (req, res) => {
      res.type('json').send(bodies.get(req.originalUrl));
    });
  }
  const server = app.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
  });
}

async function startServer(kind: 'gateway' | 'bare', bodiesFile?: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, 'serve', kind, bodiesFile ?? ''], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`, child };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

async function measure(url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, bytes: Math.round(result.throughput.average / result.requests.average) };
}

async function main(): Promise<void> {
  const gateway = await startServer('gateway');
  let bare: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const bodies: Record<string, string> = {};
    for (const endpoint of ENDPOINTS) bodies[endpoint.path] = await (await fetch(`${gateway.url}${endpoint.path}`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    const bodiesFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-bodies-')), 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    bare = await startServer('bare', bodiesFile);

    const rows: Record<string, Record<string, string | number>> = {};
    let directionsOk = false;
    for (const endpoint of ENDPOINTS) {
      const ours = await measure(`${gateway.url}${endpoint.path}`);
      const theirs = await measure(`${bare.url}${endpoint.path}`);
      const ratio = ours.rps / theirs.rps;
      rows[endpoint.name] = {
        'body bytes': Buffer.byteLength(bodies[endpoint.path]!),
        'gateway req/s': ours.rps,
        'bare req/s': theirs.rps,
        ratio: ratio.toFixed(2),
        'gateway p50 ms': ours.p50,
        'gateway p99 ms': ours.p99,
        'bare p50 ms': theirs.p50,
        'bare p99 ms': theirs.p99,
      };
      if (endpoint.name.startsWith('directions/')) directionsOk = ratio >= TARGET.ratio && ours.p99 <= TARGET.p99Ms;
    }
    console.log(`Content API on loopback, ${CONNECTIONS} connections, ${DURATION_S} s per run, no compression requested`);
    console.table(rows);
    console.log(`get-directions: target ≥ ${TARGET.ratio} of the bare handler's req/s and p99 ≤ ${TARGET.p99Ms} ms: ${directionsOk ? 'met' : 'NOT met'}`);
  } finally {
    gateway.child.kill();
    bare?.child.kill();
  }
}

if (process.argv[2] === 'serve') void serve(process.argv[3]!, process.argv[4] || undefined);
else void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
