import { describe, expect, it } from 'vitest';
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
    });
    const get = createStore().get(cacheAtom);
    expect(await get('uk')).toBe('uk-data');
    expect(await get('uk')).toBe('uk-data');
    await expect(get('en')).rejects.toThrow('down');
    fail = false;
    expect(await get('en')).toBe('en-data');
    expect(calls).toEqual(['uk', 'en', 'en']);
  });
});
