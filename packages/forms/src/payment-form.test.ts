import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { PaymentCheckoutRequestSchema, PaymentFormSchema } from './payment-form.ts';

const valid = { firstName: 'Олена', phone: '067', subjectPayment: 'consultations', amount: '500' };

function errors(input: unknown, schema: v.GenericSchema = PaymentFormSchema): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]).reverse());
}

describe('PaymentFormSchema', () => {
  it('accepts the four fields; the phone only has to be non-empty', () => {
    expect(errors(valid)).toEqual({});
  });

  it.each(['38(050) 123-4', '38(050) 123-45-678', '38(050) 123-ab-cd'])(
    'takes the phone %s as typed, short, long or with letters',
    (phone) => {
      expect(v.parse(PaymentFormSchema, { ...valid, phone }).phone).toBe(phone);
    },
  );

  it('requires every field', () => {
    expect(errors({ firstName: ' ', phone: '', subjectPayment: '', amount: '' })).toEqual({
      firstName: 'forms.validation.required',
      phone: 'forms.validation.required',
      subjectPayment: 'forms.validation.required',
      amount: 'forms.validation.required',
    });
  });

  it.each(['0', '123456', '12.5', '-5', '5e3'])('refuses the amount %s', (amount) => {
    expect(errors({ ...valid, amount })).toEqual({ amount: 'forms.validation.incorrect' });
  });

  it.each(['1', '99999', '00500'])('takes the amount %s (1 to 5 digits)', (amount) => {
    expect(errors({ ...valid, amount })).toEqual({});
  });

  it('knows the three subjects only', () => {
    expect(errors({ ...valid, subjectPayment: 'cars' })).toEqual({ subjectPayment: 'forms.validation.required' });
  });
});

describe('PaymentCheckoutRequestSchema', () => {
  it('defaults description, locale and return path', () => {
    expect(v.parse(PaymentCheckoutRequestSchema, valid)).toEqual({
      ...valid,
      description: '',
      locale: 'uk',
      returnPath: '/',
    });
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', '/a b', '/x?y'])(
    'refuses the return path %s',
    (returnPath) => {
      expect(errors({ ...valid, returnPath }, PaymentCheckoutRequestSchema)).toEqual({
        returnPath: 'forms.validation.incorrect',
      });
    },
  );

  it('takes a percent-encoded site path', () => {
    expect(errors({ ...valid, returnPath: '/en/likari/%D0%BB%D0%BE%D1%80' }, PaymentCheckoutRequestSchema)).toEqual({});
  });
});
