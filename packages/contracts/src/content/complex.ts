import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { paginated } from './paginated.ts';
import { Id, ImageUrl, Picture, Price, Ref, Slug, Text } from './fields.ts';

/** A treatment complex: several services sold together below their total price. */
export const ComplexSchema = v.object({
  id: Id,
  name: Text,
  slug: Slug,
  category: Ref,
  image: ImageUrl,
  picture: v.optional(Picture),
  /** Slugs of the clinics offering it. */
  clinics: v.pipe(v.array(Slug), v.minLength(1)),
  price: Price,
  price_old: v.nullable(Price),
  description: Text,
  items: v.pipe(
    v.array(v.object({ name: Text, quantity: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
    v.minLength(1),
  ),
});
export type Complex = v.InferOutput<typeof ComplexSchema>;

const ComplexPageSchema = paginated(ComplexSchema);

export const getComplexes = contentOperation(
  'complexes/get-complexes/',
  ['clinic_slug', 'category_slug', 'page'],
  ComplexPageSchema,
);
