import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESSES, PAGE, PHONE, composeRequest, startMailForms, type MailForms } from '../testing/mail-forms.ts';
import { NOT_GIVEN } from './mail-operation.ts';

let forms: MailForms;
beforeAll(async () => {
  forms = await startMailForms();
});
afterAll(() => forms?.close());

describe('the order form', () => {
  it('mails an order with Ukrainian labels, the page, and "не вказано" for an empty goal and note', () => {
    const mail = composeRequest({
      config: 'order',
      page: PAGE,
      fields: { firstName: 'Олена', phone: PHONE, goal: '' },
    });
    expect(mail).toMatchObject({ from: ADDRESSES.from, to: 'orders@clinic.test', subject: 'Запис на прийом' });
    expect(mail.text).toBe(
      `Імʼя: Олена\nТелефон: ${PHONE}\nМета візиту: ${NOT_GIVEN}\nПримітка: ${NOT_GIVEN}\nСторінка: ${PAGE}`,
    );
    expect(mail.replyTo).toBeUndefined();
  });

  it('keeps the order note and goal when given', () => {
    const mail = composeRequest({
      config: 'order',
      page: PAGE,
      fields: { firstName: 'Олена', phone: PHONE, goal: 'Консультація', note: 'Дерматологія' },
    });
    expect(mail.text).toContain('Мета візиту: Консультація\nПримітка: Дерматологія');
  });

  it('shows its page again after a wrong plain post with the note its button carried, and nothing else of the post in the address', async () => {
    const body = new URLSearchParams({
      locale: 'en',
      page: '/en/order',
      note: 'Dermatology',
      firstName: '',
      phone: PHONE,
      vacancyName: 'not this form’s',
    });
    const answer = await forms.post('/mail/order', body);
    expect(answer).toMatchObject({
      status: 400,
      address: '/en/order?note=Dermatology',
      state: { form: 'order', outcome: 'invalid', errors: { firstName: expect.any(String) } },
      queued: [],
    });
  });

  it('queues a plain post’s order with its note', async () => {
    const answer = await forms.post(
      '/mail/order',
      new URLSearchParams({
        locale: 'uk',
        page: '/order',
        note: 'Дерматологія',
        firstName: 'Олена',
        phone: PHONE,
        goal: '',
      }),
    );
    expect(answer.state).toMatchObject({ form: 'order', outcome: 'sent' });
    expect(answer.queued.map(({ mail }) => mail.text)).toEqual([expect.stringContaining('Примітка: Дерматологія')]);
  });
});
