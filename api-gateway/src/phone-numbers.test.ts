import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from './mail/compose.ts';
import { postMail } from './mail/testing/post-mail.ts';
import { openSqlitePaymentStore } from './payment/sqlite-payment-store.ts';
import type { PaymentStore } from './payment/payment-store.ts';
import { startGateway, type RunningMailGateway } from './testing/start-gateway.ts';

// What the gateway does with a phone the browser's rules would have refused: a mail form answers 400 naming
// the phone and mails nothing; nothing is read as another number. The payment form only needs a phone.

const PHONE = '38(050) 123-45-67';
/** One digit short (which was once mailed as `38(038) 050-12-34`), one too many, and letters where digits go. */
const WRONG_PHONES = ['38(050) 123-4', '38(050) 123-45-678', '38(050) 123-ab-cd'];
const page = 'http://127.0.0.1/contacts';
const cv = {
  filename: 'cv.pdf',
  dataUrl: `data:application/pdf;base64,${Buffer.from('%PDF-1.7\n').toString('base64')}`,
};

/** Each mail form's request with the given phone, as its dialog sends it. */
const FORMS = {
  order: (phone: string) => ({ config: 'order', page, fields: { firstName: 'Олена', phone, goal: '' } }),
  declaration: (phone: string) => ({
    config: 'declaration',
    page,
    fields: { pib: 'Іваненко Олена Петрівна', phone, birthday: '01.02.1990' },
  }),
  review: (phone: string) => ({
    config: 'review',
    page,
    fields: { firstName: 'Олена', phone, comment: 'Дякую', relationType: 'doctor', relationSlug: 'olena-kovalenko' },
  }),
  vacancies: (phone: string) => ({
    config: 'vacancies',
    page,
    fields: { firstName: 'Олена', phone, vacancyName: 'Лікар-дерматолог', cv },
  }),
};

let dir: string;
let gateway: RunningMailGateway;
let payments: PaymentStore;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phone-numbers-'));
  payments = openSqlitePaymentStore(path.join(dir, 'payments.sqlite'));
  gateway = await startGateway({
    env: { DATA_DIR: dir, RATE_LIMIT_MAX: '0', CV_RATE_LIMIT_MAX: '0' },
    payments,
    mail: { startWorker: false },
  });
});
// Each test sees only what it queued itself.
afterEach(async () => {
  while (await gateway.mail.outbox.claim());
});
afterAll(async () => {
  await gateway?.close();
  await payments?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function queuedMails(): Promise<OutgoingMail[]> {
  const mails: OutgoingMail[] = [];
  for (let job = await gateway.mail.outbox.claim(); job; job = await gateway.mail.outbox.claim())
    if (job.kind === 'mail') mails.push(job.payload as OutgoingMail);
  return mails;
}

describe.each(Object.entries(FORMS))('POST /mail/send, the %s form', (_config, request) => {
  it.each(WRONG_PHONES)('answers 400 naming the phone %s as incorrect, and mails nothing', async (phone) => {
    const response = await postMail(gateway.url, request(phone));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: object } }).error.fields).toEqual({
      phone: 'forms.validation.incorrect',
    });
    expect(await queuedMails()).toEqual([]);
  });

  it('mails the masked number as it was written', async () => {
    expect((await postMail(gateway.url, request(PHONE))).status).toBe(202);
    const [mail] = await queuedMails();
    expect(mail!.text.split('\n')).toContain(`Телефон: ${PHONE}`);
  });
});

describe('POST /payment/checkout', () => {
  const form = { firstName: 'Олена', subjectPayment: 'services', amount: '500', locale: 'uk', returnPath: '/' };
  const checkout = (phone: string) =>
    fetch(`${gateway.url}/payment/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...form, phone }),
    });

  it.each(WRONG_PHONES)('takes the phone %s, which it only needs filled, and records it as typed', async (phone) => {
    const response = await checkout(phone);
    expect(response.status).toBe(200);
    const { fields } = (await response.json()) as { fields: { order: string } };
    expect((await payments.find(fields.order))?.phone).toBe(phone);
  });

  it('answers 400 naming an empty phone as required', async () => {
    const response = await checkout('');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: object } }).error.fields).toEqual({
      phone: 'forms.validation.required',
    });
  });
});
