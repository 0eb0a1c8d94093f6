import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MESSAGE } from './rules.ts';
import { OrderFormSchema, OrderMailFieldsSchema } from './order-form.ts';

function errors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  // As react-hook-form's valibot resolver runs it: the first failing rule of each field.
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

const PHONE = '38(050) 123-45-67';

/** One digit short (which was once read as another number), one too many, and letters where digits go. */
const WRONG_PHONES = ['38(050) 123-4', '38(050) 123-45-678', '38(050) 123-ab-cd'];

describe('order form', () => {
  it('needs firstName and phone; goal is optional', () => {
    expect(errors(OrderFormSchema, { firstName: '', phone: '', goal: '' })).toEqual({
      firstName: MESSAGE.required,
      phone: MESSAGE.required,
    });
    expect(v.parse(OrderFormSchema, { firstName: 'Олена', phone: PHONE })).toEqual({
      firstName: 'Олена',
      phone: PHONE,
      goal: '',
    });
  });
  it('carries the dialog note to the gateway', () => {
    expect(v.parse(OrderMailFieldsSchema, { firstName: 'Олена', phone: PHONE, note: 'Дерматологія' }).note).toBe(
      'Дерматологія',
    );
  });
  it.each(WRONG_PHONES)('refuses the phone %s, in the dialog and at the gateway alike', (phone) => {
    for (const schema of [OrderFormSchema, OrderMailFieldsSchema])
      expect(errors(schema, { firstName: 'Олена', phone })).toEqual({ phone: MESSAGE.incorrect });
  });
});
