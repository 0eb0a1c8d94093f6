import type { Locale } from '@clinic/contracts/locale';
import { operationUrl } from '@clinic/contracts/content/operation-url';
import { OPERATIONS, type OperationName, type QueryOf, type ResultOf } from '@clinic/contracts/content/operations';
import { getJson } from './http.ts';

/**
 * One GET of the content API by its operation name: path, parameters and answer schema come from the
 * contract. Called without `signal` it is a `ContentLoader`, the browser's source of content.
 */
export function fetchContent<TName extends OperationName>(
  locale: Locale,
  operation: TName,
  query: QueryOf<TName>,
  signal?: AbortSignal,
): Promise<ResultOf<TName>> {
  const contract = OPERATIONS[operation];
  return getJson(operationUrl(locale, contract, query), contract.schema, signal) as Promise<ResultOf<TName>>;
}
