import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySearchResult, type SearchResult } from '@clinic/contracts/content/search-result';
import { createSearchController } from './search-controller.ts';

const EMPTY = emptySearchResult();
const answer = (name: string): SearchResult => ({ ...EMPTY, doctors: [{ id: 1, name, slug: 'x', directions: [] }] });

interface Call {
  query: string;
  signal: AbortSignal;
  resolve: (result: SearchResult) => void;
  reject: (error: Error) => void;
}

function setup() {
  const calls: Call[] = [];
  const tracked: string[] = [];
  const controller = createSearchController({
    search: (query, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ query, signal, resolve, reject });
      }),
    track: (query) => tracked.push(query),
  });
  return { controller, calls, tracked };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('search controller', () => {
  it('fetches 1.5 s after the last keystroke, once', () => {
    const { controller, calls } = setup();
    controller.setQuery('Кова');
    vi.advanceTimersByTime(1_000);
    controller.setQuery('Ковал');
    vi.advanceTimersByTime(1_499);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((call) => call.query)).toEqual(['Ковал']);
    expect(controller.getState().status).toBe('loading');
  });

  it('never fetches fewer than 3 characters, trims spaces, and clears results when the query gets short', async () => {
    const { controller, calls } = setup();
    controller.setQuery('ко');
    controller.setQuery('  ко ');
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(0);

    controller.setQuery('коваль');
    vi.advanceTimersByTime(1_500);
    calls[0]!.resolve(answer('Олена Коваленко'));
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ status: 'success', settled: 1 });

    controller.setQuery('ко');
    expect(controller.getState()).toMatchObject({ status: 'idle', result: null });
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(1);
  });

  it('a newer query aborts the older request, and a late answer to it is ignored', async () => {
    const { controller, calls } = setup();
    controller.setQuery('коваль');
    vi.advanceTimersByTime(1_500);
    controller.setQuery('мельник');
    expect(calls[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(1_500);
    expect(calls[1]!.signal.aborted).toBe(false);

    calls[1]!.resolve(answer('Андрій Мельник'));
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.resolve(answer('Олена Коваленко'));
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().result?.doctors[0]?.name).toBe('Андрій Мельник');
    expect(controller.getState().settled).toBe(1);
  });

  it('keeps the previous answer on show while the next query waits and loads', async () => {
    const { controller, calls } = setup();
    controller.setQuery('коваль');
    vi.advanceTimersByTime(1_500);
    calls[0]!.resolve(answer('Олена Коваленко'));
    await vi.advanceTimersByTimeAsync(0);
    controller.setQuery('коваленко');
    expect(controller.getState()).toMatchObject({ status: 'success', query: 'коваленко' });
    vi.advanceTimersByTime(1_500);
    expect(controller.getState().status).toBe('loading');
    expect(controller.getState().result?.doctors[0]?.name).toBe('Олена Коваленко');
  });

  it('reports a failure as the error state and drops the old answer', async () => {
    const { controller, calls } = setup();
    controller.setQuery('коваль');
    vi.advanceTimersByTime(1_500);
    calls[0]!.reject(new Error('503'));
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState()).toMatchObject({ status: 'error', result: null, settled: 1 });
  });

  it('tracks a query once it has stayed unchanged for 3 s, once', () => {
    const { controller, tracked } = setup();
    controller.setQuery('коваль');
    vi.advanceTimersByTime(2_000);
    controller.setQuery('коваленко');
    vi.advanceTimersByTime(2_999);
    expect(tracked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(tracked).toEqual(['коваленко']);
    vi.advanceTimersByTime(60_000);
    expect(tracked).toEqual(['коваленко']);

    // A letter typed and deleted again is the same search.
    controller.setQuery('коваленков');
    vi.advanceTimersByTime(500);
    controller.setQuery('коваленко');
    vi.advanceTimersByTime(3_000);
    expect(tracked).toEqual(['коваленко']);
  });

  it('tracks the same query again after the box was cleared', () => {
    const { controller, tracked } = setup();
    controller.setQuery('дерма');
    vi.advanceTimersByTime(3_000);
    controller.setQuery('');
    vi.advanceTimersByTime(10_000);
    controller.setQuery('дерма');
    vi.advanceTimersByTime(3_000);
    expect(tracked).toEqual(['дерма', 'дерма']);
  });

  it('does not track queries too short to search', () => {
    const { controller, tracked } = setup();
    controller.setQuery('ко');
    vi.advanceTimersByTime(10_000);
    expect(tracked).toEqual([]);
  });

  it('handOff drops the waiting search and the one under way, and still tracks the query', async () => {
    const { controller, calls, tracked } = setup();
    controller.setQuery('коваль');
    controller.handOff();
    vi.advanceTimersByTime(1_500);
    expect(calls).toEqual([]);

    controller.setQuery('мельник');
    vi.advanceTimersByTime(1_500);
    expect(controller.getState().status).toBe('loading');
    controller.handOff();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(controller.getState()).toMatchObject({ status: 'idle', settled: 0 });
    // A late answer of the dropped request changes nothing.
    calls[0]!.resolve(answer('Андрій Мельник'));
    await Promise.resolve();
    expect(controller.getState()).toMatchObject({ result: null, settled: 0 });
    vi.advanceTimersByTime(1_500);
    expect(tracked).toEqual(['мельник']);
  });

  it('dispose cancels timers and the request', () => {
    const { controller, calls, tracked } = setup();
    controller.setQuery('мельник');
    vi.advanceTimersByTime(1_500);
    controller.dispose();
    expect(calls[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(tracked).toEqual([]);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const { controller } = setup();
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    controller.setQuery('коваль');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    controller.setQuery('мельник');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
