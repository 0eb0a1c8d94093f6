import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { paginated } from './paginated.ts';
import { ArticleEntries } from './article.ts';
import { Id, IsoDate, Text } from './fields.ts';

/** A blog post; the list is newest first. */
export const PostSchema = v.object({
  id: Id,
  title: Text,
  date: IsoDate,
  ...ArticleEntries,
});
export type Post = v.InferOutput<typeof PostSchema>;

const PostPageSchema = paginated(PostSchema);

export const getPosts = contentOperation('blog/get-posts/', ['category_slug', 'page'], PostPageSchema);
