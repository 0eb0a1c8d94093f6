import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { perLocale } from './per-locale.ts';

describe('perLocale cache', () => {
  it('fetches once per locale and again after a failure', async () => {
    const calls: string[] = [];
    let fail = true;
    const cacheAtom = perLocale(async (locale) => {
      calls.push(locale);
      if (fail && locale === 'en') throw new Error('down');
      return `${locale}-data`;
    }, 0);
    const get = createStore().get(cacheAtom);
    expect(await get('uk')).toBe('uk-data');
    expect(await get('uk')).toBe('uk-data');
    await expect(get('en')).rejects.toThrow('down');
    fail = false;
    expect(await get('en')).toBe('en-data');
    expect(calls).toEqual(['uk', 'en', 'en']);
  });

  afterEach(() => vi.useRealTimers());

  it('answers no sooner than the minimum display time, even from an instant fetch (spec §9)', async () => {
    vi.useFakeTimers();
    const get = createStore().get(perLocale(async () => 'data'));
    let answer: string | undefined;
    void get('uk').then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(199);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe('data');
  });
});
