// Content API throughput and latency on loopback: the gateway (embedded dataset, full middleware
// stack, request logging silenced) beside a bare express handler sending the same bodies.
// Each server runs in its own process so autocannon does not share their event loop. Search cycles
// through more distinct queries than the embedded source memoizes, so every request really searches.
// Exits 1 when get-directions misses its target.
// Run: npx tsx bench/content-api.bench.ts   (BENCH_DURATION seconds per run, default 5)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { DATASET_DIR, loadDataset, MEMO_LIMIT, tokenize } from '@clinic/api-gateway/testing';
import { startQuietGateway } from './support/gateway-process.ts';
import { benchSetting } from './support/settings.ts';

// Works whether tsx loads this file as CommonJS or as an ES module.
const SELF = path.resolve(process.argv[1]!);
const DURATION_S = benchSetting('BENCH_DURATION', 5);
const CONNECTIONS = benchSetting('BENCH_CONNECTIONS', 10);
const TARGET = { ratio: 0.7, p99Ms: 20 };

/**
 * What visitors type into the search box, in both languages: prefixes of the words in doctors',
 * directions' and diseases' names, and whole words with a letter missed or typed twice. Distinct,
 * in a fixed shuffled order, and more of them than the embedded source memoizes.
 */
function searchPaths(): string[] {
  const dataset = loadDataset(DATASET_DIR);
  const paths = new Set<string>();
  for (const locale of ['uk', 'en'] as const) {
    const data = dataset[locale];
    const names = [
      ...data.doctors.map((doctor) => doctor.name),
      ...data.directions.flatMap((direction) => [direction.name, ...direction.sub_directions.map((sub) => sub.name)]),
      ...data.diseases.map((disease) => disease.name),
    ];
    const words = new Set(
      names.flatMap((name) => tokenize(name.toLocaleLowerCase(locale))).filter((word) => word.length >= 5),
    );
    for (const word of words) {
      const typed = [word];
      for (let length = 3; length < word.length; length++) typed.push(word.slice(0, length));
      for (let at = 1; at < word.length; at++)
        typed.push(word.slice(0, at) + word.slice(at + 1), word.slice(0, at) + word[at - 1] + word.slice(at));
      for (const query of typed) paths.add(`/api/${locale}/api/search/find/${encodeURIComponent(query)}/`);
    }
  }
  let seed = 1;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const shuffled = [...paths]
    .map((path) => ({ path, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ path }) => path);
  if (shuffled.length <= MEMO_LIMIT)
    throw new Error(`only ${shuffled.length} distinct searches: the memo (${MEMO_LIMIT}) would answer them`);
  return shuffled;
}

interface Endpoint {
  name: string;
  /** Requested in turn, round and round. */
  paths: string[];
}

// No top-level await: the repository root is not an ES module package, so tsx loads this as CommonJS.
async function serveBodies(bodiesFile: string): Promise<void> {
  const { default: express } = await import('express');
  const bodies = new Map<string, Buffer>(
    Object.entries(JSON.parse(readFileSync(bodiesFile, 'utf8')) as Record<string, string>).map(([url, body]) => [
      url,
      Buffer.from(body),
    ]),
  );
  const app = express();
  app.get(/.*/, (req, res) => {
    res.type('json').send(bodies.get(req.originalUrl));
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
  });
}

/** The bare handler in a process of its own, as the gateway is. */
async function startBareServer(bodiesFile: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, 'serve', bodiesFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`, child };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

async function measure(origin: string, paths: string[]): Promise<Figures> {
  let next = 0;
  const requests = [
    { setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) },
  ];
  await autocannon({ url: origin, connections: CONNECTIONS, duration: 1, requests }); // warm-up
  const result = await autocannon({ url: origin, connections: CONNECTIONS, duration: DURATION_S, requests });
  if (result.non2xx || result.errors)
    throw new Error(`${origin}${paths[0]}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / result.requests.average),
  };
}

async function main(): Promise<void> {
  const searches = searchPaths();
  const endpoints: Endpoint[] = [
    { name: 'directions/get-directions/', paths: ['/api/uk/api/directions/get-directions/'] },
    { name: 'doctors/get-doctors/?page=1', paths: ['/api/uk/api/doctors/get-doctors/?page=1'] },
    { name: `search/find/{query}/ (${searches.length} queries)`, paths: searches },
  ];
  const gateway = await startQuietGateway();
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  try {
    const bodies: Record<string, string> = {};
    for (const path of endpoints.flatMap((endpoint) => endpoint.paths)) {
      const response = await fetch(`${gateway.url}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      bodies[path] = await response.text();
    }
    const bodiesFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-bodies-')), 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    bare = await startBareServer(bodiesFile);

    const rows: Record<string, Record<string, string | number>> = {};
    let directionsOk = false;
    for (const endpoint of endpoints) {
      const ours = await measure(gateway.url, endpoint.paths);
      const theirs = await measure(bare.url, endpoint.paths);
      const ratio = ours.rps / theirs.rps;
      rows[endpoint.name] = {
        'body bytes': Math.round(
          endpoint.paths.reduce((sum, path) => sum + Buffer.byteLength(bodies[path]!), 0) / endpoint.paths.length,
        ),
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
    console.log(
      `Content API on loopback, ${CONNECTIONS} connections, ${DURATION_S} s per run, no compression requested`,
    );
    console.table(rows);
    console.log(
      `get-directions: target ≥ ${TARGET.ratio} of the bare handler's req/s and p99 ≤ ${TARGET.p99Ms} ms: ${directionsOk ? 'met' : 'NOT met'}`,
    );
    if (!directionsOk) process.exitCode = 1;
  } finally {
    await gateway.stop();
    bare?.child.kill();
  }
}

if (process.argv[2] === 'serve') void serveBodies(process.argv[3]!);
else
  void main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
