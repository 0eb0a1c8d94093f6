import { atom, createStore } from 'jotai';
import type { Locale } from '@clinic/contracts/locale';
import type { ContentLoader } from '@clinic/contracts/content/operations';
// By the package name, like every import of an atom here: a remote then reaches the shell's instance.
import { localeAtom } from '@clinic/state/locale';
import { pageLoadFailedAtom, pageLoadingAtom } from '@clinic/state/page-loading';
import {
  createContentCache,
  type ContentCache,
  type DehydratedContent,
  type RetryPolicy,
} from '@clinic/state/content-cache';

/** The content cache of the store that holds it: one per request on the server, one per page visit in the browser. */
const contentCacheAtom = atom<ContentCache | null>(null);

export type AppStore = ReturnType<typeof createStore>;

export interface RequestStoreOptions {
  locale: Locale;
  /** The gateway's `ContentSource.get` on the server, the API client's `fetchContent` in the browser. */
  loader: ContentLoader;
  /** What the server's render used (`dehydrateContent`), so the first browser render reads it without fetching. */
  seed?: DehydratedContent;
  /** The browser's minimum display time of a fetch; never on the server (the default 0). */
  minDisplayMs?: number;
  /** How the browser asks a failing content API again; the server loads once. */
  retry?: RetryPolicy;
}

/**
 * A fresh jotai store with the locale and its own content cache: made per request by the server
 * and once at boot by the browser, and handed to the shell's `Provider`, through which the
 * remotes (jotai is a shared singleton) read it too. Never the default store, which would be
 * shared by every request of the server.
 */
export function createRequestStore({ locale, loader, seed, minDisplayMs = 0, retry }: RequestStoreOptions): AppStore {
  const store = createStore();
  // Every load counts as the page loading: a navigation's data runs the loading bar as its code does.
  const cache = createContentCache({
    loader,
    minDisplayMs,
    retry,
    onLoading: (delta) => store.set(pageLoadingAtom, (count) => count + delta),
    // A read that failed for good turns the loading bar red for the page in view (only a browser has one).
    onFailed: () => {
      if (typeof location !== 'undefined') store.set(pageLoadFailedAtom, location.pathname);
    },
  });
  if (seed) cache.hydrate(seed);
  store.set(localeAtom, locale);
  store.set(contentCacheAtom, cache);
  return store;
}

/** The store's content cache; a store not made by `createRequestStore` has none, which is a bug worth a clear message. */
export function contentCacheOf(store: Pick<AppStore, 'get'>): ContentCache {
  const cache = store.get(contentCacheAtom);
  if (!cache)
    throw new Error(
      'This jotai store has no content cache: make it with createRequestStore() and pass it to <Provider store>',
    );
  return cache;
}

/** The answers the render used, to write into the page with `jsonForScript` and pass back as `seed`. */
export function dehydrateContent(store: Pick<AppStore, 'get'>): DehydratedContent {
  return contentCacheOf(store).dehydrate();
}
