import type * as v from 'valibot';

/** The query parameters of the content API; `query` is the search path segment (`search/find/{query}/`). */
export interface ContentQuery {
  clinic_slug?: string;
  category_slug?: string;
  direction_slug?: string;
  page?: number;
  question_id?: number;
  relation_type?: string;
  relation_slug?: string;
  query?: string;
}
export type QueryParam = keyof ContentQuery;

/** One GET of the content API: its path under `/api/{locale}/api/`, the parameters it takes and the schema of its answer. */
export interface ContentOperation<
  TSchema extends v.GenericSchema = v.GenericSchema,
  TParams extends readonly QueryParam[] = readonly QueryParam[],
> {
  path: string;
  params: TParams;
  schema: TSchema;
}

export function contentOperation<TSchema extends v.GenericSchema, const TParams extends readonly QueryParam[]>(
  path: string,
  params: TParams,
  schema: TSchema,
): ContentOperation<TSchema, TParams> {
  return { path, params, schema };
}

export type OperationQuery<TOperation extends ContentOperation> = Pick<ContentQuery, TOperation['params'][number]>;
export type OperationResult<TOperation extends ContentOperation> = v.InferOutput<TOperation['schema']>;

/** `search/find/:query/` + `{query: 'акне'}` → `search/find/%D0%B0%D0%BA%D0%BD%D0%B5/`. */
export function operationPath(operation: ContentOperation, query: ContentQuery = {}): string {
  return operation.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(query[name as QueryParam] ?? '')),
  );
}
