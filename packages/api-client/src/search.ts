import type { Locale } from '@clinic/contracts/locale';
import { searchSite } from '@clinic/contracts/content/search-result';
import { fetchOperation } from './operation.ts';

/** `search/find/{query}/`; the gateway answers 400 for fewer than 3 characters (spec §5). */
export function fetchSearch(locale: Locale, query: string, signal?: AbortSignal) {
  return fetchOperation(locale, searchSite, { query }, signal);
}
