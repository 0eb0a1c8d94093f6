import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { paginated } from './paginated.ts';
import { ArticleBodySchema } from './article-body.ts';
import { DoctorRef, Id, ImageUrl, IsoDate, Picture, Ref, Slug, Text } from './fields.ts';

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
  /** When a doctor last reviewed the text; `lastReviewed` of its structured data and `lastmod` of the sitemap. */
  last_reviewed: v.optional(IsoDate),
  reviewed_by: v.optional(DoctorRef),
  /** Doctors of the network who treat it. */
  doctors: v.optional(v.array(DoctorRef)),
  picture: v.optional(Picture),
  meta_title: Text,
  meta_description: Text,
});
export type Disease = v.InferOutput<typeof DiseaseSchema>;

const DiseasePageSchema = paginated(DiseaseSchema);

export const getDiseases = contentOperation('diseases/get-diseases/', ['category_slug', 'page'], DiseasePageSchema);
