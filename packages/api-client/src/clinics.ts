import type { Locale } from '@clinic/contracts/locale';
import { getClinics } from '@clinic/contracts/content/clinic';
import { fetchOperation } from './operation.ts';

export function fetchClinics(locale: Locale, signal?: AbortSignal) {
  return fetchOperation(locale, getClinics, {}, signal);
}
