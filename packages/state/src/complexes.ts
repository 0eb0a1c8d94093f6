import { fetchComplexes, type ComplexesQuery } from '@clinic/api-client/complexes';
import { fetchComplexCategories } from '@clinic/api-client/complex-categories';
import { findInPages } from '@clinic/api-client/find-in-pages';
import { cachedQuery, queryAtom } from './query-cache.ts';

export const loadComplexes = cachedQuery((locale, query: ComplexesQuery) => fetchComplexes(locale, query));
export const complexesAtom = queryAtom(loadComplexes);

export const loadComplex = cachedQuery((locale, { slug }: { slug: string }) =>
  findInPages((page) => fetchComplexes(locale, { page }), (complex) => complex.slug === slug),
);
export const complexAtom = queryAtom(loadComplex);

export const loadComplexCategories = cachedQuery((locale) => fetchComplexCategories(locale));
export const complexCategoriesAtom = queryAtom(loadComplexCategories);
