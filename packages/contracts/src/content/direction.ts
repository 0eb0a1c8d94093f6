import * as v from 'valibot';

/** A direction (department) as listed by `directions/get-directions/` (spec §3). */
export const DirectionSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  image_card: v.string(),
});
export type Direction = v.InferOutput<typeof DirectionSchema>;

export const DirectionListSchema = v.array(DirectionSchema);
