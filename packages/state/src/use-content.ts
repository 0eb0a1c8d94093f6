import { use, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { OperationName, QueryOf, ResultOf } from '@clinic/contracts/content/operations';
import type { Locale } from '@clinic/contracts/locale';
import type { RouteParams } from '@clinic/contracts/routes';
import {
  findBySlugIn,
  findPageSubject,
  type ContentReads,
  type ItemOf,
  type SlugListOperation,
  type SubjectOf,
  type SubjectRoute,
} from '@clinic/contracts/content/page-subjects';
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

/** Forgets the content failures the cache keeps, for a visitor who asks to try again: the next reads load. */
export function useForgetContentFailures(): () => void {
  const cache = contentCacheOf(useStore());
  return useMemo(() => () => cache.forgetFailures(), [cache]);
}

/**
 * One operation's answer for the page's locale, read through the store's cache: suspends while
 * it loads, throws its error to the nearest boundary, and reads seeded data synchronously.
 */
export function useContent<TName extends OperationName>(operation: TName, query: QueryOf<TName>): ResultOf<TName> {
  return use(useContentReader().read(operation, query));
}

/** The cache's reads for a locale, chained so that answers it already holds settle at once. */
function cacheReads(cache: ContentCache, locale: Locale): ContentReads {
  return {
    read: (operation, query) => cache.read(locale, operation, query, { wait: false }),
    then: whenFulfilled,
    resolve: fulfilled,
  };
}

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
  return cache.derive(`${contentKey(locale, operation, filter)} slug=${slug}`, () =>
    findBySlugIn(cacheReads(cache, locale), operation, slug, filter),
  );
}

/** The item of a paginated list with this slug, or `undefined` when there is none. */
export function useContentBySlug<TName extends SlugListOperation>(
  operation: TName,
  slug: string,
  filter?: Omit<QueryOf<TName>, 'page'>,
): ItemOf<TName> | undefined {
  const cache = contentCacheOf(useStore());
  const locale = useAtomValue(localeAtom);
  return use(findBySlug(cache, locale, operation, slug, filter));
}

/**
 * What a detail route shows, found by the same lookup the gateway used for the page's status and head
 * (`PAGE_SUBJECTS`), through the store's cache: `undefined` when there is no such page.
 */
export function usePageSubject<TRoute extends SubjectRoute>(
  route: TRoute,
  params: RouteParams<TRoute>,
): SubjectOf<TRoute> {
  return use(findPageSubjectIn(contentCacheOf(useStore()), useAtomValue(localeAtom), route, params));
}

/** A detail route's subject through the cache: settled at once over answers it holds (seeded), so hydration does not suspend. */
export function findPageSubjectIn<TRoute extends SubjectRoute>(
  cache: ContentCache,
  locale: Locale,
  route: TRoute,
  params: RouteParams<TRoute>,
): Promise<SubjectOf<TRoute>> {
  return cache.derive(`${locale} ${route} ${JSON.stringify(params)}`, () =>
    findPageSubject(route, cacheReads(cache, locale), params),
  );
}
