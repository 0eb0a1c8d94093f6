import type { Locale } from '@clinic/contracts/locale';
import { getDiseaseCategories } from '@clinic/contracts/content/category';
import { fetchOperation } from './operation.ts';

export function fetchDiseaseCategories(locale: Locale, signal?: AbortSignal) {
  return fetchOperation(locale, getDiseaseCategories, {}, signal);
}
