import type { Locale } from '@clinic/contracts/locale';
import { getDirectionNav } from '@clinic/contracts/content/direction-nav';
import { fetchOperation } from './operation.ts';

export function fetchDirectionNav(locale: Locale, signal?: AbortSignal) {
  return fetchOperation(locale, getDirectionNav, {}, signal);
}
