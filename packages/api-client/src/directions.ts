import type { Locale } from '@clinic/contracts/locale';
import { getDirections } from '@clinic/contracts/content/direction';
import { fetchOperation } from './operation.ts';

export function fetchDirections(locale: Locale, clinicSlug?: string, signal?: AbortSignal) {
  return fetchOperation(locale, getDirections, { clinic_slug: clinicSlug }, signal);
}
