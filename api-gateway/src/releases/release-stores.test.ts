import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresReleaseRegistry } from '@clinic/releases/postgres-release-registry';
import { PostgresReleaseStore } from '@clinic/releases/postgres-release-store';
import { SqliteReleaseRegistry, type NewReleaseEvent, type ReleaseRegistry } from '@clinic/releases/release-registry';
import {
  SqliteReleaseStore,
  createToken,
  verifyToken,
  type ReleaseStore,
  type ReplicaBuild,
} from '@clinic/releases/release-store';
import { createDatabase, servicesUnavailable, startPostgres, type RunningService } from '../testing/services.ts';
import { openDatabase } from '../store/sqlite-database.ts';
import { openPostgres, type PostgresPool } from '../postgres/postgres-pool.ts';

// What the release API and every replica keep in the gateway's store, held to the same behaviour on SQLite
// (one machine) and on PostgreSQL (replicas sharing DATABASE_URL).

const unavailable = servicesUnavailable();
if (unavailable) console.warn(`Skipping the PostgreSQL release store tests: ${unavailable}`);

let postgres: RunningService | undefined;
const pools: PostgresPool[] = [];
beforeAll(async () => {
  if (!unavailable) postgres = await startPostgres();
}, 60_000);
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await postgres?.stop();
});

interface Stores {
  registry: ReleaseRegistry;
  store: ReleaseStore;
}

const DIALECTS: [string, () => Promise<Stores>, string | undefined][] = [
  [
    'SQLite',
    async () => {
      const db = openDatabase(':memory:');
      return { registry: new SqliteReleaseRegistry(db), store: new SqliteReleaseStore(db) };
    },
    undefined,
  ],
  [
    'PostgreSQL',
    async () => {
      const pool = await openPostgres(await createDatabase(postgres!.url), pino({ level: 'silent' }), 4);
      pools.push(pool);
      return { registry: new PostgresReleaseRegistry(pool), store: new PostgresReleaseStore(pool) };
    },
    unavailable,
  ],
];

const build = (replica: string, version: string, seenAt: number): ReplicaBuild => ({
  replica,
  remote: 'mf_search',
  role: 'live',
  manifestUrl: `https://static.example/mf-search/${version}/mf-manifest.json`,
  version,
  buildId: `${version}-build-id`,
  since: 1_000,
  seenAt,
});

const promote = (version: string, remote: NewReleaseEvent['remote'] = 'mf_search'): NewReleaseEvent => ({
  remote,
  action: 'promote',
  manifestUrl: `https://static.example/${remote}/${version}/mf-manifest.json`,
  version,
  percent: null,
  actor: 'search team',
});

describe.each(DIALECTS)('the release store and registry on %s', (_dialect, open, skip) => {
  it.skipIf(skip)('keep a team’s token hashed, take it while it stands, and refuse it once revoked', async () => {
    const { store } = await open();
    const { token, record } = await createToken(
      store,
      'mf_search',
      'search team',
      ['https://static.example', 'http://127.0.0.1:8080'],
      5_000,
    );
    const [kept] = await store.tokens();
    expect(kept).toMatchObject({
      id: record.id,
      remote: 'mf_search',
      name: 'search team',
      origins: ['https://static.example', 'http://127.0.0.1:8080'],
      createdAt: 5_000,
    });
    expect(token).not.toContain(kept!.secretHash);
    expect(await verifyToken(store, token)).toMatchObject({ id: record.id, name: 'search team' });
    expect(await verifyToken(store, `${token.slice(0, -1)}x`)).toBeUndefined();
    expect(await store.revokeToken(record.id, 6_000)).toBe(true);
    expect(await store.revokeToken('000000000000', 6_000)).toBe(false);
    expect(await verifyToken(store, token)).toBeUndefined();
  });

  it.skipIf(skip)(
    'keep the remotes an operator registers in the order first registered, a second registration changing only the slots',
    async () => {
      const { store } = await open();
      expect(await store.registeredRemotes()).toEqual([]);
      await store.registerRemote({
        remote: 'mf_reviews',
        slots: ['doctor-page.aside'],
        actor: 'operator',
        registeredAt: 2_000,
      });
      await store.registerRemote({
        remote: 'mf_news',
        slots: ['home.sections'],
        actor: 'operator',
        registeredAt: 3_000,
      });
      await store.registerRemote({
        remote: 'mf_reviews',
        slots: ['doctor-page.aside', 'home.sections'],
        actor: 'platform team',
        registeredAt: 4_000,
      });
      expect(await store.registeredRemotes()).toEqual([
        {
          remote: 'mf_reviews',
          slots: ['doctor-page.aside', 'home.sections'],
          actor: 'platform team',
          registeredAt: 2_000,
        },
        { remote: 'mf_news', slots: ['home.sections'], actor: 'operator', registeredAt: 3_000 },
      ]);
    },
  );

  it.skipIf(skip)(
    'replace what a replica serves with its latest report, and answer those heard from since a time',
    async () => {
      const { store } = await open();
      await store.reportReplica('replica-a', [build('replica-a', 'v1', 2_000)]);
      await store.reportReplica('replica-a', [build('replica-a', 'v2', 3_000)]);
      await store.reportReplica('replica-b', [build('replica-b', 'v1', 1_500)]);
      expect(await store.replicas(2_500)).toEqual([build('replica-a', 'v2', 3_000)]);
      expect((await store.replicas(0)).map(({ replica, version }) => `${replica} ${version}`)).toEqual([
        'replica-a v2',
        'replica-b v1',
      ]);
    },
  );

  it.skipIf(skip)(
    'count each visitor of a canary step once, whichever replica adds them, by build version',
    async () => {
      const { store } = await open();
      await store.addVisitors('mf_search', 1, 'v2', 'page_view', ['a', 'b', 'c']);
      // Another replica saw two of them again, and one new.
      await store.addVisitors('mf_search', 1, 'v2', 'page_view', ['b', 'c', 'd']);
      await store.addVisitors('mf_search', 1, 'v2', 'browser_render_error', ['a']);
      await store.addVisitors('mf_search', 1, 'v2', 'browser_render_error', ['a']);
      await store.addVisitors('mf_search', 1, 'v1', 'page_view', ['e', 'f']);
      await store.addVisitors('mf_booking', 1, 'v2', 'page_view', ['g']);
      const step = await store.health('mf_search', 1);
      expect(step.get('v2')).toEqual({
        page_view: 4,
        server_render_error: 0,
        browser_load_failure: 0,
        browser_render_error: 1,
      });
      expect(step.get('v1')).toMatchObject({ page_view: 2, browser_render_error: 0 });
      expect([...step.keys()].sort()).toEqual(['v1', 'v2']);
      // The next step counts afresh, and the steps before are let go.
      await store.addVisitors('mf_search', 2, 'v2', 'page_view', ['a']);
      expect((await store.health('mf_search', 2)).get('v2')).toMatchObject({ page_view: 1 });
      expect((await store.health('mf_search', 1)).size).toBe(0);
      expect((await store.health('mf_booking', 1)).get('v2')).toMatchObject({ page_view: 1 });
    },
  );

  it.skipIf(skip)('make a setting once: whoever asks later gets the first value', async () => {
    const { store } = await open();
    expect(await store.setting('preview-key', () => 'first')).toBe('first');
    expect(await store.setting('preview-key', () => 'second')).toBe('first');
  });

  it.skipIf(skip)(
    'record a step after the newest line of its remote only: of two replicas deciding at once, one',
    async () => {
      const { registry } = await open();
      const first = await registry.append(promote('v1'));
      await registry.append(promote('b1', 'mf_booking'));
      // Another remote's line in between does not make a decision about this one stale.
      const decided = await Promise.all([
        registry.appendAfter(promote('v2'), first.id),
        registry.appendAfter(promote('v2'), first.id),
      ]);
      expect(decided.filter(Boolean)).toHaveLength(1);
      expect(await registry.appendAfter(promote('v3'), first.id)).toBeUndefined();
      const searchLines = (await registry.events()).filter((event) => event.remote === 'mf_search');
      expect(searchLines.map((event) => event.version)).toEqual(['v1', 'v2']);
      expect(await registry.latestId()).toBe(decided.find(Boolean)!.id);
    },
  );
});
