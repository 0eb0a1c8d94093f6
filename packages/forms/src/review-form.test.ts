import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MESSAGE } from './rules.ts';
import { REVIEW_FIELDS } from './testing/sample-requests.ts';
import { PHONE, WRONG_PHONES, errors } from './testing/schema-errors.ts';
import { ReviewFormSchema, ReviewMailFieldsSchema } from './review-form.ts';

describe('review form', () => {
  it('needs firstName, phone and comment; rating defaults to 5', () => {
    expect(errors(ReviewFormSchema, {})).toEqual({
      firstName: MESSAGE.required,
      phone: MESSAGE.required,
      comment: MESSAGE.required,
    });
    expect(v.parse(ReviewFormSchema, { firstName: 'Олена', phone: PHONE, comment: 'Дякую' }).rating).toBe(5);
  });
  it('carries what the review is about', () => {
    const fields = v.parse(ReviewMailFieldsSchema, REVIEW_FIELDS);
    expect(fields).toMatchObject({ rating: 4, relationType: 'doctor', relationSlug: 'ivanenko' });
  });
  it.each(WRONG_PHONES)('refuses the phone %s, in the dialog and at the gateway alike', (phone) => {
    for (const schema of [ReviewFormSchema, ReviewMailFieldsSchema])
      expect(errors(schema, { firstName: 'Олена', phone, comment: 'Дякую' })).toEqual({ phone: MESSAGE.incorrect });
  });
});
