import { fetchActions, type ActionsQuery } from '@clinic/api-client/actions';
import { findInPages } from '@clinic/api-client/find-in-pages';
import { cachedQuery, queryAtom } from './query-cache.ts';

/** Promotions; their category is a direction slug. */
export const loadActions = cachedQuery((locale, query: ActionsQuery) => fetchActions(locale, query));
export const actionsAtom = queryAtom(loadActions);

export const loadAction = cachedQuery((locale, { slug }: { slug: string }) =>
  findInPages((page) => fetchActions(locale, { page }), (action) => action.slug === slug),
);
export const actionAtom = queryAtom(loadAction);
