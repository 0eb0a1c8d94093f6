import * as v from 'valibot';
import { FIRST_NAME_FIELD, PHONE_FIELD, RATING_FIELD, type MailFormDescription } from './form-description.ts';
import { MESSAGE, headerSafeLine, phone, rating, requiredLine, requiredText } from './rules.ts';

/** Leave a review: the name, the phone, the stars and the text, and what the review is about when it is about something. */
export const REVIEW_FORM = [
  FIRST_NAME_FIELD,
  PHONE_FIELD,
  RATING_FIELD,
  { kind: 'context', parts: ['relationType', 'relationSlug'], mailLabel: 'Про', omitWhenEmpty: true },
  {
    kind: 'textarea',
    name: 'comment',
    label: 'booking.field.review',
    mailLabel: 'Відгук',
    required: true,
    autoComplete: 'off',
  },
] as const satisfies MailFormDescription;

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
