import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { Id, Price, Slug, Text } from './fields.ts';

const Page = v.object({ id: Id, name: Text, slug: Slug });

/**
 * What the site search finds, grouped. The header panel shows the first three groups; the search page
 * shows them all. A CMS that answers only the first three is read as having found none of the rest.
 */
export const SearchResultSchema = v.object({
  doctors: v.array(v.object({ id: Id, name: Text, slug: Slug, directions: v.array(v.object({ slug: Slug })) })),
  directions: v.array(v.object({ id: Id, name: Text, slug: Slug, parent_directions: v.array(Slug) })),
  diseases: v.array(Page),
  /** A line of a price list; `direction` is the slug of the direction or sub-direction whose list holds it. */
  prices: v.optional(
    v.array(v.object({ id: Id, name: Text, price: Price, price_from: v.boolean(), direction: Slug })),
    [],
  ),
  complexes: v.optional(v.array(Page), []),
  actions: v.optional(v.array(Page), []),
  /** Blog articles, named by their title. */
  posts: v.optional(v.array(Page), []),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

/** A search that found nothing, in every group. */
export function emptySearchResult(): SearchResult {
  return { doctors: [], directions: [], diseases: [], prices: [], complexes: [], actions: [], posts: [] };
}

export const searchSite = contentOperation('search/find/:query/', ['query'], SearchResultSchema);
