// A remote's releases while the site runs, against the production build:
// 1. seconds from `promote` to the first server render with the new build, on two replicas sharing PostgreSQL;
// 2. memory after 1 and after 50 releases of mf-search (each a new build, loaded and the old one given back): the
//    JS heap after a full collection in a process that loads the shell's server renderer itself, and the RSS of a
//    gateway whose heap is capped (a leak of old builds would run it out of memory);
// 3. page time while the live build's manifest answers only after 10 s.
// Builds are the repository's mf-search build, uploaded to a second origin under a path of its own with a
// version of its own: each is a distinct build to the gateway, loaded and rendered from its own URL.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import path from 'node:path';
import { pino } from 'pino';
import {
  type RunningGatewayProcess,
  createDatabase,
  servicesUnavailable,
  startPostgres,
  startStaticOrigin,
  type StaticOrigin,
  openPostgres,
  PostgresReleaseRegistry,
  SqliteReleaseRegistry,
  type ReleaseRegistry,
  PostgresReleaseStore,
  SqliteReleaseStore,
  type ReleaseStore,
  readFederationHost,
  remoteFiles,
  remotesCommand,
  databaseFile,
  openDatabase,
  serverRemoteUrl,
  loadEmbeddedSource,
} from '@clinic/api-gateway/testing';
import { startQuietGateway } from './support/gateway-process.ts';
import { median, percentile } from './support/stats.ts';
import type { LoadedBuild, ShellServerModule } from '../packages/contracts/src/server-render.ts';
import type { ContentLoader } from '../packages/contracts/src/content/operations.ts';
import { REPO_ROOT } from './support/settings.ts';

const RELEASES = 50;
const METRICS_TOKEN = 'releases-bench-metrics-token';
const POLL_MS = 500;

/** Uploads the repository's mf-search build as build `name`, with a version of its own; answers its manifest URL. */
function upload(origin: StaticOrigin, name: string): string {
  const dir = path.join(origin.dir, 'mf-search', name);
  cpSync(path.join(REPO_ROOT, 'mf-search', 'dist'), dir, { recursive: true });
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = `bench-${name}`;
  writeFileSync(file, JSON.stringify(manifest));
  return `${origin.url}/mf-search/${name}/mf-manifest.json`;
}

function team(registry: ReleaseRegistry, store: ReleaseStore, defaultUrl: string) {
  return {
    registry,
    store,
    actor: 'releases benchmark',
    defaults: {
      mf_content: '/remotes/mf-content/mf-manifest.json',
      mf_booking: '/remotes/mf-booking/mf-manifest.json',
      mf_payment: '/remotes/mf-payment/mf-manifest.json',
      mf_search: defaultUrl,
    },
    fetch: remoteFiles({ appsDir: REPO_ROOT, timeoutMs: 5_000, maxBytes: 5 * 1024 * 1024 }),
    host: readFederationHost(path.join(REPO_ROOT, 'shell', 'dist')),
    pollMs: POLL_MS,
  };
}

async function promote(context: ReturnType<typeof team>, url: string): Promise<void> {
  const { code, lines } = await remotesCommand(['promote', 'mf-search', url], context);
  if (code !== 0) throw new Error(lines.join('\n'));
}

/** Waits until the gateway's server HTML of `/en` is rendered with the build at `url`; answers when (ms since epoch). */
async function renderedWith(gateway: RunningGatewayProcess, url: string, timeoutMs = 30_000): Promise<number> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const html = await (await fetch(`${gateway.url}/en`)).text();
    // The page names the build it was rendered with, and the server box is in the HTML.
    if (html.includes(`"mf_search":"${url}"`) && html.includes('Search the site')) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${gateway.url} did not render with ${url} within ${timeoutMs} ms`);
}

async function memory(gateway: RunningGatewayProcess): Promise<{ rss: number; heap: number }> {
  const text = await (
    await fetch(`${gateway.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;
  return { rss: value('process_resident_memory_bytes'), heap: value('nodejs_heap_size_used_bytes') };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (value: number) => `${value.toFixed(0)} MB`;

async function promoteToRender(origin: StaticOrigin): Promise<void> {
  const why = servicesUnavailable();
  if (why) {
    console.log(`promote -> first render on two replicas: skipped (${why})`);
    return;
  }
  const postgres = await startPostgres();
  const databaseUrl = await createDatabase(postgres.url);
  const first = upload(origin, 'replicas-1');
  const env = {
    DATABASE_URL: databaseUrl,
    REMOTE_SEARCH_URL: first,
    SSR_REMOTE_POLL_MS: String(POLL_MS),
    SSR_CACHE_TTL_MS: '0',
  };
  const replicas = await Promise.all([startQuietGateway({ env }), startQuietGateway({ env })]);
  const pool = await openPostgres(databaseUrl, pino({ level: 'silent' }), 2);
  try {
    const context = team(new PostgresReleaseRegistry(pool), new PostgresReleaseStore(pool), first);
    const figures: number[][] = [];
    for (let release = 2; release <= 4; release += 1) {
      const next = upload(origin, `replicas-${release}`);
      const started = Date.now();
      await promote(context, next);
      const rendered = await Promise.all(replicas.map((replica) => renderedWith(replica, next)));
      figures.push(rendered.map((at) => at - started));
    }
    console.log(`promote -> first server render with the new build (SSR_REMOTE_POLL_MS=${POLL_MS}), 3 releases:`);
    figures.forEach(([a, b], index) =>
      console.log(`  release ${index + 1}: replica 1 ${seconds(a!)}, replica 2 ${seconds(b!)}`),
    );
    console.log(`  slowest: ${seconds(Math.max(...figures.flat()))} (target <= 5 s)`);
  } finally {
    await pool.end();
    await Promise.all(replicas.map((replica) => replica.stop()));
    await postgres.stop();
  }
}

/** The shell's server renderer in this process: 50 builds loaded one after another, each rendering pages, the one before unloaded. */
async function heapOverReleases(): Promise<void> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const heapAfterGc = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed / 1024 / 1024;
  };
  const shell = createRequire(import.meta.url)(
    path.join(REPO_ROOT, 'shell', 'dist', 'ssr', 'main.cjs'),
  ) as ShellServerModule;
  const renderer = shell.createServerRenderer({
    fetch: remoteFiles({ appsDir: REPO_ROOT, timeoutMs: 5_000, maxBytes: 5 * 1024 * 1024 }),
    log: { info() {}, warn() {}, error: console.error },
  });
  const content = loadEmbeddedSource();
  const loader: ContentLoader = (locale, operation, query) => content.get(locale, operation, query);
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'mf-search', 'dist', 'mf-manifest.json'), 'utf8'));
  const heap: Record<number, number> = {};
  let previous: LoadedBuild | undefined;
  for (let release = 1; release <= RELEASES; release += 1) {
    manifest.metaData.buildInfo.buildVersion = `bench-heap-${release}`;
    const build = await renderer.load({
      remote: 'mf_search',
      manifestUrl: serverRemoteUrl('/remotes/mf-search/mf-manifest.json'),
      manifest,
    });
    if (previous) renderer.unload(previous);
    previous = build;
    for (let page = 0; page < 3; page += 1) {
      const render = await renderer.render({
        url: 'http://bench/en',
        locale: 'en',
        status: 200,
        loader,
        timeoutMs: 5_000,
        builds: { mf_search: build },
      });
      await render.ready;
      await new Promise<void>((resolve) =>
        render.pipe(new Writable({ write: (_chunk, _encoding, done) => done(), final: (done) => (done(), resolve()) })),
      );
    }
    if (release === 1 || release === 10 || release === RELEASES) heap[release] = heapAfterGc();
  }
  console.log(
    `JS heap after a full collection, shell renderer in process, ${RELEASES} builds of mf-search loaded in turn (3 pages each):`,
  );
  for (const [release, used] of Object.entries(heap))
    console.log(`  after ${release.padStart(2)}: ${used.toFixed(1)} MB`);
}

/** Old builds are given back 2 x SSR_TIMEOUT_MS + 1 s after they leave service; the heap is capped so a leak would show. */
const HEAP_CAP_MB = 128;

async function memoryOverReleases(origin: StaticOrigin): Promise<void> {
  const first = upload(origin, 'memory-0');
  const env = {
    REMOTE_SEARCH_URL: first,
    SSR_REMOTE_POLL_MS: '200',
    SSR_TIMEOUT_MS: '1000',
    SSR_CACHE_TTL_MS: '0',
    METRICS_TOKEN,
    NODE_OPTIONS: `--max-old-space-size=${HEAP_CAP_MB}`,
  };
  const gateway = await startQuietGateway({ env });
  const db = openDatabase(databaseFile(gateway.dataDir));
  try {
    const context = team(new SqliteReleaseRegistry(db), new SqliteReleaseStore(db), first);
    const settle = async () => {
      // Old builds are given back 2 x SSR_TIMEOUT_MS + 1 s after they leave service; pages meanwhile give the GC work.
      for (let i = 0; i < 40; i += 1) await fetch(`${gateway.url}/en`).then((response) => response.text());
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      for (let i = 0; i < 40; i += 1) await fetch(`${gateway.url}/en`).then((response) => response.text());
      return memory(gateway);
    };
    const at: Record<number, { rss: number; heap: number }> = {};
    for (let release = 1; release <= RELEASES; release += 1) {
      const url = upload(origin, `memory-${release}`);
      await promote(context, url);
      await renderedWith(gateway, url);
      if (release === 1 || release === 10 || release === RELEASES) at[release] = await settle();
    }
    console.log(
      `gateway process over ${RELEASES} promotes of mf-search, old builds given back, JS heap capped at ${HEAP_CAP_MB} MB (it ran to the end: ${gateway.child.exitCode === null}):`,
    );
    for (const [release, { rss, heap }] of Object.entries(at))
      console.log(`  after ${release.padStart(2)}: RSS ${mb(rss)}, JS heap used ${mb(heap)}`);
  } finally {
    db.close();
    await gateway.stop();
  }
}

async function pageTimeWithSlowManifest(origin: StaticOrigin): Promise<void> {
  const url = upload(origin, 'slow');
  const gateway = await startQuietGateway({
    env: { REMOTE_SEARCH_URL: url, SSR_REMOTE_POLL_MS: '200', REMOTE_FETCH_TIMEOUT_MS: '15000' },
  });
  try {
    const times = async (cache: boolean) => {
      const result: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const started = performance.now();
        await (await fetch(`${gateway.url}/en${cache ? '' : `?n=${i}-${Math.random()}`}`)).text();
        result.push(performance.now() - started);
      }
      return result;
    };
    const p99 = (values: number[]) => percentile(values, 99);
    await times(true);
    const before = { cached: await times(true), uncached: await times(false) };
    origin.delayMs = 10_000;
    // Let a background check start waiting on the slow manifest.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const during = { cached: await times(true), uncached: await times(false) };
    origin.delayMs = 0;
    const line = (name: string, values: number[]) =>
      `${name}: median ${median(values).toFixed(1)} ms, p99 ${p99(values).toFixed(1)} ms`;
    console.log('page time of /en (30 requests each):');
    console.log(
      `  manifest answering at once   ${line('cached', before.cached)}; ${line('rendered', before.uncached)}`,
    );
    console.log(
      `  manifest answering after 10 s ${line('cached', during.cached)}; ${line('rendered', during.uncached)}`,
    );
  } finally {
    await gateway.stop();
  }
}

async function main(): Promise<void> {
  const origin = await startStaticOrigin();
  try {
    await promoteToRender(origin);
    await heapOverReleases();
    await memoryOverReleases(origin);
    await pageTimeWithSlowManifest(origin);
  } finally {
    await origin.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
