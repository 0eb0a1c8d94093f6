import { atom } from 'jotai';
import type { Locale } from '@clinic/contracts/locale';
import { MIN_FETCH_DISPLAY_MS } from '@clinic/contracts/constants';

/** Resolves no sooner than `ms` after the call, so a loader never flashes (spec §9: 200 ms); 0 adds no wait. */
export function atLeast<T>(ms: number, pending: Promise<T>): Promise<T> {
  if (ms <= 0) return pending;
  const wait = new Promise((resolve) => setTimeout(resolve, ms));
  return Promise.all([pending, wait]).then(([value]) => value);
}

function queryKey(locale: Locale, query: object): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  entries.sort(([a], [b]) => a.localeCompare(b));
  return `${locale}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}

export type QueryLoader<TQuery extends object, TResult> = (locale: Locale, query: TQuery) => Promise<TResult>;

/**
 * A per-locale cache of one content call keyed by its query (spec §4: not refetched while
 * the locale and query are unchanged). The same promise is handed out until it settles, so
 * React's `use()` can read it; a failure is forgotten and the next reader tries again.
 */
export function cachedQuery<TQuery extends object, TResult>(
  load: QueryLoader<TQuery, TResult>,
  minDisplayMs: number = MIN_FETCH_DISPLAY_MS,
): QueryLoader<TQuery, TResult> {
  const cache = new Map<string, Promise<TResult>>();
  return (locale, query) => {
    const key = queryKey(locale, query);
    let pending = cache.get(key);
    if (!pending) {
      pending = atLeast(minDisplayMs, load(locale, query));
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  };
}

/** Spec §8: store failures are swallowed, except that the blog and photo lists log theirs to the console. */
export function logFailures<TQuery extends object, TResult>(what: string, load: QueryLoader<TQuery, TResult>): QueryLoader<TQuery, TResult> {
  return (locale, query) =>
    load(locale, query).catch((error: unknown) => {
      console.error(`Could not load ${what}`, error);
      throw error;
    });
}

/** The loader as an atom, so pages read content the same way as the shell's caches. */
export function queryAtom<TQuery extends object, TResult>(loader: QueryLoader<TQuery, TResult>) {
  return atom(() => loader);
}
