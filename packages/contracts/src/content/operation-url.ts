import type { Locale } from '../locale.ts';
import { operationPath, type ContentOperation, type ContentQuery } from './operation.ts';

/**
 * Where one GET of the content API is served: `/api/{locale}/api/{path}` with the query's parameters,
 * empty ones left out. The search text is the path segment (`search/find/{query}/`), not a parameter.
 */
export function operationUrl(locale: Locale, operation: ContentOperation, query: ContentQuery = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (name !== 'query' && value !== undefined && value !== '') params.set(name, String(value));
  const search = params.size ? `?${params}` : '';
  return `/api/${locale}/api/${operationPath(operation, query)}${search}`;
}
