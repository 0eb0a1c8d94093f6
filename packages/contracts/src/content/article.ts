import * as v from 'valibot';
import { ArticleBodySchema } from './article-body.ts';
import { DoctorRef, ImageUrl, IsoDate, Picture, Ref, Slug, Text } from './fields.ts';

/**
 * The fields a disease and a blog post share as articles: a page of a category with its picture, an
 * excerpt for its card, the text, the doctor who checked its medical facts, and its own meta tags.
 */
export const ArticleEntries = {
  slug: Slug,
  category: Ref,
  image: ImageUrl,
  excerpt: Text,
  body: ArticleBodySchema,
  picture: v.optional(Picture),
  /** The doctor who checked the article's medical facts. */
  reviewed_by: v.optional(DoctorRef),
  /** When a doctor last reviewed the text; `lastReviewed` of its structured data and `lastmod` of the sitemap. */
  last_reviewed: v.optional(IsoDate),
  meta_title: Text,
  meta_description: Text,
};
