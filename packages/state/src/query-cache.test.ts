import { describe, expect, it, vi } from 'vitest';
import { atLeast, cachedQuery, logFailures } from './query-cache.ts';

describe('cachedQuery (spec §4)', () => {
  it('fetches once per locale and query, whatever the key order', async () => {
    const calls: string[] = [];
    const load = cachedQuery(async (locale, query: { page?: number; category_slug?: string }) => {
      calls.push(`${locale}:${query.page}:${query.category_slug}`);
      return calls.length;
    }, 0);
    expect(await load('uk', { page: 1, category_slug: 'a' })).toBe(1);
    expect(await load('uk', { category_slug: 'a', page: 1 })).toBe(1);
    expect(await load('en', { page: 1, category_slug: 'a' })).toBe(2);
    expect(await load('uk', { page: 2, category_slug: 'a' })).toBe(3);
    expect(calls).toHaveLength(3);
  });

  it('forgets a failure so the next reader retries', async () => {
    let fail = true;
    const load = cachedQuery(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    }, 0);
    await expect(load('uk', {})).rejects.toThrow('down');
    fail = false;
    expect(await load('uk', {})).toBe('ok');
  });

  it('keeps the loading state for at least the minimum display time', async () => {
    const started = Date.now();
    await atLeast(200, Promise.resolve('fast'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });
});

describe('logFailures (spec §8: blog and photo lists log their failures)', () => {
  it('logs a failed load to the console and still rejects, so the page shows its empty state', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('503');
    const load = logFailures('blog posts', async () => {
      throw failure;
    });
    await expect(load('uk', {})).rejects.toBe(failure);
    expect(logged).toHaveBeenCalledWith('Could not load blog posts', failure);
    logged.mockRestore();
  });

  it('stays quiet when the load succeeds', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await logFailures('photos', async () => 'ok')('en', {})).toBe('ok');
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
