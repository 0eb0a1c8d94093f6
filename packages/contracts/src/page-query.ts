import { FORM_CONTEXT_QUERY } from './form-page.ts';
import { PAYMENT_QUERY } from './payment-query.ts';
import { TOOL_QUERY } from './tool-query.ts';

/**
 * The query parameters a page reads: a list's page, its category filter, the search page's query, what a
 * form's page is told by the button that leads to it, how a payment ended, and what the calculator and the
 * quiz were sent without scripts. Any other parameter (a
 * tracking tag, a typo) changes nothing on the page, so the server renders and caches the page without
 * it, and the page's own links carry only these.
 */
const PAGE_QUERY_PARAMS = [
  'page',
  'category',
  'query',
  ...Object.values(FORM_CONTEXT_QUERY),
  PAYMENT_QUERY.success,
  PAYMENT_QUERY.error,
  ...Object.values(TOOL_QUERY),
] as const;

/** `search` reduced to the parameters a page reads, in a fixed order: `?page=2`, or `''`. */
export function pageQuery(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) for (const value of given.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}
