import type { Locale } from '@clinic/contracts/locale';
import { getPhotoCategories } from '@clinic/contracts/content/category';
import { fetchOperation } from './operation.ts';

export function fetchPhotoCategories(locale: Locale, signal?: AbortSignal) {
  return fetchOperation(locale, getPhotoCategories, {}, signal);
}
