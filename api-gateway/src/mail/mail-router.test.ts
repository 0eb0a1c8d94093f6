import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { openDatabase } from '../store/sqlite-database.ts';
import { SqliteOutboxStore } from '../outbox/outbox-store.ts';
import { compoundFile } from './testing/compound-file.ts';
import type { Env } from '../config/config.ts';
import { startGateway, type MailOptions, type RunningMailGateway } from '../testing/start-gateway.ts';
import { postMail } from './testing/post-mail.ts';

const PHONE = '38(050) 123-45-67';
const page = 'http://127.0.0.1/contacts';
const order = { config: 'order', page, fields: { firstName: 'Олена', phone: PHONE, goal: '' } };

let dir: string;
let gateway: RunningMailGateway;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-router-'));
});
afterEach(async () => {
  await gateway?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The gateway with its mail part; the worker off, so what is accepted stays in the outbox. */
function start(mail: MailOptions = {}, env: Env = {}): Promise<RunningMailGateway> {
  return startGateway({
    env: { DATA_DIR: dir, RATE_LIMIT_MAX: '0', CV_RATE_LIMIT_MAX: '0', ...env },
    mail: { startWorker: false, ...mail },
  });
}

function vacancy(bytes: Buffer, filename = 'cv.pdf') {
  return {
    config: 'vacancies',
    page,
    fields: {
      firstName: 'Олена',
      phone: PHONE,
      cv: { filename, dataUrl: `data:application/pdf;base64,${bytes.toString('base64')}` },
    },
  };
}

/** The vacancy form as a browser without scripts posts it (multipart, with a CV of `cvBytes`), from the page at `from`. */
function postPlainVacancy(url: string, cvBytes: number, from = '/vacancy'): Promise<Response> {
  const cv = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(cvBytes - 9)]);
  const data = new FormData();
  for (const [name, value] of Object.entries({ firstName: 'Олена', phone: PHONE, vacancyName: 'Дерматолог' }))
    data.set(name, value);
  data.set('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
  return fetch(`${url}/mail/vacancy`, {
    method: 'POST',
    body: data,
    headers: { Origin: url, Referer: `${url}${from}` },
  });
}

/** What a visitor without scripts sees of a refusal: the form's page, with the error every failed send shows. */
async function expectFailedFormPage(response: Response, title: string): Promise<void> {
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain(title);
  expect(html).toMatch(/<form[^>]*action="\/mail\/vacancy"/);
}

/**
 * The gateway with a budget of 1 MB of uploads in flight, and a CV of 600 KB in flight: read, and held on its
 * way into the outbox until `release()`. Another such CV does not fit beside it.
 */
async function startWithUploadInFlight(env: Env) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  gateway = await start(
    {
      outbox: (real) => ({
        enqueueSoon: async (...args) => {
          if (!holding) {
            holding = true;
            await held;
          }
          return real.enqueueSoon(...args);
        },
      }),
    },
    { UPLOADS_IN_FLIGHT_MAX_BYTES: String(1024 * 1024), ...env },
  );
  const cv = vacancy(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(600 * 1024)]));
  const inFlight = postMail(gateway.url, cv);
  await vi.waitFor(() => expect(holding).toBe(true));
  return { cv, inFlight, release };
}

describe('POST /mail/send', () => {
  it('answers 202 with the outbox id once the message is on disk', async () => {
    gateway = await start();
    const response = await postMail(gateway.url, order);
    expect(response.status).toBe(202);
    const body = (await response.json()) as { id: string; status: string };
    expect(body.status).toBe('queued');
    expect(await gateway.mail.outbox.get(body.id)).toMatchObject({ kind: 'mail', status: 'pending' });
  });

  it('does not answer before the outbox write has committed', async () => {
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    gateway = await start({
      outbox: (real) => ({ enqueueSoon: async (...args) => (await committed, real.enqueueSoon(...args)) }),
    });
    let answered = false;
    const response = postMail(gateway.url, order).then((result) => ((answered = true), result));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    expect((await gateway.mail.outbox.counts()).pending).toBe(0);

    commit();
    const result = await response;
    expect(result.status).toBe(202);
    const { id } = (await result.json()) as { id: string };
    expect((await gateway.mail.outbox.get(id))?.status).toBe('pending');
  });

  it('answers a JSON 500, never 202, when the outbox cannot be written', async () => {
    const broken = openDatabase(path.join(dir, 'broken.sqlite'));
    const brokenOutbox = new SqliteOutboxStore(broken);
    broken.close();
    gateway = await start({ outbox: () => brokenOutbox });
    const response = await postMail(gateway.url, order);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { status: 500, message: 'Internal server error' } });
    expect((await gateway.mail.outbox.counts()).pending).toBe(0);
  });

  it('answers 400 naming each bad field with its message key', async () => {
    gateway = await start();
    const response = await postMail(gateway.url, {
      config: 'declaration',
      page,
      fields: { pib: '', phone: '38(050) 12', birthday: '01.02' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        status: 400,
        message: 'Invalid mail request',
        fields: {
          pib: 'forms.validation.required',
          phone: 'forms.validation.incorrect',
          birthday: 'forms.validation.incorrect',
        },
      },
    });
  });

  it('refuses an unknown config, broken JSON and other content types', async () => {
    gateway = await start();
    const unknown = await postMail(gateway.url, { config: 'newsletter', page, fields: {} });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { fields: object } }).error.fields).toEqual({
      config: 'forms.validation.incorrect',
    });
    const broken = await postMail(gateway.url, '{"config":');
    expect(broken.status).toBe(400);
    // A plain form post (urlencoded, multipart) is the no-script form's, answered with its page (form-answers.test.ts).
    const text = await fetch(`${gateway.url}/mail/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'config=order',
    });
    expect(text.status).toBe(415);
  });

  it('refuses CR/LF in what would reach a header', async () => {
    gateway = await start();
    const response = await postMail(gateway.url, {
      config: 'vacancies',
      page,
      fields: {
        firstName: 'Олена',
        phone: PHONE,
        email: 'a@b.c\r\nBcc: all@x.y',
        vacancyName: 'Лікар\r\nBcc: x@y.z',
        cv: { filename: 'cv.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' },
      },
    });
    expect(response.status).toBe(400);
    const fields = ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(fields).toEqual({
      email: 'forms.validation.controlCharacters',
      vacancyName: 'forms.validation.controlCharacters',
    });
  });

  it('refuses control characters in one-line fields with each field’s error, so none adds a line to the mail', async () => {
    gateway = await start();
    const fieldsOf = async (body: object) => {
      const response = await postMail(gateway.url, body);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    const oneLine = 'forms.validation.controlCharacters';
    expect(
      await fieldsOf({
        ...order,
        fields: { firstName: 'A\r\nBcc: all@clinic.test', phone: PHONE, goal: 'Огляд\u0000' },
      }),
    ).toEqual({ firstName: oneLine, goal: oneLine });
    expect(
      await fieldsOf({
        config: 'declaration',
        page,
        fields: { pib: 'Іваненко\u2028Олена', phone: `38(050)\t123-45-67`, birthday: '01.02.1990' },
      }),
    ).toEqual({ pib: oneLine, phone: oneLine });
    expect(
      await fieldsOf({
        config: 'review',
        page,
        fields: {
          firstName: 'Олена',
          phone: PHONE,
          comment: 'Рядок\nі ще рядок',
          relationType: 'doctor\u0085',
          relationSlug: 'x',
        },
      }),
    ).toEqual({ relationType: oneLine });
    expect((await gateway.mail.outbox.counts()).pending).toBe(0);
  });

  it('attaches the CV under a safe base name of whatever name it was sent with', async () => {
    gateway = await start();
    for (const [sent, attached] of [
      ['../../../etc/cv.pdf', 'cv.pdf'],
      ['C:\\Users\\olena\\Моє резюме.PDF', 'Моє резюме.pdf'],
      ['..\r\n.pdf', 'cv.pdf'],
      ['"a|b?".pdf', '_a_b__.pdf'],
    ] as const) {
      const response = await postMail(gateway.url, vacancy(Buffer.from('%PDF-1.7\n'), sent));
      expect(response.status).toBe(202);
      const job = await gateway.mail.outbox.claim();
      expect(
        (job?.payload as { attachments: { filename: string }[] }).attachments.map((attachment) => attachment.filename),
      ).toEqual([attached]);
      await gateway.mail.outbox.complete(job!.id);
    }
  });

  it('accepts and silently drops a request whose honeypot is filled', async () => {
    gateway = await start();
    const response = await postMail(gateway.url, { ...order, website: 'http://spam.example' });
    expect(response.status).toBe(202);
    expect(await gateway.mail.outbox.counts()).toEqual({ pending: 0, sending: 0, done: 0, dead: 0 });
  });

  it('keeps text forms small: 413 past 32 KB', async () => {
    gateway = await start();
    const response = await postMail(gateway.url, {
      ...order,
      fields: { ...order.fields, goal: 'x'.repeat(100), padding: 'x'.repeat(40_000) },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { status: number } }).error.status).toBe(413);
  });

  it('refuses a text form larger than its limit before validating it, whichever form the body names last', async () => {
    gateway = await start();
    const megabyte = 'x'.repeat(1024 * 1024);
    const tooLarge = { error: { status: 413, message: 'Request body is too large' } };
    // A bad phone would be a 400, were the body validated.
    const badField = await postMail(gateway.url, {
      config: 'order',
      page,
      fields: { firstName: 'Олена', phone: '1', goal: megabyte },
    });
    expect(badField.status).toBe(413);
    expect(await badField.json()).toEqual(tooLarge);
    // "config" inside a field or a string is not the request's config.
    const nested = await postMail(gateway.url, {
      fields: { config: 'vacancies', goal: `"config":"vacancies" ${megabyte}` },
      config: 'order',
      page,
    });
    expect(nested.status).toBe(413);
    expect((await gateway.mail.outbox.counts()).pending).toBe(0);
  });
  it('takes a CV up to 10 MB and answers 413 beyond', async () => {
    gateway = await start();
    const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(bytes - 9)]);
    expect((await postMail(gateway.url, vacancy(pdf(9 * 1024 * 1024)))).status).toBe(202);
    expect((await postMail(gateway.url, vacancy(pdf(10 * 1024 * 1024 - 100)))).status).toBe(202);
    const { config, ...rest } = vacancy(pdf(9 * 1024 * 1024));
    expect((await postMail(gateway.url, { ...rest, config })).status).toBe(202);

    const justOver = await postMail(gateway.url, vacancy(pdf(10 * 1024 * 1024 + 100)));
    expect(justOver.status).toBe(413);
    expect(((await justOver.json()) as { error: { fields: object } }).error.fields).toEqual({
      cv: 'forms.validation.cvTooLarge',
    });
    const eleven = await postMail(gateway.url, vacancy(pdf(11 * 1024 * 1024)));
    expect(eleven.status).toBe(413);
    expect(await eleven.json()).toEqual({ error: { status: 413, message: 'Request body is too large' } });
    expect((await gateway.mail.outbox.counts()).pending).toBe(3);
  });

  it('answers 415 for a CV whose bytes are not a pdf, doc or docx', async () => {
    gateway = await start();
    const fake = await postMail(gateway.url, vacancy(Buffer.from('#!/bin/sh\necho hi'), 'cv.pdf'));
    expect(fake.status).toBe(415);
    expect(((await fake.json()) as { error: { fields: object } }).error.fields).toEqual({
      cv: 'forms.validation.cvType',
    });
    const notWord = Buffer.from(zipSync({ 'evil.js': strToU8('alert(1)') }));
    expect((await postMail(gateway.url, vacancy(notWord, 'cv.docx'))).status).toBe(415);
    const word = Buffer.from(
      zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') }),
    );
    expect((await postMail(gateway.url, vacancy(word, 'cv.docx'))).status).toBe(202);
    const spreadsheet = await postMail(
      gateway.url,
      vacancy(compoundFile(['Workbook', '\u0005SummaryInformation']), 'cv.doc'),
    );
    expect(spreadsheet.status).toBe(415);
    expect(((await spreadsheet.json()) as { error: { fields: object } }).error.fields).toEqual({
      cv: 'forms.validation.cvType',
    });
    expect((await postMail(gateway.url, vacancy(compoundFile(['WordDocument', '1Table']), 'cv.doc'))).status).toBe(202);
  });

  it('limits each client: 429 with a JSON error past the limit', async () => {
    gateway = await start({}, { RATE_LIMIT_MAX: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await postMail(gateway.url, order)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await postMail(gateway.url, order);
    expect(limited.headers.get('ratelimit-policy')).toContain('mail');
    expect(await limited.json()).toEqual({
      error: { status: 429, message: 'Too many requests, please try again later' },
    });
  });

  it('limits each client’s posts of a file more strictly: any larger than a text form, on any endpoint', async () => {
    gateway = await start({}, { CV_RATE_LIMIT_MAX: '2' });
    const cv = vacancy(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(40 * 1024)]));
    expect((await postMail(gateway.url, cv, {}, '/mail/vacancy')).status).toBe(202);
    expect((await postMail(gateway.url, cv)).status).toBe(202);
    const third = await postMail(gateway.url, cv, {}, '/mail/vacancy');
    expect(third.status).toBe(429);
    expect(third.headers.get('ratelimit-policy')).toContain('cv');
    expect(await third.json()).toEqual({
      error: { status: 429, message: 'Too many requests, please try again later' },
    });
    expect((await postMail(gateway.url, cv)).status).toBe(429);
    const plain = await postPlainVacancy(gateway.url, 40 * 1024);
    expect(plain.status).toBe(429);
    await expectFailedFormPage(plain, 'Упс, щось пішло не так!');
    // Text forms, and a CV small enough for one, are not held back by it.
    expect((await postMail(gateway.url, order)).status).toBe(202);
    expect((await postMail(gateway.url, vacancy(Buffer.from('%PDF-1.7\n')), {}, '/mail/vacancy')).status).toBe(202);
    expect((await gateway.mail.outbox.counts()).pending).toBe(4);
  });

  it('answers 503 with Retry-After to a post with a file while the outbox holds its limit of undelivered bytes; text forms still go', async () => {
    gateway = await start({}, { OUTBOX_MAX_QUEUED_BYTES: String(1024 * 1024) });
    const cv = vacancy(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(600 * 1024)]));
    expect((await postMail(gateway.url, cv)).status).toBe(202);
    expect((await postMail(gateway.url, cv)).status).toBe(202);
    expect(await gateway.mail.outbox.queuedBytes()).toBeGreaterThan(1024 * 1024);
    const refused = await postMail(gateway.url, cv, {}, '/mail/vacancy');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('300');
    expect(await refused.json()).toEqual({
      error: { status: 503, message: 'The site cannot take files right now; please try again later' },
    });
    const plain = await postPlainVacancy(gateway.url, 600 * 1024);
    expect(plain.status).toBe(503);
    expect(plain.headers.get('retry-after')).toBe('300');
    await expectFailedFormPage(plain, 'Упс, щось пішло не так!');
    expect((await postMail(gateway.url, order)).status).toBe(202);
    // Once delivered, the files leave the outbox and there is room again.
    for (let job = await gateway.mail.outbox.claim(); job; job = await gateway.mail.outbox.claim())
      await gateway.mail.outbox.complete(job.id);
    expect((await postMail(gateway.url, cv)).status).toBe(202);
  });

  it('answers 503 with Retry-After, unread, while other uploads fill the budget of bodies in flight; then takes it', async () => {
    const { cv, inFlight, release } = await startWithUploadInFlight({});
    const refused = await postMail(gateway.url, cv);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(await refused.json()).toEqual({
      error: {
        status: 503,
        message: 'The site is taking in too many uploads at once; please try again in a few seconds',
      },
    });
    // Without scripts, the page of the form the visitor came from, in its language.
    const plain = await postPlainVacancy(gateway.url, 600 * 1024, '/en/vacancy?vacancy=Dermatologist');
    expect(plain.status).toBe(503);
    expect(plain.headers.get('retry-after')).toBe('10');
    // The form as its page offered it: for the same vacancy.
    await expectFailedFormPage(plain.clone(), 'Oops, something went wrong!');
    expect(await plain.text()).toContain('<input type="hidden" name="vacancyName" value="Dermatologist"/>');
    // A small text form still fits beside the upload.
    expect((await postMail(gateway.url, order)).status).toBe(202);

    release();
    expect((await inFlight).status).toBe(202);
    expect((await postMail(gateway.url, cv)).status).toBe(202);
    expect((await gateway.mail.outbox.counts()).pending).toBe(3);
  });
});

describe('a post the gateway did not take', () => {
  it('is not counted against the visitor’s limit: the browser’s own second try is taken', async () => {
    const { cv, inFlight, release } = await startWithUploadInFlight({ CV_RATE_LIMIT_MAX: '2' });
    for (let attempt = 0; attempt < 3; attempt++) expect((await postMail(gateway.url, cv)).status).toBe(503);
    release();
    expect((await inFlight).status).toBe(202);
    // Two taken, the limit; the three refused in between used none of it.
    expect((await postMail(gateway.url, cv)).status).toBe(202);
    expect((await postMail(gateway.url, cv)).status).toBe(429);
  });
});

describe('each form’s own endpoint', () => {
  const endpoints = {
    order: '/mail/order',
    declaration: '/mail/declaration',
    review: '/mail/review',
    vacancies: '/mail/vacancy',
  };

  it('queues its own form, with that form’s mail, whatever form the body names', async () => {
    gateway = await start();
    const { config: _config, ...orderBody } = order;
    expect((await postMail(gateway.url, orderBody, {}, endpoints.order)).status).toBe(202);
    expect((await gateway.mail.outbox.claim())?.payload).toMatchObject({
      config: 'order',
      subject: 'Запис на прийом',
      to: expect.any(String),
    });
    const declaration = {
      config: 'order',
      page,
      fields: { pib: 'Іваненко Олена Петрівна', phone: PHONE, birthday: '01.02.1990' },
    };
    expect((await postMail(gateway.url, declaration, {}, endpoints.declaration)).status).toBe(202);
    expect((await gateway.mail.outbox.claim())?.payload).toMatchObject({
      config: 'declaration',
      subject: 'Запит на декларацію',
    });
    // An order's fields on the review's endpoint are a review missing its own.
    const wrongForm = await postMail(gateway.url, order, {}, endpoints.review);
    expect(wrongForm.status).toBe(400);
    expect(((await wrongForm.json()) as { error: { fields: object } }).error.fields).toMatchObject({
      comment: 'forms.validation.required',
    });
  });

  it('refuses a body over its form’s limit as soon as it is known, before it is parsed or validated', async () => {
    gateway = await start();
    const megabyte = 'x'.repeat(1024 * 1024);
    const tooLarge = { error: { status: 413, message: 'Request body is too large' } };
    // Broken JSON would be a 400, were it parsed.
    const broken = await postMail(gateway.url, `{"fields":{"goal":"${megabyte}"}`, {}, endpoints.order);
    expect(broken.status).toBe(413);
    expect(await broken.json()).toEqual(tooLarge);
    // Naming the vacancy form, with its larger limit, makes no difference on another form's endpoint.
    const named = await postMail(
      gateway.url,
      { config: 'vacancies', page, fields: { comment: megabyte } },
      {},
      endpoints.review,
    );
    expect(named.status).toBe(413);
    // The vacancy form's own endpoint takes a CV of 9 MB.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(9 * 1024 * 1024)]);
    expect((await postMail(gateway.url, vacancy(pdf), {}, endpoints.vacancies)).status).toBe(202);
    expect((await gateway.mail.outbox.counts()).pending).toBe(1);
  });
});
