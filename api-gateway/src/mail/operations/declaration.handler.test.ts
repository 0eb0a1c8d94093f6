import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE, PHONE, composeRequest, startMailForms, type MailForms } from '../testing/mail-forms.ts';

let forms: MailForms;
beforeAll(async () => {
  forms = await startMailForms();
});
afterAll(() => forms?.close());

describe('the declaration form', () => {
  it('mails a declaration to its own address', () => {
    const mail = composeRequest({
      config: 'declaration',
      page: PAGE,
      fields: { pib: 'Іваненко Олена Петрівна', phone: PHONE, birthday: '01.02.1990' },
    });
    expect(mail).toMatchObject({ to: 'family@clinic.test', subject: 'Запит на декларацію' });
    expect(mail.text).toBe(
      `ПІБ: Іваненко Олена Петрівна\nТелефон: ${PHONE}\nДата народження: 01.02.1990\nСторінка: ${PAGE}`,
    );
    expect(mail.attachments).toBeUndefined();
  });

  it('queues a plain post’s declaration and shows its page with the success state', async () => {
    const answer = await forms.post(
      '/mail/declaration',
      new URLSearchParams({
        locale: 'uk',
        page: '/declaration',
        pib: 'Іваненко Олена Петрівна',
        phone: PHONE,
        birthday: '01.02.1990',
      }),
    );
    expect(answer).toMatchObject({
      status: 200,
      address: '/declaration',
      state: { form: 'declaration', outcome: 'sent' },
    });
    expect(answer.queued).toEqual([
      {
        mail: expect.objectContaining({
          config: 'declaration',
          text: expect.stringContaining('Сторінка: http://127.0.0.1:'),
        }),
      },
    ]);
  });

  it('carries nothing from a wrong plain post into its page’s address', async () => {
    const answer = await forms.post(
      '/mail/declaration',
      new URLSearchParams({
        locale: 'uk',
        page: '/declaration',
        pib: '',
        phone: PHONE,
        birthday: '01.02.1990',
        note: 'x',
      }),
    );
    expect(answer).toMatchObject({
      status: 400,
      address: '/declaration',
      state: { outcome: 'invalid', errors: { pib: expect.any(String) } },
      queued: [],
    });
  });
});
