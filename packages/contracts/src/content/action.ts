import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { paginated } from './paginated.ts';
import { ArticleBodySchema } from './article-body.ts';
import { Id, ImageUrl, Picture, IsoDate, Ref, Slug, Text } from './fields.ts';

/**
 * A promotion. Its category is a direction (`category_slug` of `actions/get-actions/` is a
 * direction slug); the list is ordered by `active_to`, latest first, so running ones lead.
 */
export const ActionSchema = v.object({
  id: Id,
  name: Text,
  slug: Slug,
  image: ImageUrl,
  picture: v.optional(Picture),
  /** Last day of the promotion (inclusive). */
  active_to: IsoDate,
  /** What the visitor pays under the promotion, UAH; a CMS may leave it out. */
  price: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /**
   * The discount it gives on what it offers, percent (`price` is that price less it, by `discountedPrice`); a
   * promotion's own page sells its lines at it. A CMS may leave it out.
   */
  percent_off: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99))),
  category: Ref,
  clinics: v.pipe(v.array(Slug), v.minLength(1)),
  excerpt: Text,
  body: ArticleBodySchema,
});
export type Action = v.InferOutput<typeof ActionSchema>;

const ActionPageSchema = paginated(ActionSchema);

export const getActions = contentOperation(
  'actions/get-actions/',
  ['clinic_slug', 'category_slug', 'page'],
  ActionPageSchema,
);
