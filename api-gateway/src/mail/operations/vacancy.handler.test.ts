import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE } from '@clinic/forms/rules';
import {
  ADDRESSES,
  PAGE,
  PHONE,
  composeRequest,
  startMailForms,
  vacancyPost,
  type MailForms,
} from '../testing/mail-forms.ts';
import { NOT_GIVEN } from './mail-operation.ts';
import { vacancyOperation } from './vacancy.handler.ts';

let forms: MailForms;
beforeAll(async () => {
  forms = await startMailForms();
});
afterAll(() => forms?.close());

const PDF = Buffer.from('%PDF-1.4');
const pdfUrl = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;

describe('the vacancy form', () => {
  it('writes a filled e-mail that is no address as typed, and leaves Reply-To out', () => {
    const mail = composeRequest({
      config: 'vacancies',
      page: PAGE,
      fields: { firstName: 'Олена', email: 'olena@', phone: PHONE, cv: { filename: 'cv.pdf', dataUrl: pdfUrl(PDF) } },
    });
    expect(mail.text).toContain('Email: olena@\n');
    expect(mail.replyTo).toBeUndefined();
  });

  it('mails an application with the fixed subject, the CV attached and the visitor only in Reply-To', () => {
    const mail = composeRequest({
      config: 'vacancies',
      page: PAGE,
      fields: {
        firstName: 'Олена',
        email: 'olena@example.com',
        phone: PHONE,
        vacancyName: 'Лікар-дерматолог',
        cv: { filename: '../My CV.pdf', dataUrl: pdfUrl(PDF) },
      },
    });
    expect(mail).toMatchObject({
      from: ADDRESSES.from,
      to: 'hr@clinic.test',
      subject: 'Відгук на вакансію',
      replyTo: 'olena@example.com',
    });
    expect(mail.text).toBe(
      `Вакансія: Лікар-дерматолог\nІмʼя: Олена\nEmail: olena@example.com\nТелефон: ${PHONE}\nКоментар: ${NOT_GIVEN}\nСторінка: ${PAGE}`,
    );
    // The file's type is what its bytes are; its name, a safe base name.
    expect(mail.attachments).toEqual([{ filename: 'My CV.pdf', contentType: 'application/pdf', path: pdfUrl(PDF) }]);
  });

  it('says "не вказано" for an application without e-mail and leaves Reply-To out', () => {
    const mail = composeRequest({
      config: 'vacancies',
      page: PAGE,
      fields: { firstName: 'Олена', phone: PHONE, cv: { filename: 'cv.pdf', dataUrl: pdfUrl(PDF) } },
    });
    expect(mail.text).toContain(`Вакансія: ${NOT_GIVEN}`);
    expect(mail.text).toContain(`Email: ${NOT_GIVEN}`);
    expect(mail.replyTo).toBeUndefined();
  });

  it('refuses a CV whose bytes are not what its name says (415, naming the field)', () => {
    const request = {
      config: 'vacancies',
      page: PAGE,
      fields: {
        firstName: 'Олена',
        phone: PHONE,
        cv: { filename: 'cv.pdf', dataUrl: pdfUrl(Buffer.from('#!/bin/sh')) },
      },
    };
    expect(() => composeRequest(request)).toThrow(
      expect.objectContaining({ status: 415, fields: { cv: MESSAGE.cvType } }),
    );
  });

  it('attaches a plain post’s file as the dialog would send it', async () => {
    const answer = await forms.post(
      '/mail/vacancy',
      vacancyPost(new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'Моє резюме.pdf'),
    );
    expect(answer.state).toMatchObject({ form: 'vacancy', outcome: 'sent' });
    expect(answer.queued.map(({ mail }) => mail.attachments)).toEqual([
      [{ filename: 'Моє резюме.pdf', contentType: 'application/pdf', path: pdfUrl(PDF) }],
    ]);
  });

  it('shows its page again for a wrong plain post with the vacancy in the address and the file’s own error', async () => {
    const answer = await forms.post(
      '/mail/vacancy',
      vacancyPost(new Blob(['not a pdf'], { type: 'application/pdf' }), 'cv.pdf', { note: 'not this form’s' }),
    );
    expect(answer).toMatchObject({
      status: 415,
      address: '/vacancy?vacancy=%D0%94%D0%B5%D1%80%D0%BC%D0%B0%D1%82%D0%BE%D0%BB%D0%BE%D0%B3',
      state: { outcome: 'invalid', errors: { cv: MESSAGE.cvType } },
      queued: [],
    });
  });

  it('answers an upload past the form’s limit with its page and the file too large, at its own endpoint and at the shared one', async () => {
    const huge = new Blob([new Uint8Array(vacancyOperation.bodyLimit + 1)], { type: 'application/pdf' });
    for (const endpoint of ['/mail/vacancy', '/mail/send']) {
      const answer = await forms.post(endpoint, vacancyPost(huge, 'cv.pdf', { config: 'vacancies' }));
      expect(answer).toMatchObject({
        status: 413,
        address: '/vacancy',
        state: { form: 'vacancy', outcome: 'invalid', errors: { cv: MESSAGE.cvTooLarge } },
        queued: [],
      });
    }
  });
});
