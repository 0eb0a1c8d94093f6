import { REVIEW_FORM } from '@clinic/forms/review-form';
import { TEXT_FORM_BODY_LIMIT, type MailOperation } from './mail-operation.ts';

/** The outbox job that creates the review, queued to follow its mail. */
export const REVIEW_JOB = 'review';

/** Leave a review: mailed first, then created (stored, or forwarded to the CMS) once the mail has gone out. */
export const reviewOperation: MailOperation<'review'> = {
  config: 'review',
  bodyLimit: TEXT_FORM_BODY_LIMIT,
  subject: 'Новий відгук',
  form: REVIEW_FORM,
  followUp: ({ page, fields }) => ({ kind: REVIEW_JOB, payload: { page, fields } }),
  // A form post's values are text: the stars chosen come as "4".
  fieldsOfPost: (values) => ({ ...values, ...(values.rating && { rating: Number(values.rating) }) }),
};
