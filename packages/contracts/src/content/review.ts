import * as v from 'valibot';
import { contentOperation } from './operation.ts';
import { PROMO_RELATION_TYPES } from './promo-dialog.ts';
import { LOCALES } from '../locale.ts';
import { Text } from './fields.ts';

/** What a review can be about: whatever a promo pop-up can be tied to, and a clinic. */
export const REVIEW_RELATION_TYPES = [...PROMO_RELATION_TYPES, 'clinic'] as const;

/** A published review as a page shows it: never the phone, which only the clinic sees. */
export const ReviewSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: Text,
  comment: Text,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  created_at: v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp')),
  /** The language the review was written in: a review shows in both locales, marked as its own. */
  lang: v.optional(v.picklist(LOCALES)),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

const ReviewListSchema = v.array(ReviewSchema);

/** The published reviews of one doctor, direction or other page, newest first. */
export const getReviews = contentOperation(
  'reviews/get-reviews/',
  ['relation_type', 'relation_slug'],
  ReviewListSchema,
);

export interface ReviewSummary {
  /** The mean rating, rounded to one decimal. */
  ratingValue: number;
  reviewCount: number;
}

/** The average a page states (schema.org `aggregateRating`); undefined when there are no reviews. */
export function reviewSummary(reviews: readonly Pick<Review, 'rating'>[]): ReviewSummary | undefined {
  if (reviews.length === 0) return undefined;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { ratingValue: Math.round((total / reviews.length) * 10) / 10, reviewCount: reviews.length };
}
