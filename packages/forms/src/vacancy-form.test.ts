import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MESSAGE } from './rules.ts';
import { PHONE, WRONG_PHONES, errors } from './testing/schema-errors.ts';
import { VacancyFormSchema, VacancyMailFieldsSchema } from './vacancy-form.ts';

describe('vacancy form', () => {
  const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
  it('is valid with firstName, phone and an allowed cv, whatever the optional e-mail holds', () => {
    expect(errors(VacancyFormSchema, { firstName: 'Олена', phone: PHONE, email: '', comment: '', cv })).toEqual({});
    expect(errors(VacancyFormSchema, { firstName: 'Олена', phone: PHONE, email: 'bad@', cv })).toEqual({});
  });
  it('names every missing part', () => {
    expect(errors(VacancyFormSchema, { firstName: '', phone: '', cv: null })).toEqual({
      firstName: MESSAGE.required,
      phone: MESSAGE.required,
      cv: MESSAGE.required,
    });
  });
  it('refuses a cv of another type', () => {
    expect(
      errors(VacancyFormSchema, {
        firstName: 'Олена',
        phone: PHONE,
        cv: new File(['x'], 'cv.png', { type: 'image/png' }),
      }),
    ).toEqual({ cv: MESSAGE.cvType });
  });
  const dataUrl = `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
  /** An application as the dialog sends it, the cv read as a data URL; `fields` adds to it or overrides. */
  const onTheWire = (fields: Record<string, string>) => ({
    firstName: 'Олена',
    phone: PHONE,
    cv: { filename: 'cv.pdf', dataUrl },
    ...fields,
  });
  it('takes the cv as a data URL on the wire', () => {
    const fields = v.parse(VacancyMailFieldsSchema, onTheWire({ vacancyName: 'Лікар' }));
    expect(fields).toMatchObject({ email: '', comment: '', vacancyName: 'Лікар', cv: { filename: 'cv.pdf' } });
  });
  it('carries a filled e-mail that is no address as typed', () => {
    const fields = v.parse(VacancyMailFieldsSchema, onTheWire({ email: 'olena@' }));
    expect(fields.email).toBe('olena@');
  });
  it.each(WRONG_PHONES)('refuses the phone %s, in the dialog and at the gateway alike', (phone) => {
    const refused = { phone: MESSAGE.incorrect };
    expect(errors(VacancyFormSchema, { firstName: 'Олена', phone, cv })).toEqual(refused);
    expect(errors(VacancyMailFieldsSchema, onTheWire({ phone }))).toEqual(refused);
  });
});
