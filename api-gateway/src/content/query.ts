import type { ContentQuery, QueryParam } from '@clinic/contracts/content/operation';
import { REVIEW_RELATION_TYPES } from '@clinic/contracts/content/review';
import { SEARCH } from '@clinic/contracts/constants';
import { HttpError } from '../http/errors.ts';

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const POSITIVE_INTEGER = /^[1-9]\d{0,8}$/;
const MAX_QUERY_LENGTH = 100;

type Raw = Record<string, unknown>;

/**
 * Turns the request's query string (and the search path segment) into the operation's query,
 * or a 400 naming every bad parameter. Unknown parameters are ignored (cache busters and the like).
 */
export function parseContentQuery(
  params: readonly QueryParam[],
  raw: Raw,
  pathQuery: string | undefined,
): ContentQuery {
  const query: ContentQuery = {};
  const problems: Record<string, string> = {};
  const single = (name: QueryParam): string | undefined => {
    const value = raw[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') {
      problems[name] = 'must be given once';
      return undefined;
    }
    return value;
  };
  for (const name of params) {
    if (name === 'query') {
      const text = (pathQuery ?? '').trim();
      if (text.length < SEARCH.minLength) problems.query = `must be at least ${SEARCH.minLength} characters`;
      else if (text.length > MAX_QUERY_LENGTH) problems.query = `must be at most ${MAX_QUERY_LENGTH} characters`;
      else query.query = text;
      continue;
    }
    const value = single(name);
    if (name === 'page') {
      if (value === undefined) query.page = 1;
      else if (POSITIVE_INTEGER.test(value)) query.page = Number(value);
      else problems.page = 'must be a positive integer';
    } else if (name === 'question_id') {
      if (value === undefined) problems.question_id = 'is required';
      else if (POSITIVE_INTEGER.test(value)) query.question_id = Number(value);
      else problems.question_id = 'must be a positive integer';
    } else if (name === 'relation_type') {
      if (value === undefined) continue;
      // The widest list (reviews also name clinics); a pop-up tied to none of them is simply not found.
      if ((REVIEW_RELATION_TYPES as readonly string[]).includes(value)) query.relation_type = value;
      else problems.relation_type = `must be one of ${REVIEW_RELATION_TYPES.join(', ')}`;
    } else if (value !== undefined) {
      if (SLUG.test(value)) query[name] = value;
      else problems[name] = 'must be a slug (lower-case latin letters, digits and dashes)';
    }
  }
  if (params.includes('relation_type') && (raw.relation_type ? 1 : 0) + (raw.relation_slug ? 1 : 0) === 1) {
    problems[raw.relation_type ? 'relation_slug' : 'relation_type'] ??= 'is required with the other relation parameter';
  }
  const names = Object.keys(problems);
  if (names.length)
    throw new HttpError(400, `Invalid query parameter${names.length > 1 ? 's' : ''}: ${names.join(', ')}`, problems);
  return query;
}
