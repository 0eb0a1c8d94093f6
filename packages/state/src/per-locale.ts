import { atom } from 'jotai';
import type { Locale } from '@clinic/contracts/locale';
import { MIN_FETCH_DISPLAY_MS } from '@clinic/contracts/constants';
import { atLeast } from './query-cache.ts';

/**
 * A per-locale cache of one fetch (spec §4: not refetched when the locale is unchanged and
 * data exists). A failed fetch is forgotten, so the next reader tries again. Like every
 * content call, the first answer takes at least the minimum display time (spec §9).
 */
export function perLocale<T>(load: (locale: Locale) => Promise<T>, minDisplayMs: number = MIN_FETCH_DISPLAY_MS) {
  const cache = new Map<Locale, Promise<T>>();
  return atom(() => (locale: Locale): Promise<T> => {
    let pending = cache.get(locale);
    if (!pending) {
      pending = atLeast(minDisplayMs, load(locale));
      cache.set(locale, pending);
      pending.catch(() => cache.delete(locale));
    }
    return pending;
  });
}
