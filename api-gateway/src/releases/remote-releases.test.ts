import path from 'node:path';
import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedBuild, RemoteBuild } from '@clinic/contracts/server-render';
import { contractWindow } from '@clinic/contracts/federation-host';
import { SqliteReleaseRegistry, type CanaryPlan } from '@clinic/releases/release-registry';
import { SqliteReleaseStore } from '@clinic/releases/release-store';
import { buildIdOf } from '@clinic/releases/release-check';
import { previewToken } from '@clinic/releases/preview-link';
import { RemoteReleases } from '@clinic/releases/remote-releases';
import type { BuildEventKind } from '@clinic/releases/build-health';
import { MIN_CANARY_VISITORS } from '@clinic/releases/canary-analysis';
import type { CanaryVisitor } from '@clinic/releases/canary-cookie';
import { remoteFiles } from '@clinic/releases/remote-files';
import { openDatabase } from '../store/sqlite-database.ts';
import { metrics } from '../metrics.ts';
import { HOST, startStaticOrigin, writeBuild, type StaticOrigin } from './testing/remote-build.ts';

let origin: StaticOrigin;
const running: RemoteReleases[] = [];

beforeAll(async () => {
  origin = await startStaticOrigin();
  for (const version of ['v1', 'v2', 'v3']) writeBuild(path.join(origin.dir, version), { version });
  writeBuild(path.join(origin.dir, 'reviews'), {
    remote: 'mf_reviews',
    version: 'reviews-1',
    contract: '1.0.3',
    exposes: ['./doctor-page.aside', './home.sections'],
    slots: { 'doctor-page.aside': './doctor-page.aside', 'home.sections': './home.sections' },
  });
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

function releases({
  search = url('v1'),
  random = Math.random,
  now = Date.now,
  logger = pino({ level: 'silent' }),
  host = HOST,
}: {
  search?: string;
  random?: () => number;
  now?: () => number;
  logger?: pino.Logger;
  host?: typeof HOST;
} = {}) {
  const db = openDatabase(':memory:');
  const registry = new SqliteReleaseRegistry(db, now);
  const store = new SqliteReleaseStore(db);
  const renderer = recordingRenderer();
  const released: string[] = [];
  /** The versions whose renders were checked, and those whose modules throw when rendered. */
  const renderChecked: string[] = [];
  const throwsWhenRendered = new Set<string>();
  const manager = new RemoteReleases({
    registry,
    store,
    replica: 'replica-a',
    now,
    defaults: { mf_content: url('none-c'), mf_booking: url('none-b'), mf_payment: url('none-p'), mf_search: search },
    fetch: remoteFiles({ appsDir: '/nonexistent', timeoutMs: 500, maxBytes: 1_000_000 }),
    host,
    renderer,
    async checkRenders(build) {
      const version = build.manifest.metaData.buildInfo.buildVersion;
      renderChecked.push(version);
      return throwsWhenRendered.has(version)
        ? ['it throws when rendered on the server: ./search-box in uk: Error: boom']
        : [];
    },
    pollMs: 60_000,
    retireAfterMs: 0,
    logger,
    random,
    onRelease: (remote) => void released.push(remote),
  });
  running.push(manager);
  return { registry, store, renderer, manager, released, renderChecked, throwsWhenRendered };
}

const refusedCount = async () =>
  (await metrics.remoteReleasesRefused.get()).values.find((value) => value.labels.remote === 'mf_search')?.value ?? 0;

describe('the builds in service', () => {
  it('starts with a shell that refuses a live build: serves the rest, says which once, in status and the metrics', async () => {
    const lines: Array<{ level: number; msg: string; remote?: string; reason?: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const host = { ...HOST, contract: { version: '3.0.0', accepts: contractWindow('3.0.0') } };
    const { manager, store } = releases({ logger, host });
    await manager.start();
    await manager.sync();
    expect(manager.choose(undefined).builds.mf_search?.version).toBeUndefined();
    const refused = lines.filter((line) => line.level === 50);
    expect(refused).toEqual([
      expect.objectContaining({
        remote: 'mf_search',
        msg: 'the live build of a remote is refused: this replica renders none of it on the server',
        reason: expect.stringContaining('the shell is on 3.0.0 and accepts >=2.0.0 <4.0.0'),
      }),
    ]);
    expect((await metrics.remoteBuildRefused.get()).values).toEqual([
      expect.objectContaining({ labels: { remote: 'mf_search', version: 'v1' }, value: 1 }),
    ]);
    expect(await store.replicas(0)).toEqual([
      expect.objectContaining({ remote: 'mf_search', role: 'refused', version: 'v1', reason: refused[0]!.reason }),
    ]);
  });

  it('takes in a remote registered in the store with no restart, and gives its build only the slots it is registered for', async () => {
    const { manager, store, registry, renderer } = releases();
    await manager.start();
    expect(manager.has('mf_reviews')).toBe(false);
    await store.registerRemote({
      remote: 'mf_reviews',
      slots: ['doctor-page.aside'],
      actor: 'operator',
      registeredAt: Date.now(),
    });
    await manager.sync();
    // Registered, nothing promoted: the site knows it, and no page names a build of it.
    expect(manager.has('mf_reviews')).toBe(true);
    expect(manager.choose(undefined).builds.mf_reviews).toBeUndefined();
    await registry.append({
      remote: 'mf_reviews',
      action: 'promote',
      manifestUrl: url('reviews'),
      version: 'reviews-1',
      buildId: idOf('reviews'),
      percent: null,
    });
    await manager.sync();
    expect(renderer.loaded).toContain('mf_reviews@reviews-1');
    const build = manager.choose(undefined).builds.mf_reviews;
    expect(build?.version).toBe('reviews-1');
    // The build fills home.sections too, which the operator did not register it for: the pages leave it out.
    expect(build?.slots).toEqual({ 'doctor-page.aside': './doctor-page.aside' });
    // With the contract it was made against, so the page hands its slot the props of that major.
    expect(build?.contract).toBe('1.0.3');
    expect(manager.origins()).toContain(origin.url);
  });

  it('says once that it cannot report its builds while the store is down, and once that it can again', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const { manager, store } = releases({ logger });
    await manager.start();
    const report = store.reportReplica.bind(store);
    let down = true;
    store.reportReplica = (...args) => (down ? Promise.reject(new Error('connection refused')) : report(...args));
    for (let round = 0; round < 4; round++) await manager.sync();
    down = false;
    for (let round = 0; round < 2; round++) await manager.sync();
    expect(lines.filter((line) => /report/.test(line.msg)).map((line) => [line.level, line.msg])).toEqual([
      [40, 'could not report the builds this replica serves'],
      [30, 'reporting the builds this replica serves again'],
    ]);
  });

  it('serves the default build once it is checked and loaded, naming it for the page', async () => {
    const { manager, renderer } = releases();
    await manager.start();
    expect(renderer.loaded).toEqual(['mf_search@v1']);
    expect(manager.choose(undefined).builds.mf_search).toEqual({
      manifestUrl: url('v1'),
      version: 'v1',
      entryUrl: url('v1').replace('mf-manifest.json', 'remoteEntry.js'),
      integrity: {
        buildId: idOf('v1'),
        entry: expect.stringMatching(/^sha384-[\w+/]{64}$/),
        files: expect.objectContaining({ 'remoteEntry.js': expect.stringMatching(/^sha384-/) }),
      },
      loaded: { id: 'mf_search@v1', remote: 'mf_search', version: 'v1' },
      contract: '1.1.0',
    });
    // The hashes the page pins its files by, from the check: the entry's among them.
    const integrity = manager.fileIntegrity(idOf('v1'));
    expect(integrity?.base).toBe(`${origin.url}/v1/`);
    expect(integrity?.files['remoteEntry.js']).toBe(manager.choose(undefined).builds.mf_search.integrity?.entry);
    expect(manager.fileIntegrity('000000000000')).toBeUndefined();
    // A remote whose manifest cannot be read is named as configured and rendered in the browser, which reads the manifest itself.
    expect(manager.choose(undefined).builds.mf_content).toEqual({ manifestUrl: url('none-c') });
    expect(manager.origins()).toEqual([origin.url]);
  });

  it('follows a promote and a rollback in the registry, and gives back the build it replaced', async () => {
    const { manager, renderer, registry, released } = releases();
    await manager.start();
    expect(released).toEqual([]);
    await registry.append({
      remote: 'mf_search',
      action: 'promote',
      manifestUrl: url('v2'),
      version: 'v2',
      percent: null,
    });
    await manager.sync();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('v2');
    // Told once, so a shared cache drops the pages that name the old build.
    expect(released).toEqual(['mf_search']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(renderer.unloaded).toEqual(['mf_search@v1']);
    await registry.append({
      remote: 'mf_search',
      action: 'rollback',
      manifestUrl: url('v1'),
      version: 'v1',
      percent: null,
    });
    await manager.sync();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('v1');
  });

  it('keeps the last good build when a promoted one fails its check, with one warning and one count', async () => {
    const { manager, registry } = releases();
    await manager.start();
    const before = await refusedCount();
    await registry.append({
      remote: 'mf_search',
      action: 'promote',
      manifestUrl: url('react18'),
      version: 'r18',
      percent: null,
    });
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

  it('renders a changed build found at a URL in service before loading it, and keeps the one in place when it throws', async () => {
    const { manager, registry, renderer, renderChecked, throwsWhenRendered } = releases({ search: url('redeployed') });
    writeBuild(path.join(origin.dir, 'redeployed'), { version: 'first' });
    await manager.start();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('first');
    throwsWhenRendered.add('throws');
    writeBuild(path.join(origin.dir, 'redeployed'), { version: 'throws' });
    const before = await refusedCount();
    await manager.sync();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('first');
    // Checked before it is loaded for visitors: a refused build never reaches the renderers that serve pages.
    expect(renderer.loaded).not.toContain('mf_search@throws');
    expect(await refusedCount()).toBe(before + 1);
    writeBuild(path.join(origin.dir, 'redeployed'), { version: 'mended' });
    await manager.sync();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('mended');
    // A build a release command recorded was rendered by that command's check: not again by every replica.
    await registry.append({
      remote: 'mf_search',
      action: 'promote',
      manifestUrl: url('v2'),
      version: 'v2',
      buildId: idOf('v2'),
      percent: null,
    });
    await manager.sync();
    expect(manager.choose(undefined).builds.mf_search.version).toBe('v2');
    expect(renderChecked).toEqual(['throws', 'mended']);
  });

  it('gives a canary’s build to the visitors its dice choose, and to the same visitors for the visit', async () => {
    let dice = 0.1;
    const { manager, registry } = releases({ random: () => dice });
    await manager.start();
    await registry.append({
      remote: 'mf_search',
      action: 'canary',
      manifestUrl: url('v3'),
      version: 'v3',
      percent: 20,
    });
    await manager.sync();
    const lucky = manager.choose(undefined);
    expect(lucky.builds.mf_search.version).toBe('v3');
    expect(lucky.canaryCookie).toMatch(/^mf_search:[0-9a-f]{10}:1\.[\w-]{16}\.[\w-]{43}$/);
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
      expect(performance.now() - started).toBeLessThan(500);
      await round;
      expect(manager.choose(undefined).builds.mf_search.version).toBe('v1');
    } finally {
      origin.delayMs = 0;
    }
  });
});

const idOf = (build: string) => buildIdOf(readFileSync(path.join(origin.dir, build, 'mf-manifest.json'), 'utf8'));

describe('a build is its content', () => {
  it('serves a changed build found at an unchanged URL with an unchanged version, and records it once as a release of its own', async () => {
    writeBuild(path.join(origin.dir, 'same-url'), { version: 'same' });
    const { manager, renderer, registry, store } = releases({ search: url('same-url') });
    await registry.append({
      remote: 'mf_search',
      action: 'promote',
      manifestUrl: url('same-url'),
      version: 'same',
      buildId: idOf('same-url'),
      percent: null,
      actor: 'operator',
    });
    await manager.start();
    expect(renderer.loaded).toEqual(['mf_search@same']);
    writeBuild(path.join(origin.dir, 'same-url'), { version: 'same', exposes: ['./search-box', './more'] });
    await manager.sync();
    await manager.sync();
    expect(renderer.loaded).toEqual(['mf_search@same', 'mf_search@same']);
    const redeploys = (await registry.events()).filter((event) => event.action === 'redeploy');
    expect(redeploys).toEqual([
      expect.objectContaining({
        buildId: idOf('same-url'),
        actor: 'gateway',
        note: 'a changed build at the same URL, reusing version same',
      }),
    ]);
    expect(await store.replicas(0)).toEqual([
      expect.objectContaining({ replica: 'replica-a', remote: 'mf_search', role: 'live', buildId: idOf('same-url') }),
    ]);
  });
});

describe('the automatic canary analysis', () => {
  const PLAN: CanaryPlan = { steps: [10, 50, 100], stepMs: 10_000, minViews: 20, maxErrorRateIncrease: 0.05 };

  async function autoCanary(plan = PLAN) {
    let now = 1_000_000;
    const setup = releases({ now: () => now, random: () => 0.99 });
    await setup.manager.start();
    await setup.registry.append({
      remote: 'mf_search',
      action: 'canary',
      manifestUrl: url('v2'),
      version: 'v2',
      buildId: idOf('v2'),
      percent: 10,
      plan,
      actor: 'search team',
    });
    await setup.manager.sync();
    const canary = setup.manager.choose(undefined).builds.mf_search.visitor!.canary;
    let visits = 0;
    /** A visitor of the build the canary gave them (v2: the canary's), as a signed cookie names them. */
    const visitor = (version: string): CanaryVisitor => ({
      visitor: `visit-${visits++}`,
      canary,
      inCanary: version === 'v2',
    });
    /** `count` new visitors of `version`, the first `errors` of whom meet an error. */
    const views = (version: string, count: number, errors = 0) => {
      for (let index = 0; index < count; index += 1) {
        const who = visitor(version);
        setup.manager.recordEvent({ remote: 'mf_search', version, kind: 'page_view', visitor: who });
        if (index < errors)
          setup.manager.recordEvent({ remote: 'mf_search', version, kind: 'browser_render_error', visitor: who });
      }
    };
    const passTime = (ms: number) => (now += ms);
    const lastLine = async () => (await setup.registry.events()).at(-1)!;
    return { ...setup, canary, visitor, views, passTime, lastLine };
  }

  it('moves a healthy canary through its steps, each held its time, and promotes it after the last', async () => {
    const { manager, views, passTime, lastLine } = await autoCanary();
    views('v2', 25);
    views('v1', 200, 1);
    await manager.sync();
    // Enough views, but the step has not lasted its time.
    expect(await lastLine()).toMatchObject({ action: 'canary', percent: 10 });
    passTime(10_000);
    await manager.sync();
    expect(await lastLine()).toMatchObject({
      action: 'canary',
      percent: 50,
      actor: 'canary analysis',
      note: expect.stringMatching(/^canary analysis: 10 % held \(error rate 0\.0 % \(0 errors among 25 visitors\)/),
    });
    expect(manager.choose(undefined).builds.mf_search.version).toBe('v1');
    // A new step counts afresh: the views of the step before do not carry over.
    passTime(10_000);
    await manager.sync();
    expect(await lastLine()).toMatchObject({ action: 'canary', percent: 50 });
    views('v2', 30);
    await manager.sync();
    expect(await lastLine()).toMatchObject({ action: 'canary', percent: 100 });
    views('v2', 30);
    passTime(10_000);
    await manager.sync();
    expect(await lastLine()).toMatchObject({ action: 'promote', actor: 'canary analysis', buildId: idOf('v2') });
    expect(manager.choose(undefined).builds.mf_search.version).toBe('v2');
  });

  it('rolls back a canary whose error rate is worse than the live build’s beyond the threshold, at once, and says why', async () => {
    const { manager, views, lastLine } = await autoCanary();
    views('v2', 19, 19);
    await manager.sync();
    // Too few visitors to judge.
    expect(await lastLine()).toMatchObject({ action: 'canary' });
    views('v2', 1);
    views('v1', 100, 2);
    await manager.sync();
    expect(await lastLine()).toMatchObject({
      action: 'abort',
      actor: 'canary analysis',
      note: 'canary analysis: error rate 95.0 % (19 errors among 20 visitors) against 2.0 % (2 errors among 100 visitors) for the live build at 10 %, more than 5.0 points worse',
    });
    expect(manager.choose(undefined, { canaries: true }).inCanary).toBe(false);
  });

  it('counts a visitor once a step however often they come, and only for the build the canary gave them', async () => {
    const { manager, store, registry, visitor, views, lastLine } = await autoCanary();
    const stepOf = async () => (await registry.events()).at(-1)!.id;
    const record = (version: string, kind: BuildEventKind, who?: CanaryVisitor) =>
      manager.recordEvent({ remote: 'mf_search', version, kind, visitor: who });
    const regular = visitor('v2');
    for (let index = 0; index < 30; index += 1) record('v2', 'page_view', regular);
    for (let index = 0; index < 6; index += 1) record('v2', 'browser_render_error', regular);
    // Reports naming the canary's build from visitors it did not give it, or from no visitor: none counts.
    const outside = visitor('v1');
    for (let index = 0; index < 6; index += 1) {
      record('v2', 'browser_load_failure', outside);
      record('v2', 'browser_load_failure', { ...visitor('v2'), canary: 'ffffffffff' });
      record('v2', 'browser_load_failure');
    }
    await manager.sync();
    expect((await store.health('mf_search', await stepOf())).get('v2')).toEqual({
      page_view: 1,
      server_render_error: 0,
      browser_load_failure: 0,
      browser_render_error: 1,
    });
    // With 19 more visitors, one error among 20 is within the plan's 5 points; six would not have been.
    views('v2', 19);
    await manager.sync();
    expect(await lastLine()).toMatchObject({ action: 'canary', percent: 10 });
  });

  it('decides nothing before the canary has its minimum of distinct visitors, even when its plan asks for fewer', async () => {
    const { manager, canary, views, lastLine } = await autoCanary({ ...PLAN, minViews: 1 });
    views('v2', MIN_CANARY_VISITORS - 1, MIN_CANARY_VISITORS - 1);
    // More visits of a visitor already counted are no new visitor.
    const again = { visitor: 'visit-0', canary, inCanary: true };
    for (let index = 0; index < 5; index += 1)
      manager.recordEvent({ remote: 'mf_search', version: 'v2', kind: 'page_view', visitor: again });
    views('v1', 100);
    await manager.sync();
    expect(await lastLine()).toMatchObject({ action: 'canary', percent: 10 });
    views('v2', 1);
    await manager.sync();
    expect(await lastLine()).toMatchObject({
      action: 'abort',
      note: expect.stringContaining(`(${MIN_CANARY_VISITORS - 1} errors among ${MIN_CANARY_VISITORS} visitors)`),
    });
  });
});

describe('a preview link', () => {
  it('gives whoever holds it the previewed build, checked and loaded, until it expires; a forged or expired one gives the live build', async () => {
    let now = 5_000_000;
    const { manager, registry } = releases({ now: () => now });
    await manager.start();
    await registry.append({
      remote: 'mf_search',
      action: 'preview',
      manifestUrl: url('v3'),
      version: 'v3',
      buildId: idOf('v3'),
      percent: null,
      actor: 'search team',
    });
    await manager.sync();
    const key = (await manager.previewSigningKey())!;
    const token = previewToken(key, { remote: 'mf_search', buildId: idOf('v3'), expiresAt: now + 60_000 });
    expect(manager.choose(undefined, { previewToken: token })).toMatchObject({
      inPreview: true,
      builds: { mf_search: { manifestUrl: url('v3'), version: 'v3' } },
    });
    expect(manager.choose(undefined).builds.mf_search.version).toBe('v1');
    expect(
      manager.choose(undefined, {
        previewToken: previewToken('another key', {
          remote: 'mf_search',
          buildId: idOf('v3'),
          expiresAt: now + 60_000,
        }),
      }).builds.mf_search.version,
    ).toBe('v1');
    now += 61_000;
    expect(manager.choose(undefined, { previewToken: token })).toMatchObject({
      inPreview: false,
      builds: { mf_search: { version: 'v1' } },
    });
  });

  it('ends on the server when its link does: the build is unloaded and its origin leaves the CSP', async () => {
    let now = 5_000_000;
    const { manager, registry, renderer } = releases({ now: () => now });
    await manager.start();
    const preview = {
      remote: 'mf_search' as const,
      action: 'preview' as const,
      manifestUrl: url('v3'),
      version: 'v3',
      buildId: idOf('v3'),
      percent: null,
    };
    await registry.append({ ...preview, expiresAt: now + 60_000 });
    await manager.sync();
    expect(renderer.loaded).toContain('mf_search@v3');
    const key = (await manager.previewSigningKey())!;
    const token = previewToken(key, { remote: 'mf_search', buildId: idOf('v3'), expiresAt: now + 3_600_000 });
    expect(manager.choose(undefined, { previewToken: token }).inPreview).toBe(true);
    // Its line has ended, though the link itself says later: the server no longer has the build.
    now += 61_000;
    await manager.sync();
    expect(manager.choose(undefined, { previewToken: token }).inPreview).toBe(false);
    await expect.poll(() => renderer.unloaded).toContain('mf_search@v3');
    // Revoked: a later line for the build that has already ended.
    await registry.append({ ...preview, expiresAt: now + 60_000 });
    await manager.sync();
    expect(manager.choose(undefined, { previewToken: token }).inPreview).toBe(true);
    await registry.append({ ...preview, expiresAt: now, note: 'revoked' });
    await manager.sync();
    expect(manager.choose(undefined, { previewToken: token }).inPreview).toBe(false);
  });
});
