import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { Id, ImageUrl, Picture, Price, Slug, Text } from './fields.ts';

/** One line of a direction's price list (shown as '{price} грн'). */
const PriceItemSchema = v.object({
  id: Id,
  name: Text,
  price: Price,
  /** Set when the price is a starting price ("from 800"). */
  price_from: v.boolean(),
});
export type PriceItem = v.InferOutput<typeof PriceItemSchema>;

/** A sub-direction, shown at `/{direction}/{subdirection}`. */
const SubDirectionSchema = v.object({
  id: Id,
  name: Text,
  slug: Slug,
  image_card: ImageUrl,
  picture: v.optional(Picture),
  description: Text,
  prices: v.array(PriceItemSchema),
});
export type SubDirection = v.InferOutput<typeof SubDirectionSchema>;

/**
 * A direction (department) as listed by `directions/get-directions/`, with what its page needs: all a
 * sub-direction has, and where it is practised and its sub-directions.
 */
export const DirectionSchema = v.object({
  ...SubDirectionSchema.entries,
  /** Slugs of the clinics where the direction is practised. */
  clinics: v.array(Slug),
  sub_directions: v.array(SubDirectionSchema),
});
export type Direction = v.InferOutput<typeof DirectionSchema>;

export const DirectionListSchema = v.array(DirectionSchema);

export const getDirections = contentOperation('directions/get-directions/', ['clinic_slug'], DirectionListSchema);
