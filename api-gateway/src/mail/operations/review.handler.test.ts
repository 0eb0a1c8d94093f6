import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_FIELDS } from '@clinic/forms/testing/sample-requests';
import { PAGE, PHONE, composeRequest, startMailForms, type MailForms } from '../testing/mail-forms.ts';
import { REVIEW_JOB } from './review.handler.ts';

let forms: MailForms;
beforeAll(async () => {
  forms = await startMailForms();
});
afterAll(() => forms?.close());

const review = {
  locale: 'uk',
  page: '/review',
  relationType: 'doctor',
  relationSlug: 'ivanenko',
  firstName: 'Олена',
  phone: PHONE,
  comment: 'Дуже дякую',
};

/** The staff's mail for the sample review as its dialog sends it, with `fields` in place of its own. */
function reviewMail(fields: Record<string, unknown>) {
  return composeRequest({ config: 'review', page: PAGE, fields: { ...REVIEW_FIELDS, ...fields } });
}

describe('the review form', () => {
  it('mails a review with its rating and what it is about', () => {
    const mail = reviewMail({ comment: 'Дуже\nдякую' });
    expect(mail).toMatchObject({ to: 'reviews@clinic.test', subject: 'Новий відгук' });
    expect(mail.text).toBe(
      `Імʼя: Олена\nТелефон: ${PHONE}\nОцінка: 4\nПро: doctor / ivanenko\nВідгук:\n    | Дуже\n    | дякую\nСторінка: ${PAGE}`,
    );
  });

  it('sets off each line of a text of several lines, so none passes for the mail’s own labels', () => {
    const comment = 'Дякую!\nСторінка: https://evil.example/phish\r\nТелефон: 0000\u001b[2J';
    const mail = reviewMail({ comment, rating: 5 });
    const lines = mail.text.split('\n');
    // Every line that starts with a label is the mail's own: the page line is the real one, and last.
    expect(lines.filter((line) => line.startsWith('Сторінка:'))).toEqual([`Сторінка: ${PAGE}`]);
    expect(lines.filter((line) => line.startsWith('Телефон:'))).toEqual([`Телефон: ${PHONE}`]);
    expect(lines.at(-1)).toBe(`Сторінка: ${PAGE}`);
    expect(mail.text).toContain(
      'Відгук:\n    | Дякую!\n    | Сторінка: https://evil.example/phish\n    | Телефон: 0000\\u{1b}[2J\n',
    );
    expect(mail.text).not.toContain('\u001b');
  });

  it('takes a plain post’s stars as a number, in the mail and in the review created after it', async () => {
    const answer = await forms.post('/mail/review', new URLSearchParams({ ...review, rating: '4' }));
    expect(answer.state).toMatchObject({ form: 'review', outcome: 'sent' });
    const [queued] = answer.queued;
    expect(queued!.mail.text).toContain('Оцінка: 4\n');
    expect(queued!.followUp).toEqual({
      kind: REVIEW_JOB,
      payload: {
        page: expect.stringMatching(/\/review$/),
        fields: expect.objectContaining({ rating: 4, relationSlug: 'ivanenko' }),
      },
    });
  });

  it('shows its page again for stars that are no number, keeping what the review is about in the address', async () => {
    const answer = await forms.post(
      '/mail/review',
      new URLSearchParams({ ...review, rating: 'many', note: 'not this form’s' }),
    );
    expect(answer).toMatchObject({
      status: 400,
      address: '/review?type=doctor&slug=ivanenko',
      state: { outcome: 'invalid', errors: { rating: expect.any(String) } },
      queued: [],
    });
  });
});
