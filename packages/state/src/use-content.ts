import { use, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { OperationName, QueryOf, ResultOf } from '@clinic/contracts/content/operations';
import type { Locale } from '@clinic/contracts/locale';
import type { Paginated } from '@clinic/contracts/content/paginated';
import { findInPages } from '@clinic/contracts/content/find-in-pages';
import { localeAtom } from '@clinic/state/locale';
import { contentCacheOf } from '@clinic/state/content-store';
import { contentKey, type ContentCache } from '@clinic/state/content-cache';
import { fulfilled, whenFulfilled } from '@clinic/state/settled';

/** The store's content for its locale, for reads outside render (a paged list's next page, a click). */
export interface ContentReader {
  locale: Locale;
  read<TName extends OperationName>(operation: TName, query: QueryOf<TName>): Promise<ResultOf<TName>>;
}

/** The same reader while the store and locale are unchanged, so effects may depend on it. */
export function useContentReader(): ContentReader {
  const cache = contentCacheOf(useStore());
  const locale = useAtomValue(localeAtom);
  return useMemo(() => ({ locale, read: (operation, query) => cache.read(locale, operation, query) }), [cache, locale]);
}

/**
 * One operation's answer for the page's locale, read through the store's cache: suspends while
 * it loads, throws its error to the nearest boundary, and reads seeded data synchronously.
 */
export function useContent<TName extends OperationName>(operation: TName, query: QueryOf<TName>): ResultOf<TName> {
  return use(useContentReader().read(operation, query));
}

/** The operations that answer a paginated list of items with a slug. */
export type SlugListOperation = {
  [TName in OperationName]: ResultOf<TName> extends Paginated<{ slug: string }> ? ('page' extends keyof QueryOf<TName> ? TName : never) : never;
}[OperationName];
export type ItemOf<TName extends SlugListOperation> = ResultOf<TName>['list'][number];

/**
 * Finds an item of a paginated list by walking its pages through the cache (the content API has no detail
 * calls). Over pages already held (seeded) the answer is settled at once, so hydration does not suspend.
 */
export function findBySlug<TName extends SlugListOperation>(
  cache: ContentCache,
  locale: Locale,
  operation: TName,
  slug: string,
  filter: Omit<QueryOf<TName>, 'page'> = {} as Omit<QueryOf<TName>, 'page'>,
): Promise<ItemOf<TName> | undefined> {
  const readPage = (page: number) => cache.read(locale, operation, { ...filter, page } as QueryOf<TName>, { wait: false }) as Promise<Paginated<ItemOf<TName>>>;
  return cache.derive(`${contentKey(locale, operation, filter)} slug=${slug}`, () =>
    findInPages(readPage, (candidate) => candidate.slug === slug, { then: whenFulfilled, resolve: fulfilled }),
  );
}

/** The item of a paginated list with this slug, or `undefined` when there is none (the page then answers 404). */
export function useContentBySlug<TName extends SlugListOperation>(operation: TName, slug: string, filter?: Omit<QueryOf<TName>, 'page'>): ItemOf<TName> | undefined {
  const cache = contentCacheOf(useStore());
  const locale = useAtomValue(localeAtom);
  return use(findBySlug(cache, locale, operation, slug, filter));
}
