import { describe, expect, it } from 'vitest';
import { replay, SqliteReleaseRegistry, type ReleaseEvent } from '@clinic/releases/release-registry';
import { openDatabase } from '../store/sqlite-database.ts';

const DEFAULT = '/remotes/mf-search/mf-manifest.json';
let id = 0;
const event = (
  action: ReleaseEvent['action'],
  manifestUrl: string,
  version: string,
  percent: number | null = null,
  remote: ReleaseEvent['remote'] = 'mf_search',
): ReleaseEvent => ({
  id: ++id,
  remote,
  action,
  manifestUrl,
  version,
  percent,
  at: id * 1000,
});

describe('the release log, replayed', () => {
  it('is the default while nothing was promoted', () => {
    expect(replay('mf_search', DEFAULT, [])).toEqual({
      live: { manifestUrl: DEFAULT },
      canary: undefined,
      previews: new Map(),
      history: [],
      previous: undefined,
      latestEvent: 0,
    });
  });

  it('makes each promoted build live and rolls back one release at a time, down to the default', () => {
    const events = [
      event('promote', 'https://cdn/a/m.json', 'a'),
      event('promote', 'https://cdn/b/m.json', 'b'),
      event('rollback', 'https://cdn/a/m.json', 'a'),
    ];
    const state = replay('mf_search', DEFAULT, events);
    expect(state.live).toMatchObject({ manifestUrl: 'https://cdn/a/m.json', version: 'a', since: events[2]!.at });
    expect(state.previous).toEqual({ manifestUrl: DEFAULT });
    expect(
      state.history.map((line) => `${line.action} ${line.from?.version ?? 'default'} -> ${line.to.version}`),
    ).toEqual(['rollback b -> a', 'promote a -> b', 'promote default -> a']);
  });

  it('keeps a canary until the next promote or rollback', () => {
    const promoted = [event('promote', 'https://cdn/a/m.json', 'a'), event('canary', 'https://cdn/b/m.json', 'b', 25)];
    expect(replay('mf_search', DEFAULT, promoted).canary).toMatchObject({
      manifestUrl: 'https://cdn/b/m.json',
      version: 'b',
      percent: 25,
    });
    expect(replay('mf_search', DEFAULT, promoted).live.version).toBe('a');
    expect(
      replay('mf_search', DEFAULT, [...promoted, event('promote', 'https://cdn/b/m.json', 'b')]).canary,
    ).toBeUndefined();
    expect(replay('mf_search', DEFAULT, [...promoted, event('rollback', DEFAULT, 'd')]).canary).toBeUndefined();
  });

  it('reads only the remote it is asked about', () => {
    const events = [event('promote', 'https://cdn/c/m.json', 'c', null, 'mf_content')];
    expect(replay('mf_search', DEFAULT, events).live).toEqual({ manifestUrl: DEFAULT });
  });
});

describe('the SQLite registry', () => {
  it('appends events in order and answers the newest id', async () => {
    const registry = new SqliteReleaseRegistry(openDatabase(':memory:'), () => 42);
    expect(await registry.latestId()).toBe(0);
    const promoted = await registry.append({
      remote: 'mf_search',
      action: 'promote',
      manifestUrl: 'https://cdn/a/m.json',
      version: 'a',
      percent: null,
    });
    const canary = await registry.append({
      remote: 'mf_search',
      action: 'canary',
      manifestUrl: 'https://cdn/b/m.json',
      version: 'b',
      percent: 10,
    });
    expect(await registry.latestId()).toBe(canary.id);
    expect(await registry.events()).toEqual([
      {
        id: promoted.id,
        remote: 'mf_search',
        action: 'promote',
        manifestUrl: 'https://cdn/a/m.json',
        version: 'a',
        percent: null,
        at: 42,
      },
      {
        id: canary.id,
        remote: 'mf_search',
        action: 'canary',
        manifestUrl: 'https://cdn/b/m.json',
        version: 'b',
        percent: 10,
        at: 42,
      },
    ]);
  });
});
