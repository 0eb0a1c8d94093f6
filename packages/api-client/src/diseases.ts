import type { Locale } from '@clinic/contracts/locale';
import type { OperationQuery } from '@clinic/contracts/content/operation';
import { getDiseases } from '@clinic/contracts/content/disease';
import { fetchOperation } from './operation.ts';

export type DiseasesQuery = OperationQuery<typeof getDiseases>;

export function fetchDiseases(locale: Locale, query: DiseasesQuery = {}, signal?: AbortSignal) {
  return fetchOperation(locale, getDiseases, query, signal);
}
