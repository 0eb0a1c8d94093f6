import type { OperationName } from './operations.ts';

/**
 * `doctors?direction_slug=x&page=1`: one read of content, in either language: the operation and its
 * query without empty values, in key order. The browser's and the server's content caches key their
 * answers by it (with the locale), and a page names the reads it shows by it for a shared cache, which
 * is told to drop the pages of a read whose answer changed.
 */
export function contentQueryKey(operation: OperationName, query: object): string {
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${operation}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
}
