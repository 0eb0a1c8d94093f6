import { atom } from 'jotai';
import type { Locale } from '@clinic/contracts/locale';

/**
 * A per-locale cache of one fetch (spec §4: not refetched when the locale is unchanged and
 * data exists). A failed fetch is forgotten, so the next reader tries again.
 */
export function perLocale<T>(load: (locale: Locale) => Promise<T>) {
  const cache = new Map<Locale, Promise<T>>();
  return atom(() => (locale: Locale): Promise<T> => {
    let pending = cache.get(locale);
    if (!pending) {
      pending = load(locale);
      cache.set(locale, pending);
      pending.catch(() => cache.delete(locale));
    }
    return pending;
  });
}
