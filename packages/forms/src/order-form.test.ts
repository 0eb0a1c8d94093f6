import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MESSAGE } from './rules.ts';
import { PHONE, WRONG_PHONES, errors } from './testing/schema-errors.ts';
import { OrderFormSchema, OrderMailFieldsSchema } from './order-form.ts';

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
