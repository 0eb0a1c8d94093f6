import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MESSAGE } from './rules.ts';
import { VacancyFormSchema, VacancyMailFieldsSchema } from './vacancy-form.ts';

function errors(schema: v.GenericSchema, value: unknown): Record<string, string> {
  // As react-hook-form's valibot resolver runs it: the first failing rule of each field.
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

const PHONE = '38(050) 123-45-67';

/** One digit short (which was once read as another number), one too many, and letters where digits go. */
const WRONG_PHONES = ['38(050) 123-4', '38(050) 123-45-678', '38(050) 123-ab-cd'];

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
  it('takes the cv as a data URL on the wire', () => {
    const dataUrl = `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
    const fields = v.parse(VacancyMailFieldsSchema, {
      firstName: 'Олена',
      phone: PHONE,
      vacancyName: 'Лікар',
      cv: { filename: 'cv.pdf', dataUrl },
    });
    expect(fields).toMatchObject({ email: '', comment: '', vacancyName: 'Лікар', cv: { filename: 'cv.pdf' } });
  });
  it('carries a filled e-mail that is no address as typed', () => {
    const dataUrl = `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
    const fields = v.parse(VacancyMailFieldsSchema, {
      firstName: 'Олена',
      phone: PHONE,
      email: 'olena@',
      cv: { filename: 'cv.pdf', dataUrl },
    });
    expect(fields.email).toBe('olena@');
  });
  it.each(WRONG_PHONES)('refuses the phone %s, in the dialog and at the gateway alike', (phone) => {
    const dataUrl = `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
    const refused = { phone: MESSAGE.incorrect };
    expect(errors(VacancyFormSchema, { firstName: 'Олена', phone, cv })).toEqual(refused);
    const sent = { firstName: 'Олена', phone, cv: { filename: 'cv.pdf', dataUrl } };
    expect(errors(VacancyMailFieldsSchema, sent)).toEqual(refused);
  });
});
