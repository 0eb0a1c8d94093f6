import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { Id, Slug, Text } from './fields.ts';

/** What the header search lists, grouped. */
export const SearchResultSchema = v.object({
  doctors: v.array(v.object({ id: Id, name: Text, slug: Slug, directions: v.array(v.object({ slug: Slug })) })),
  directions: v.array(v.object({ id: Id, name: Text, slug: Slug, parent_directions: v.array(Slug) })),
  diseases: v.array(v.object({ id: Id, name: Text, slug: Slug })),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

export const searchSite = contentOperation('search/find/:query/', ['query'], SearchResultSchema);
