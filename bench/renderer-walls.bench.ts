// What the walls around team code cost a page: the same pages rendered by the shell's server bundle in
// this process (as the gateway rendered them before it had renderers) and through one renderer process (the
// request, every content read and the page over its channel), one render at a time, median and p90; then the
// resident memory of a pool of one renderer per core with the four remotes' builds loaded.
// Run: npx tsx bench/renderer-walls.bench.ts   (BENCH_RENDERS per page and way, default 200)
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import { PLATFORM_REMOTES } from '@clinic/contracts/runtime-config';
import type { LoadedBuild, RenderRequest, ServerRenderer, ShellServerModule } from '@clinic/contracts/server-render';
import {
  buildToRender,
  checkRelease,
  loadConfig,
  loadEmbeddedSource,
  readFederationHost,
  remoteFiles,
  RendererPool,
} from '@clinic/api-gateway/testing';
import { median, percentile } from './support/stats.ts';
import { REPO_ROOT, benchSetting } from './support/settings.ts';

const RENDERS = benchSetting('BENCH_RENDERS', 200);
const PAGES = { home: '/', doctor: '/likari/dermatolohiia/olena-kovalenko' };
const SHELL_ENTRY = path.join(REPO_ROOT, 'shell', 'dist', 'ssr', 'main.cjs');
const logger = pino({ level: 'silent' });
const config = loadConfig({ LOG_LEVEL: 'silent' });
const fetch = remoteFiles({ appsDir: REPO_ROOT, timeoutMs: 5_000, maxBytes: config.remoteFetchMaxBytes });
const content = loadEmbeddedSource();
const loader: ContentLoader = (locale, operation, query) => content.get(locale, operation, query);

async function checkedBuilds() {
  const host = readFederationHost(path.join(REPO_ROOT, 'shell', 'dist'), logger);
  return Promise.all(
    PLATFORM_REMOTES.map(async (remote) => {
      const checked = await checkRelease({ remote, manifestUrl: config.remotes[remote], fetch, host });
      if (!checked.ok) throw new Error(`${remote}: ${checked.reason}`);
      return buildToRender(checked.build);
    }),
  );
}

/** Milliseconds of each of `RENDERS` renders of `pathname`, one after another, the page drained. */
async function timeRenders(renderer: Pick<ServerRenderer, 'render'>, builds: LoadedBuild[], pathname: string) {
  const request: RenderRequest = {
    url: `http://localhost${pathname}`,
    locale: 'uk',
    status: 200,
    loader,
    timeoutMs: 5_000,
    builds: Object.fromEntries(builds.map((build) => [build.remote, build])),
  };
  const times: number[] = [];
  for (let index = 0; index < RENDERS + 20; index += 1) {
    const started = performance.now();
    const render = await renderer.render(request);
    await render.ready;
    await new Promise<void>((resolve, reject) => {
      const sink = new Writable({ write: (_chunk, _encoding, done) => done(), final: (done) => (done(), resolve()) });
      sink.on('error', reject);
      render.pipe(sink);
    });
    // The first renders warm the code and the content: they are not counted.
    if (index >= 20) times.push(performance.now() - started);
  }
  return times;
}

const describe = (times: number[]) =>
  `median ${median(times).toFixed(2)} ms, p90 ${percentile(times, 90).toFixed(2)} ms`;

const builds = await checkedBuilds();
const inProcess = (createRequire(import.meta.url)(SHELL_ENTRY) as ShellServerModule).createServerRenderer({
  fetch,
  log: { info() {}, warn() {}, error() {} },
});
const loadedHere = await Promise.all(builds.map((build) => inProcess.load(build)));
const pool = new RendererPool({
  settings: { ...config.renderers, count: 1 },
  shellServerEntry: SHELL_ENTRY,
  fetch,
  logger,
});
const loadedThere = await Promise.all(builds.map((build) => pool.load(build)));
console.log(`${RENDERS} renders a page and way, one at a time; load average ${os.loadavg()[0]!.toFixed(2)}`);
for (const [name, pathname] of Object.entries(PAGES)) {
  const here = await timeRenders(inProcess, loadedHere, pathname);
  const there = await timeRenders(pool, loadedThere, pathname);
  const cost = median(there) - median(here);
  console.log(
    `${name.padEnd(6)} in the gateway's process ${describe(here)} | in a renderer ${describe(there)} | the walls: +${cost.toFixed(2)} ms a page (${((cost / median(here)) * 100).toFixed(0)} %)`,
  );
}
pool.close();

const full = new RendererPool({ settings: config.renderers, shellServerEntry: SHELL_ENTRY, fetch, logger });
const loadedFull = await Promise.all(builds.map((build) => full.load(build)));
await timeRenders(full, loadedFull, PAGES.home);
const memory = await full.memory();
console.log(
  `a pool of ${memory.length} renderers with the four builds loaded: ${memory.map((mb) => `${mb.toFixed(0)} MB`).join(', ')} resident (RENDERER_MAX_RSS_MB ${config.renderers.maxRssMb})`,
);
full.close();
// The in-process renderer's timers would keep this process alive.
process.exit(0);
