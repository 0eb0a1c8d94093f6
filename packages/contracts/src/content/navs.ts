import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { SocialLinkSchema } from './social-link.ts';
import { Slug, Text } from './fields.ts';

/**
 * A page of a navigation list (slug, name, sub_pages). The slug is the page's
 * path without the leading slash and locale prefix; a page with sub_pages is a dropdown.
 */
const NavPageSchema = v.object({
  slug: Slug,
  name: Text,
  sub_pages: v.array(v.object({ slug: Slug, name: Text })),
});
export type NavPage = v.InferOutput<typeof NavPageSchema>;

/** `pages/get-navs/`: the three lists (header, info, footer), plus the footer's social links. */
export const NavsSchema = v.object({
  header: v.array(NavPageSchema),
  info: v.array(NavPageSchema),
  footer: v.array(NavPageSchema),
  socials: v.array(SocialLinkSchema),
});
export type Navs = v.InferOutput<typeof NavsSchema>;

export const getNavs = contentOperation('pages/get-navs/', [], NavsSchema);
