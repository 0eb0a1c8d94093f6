import type { Locale } from '@clinic/contracts/locale';
import { operationPath, type ContentOperation, type OperationQuery, type OperationResult } from '@clinic/contracts/content/operation';
// By the package name, not `./http.ts`: a remote's own copy of this module then still reaches
// the shell's shared client, whose API base the runtime config set.
import { getContent, type Query } from '@clinic/api-client/http';

/** Calls one GET of spec §7 described by its contract: path, parameters and response schema. */
export function fetchOperation<TOperation extends ContentOperation>(
  locale: Locale,
  operation: TOperation,
  query: OperationQuery<TOperation>,
  signal?: AbortSignal,
): Promise<OperationResult<TOperation>> {
  const { query: _pathSegment, ...params } = query as Record<string, string | number | undefined>;
  return getContent(locale, operationPath(operation, query), operation.schema, params as Query, signal);
}
