import type { Locale } from '@clinic/contracts/locale';
import { operationPath } from '@clinic/contracts/content/operation';
import { OPERATIONS, type OperationName, type QueryOf, type ResultOf } from '@clinic/contracts/content/operations';
// By the package name, not `./http.ts`: a remote's own copy of this module then still reaches
// the shell's shared client, whose API base the runtime config set.
import { getContent, type Query } from '@clinic/api-client/http';

/**
 * One GET of spec §7 by its operation name: path, parameters and answer schema come from the
 * contract. Called without `signal` it is a `ContentLoader`, the browser's source of content.
 */
export function fetchContent<TName extends OperationName>(locale: Locale, operation: TName, query: QueryOf<TName>, signal?: AbortSignal): Promise<ResultOf<TName>> {
  const contract = OPERATIONS[operation];
  // `query` of search is the path segment (`search/find/{query}/`), not a parameter.
  const { query: _pathSegment, ...params } = query as Record<string, string | number | undefined>;
  return getContent(locale, operationPath(contract, query), contract.schema, params as Query, signal) as Promise<ResultOf<TName>>;
}
