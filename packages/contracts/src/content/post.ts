import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { paginated } from './paginated.ts';
import { ArticleBodySchema } from './article-body.ts';
import { DoctorRef, Id, ImageUrl, IsoDate, Picture, Ref, Slug, Text } from './fields.ts';

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
  picture: v.optional(Picture),
  /** The doctor who checked the article's medical facts, and when. */
  reviewed_by: v.optional(DoctorRef),
  last_reviewed: v.optional(IsoDate),
  meta_title: Text,
  meta_description: Text,
});
export type Post = v.InferOutput<typeof PostSchema>;

const PostPageSchema = paginated(PostSchema);

export const getPosts = contentOperation('blog/get-posts/', ['category_slug', 'page'], PostPageSchema);
