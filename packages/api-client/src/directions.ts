import type { Locale } from '@clinic/contracts/locale';
import { DirectionListSchema } from '@clinic/contracts/content/direction';
import { getContent } from './http.ts';

export function fetchDirections(locale: Locale, clinicSlug?: string, signal?: AbortSignal) {
  return getContent(locale, 'directions/get-directions/', DirectionListSchema, { clinic_slug: clinicSlug }, signal);
}
