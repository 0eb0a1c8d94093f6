import type { Locale } from '@clinic/contracts/locale';
import type { OperationQuery } from '@clinic/contracts/content/operation';
import { getDoctors } from '@clinic/contracts/content/doctor';
import { fetchOperation } from './operation.ts';

export type DoctorsQuery = OperationQuery<typeof getDoctors>;

export function fetchDoctors(locale: Locale, query: DoctorsQuery = {}, signal?: AbortSignal) {
  return fetchOperation(locale, getDoctors, query, signal);
}
