import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonForScript } from '@clinic/contracts/json-for-script';
import type { Direction } from '@clinic/contracts/content/direction';
import { createContentCache } from './content-cache.ts';
import { staticLoader } from './static-loader.ts';
import { findBySlug, findPageSubjectIn } from './use-content.ts';

const direction = (name: string): Direction => ({
  id: 1,
  name,
  slug: 'dermatolohiia',
  image_card: '/media/directions/1.svg',
  description: name,
  clinics: [],
  sub_directions: [],
  prices: [],
});
const page = (names: string[], next: number | null) => ({
  list: names.map((name) => ({ slug: name, name })),
  count: 0,
  page_size: 2,
  next,
  prev: null,
});

describe('content cache', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once per locale, operation and query, whatever the key order or empty values', async () => {
    const loader = staticLoader({
      doctors: (query, locale) => ({ ...page([`${locale}-${query.page}`], null) }) as never,
    });
    const cache = createContentCache({ loader });
    const first = cache.read('uk', 'doctors', { page: 1, direction_slug: 'a' });
    expect(cache.read('uk', 'doctors', { direction_slug: 'a', page: 1, clinic_slug: '' })).toBe(first);
    expect(cache.read('uk', 'doctors', { direction_slug: 'a', page: 1, clinic_slug: undefined })).toBe(first);
    expect((await cache.read('en', 'doctors', { page: 1, direction_slug: 'a' })).list[0]!.name).toBe('en-1');
    expect((await first).list[0]!.name).toBe('uk-1');
    expect(loader.calls).toHaveLength(2);
  });

  it('marks a settled answer with React’s thenable status, so use() reads it without suspending', async () => {
    const cache = createContentCache({ loader: staticLoader({ directions: [direction('Дерматологія')] }) });
    const pending = cache.read('uk', 'directions', {});
    expect(pending).toMatchObject({ status: 'pending' });
    await pending;
    expect(pending).toMatchObject({ status: 'fulfilled', value: [direction('Дерматологія')] });
  });

  it('forgets a failure, so the next reader loads again', async () => {
    let fail = true;
    const loader = staticLoader({
      directions: () => {
        if (fail) throw new Error('down');
        return [direction('Дерматологія')];
      },
    });
    const cache = createContentCache({ loader });
    const failed = cache.read('uk', 'directions', {});
    await expect(failed).rejects.toThrow('down');
    expect(failed).toMatchObject({ status: 'rejected' });
    fail = false;
    expect(await cache.read('uk', 'directions', {})).toHaveLength(1);
    expect(loader.calls).toHaveLength(2);
  });

  it('asks a failing API again with growing, jittered delays, a few times at most, then keeps the failure instead of asking', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const loader = staticLoader({
      directions: () => {
        throw Object.assign(new Error('down'), { status: 503 });
      },
    });
    const cache = createContentCache({
      loader,
      retry: { attempts: 3, baseDelayMs: 1_000, failureKeptMs: 60_000 },
      now: () => clock,
    });
    const failed = cache.read('uk', 'directions', {});
    failed.catch(() => {});
    expect(loader.calls).toHaveLength(1);
    // Jitter takes off at most half: the first retry comes within 0.5–1 s, the second 1–2 s after it.
    await vi.advanceTimersByTimeAsync(499);
    expect(loader.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(501);
    expect(loader.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(loader.calls).toHaveLength(3);
    await expect(failed).rejects.toThrow('down');

    // A component rendering again on the failure reads the failure: no request, however often.
    for (let render = 0; render < 100; render++) expect(cache.read('uk', 'directions', {})).toBe(failed);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(loader.calls).toHaveLength(3);

    clock = 60_000;
    cache.read('uk', 'directions', {}).catch(() => {});
    expect(loader.calls).toHaveLength(4);
  });

  it('does not ask again an answer that will not change (a 4xx), and asks at once when the visitor tries again', async () => {
    let status = 404;
    const loader = staticLoader({
      directions: () => {
        if (status) throw Object.assign(new Error('no such thing'), { status });
        return [direction('Дерматологія')];
      },
    });
    const cache = createContentCache({ loader, retry: { attempts: 3, baseDelayMs: 1_000, failureKeptMs: 60_000 } });
    await expect(cache.read('uk', 'directions', {})).rejects.toThrow('no such thing');
    expect(loader.calls).toHaveLength(1);
    await expect(cache.read('uk', 'directions', {})).rejects.toThrow('no such thing');
    expect(loader.calls).toHaveLength(1);

    status = 0;
    cache.forgetFailures();
    expect(await cache.read('uk', 'directions', {})).toHaveLength(1);
    expect(loader.calls).toHaveLength(2);
  });

  it('logs failures of the blog and photo lists and of nothing else', async () => {
    const logFailure = vi.fn();
    const cache = createContentCache({ loader: staticLoader({}), logFailure });
    await expect(cache.read('uk', 'posts', { page: 1 })).rejects.toThrow('No answer for posts');
    await expect(cache.read('uk', 'photos', { page: 1 })).rejects.toThrow();
    await expect(cache.read('uk', 'directions', {})).rejects.toThrow();
    expect(logFailure.mock.calls.map(([what]) => what)).toEqual(['blog posts', 'photos']);
  });

  it('holds a fetch for the minimum display time when asked, as the browser does', async () => {
    vi.useFakeTimers();
    const cache = createContentCache({ loader: staticLoader({ directions: [] }), minDisplayMs: 200 });
    let answer: unknown;
    void cache.read('uk', 'directions', {}).then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(199);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual([]);
  });

  it('counts each load it starts as loading until it shows, its minimum display time included, and a read of a held answer not at all', async () => {
    vi.useFakeTimers();
    let loading = 0;
    const counts: number[] = [];
    const cache = createContentCache({
      loader: staticLoader({
        directions: [],
        doctors: () => new Promise((_resolve, reject) => setTimeout(() => reject(new Error('down')), 500)),
      }),
      minDisplayMs: 200,
      logFailure: () => {},
      onLoading: (delta) => counts.push((loading += delta)),
    });
    void cache.read('uk', 'directions', {});
    void cache.read('uk', 'directions', {});
    cache.read('uk', 'doctors', { page: 1 }).catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(loading).toBe(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(loading).toBe(1);
    // A failed load stops counting too.
    await vi.advanceTimersByTimeAsync(300);
    expect(loading).toBe(0);
    void cache.read('uk', 'directions', {});
    await vi.advanceTimersByTimeAsync(0);
    expect(counts).toEqual([1, 2, 1, 0]);
  });

  it('tells a load that failed for good, and none that succeeded', async () => {
    vi.useFakeTimers();
    const failed: string[] = [];
    const cache = createContentCache({
      loader: staticLoader({
        directions: [],
        doctors: () => Promise.reject(new Error('down')),
      }),
      logFailure: () => {},
      onFailed: () => failed.push('failed'),
    });
    await cache.read('uk', 'directions', {});
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toEqual([]);
    await cache.read('uk', 'doctors', { page: 1 }).catch(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toEqual(['failed']);
  });

  it('adds no wait without a minimum, as on the server', async () => {
    vi.useFakeTimers();
    const cache = createContentCache({ loader: staticLoader({ directions: [] }) });
    let answer: unknown;
    void cache.read('uk', 'directions', {}).then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(0);
    expect(answer).toEqual([]);
  });
});

describe('finding an item by paging a list', () => {
  afterEach(() => vi.useRealTimers());
  const threePages = staticLoader({
    doctors: ({ page: number = 1 }) =>
      page(['a', 'b', 'c'].slice(number - 1, number), number < 3 ? number + 1 : null) as never,
  });

  it('walks the pages once, waiting the minimum display time once for the whole walk', async () => {
    vi.useFakeTimers();
    const cache = createContentCache({ loader: threePages, minDisplayMs: 200 });
    let found: unknown = 'pending';
    void findBySlug(cache, 'uk', 'doctors', 'c').then((doctor) => (found = doctor));
    await vi.advanceTimersByTimeAsync(199);
    expect(found).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(found).toMatchObject({ slug: 'c' });
    expect(findBySlug(cache, 'uk', 'doctors', 'c')).toMatchObject({ status: 'fulfilled' });
    expect(await findBySlug(cache, 'uk', 'doctors', 'zzz')).toBeUndefined();
  });

  it('is settled at once over seeded pages, so hydration does not suspend', async () => {
    const server = createContentCache({ loader: threePages });
    await findBySlug(server, 'uk', 'doctors', 'b');
    const browser = createContentCache({ loader: staticLoader({}), minDisplayMs: 200 });
    browser.hydrate(server.dehydrate());
    expect(findBySlug(browser, 'uk', 'doctors', 'b')).toMatchObject({ status: 'fulfilled', value: { slug: 'b' } });
  });

  it('finds a detail page’s subject by the gateway’s own lookup, settled at once over seeded answers', async () => {
    const loader = staticLoader({
      directions: [direction('a')],
      doctors: ({ page: number = 1 }) =>
        page(['x', 'y'].slice(number - 1, number), number < 2 ? number + 1 : null) as never,
    });
    const server = createContentCache({ loader });
    expect(
      await findPageSubjectIn(server, 'uk', 'likari-direction-doctor', { direction: 'dermatolohiia', doctor: 'y' }),
    ).toMatchObject({ found: { direction: { slug: 'dermatolohiia' } }, doctor: { slug: 'y' } });
    const browser = createContentCache({ loader: staticLoader({}), minDisplayMs: 200 });
    browser.hydrate(server.dehydrate());
    expect(
      findPageSubjectIn(browser, 'uk', 'likari-direction-doctor', { direction: 'dermatolohiia', doctor: 'y' }),
    ).toMatchObject({ status: 'fulfilled', value: { doctor: { slug: 'y' } } });
    expect(
      await findPageSubjectIn(server, 'uk', 'likari-direction-doctor', {
        direction: 'dermatolohiia',
        doctor: 'nobody',
      }),
    ).toBeUndefined();
  });
});

describe('dehydrate and hydrate', () => {
  it('writes the answers in key order, whatever order they settled in', async () => {
    let releaseDirections = () => {};
    const directionsHeld = new Promise<void>((resolve) => (releaseDirections = resolve));
    const loader = staticLoader({
      directions: () => directionsHeld.then(() => [direction('a')]),
      doctors: page(['a'], null) as never,
    });
    const cache = createContentCache({ loader, logFailure: () => {} });
    const directions = cache.read('en', 'directions', {});
    await cache.read('en', 'doctors', { page: 1 });
    releaseDirections();
    await directions;
    expect(Object.keys(cache.dehydrate())).toEqual(['en directions?', 'en doctors?page=1']);
  });

  it('carries the successful answers through the page’s script tag, </script> and U+2028 included', async () => {
    const tricky = direction('</script><script>alert(1)</script> & <!-- \u2028 line \u2029 para');
    const server = createContentCache({
      loader: staticLoader({
        directions: [tricky],
        doctors: page(['a'], null) as never,
        posts: () => Promise.reject(new Error('down')),
      }),
      logFailure: () => {},
    });
    await server.read('en', 'directions', {});
    await server.read('en', 'doctors', { page: 1, direction_slug: 'dermatolohiia' });
    await server.read('en', 'posts', { page: 1 }).catch(() => {});

    const script = jsonForScript(server.dehydrate());
    expect(script).not.toMatch(/[<>&\u2028\u2029]/);
    const html = `<script id="content" type="application/json">${script}</script>`;
    const text = /<script id="content" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;

    const loader = staticLoader({});
    const browser = createContentCache({ loader, minDisplayMs: 200, logFailure: () => {} });
    browser.hydrate(JSON.parse(text));
    const read = browser.read('en', 'directions', {});
    expect(read).toMatchObject({ status: 'fulfilled', value: [tricky] });
    expect(browser.read('en', 'doctors', { direction_slug: 'dermatolohiia', page: 1 })).toMatchObject({
      status: 'fulfilled',
    });
    expect(loader.calls).toEqual([]);
    // The failed answer was not carried: the browser asks for it itself.
    await expect(browser.read('en', 'posts', { page: 1 })).rejects.toThrow();
    expect(loader.calls).toHaveLength(1);
  });

  it('leaves out answers still pending and lookups derived from answers', async () => {
    const cache = createContentCache({ loader: staticLoader({ directions: () => new Promise(() => {}) }) });
    void cache.read('uk', 'directions', {});
    await cache.derive('x', async () => 1);
    expect(cache.dehydrate()).toEqual({});
  });

  it('keeps an entry it already holds rather than a seed for the same key', async () => {
    const cache = createContentCache({ loader: staticLoader({ directions: [direction('fresh')] }) });
    const held = await cache.read('uk', 'directions', {});
    cache.hydrate(createContentCache({ loader: staticLoader({}) }).dehydrate());
    cache.hydrate({ [Object.keys(cache.dehydrate())[0]!]: [direction('seed')] });
    expect(await cache.read('uk', 'directions', {})).toBe(held);
  });
});
