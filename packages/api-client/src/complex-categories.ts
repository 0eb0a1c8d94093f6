import type { Locale } from '@clinic/contracts/locale';
import { getComplexCategories } from '@clinic/contracts/content/category';
import { fetchOperation } from './operation.ts';

export function fetchComplexCategories(locale: Locale, signal?: AbortSignal) {
  return fetchOperation(locale, getComplexCategories, {}, signal);
}
