import { fetchDiseases, type DiseasesQuery } from '@clinic/api-client/diseases';
import { fetchDiseaseCategories } from '@clinic/api-client/disease-categories';
import { findInPages } from '@clinic/api-client/find-in-pages';
import { cachedQuery, queryAtom } from './query-cache.ts';

export const loadDiseases = cachedQuery((locale, query: DiseasesQuery) => fetchDiseases(locale, query));
export const diseasesAtom = queryAtom(loadDiseases);

export const loadDisease = cachedQuery((locale, { slug }: { slug: string }) =>
  findInPages((page) => fetchDiseases(locale, { page }), (disease) => disease.slug === slug),
);
export const diseaseAtom = queryAtom(loadDisease);

export const loadDiseaseCategories = cachedQuery((locale) => fetchDiseaseCategories(locale));
export const diseaseCategoriesAtom = queryAtom(loadDiseaseCategories);
