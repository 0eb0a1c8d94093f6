import type { Locale } from '@clinic/contracts/locale';
import type { OperationQuery } from '@clinic/contracts/content/operation';
import { getPosts } from '@clinic/contracts/content/post';
import { fetchOperation } from './operation.ts';

export type PostsQuery = OperationQuery<typeof getPosts>;

export function fetchPosts(locale: Locale, query: PostsQuery = {}, signal?: AbortSignal) {
  return fetchOperation(locale, getPosts, query, signal);
}
