import { fetchPosts, type PostsQuery } from '@clinic/api-client/posts';
import { fetchBlogCategories } from '@clinic/api-client/blog-categories';
import { findInPages } from '@clinic/api-client/find-in-pages';
import { cachedQuery, logFailures, queryAtom } from './query-cache.ts';

export const loadPosts = cachedQuery(logFailures('blog posts', (locale, query: PostsQuery) => fetchPosts(locale, query)));
export const postsAtom = queryAtom(loadPosts);

export const loadPost = cachedQuery((locale, { slug }: { slug: string }) =>
  findInPages((page) => fetchPosts(locale, { page }), (post) => post.slug === slug),
);
export const postAtom = queryAtom(loadPost);

export const loadBlogCategories = cachedQuery((locale) => fetchBlogCategories(locale));
export const blogCategoriesAtom = queryAtom(loadBlogCategories);
