import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MESSAGE } from './rules.ts';
import { ReviewFormSchema, ReviewMailFieldsSchema } from './review-form.ts';

function errors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  // As react-hook-form's valibot resolver runs it: the first failing rule of each field.
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

const PHONE = '38(050) 123-45-67';

/** One digit short (which was once read as another number), one too many, and letters where digits go. */
const WRONG_PHONES = ['38(050) 123-4', '38(050) 123-45-678', '38(050) 123-ab-cd'];

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
    const fields = v.parse(ReviewMailFieldsSchema, {
      firstName: 'Олена',
      phone: PHONE,
      comment: 'Дякую',
      rating: 4,
      relationType: 'doctor',
      relationSlug: 'ivanenko',
    });
    expect(fields).toMatchObject({ rating: 4, relationType: 'doctor', relationSlug: 'ivanenko' });
  });
  it.each(WRONG_PHONES)('refuses the phone %s, in the dialog and at the gateway alike', (phone) => {
    for (const schema of [ReviewFormSchema, ReviewMailFieldsSchema])
      expect(errors(schema, { firstName: 'Олена', phone, comment: 'Дякую' })).toEqual({ phone: MESSAGE.incorrect });
  });
});
