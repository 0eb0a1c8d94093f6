import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MESSAGE } from './rules.ts';
import { HONEYPOT_FIELD, MailRequestSchema, fieldErrors } from './mail-request.ts';

const PHONE = '38(050) 123-45-67';

function fieldsOf(value: unknown): Record<string, string> {
  const result = v.safeParse(MailRequestSchema, value);
  return result.success ? {} : fieldErrors(result.issues);
}

describe('mail request', () => {
  it('accepts each config with its own fields', () => {
    const page = 'https://clinic.example/contacts';
    expect(fieldsOf({ config: 'order', page, fields: { firstName: 'Олена', phone: PHONE } })).toEqual({});
    expect(
      fieldsOf({ config: 'declaration', page, fields: { pib: 'Іваненко', phone: PHONE, birthday: '01.02.1990' } }),
    ).toEqual({});
    expect(
      fieldsOf({ config: 'review', page, fields: { firstName: 'Олена', phone: PHONE, comment: 'Дякую' } }),
    ).toEqual({});
    const dataUrl = `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
    expect(
      fieldsOf({
        config: 'vacancies',
        page,
        fields: { firstName: 'Олена', phone: PHONE, cv: { filename: 'cv.pdf', dataUrl } },
      }),
    ).toEqual({});
  });
  it('names each bad field by its form name', () => {
    expect(fieldsOf({ config: 'order', page: '/', fields: { firstName: '', phone: '38(050)' } })).toEqual({
      firstName: MESSAGE.required,
      phone: MESSAGE.incorrect,
    });
    expect(
      fieldsOf({
        config: 'vacancies',
        page: '/',
        fields: { firstName: 'Олена', phone: PHONE, cv: { filename: 'cv.pdf', dataUrl: 'x' } },
      }),
    ).toEqual({ cv: MESSAGE.cvType });
  });
  it('refuses an unknown config and a missing page', () => {
    expect(fieldsOf({ config: 'spam', page: '/', fields: {} })).toEqual({ config: MESSAGE.incorrect });
    expect(fieldsOf({ config: 'order', fields: { firstName: 'Олена', phone: PHONE } })).toEqual({
      page: MESSAGE.required,
    });
    expect(fieldsOf({ config: 'order', page: '/\r\nX: y', fields: { firstName: 'Олена', phone: PHONE } })).toEqual({
      page: MESSAGE.incorrect,
    });
  });
  it('lets the honeypot through for the gateway to judge', () => {
    const parsed = v.parse(MailRequestSchema, {
      config: 'order',
      page: '/',
      fields: { firstName: 'Bot', phone: PHONE },
      [HONEYPOT_FIELD]: 'http://spam',
    });
    expect(parsed[HONEYPOT_FIELD]).toBe('http://spam');
  });
});
