import type { Locale } from '@clinic/contracts/locale';
import type { OperationName, QueryOf, ResultOf } from '@clinic/contracts/content/operations';

/**
 * Where content comes from: the embedded dataset (default) or an upstream clinic CMS.
 * A missing item or a page past the end rejects with an `HttpError` (404, 400).
 */
export interface ContentSource {
  readonly kind: 'embedded' | 'upstream';
  get<TName extends OperationName>(locale: Locale, operation: TName, query: QueryOf<TName>): Promise<ResultOf<TName>>;
}
