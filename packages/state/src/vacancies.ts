import { fetchVacancies } from '@clinic/api-client/vacancies';
import { cachedQuery, queryAtom } from './query-cache.ts';

export const loadVacancies = cachedQuery((locale) => fetchVacancies(locale));
export const vacanciesAtom = queryAtom(loadVacancies);
