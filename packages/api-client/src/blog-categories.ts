import type { Locale } from '@clinic/contracts/locale';
import { getBlogCategories } from '@clinic/contracts/content/category';
import { fetchOperation } from './operation.ts';

export function fetchBlogCategories(locale: Locale, signal?: AbortSignal) {
  return fetchOperation(locale, getBlogCategories, {}, signal);
}
