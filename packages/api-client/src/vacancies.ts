import type { Locale } from '@clinic/contracts/locale';
import { getVacancies } from '@clinic/contracts/content/vacancy';
import { fetchOperation } from './operation.ts';

export function fetchVacancies(locale: Locale, signal?: AbortSignal) {
  return fetchOperation(locale, getVacancies, {}, signal);
}
