import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MESSAGE } from './rules.ts';
import { DeclarationFormSchema } from './declaration-form.ts';

function errors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  // As react-hook-form's valibot resolver runs it: the first failing rule of each field.
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

const PHONE = '38(050) 123-45-67';

/** One digit short (which was once read as another number), one too many, and letters where digits go. */
const WRONG_PHONES = ['38(050) 123-4', '38(050) 123-45-678', '38(050) 123-ab-cd'];

describe('declaration form', () => {
  it('needs pib, phone and birthday', () => {
    expect(errors(DeclarationFormSchema, {})).toEqual({
      pib: MESSAGE.required,
      phone: MESSAGE.required,
      birthday: MESSAGE.required,
    });
    expect(errors(DeclarationFormSchema, { pib: 'Іваненко Олена', phone: '38(050) 1', birthday: '01.02' })).toEqual({
      phone: MESSAGE.incorrect,
      birthday: MESSAGE.incorrect,
    });
    expect(errors(DeclarationFormSchema, { pib: 'Іваненко Олена', phone: PHONE, birthday: '01.02.1990' })).toEqual({});
  });
  it.each(WRONG_PHONES)('refuses the phone %s', (phone) => {
    expect(errors(DeclarationFormSchema, { pib: 'Іваненко Олена', phone, birthday: '01.02.1990' })).toEqual({
      phone: MESSAGE.incorrect,
    });
  });
});
