import { describe, expect, it } from 'vitest';
import { MESSAGE } from './rules.ts';
import { PHONE, WRONG_PHONES, errors } from './testing/schema-errors.ts';
import { DeclarationFormSchema } from './declaration-form.ts';

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
