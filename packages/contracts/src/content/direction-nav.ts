import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { Slug, Text } from './fields.ts';

/** The directions mega-menu: two levels (slug, name, sub_nav). */
const DirectionNavItemSchema = v.object({
  slug: Slug,
  name: Text,
  sub_nav: v.array(v.object({ slug: Slug, name: Text })),
});
export type DirectionNavItem = v.InferOutput<typeof DirectionNavItemSchema>;

const DirectionNavSchema = v.array(DirectionNavItemSchema);

export const getDirectionNav = contentOperation('directions/get-nav/', [], DirectionNavSchema);
