import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { paginated } from './paginated.ts';
import { ArticleBodySchema } from './article-body.ts';
import { Id, ImageUrl, IsoDate, Ref, Slug, Text } from './fields.ts';

/** A blog post; the list is newest first. */
export const PostSchema = v.object({
  id: Id,
  title: Text,
  slug: Slug,
  category: Ref,
  date: IsoDate,
  image: ImageUrl,
  excerpt: Text,
  body: ArticleBodySchema,
  meta_title: Text,
  meta_description: Text,
});
export type Post = v.InferOutput<typeof PostSchema>;

const PostPageSchema = paginated(PostSchema);

export const getPosts = contentOperation('blog/get-posts/', ['category_slug', 'page'], PostPageSchema);
