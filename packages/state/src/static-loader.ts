import type { Locale } from '@clinic/contracts/locale';
import { ApiError } from '@clinic/api-client/http';
import type { ContentLoader, OperationName, QueryOf, ResultOf } from '@clinic/contracts/content/operations';

export type StaticAnswers = {
  [TName in OperationName]?:
    | ResultOf<TName>
    | ((query: QueryOf<TName>, locale: Locale) => ResultOf<TName> | Promise<ResultOf<TName>>);
};

/**
 * A `ContentLoader` over answers held in memory (tests, a remote's standalone page): each
 * operation answers its value, or what its function returns for the query; an operation with no
 * answer rejects, as a failed call would.
 */
export function staticLoader(answers: StaticAnswers): ContentLoader & { calls: string[] } {
  const calls: string[] = [];
  const loader = (async (locale: Locale, operation: OperationName, query: object) => {
    calls.push(`${locale} ${operation} ${JSON.stringify(query)}`);
    const answer = answers[operation] as unknown;
    if (answer === undefined) throw new ApiError(404, `No answer for ${operation}`);
    return typeof answer === 'function'
      ? (answer as (query: object, locale: Locale) => unknown)(query, locale)
      : answer;
  }) as ContentLoader;
  return Object.assign(loader, { calls });
}
