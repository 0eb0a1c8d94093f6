import path from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedBuild, RemoteBuild } from '@clinic/contracts/server-render';
import { metrics } from '../metrics.ts';
import { openDatabase } from '../store/sqlite-database.ts';
import { SqliteReleaseRegistry } from './release-registry.ts';
import { RemoteReleases } from './remote-releases.ts';
import { remoteFiles } from './remote-files.ts';
import { HOST, startStaticOrigin, writeBuild, type StaticOrigin } from './testing/remote-build.ts';

let origin: StaticOrigin;
const running: RemoteReleases[] = [];

beforeAll(async () => {
  origin = await startStaticOrigin();
  for (const version of ['v1', 'v2', 'v3']) writeBuild(path.join(origin.dir, version), { version });
  writeBuild(path.join(origin.dir, 'react18'), {
    version: 'r18',
    shared: [
      { name: 'react', version: '18.3.1', singleton: true, requiredVersion: '^18.2.0' },
      { name: 'react-dom', version: '18.3.1', singleton: true, requiredVersion: '^18.2.0' },
    ],
  });
});
afterAll(() => origin.close());
afterEach(() => running.splice(0).forEach((releases) => releases.stop()));

const url = (build: string) => `${origin.url}/${build}/mf-manifest.json`;

/** What the server renderer does with builds, recorded: loaded builds, and the ones given back. */
function recordingRenderer() {
  const loaded: string[] = [];
  const unloaded: string[] = [];
  return {
    loaded,
    unloaded,
    async load(build: RemoteBuild): Promise<LoadedBuild> {
      const version = build.manifest.metaData.buildInfo.buildVersion;
      loaded.push(`${build.remote}@${version}`);
      return { id: `${build.remote}@${version}`, remote: build.remote, version };
    },
    unload(build: LoadedBuild) {
      unloaded.push(build.id);
    },
  };
}

function releases({ search = url('v1'), random = Math.random }: { search?: string; random?: () => number } = {}) {
  const registry = new SqliteReleaseRegistry(openDatabase(':memory:'));
  const renderer = recordingRenderer();
  const released: string[] = [];
  const manager = new RemoteReleases({
    registry,
    defaults: { mf_content: url('none-c'), mf_booking: url('none-b'), mf_payment: url('none-p'), mf_search: search },
    fetch: remoteFiles({ appsDir: '/nonexistent', timeoutMs: 500 }),
    host: HOST,
    renderer,
    pollMs: 60_000,
    retireAfterMs: 0,
    logger: pino({ level: 'silent' }),
    random,
    onRelease: (remote) => void released.push(remote),
  });
  running.push(manager);
  return { registry, renderer, manager, released };
}

const refusedCount = async () => (await metrics.remoteReleasesRefused.get()).values.find((value) => value.labels.remote === 'mf_search')?.value ?? 0;

describe('the builds in service', () => {
  it('serves the default build once it is checked and loaded, naming it for the page', async () => {
    const { manager, renderer } = releases();
    await manager.start();
    expect(renderer.loaded).toEqual(['mf_search@v1']);
    expect(manager.choose(undefined).builds.mf_search).toEqual({ manifestUrl: url('v1'), version: 'v1', loaded: { id: 'mf_search@v1', remote: 'mf_search', version: 'v1' } });
    // A remote whose manifest cannot be read is named as configured and rendered in the browser.
    expect(manager.choose(undefined).builds.mf_content).toEqual({ manifestUrl: url('none-c') });
    expect(manager.origins()).toEqual([origin.url]);
  });

  it('follows a promote and a rollback in the registry, and gives back the build it replaced', async () => {
    const { manager, renderer, registry, released } = releases();
    await manager.start();
    expect(released).toEqual([]);
    await registry.append({ remote: 'mf_search', action: 'promote', manifestUrl: url('v2'), version: 'v2', percent: null });
    await manager.sync();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('v2');
    // Told once, so a shared cache drops the pages that name the old build.
    expect(released).toEqual(['mf_search']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(renderer.unloaded).toEqual(['mf_search@v1']);
    await registry.append({ remote: 'mf_search', action: 'rollback', manifestUrl: url('v1'), version: 'v1', percent: null });
    await manager.sync();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('v1');
  });

  it('keeps the last good build when a promoted one fails its check, with one warning and one count', async () => {
    const { manager, registry } = releases();
    await manager.start();
    const before = await refusedCount();
    await registry.append({ remote: 'mf_search', action: 'promote', manifestUrl: url('react18'), version: 'r18', percent: null });
    await manager.sync();
    await manager.sync();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('v1');
    expect(await refusedCount()).toBe(before + 1);
  });

  it('takes a new build at the same URL from the next round, checked first', async () => {
    const { manager } = releases({ search: url('inplace') });
    writeBuild(path.join(origin.dir, 'inplace'), { version: 'old' });
    await manager.start();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('old');
    writeBuild(path.join(origin.dir, 'inplace'), { version: 'new', exposes: ['./renamed'] });
    await manager.sync();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('old');
    writeBuild(path.join(origin.dir, 'inplace'), { version: 'newer' });
    await manager.sync();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('newer');
  });

  it('gives a canary’s build to the visitors its dice choose, and to the same visitors for the visit', async () => {
    let dice = 0.1;
    const { manager, registry } = releases({ random: () => dice });
    await manager.start();
    await registry.append({ remote: 'mf_search', action: 'canary', manifestUrl: url('v3'), version: 'v3', percent: 20 });
    await manager.sync();
    const lucky = manager.choose(undefined);
    expect(lucky.builds.mf_search.version).toBe('v3');
    expect(lucky.canaryCookie).toMatch(/^mf_search:[0-9a-f]{10}:1$/);
    dice = 0.9;
    const other = manager.choose(undefined);
    expect(other.builds.mf_search.version).toBe('v1');
    expect(manager.choose(lucky.canaryCookie).builds.mf_search.version).toBe('v3');
    expect(manager.choose(lucky.canaryCookie).canaryCookie).toBeUndefined();
    expect(manager.liveBuilds().mf_search.version).toBe('v1');
  });

  it('answers from memory while a manifest is slow: a round in the background never holds a choice', async () => {
    const { manager } = releases();
    await manager.start();
    origin.delayMs = 2_000;
    try {
      const round = manager.sync();
      const started = performance.now();
      expect(manager.choose(undefined).builds.mf_search.version).toBe('v1');
      expect(performance.now() - started).toBeLessThan(50);
      await round;
      expect(manager.choose(undefined).builds.mf_search.version).toBe('v1');
    } finally {
      origin.delayMs = 0;
    }
  });
});
