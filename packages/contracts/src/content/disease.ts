import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { paginated } from './paginated.ts';
import { ArticleBodySchema } from './article-body.ts';
import { Id, ImageUrl, Ref, Slug, Text } from './fields.ts';

export const DiseaseSchema = v.object({
  id: Id,
  name: Text,
  slug: Slug,
  category: Ref,
  image: ImageUrl,
  excerpt: Text,
  body: ArticleBodySchema,
  /** Slugs of the directions that treat it. */
  directions: v.array(Slug),
  meta_title: Text,
  meta_description: Text,
});
export type Disease = v.InferOutput<typeof DiseaseSchema>;

export const DiseasePageSchema = paginated(DiseaseSchema);

export const getDiseases = contentOperation('diseases/get-diseases/', ['category_slug', 'page'], DiseasePageSchema);
