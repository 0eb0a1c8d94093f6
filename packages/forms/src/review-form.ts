import * as v from 'valibot';
import { MESSAGE, headerSafeLine, phone, rating, requiredLine, requiredText } from './rules.ts';

/** Review dialog: firstName, phone and comment required; rating 1–5, 5 by default. */
export const ReviewFormSchema = v.object(
  {
    firstName: requiredLine,
    phone,
    comment: requiredText,
    rating,
  },
  MESSAGE.required,
);

/** What reaches the gateway: the form plus what the review is about, from dialog state. */
export const ReviewMailFieldsSchema = v.object(
  {
    ...ReviewFormSchema.entries,
    relationType: v.optional(headerSafeLine, ''),
    relationSlug: v.optional(headerSafeLine, ''),
  },
  MESSAGE.required,
);
export type ReviewMailFields = v.InferOutput<typeof ReviewMailFieldsSchema>;
