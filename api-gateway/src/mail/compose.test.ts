import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MailRequestSchema } from '@clinic/forms/mail-request';
import { composeMail, type MailAddresses } from './compose.ts';
import { NOT_GIVEN } from './operations/mail-operation.ts';

const addresses: MailAddresses = {
  from: 'Site <no-reply@clinic.test>',
  to: { order: 'orders@clinic.test', declaration: 'family@clinic.test', review: 'reviews@clinic.test', vacancies: 'hr@clinic.test' },
};
const PHONE = '38(050) 123-45-67';
const page = 'https://clinic.test/likari';

function compose(request: unknown) {
  return composeMail(v.parse(MailRequestSchema, request), addresses);
}

describe('composeMail', () => {
  it('writes an order with Ukrainian labels, the page, and "не вказано" for an empty goal and note', () => {
    const mail = compose({ config: 'order', page, fields: { firstName: 'Олена', phone: PHONE, goal: '' } });
    expect(mail).toMatchObject({ from: addresses.from, to: 'orders@clinic.test', subject: 'Запис на прийом' });
    expect(mail.text).toBe(`Імʼя: Олена\nТелефон: ${PHONE}\nМета візиту: ${NOT_GIVEN}\nПримітка: ${NOT_GIVEN}\nСторінка: ${page}`);
    expect(mail.replyTo).toBeUndefined();
  });
  it('keeps the order note and goal when given', () => {
    const mail = compose({ config: 'order', page, fields: { firstName: 'Олена', phone: PHONE, goal: 'Консультація', note: 'Дерматологія' } });
    expect(mail.text).toContain('Мета візиту: Консультація\nПримітка: Дерматологія');
  });
  it('writes a declaration', () => {
    const mail = compose({ config: 'declaration', page, fields: { pib: 'Іваненко Олена Петрівна', phone: PHONE, birthday: '01.02.1990' } });
    expect(mail.to).toBe('family@clinic.test');
    expect(mail.text).toBe(`ПІБ: Іваненко Олена Петрівна\nТелефон: ${PHONE}\nДата народження: 01.02.1990\nСторінка: ${page}`);
  });
  it('writes a review with its rating and what it is about', () => {
    const mail = compose({ config: 'review', page, fields: { firstName: 'Олена', phone: PHONE, comment: 'Дуже\nдякую', rating: 4, relationType: 'doctor', relationSlug: 'ivanenko' } });
    expect(mail.text).toBe(`Імʼя: Олена\nТелефон: ${PHONE}\nОцінка: 4\nПро: doctor / ivanenko\nВідгук: Дуже\nдякую\nСторінка: ${page}`);
  });
  it('writes a vacancy with the fixed subject, the CV attached and the visitor only in Reply-To', () => {
    const dataUrl = `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
    const mail = compose({ config: 'vacancies', page, fields: { firstName: 'Олена', email: 'olena@example.com', phone: PHONE, vacancyName: 'Лікар-дерматолог', cv: { filename: '../My CV.pdf', dataUrl } } });
    expect(mail.subject).toBe('Відгук на вакансію');
    expect(mail.from).toBe(addresses.from);
    expect(mail.replyTo).toBe('olena@example.com');
    expect(mail.text).toBe(`Вакансія: Лікар-дерматолог\nІмʼя: Олена\nEmail: olena@example.com\nТелефон: ${PHONE}\nКоментар: ${NOT_GIVEN}\nСторінка: ${page}`);
    // The file's type is what its bytes are; its name, a safe base name.
    expect(mail.attachments).toEqual([{ filename: 'My CV.pdf', contentType: 'application/pdf', path: dataUrl }]);
  });
  it('says "не вказано" for a vacancy without e-mail and leaves Reply-To out', () => {
    const dataUrl = `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
    const mail = compose({ config: 'vacancies', page, fields: { firstName: 'Олена', phone: PHONE, cv: { filename: 'cv.pdf', dataUrl } } });
    expect(mail.text).toContain(`Вакансія: ${NOT_GIVEN}`);
    expect(mail.text).toContain(`Email: ${NOT_GIVEN}`);
    expect(mail.replyTo).toBeUndefined();
  });
  it('writes a filled e-mail that is no address as typed, and leaves Reply-To out', () => {
    const dataUrl = `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
    const mail = compose({ config: 'vacancies', page, fields: { firstName: 'Олена', email: 'olena@', phone: PHONE, cv: { filename: 'cv.pdf', dataUrl } } });
    expect(mail.text).toContain('Email: olena@\n');
    expect(mail.replyTo).toBeUndefined();
  });
  it('refuses a CV whose bytes are not what its name says (415, naming the field)', () => {
    const dataUrl = `data:application/pdf;base64,${Buffer.from('#!/bin/sh').toString('base64')}`;
    expect(() => compose({ config: 'vacancies', page, fields: { firstName: 'Олена', phone: PHONE, cv: { filename: 'cv.pdf', dataUrl } } })).toThrow(expect.objectContaining({ status: 415, fields: { cv: 'forms.validation.cvType' } }));
  });
});
