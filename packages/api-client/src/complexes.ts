import type { Locale } from '@clinic/contracts/locale';
import type { OperationQuery } from '@clinic/contracts/content/operation';
import { getComplexes } from '@clinic/contracts/content/complex';
import { fetchOperation } from './operation.ts';

export type ComplexesQuery = OperationQuery<typeof getComplexes>;

export function fetchComplexes(locale: Locale, query: ComplexesQuery = {}, signal?: AbortSignal) {
  return fetchOperation(locale, getComplexes, query, signal);
}
