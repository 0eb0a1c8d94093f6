import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { OutgoingMail } from './mail/compose.ts';
import { vacancyPost } from './mail/testing/mail-forms.ts';
import { databaseFile } from './store/sqlite-database.ts';
import { startGateway, type RunningMailGateway } from './testing/start-gateway.ts';
import { decodePaymentData } from './payment/platon-sign.ts';

// The forms' plain HTML posts, for visitors whose browser runs no script: the same endpoint, rules and
// outbox as the dialogs' JSON, answered with the form's page in the site's layout.

const PHONE = '38(050) 123-45-67';

let dir: string;
let gateway: RunningMailGateway;

/** How many messages the outbox held when the running test began: it sees only its own. */
let before = 0;

// One gateway for the file: each test reads only what it queued itself.
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-answers-'));
  gateway = await startGateway({ env: { DATA_DIR: dir, RATE_LIMIT_MAX: '0' }, mail: { startWorker: false } });
});
beforeEach(() => {
  before = allQueued().length;
});
afterAll(async () => {
  await gateway?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function postForm(
  body: URLSearchParams | FormData,
  headers: Record<string, string> = {},
  pathname = '/mail/send',
): Promise<Response> {
  return fetch(`${gateway.url}${pathname}`, { method: 'POST', body, headers: { Origin: gateway.url, ...headers } });
}

const postPayment = (body: URLSearchParams, headers: Record<string, string> = {}) =>
  postForm(body, headers, '/payment/checkout');

/** The messages this test queued, as composed. */
const queued = (): OutgoingMail[] => allQueued().slice(before);

function allQueued(): OutgoingMail[] {
  const db = new Database(databaseFile(dir), { readonly: true });
  try {
    return (
      db.prepare(`SELECT payload FROM outbox WHERE kind = 'mail' ORDER BY created_at, rowid`).all() as {
        payload: string;
      }[]
    ).map((row) => JSON.parse(row.payload) as OutgoingMail);
  } finally {
    db.close();
  }
}

/** The text of the page's main part, tags dropped. */
async function mainText(response: Response): Promise<string> {
  const html = await response.text();
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('a plain form post to a mail form’s endpoint', () => {
  it('queues the order like the dialog’s and answers the order page with the dialog’s success text', async () => {
    // As the order page posts it: to the order form's own endpoint, naming no config.
    const response = await postForm(
      new URLSearchParams({
        locale: 'uk',
        page: '/order?note=Dermatology',
        note: 'Запис до дерматолога',
        firstName: 'Олена',
        phone: PHONE,
        goal: '',
      }),
      {},
      '/mail/order',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="uk">');
    expect(html).toContain('Ваша заявка успішно надіслана');
    // The page's frame is there: the header and the footer of the site.
    expect(html).toMatch(/<header class="header"/);
    const [mail] = queued();
    expect(mail).toMatchObject({ config: 'order', subject: 'Запис на прийом' });
    expect(mail!.text).toContain('Олена');
    expect(mail!.text).toContain('Запис до дерматолога');
    // The page's address in the mail is absolute, as the dialog's.
    expect(mail!.text).toContain(`${gateway.url}/order?note=Dermatology`);
  });

  it('answers 400 with the form again: each field’s error, the visitor’s input kept, nothing queued', async () => {
    const response = await postForm(
      new URLSearchParams({
        config: 'declaration',
        locale: 'uk',
        page: '/declaration',
        pib: 'Олена Петрівна Коваль',
        phone: '38(050) 12',
        birthday: '',
      }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Олена Петрівна Коваль"');
    expect(html).toContain('value="38(050) 12"');
    expect(html).toMatch(/aria-invalid="true"[^>]*name="phone"|name="phone"[^>]*aria-invalid="true"/);
    const text = (await mainText(new Response(html))).trim();
    expect(text).toContain('Некоректний формат');
    expect(text).toContain('Це поле обовʼязкове');
    expect(queued()).toEqual([]);
  });

  it('answers in English on the English form', async () => {
    const review = (comment: string) =>
      postForm(
        new URLSearchParams({
          config: 'review',
          locale: 'en',
          page: '/en/review',
          relationType: 'doctor',
          relationSlug: 'olena-kovalenko',
          firstName: 'Olena',
          phone: PHONE,
          rating: '4',
          comment,
        }),
      );
    const response = await review('');
    expect(response.status).toBe(400);
    const text = await mainText(response);
    expect(text).toContain('Leave a review');
    expect(text).toContain('Required');
    const sent = await review('Very kind.');
    expect(sent.status).toBe(200);
    expect(await mainText(sent)).toContain('Your review has been sent and will be published soon');
    expect(queued()[0]!.text).toContain('Very kind.');
  });

  it('takes the vacancy form as multipart with its CV, checked by its content like the dialog’s', async () => {
    const form = (bytes: Buffer, name: string) =>
      vacancyPost(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
    const fake = await postForm(form(Buffer.from('not a pdf at all'), 'cv.pdf'), {}, '/mail/vacancy');
    expect(fake.status).toBe(415);
    const fakeText = await mainText(fake);
    expect(fakeText).toContain('Лише файли doc, docx або pdf');
    expect(queued()).toEqual([]);

    const sent = await postForm(form(Buffer.from('%PDF-1.7\n%real enough\n'), 'Моє резюме.pdf'), {}, '/mail/vacancy');
    expect(sent.status).toBe(200);
    expect(await mainText(sent)).toContain('Ваше резюме відправлено успішно');
    const [mail] = queued();
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ filename: 'Моє резюме.pdf', contentType: 'application/pdf' }),
    ]);
    expect(mail!.text).toContain('Дерматолог');
  });

  it('names the CV as missing when the file input was left empty', async () => {
    const response = await postForm(vacancyPost(new Blob([]), '', { config: 'vacancies' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/name="cv"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="cv"/);
  });

  it('refuses a post from another site, drops a bot’s, and names an unknown form', async () => {
    const body = new URLSearchParams({
      config: 'order',
      locale: 'uk',
      page: '/order',
      firstName: 'Олена',
      phone: PHONE,
    });
    const crossSite = await postForm(body, { Origin: 'https://elsewhere.example' });
    expect(crossSite.status).toBe(403);
    const bot = await postForm(new URLSearchParams({ ...Object.fromEntries(body), website: 'http://spam.example' }));
    expect(bot.status).toBe(200);
    expect(await mainText(bot)).toContain('Ваша заявка успішно надіслана');
    expect(queued()).toEqual([]);
    const unknown = await postForm(new URLSearchParams({ config: 'newsletter' }));
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { fields: object } }).error.fields).toEqual({
      config: 'forms.validation.incorrect',
    });
    const broken = await postForm(new URLSearchParams(), { 'Content-Type': 'multipart/form-data; boundary=x' });
    expect(broken.status).toBe(400);
  });
});

/** The hidden inputs of the form whose action is `action`, by name, as the page renders them. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
    fields[name!] = value!.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return fields;
}

describe('a plain form post to /payment/checkout', () => {
  const payment = {
    locale: 'uk',
    firstName: 'Олена',
    phone: PHONE,
    subjectPayment: 'services',
    amount: '500',
    description: 'Консультація дерматолога',
  };

  it('answers the payment page holding the signed provider form, which the provider takes', async () => {
    const response = await postPayment(new URLSearchParams(payment));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(`action="${gateway.url}/payment/sandbox"`);
    const fields = hiddenFields(html.slice(html.indexOf('data-testid="payment-checkout"')));
    expect(fields).toMatchObject({
      payment: 'CC',
      req_token: 'Y',
      first_name: 'Олена',
      url: `${gateway.url}/payment?payment-success`,
      error_url: `${gateway.url}/payment?payment-error`,
    });
    expect(fields.sign).toMatch(/^[0-9a-f]{32}$/i);
    expect(decodePaymentData(fields.data!)).toMatchObject({
      amount: '500.00',
      currency: 'UAH',
      description: 'Послуги: Консультація дерматолога',
    });
    // The sandbox checks the signature as the provider would.
    const provider = await fetch(`${gateway.url}/payment/sandbox`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    expect(provider.status).toBe(200);
    expect(await provider.text()).toContain('500.00 UAH');
  });

  it('answers the same order to the page sent again with its key, and a new one to a new page', async () => {
    const pageKey = async () => {
      const html = await (await fetch(`${gateway.url}/payment`)).text();
      return /<input type="hidden" name="idempotency_key" value="([^"]*)"/.exec(html)![1]!;
    };
    const orderOf = async (key: string, amount = payment.amount) => {
      const response = await postPayment(new URLSearchParams({ ...payment, amount, idempotency_key: key }));
      const html = await response.text();
      return {
        status: response.status,
        html,
        order: hiddenFields(html.slice(html.indexOf('data-testid="payment-checkout"'))).order,
      };
    };
    const key = await pageKey();
    // A reload of the answer, or Back and "pay" again: the browser sends the form as it was.
    const [first, again] = [await orderOf(key), await orderOf(key)];
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.order).toMatch(/^practice-/);
    expect(again.order).toBe(first.order);
    expect((await orderOf(await pageKey())).order).not.toBe(first.order);
    // The key with another amount: refused, the form shown again to send from a fresh page.
    const misused = await orderOf(key, '700');
    expect(misused.status).toBe(422);
    expect(misused.order).toBeUndefined();
    expect(misused.html).toContain('value="700"');
  });

  it('answers 400 with the form again: each field’s error, the input kept, no payment made', async () => {
    const response = await postPayment(
      new URLSearchParams({ ...payment, locale: 'en', subjectPayment: '', amount: '123456' }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('value="123456"');
    expect(html).toContain('value="Олена"');
    expect(html).not.toContain('name="sign"');
    const text = await mainText(new Response(html));
    expect(text).toContain('Required');
    expect(text).toContain('Incorrect format');
  });

  it('refuses a post from another site', async () => {
    expect((await postPayment(new URLSearchParams(payment), { Origin: 'https://elsewhere.example' })).status).toBe(403);
  });

  it('answers a visitor past the limit of posts with the page and the error every failed send shows, not JSON', async () => {
    const limited = await startGateway({ env: { DATA_DIR: dir, RATE_LIMIT_MAX: '1' }, mail: { startWorker: false } });
    try {
      const post = () =>
        fetch(`${limited.url}/payment/checkout`, {
          method: 'POST',
          body: new URLSearchParams({ ...payment, locale: 'en' }),
          headers: { Origin: limited.url, Referer: `${limited.url}/en/payment?amount=500&desc=Dermatologist` },
        });
      expect((await post()).status).toBe(200);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await refused.text();
      expect(html).toContain('<html lang="en">');
      expect(await mainText(new Response(html))).toContain('Oops, something went wrong!');
      expect(html).toMatch(/<form[^>]*action="\/payment\/checkout"/);
      // The form as the page it came from offered it: its amount and what it pays for.
      expect(html).toMatch(/name="amount"[^>]*value="500"|value="500"[^>]*name="amount"/);
      expect(await mainText(new Response(html))).toContain('Dermatologist');
    } finally {
      await limited.close();
    }
  });
});
