import type { Locale } from '@clinic/contracts/locale';
import { getNavs } from '@clinic/contracts/content/navs';
import { fetchOperation } from './operation.ts';

export function fetchNavs(locale: Locale, signal?: AbortSignal) {
  return fetchOperation(locale, getNavs, {}, signal);
}
