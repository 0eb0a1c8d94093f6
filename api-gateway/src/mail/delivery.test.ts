import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { REVIEW_FIELDS } from '@clinic/forms/testing/sample-requests';
import { SqliteReviewStore } from '../reviews/review-store.ts';
import { SmtpSink } from './testing/smtp-sink.ts';
import type { Env } from '../config/config.ts';
import { startGateway, type RunningMailGateway } from '../testing/start-gateway.ts';
import { postMail } from './testing/post-mail.ts';

const PHONE = '38(050) 123-45-67';
const page = 'http://127.0.0.1/en/likari';

let dir: string;
let smtp: SmtpSink;
let gateway: RunningMailGateway | undefined;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-delivery-'));
  smtp = await new SmtpSink().start();
});
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
  await smtp.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Clinic <no-reply@clinic.test>',
    MAIL_TO: 'desk@clinic.test',
    MAIL_TO_VACANCIES: 'hr@clinic.test',
    MAIL_RETRY_BASE_MS: '50',
    MAIL_RETRY_MAX_MS: '200',
    ...extra,
  };
}

/** The gateway with its mail part and worker, its outbox in `dir`, so a test can start it again on the same outbox. */
function start(variables: Env): Promise<RunningMailGateway> {
  return startGateway({ env: { DATA_DIR: dir, RATE_LIMIT_MAX: '0', ...variables }, mail: true });
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('mail delivery over SMTP', () => {
  it('deletes delivered mail from the outbox once MAIL_RETENTION_DAYS have passed, at the next start at the latest', async () => {
    gateway = await start(env());
    const response = await postMail(gateway.url, {
      config: 'order',
      page,
      fields: { firstName: 'Олена', phone: PHONE },
    });
    const { id } = (await response.json()) as { id: string };
    await waitUntil(async () => (await gateway!.mail.outbox.get(id))?.status === 'done');
    await gateway.close();
    // Within its retention (the default, 30 days) it stays.
    gateway = await start(env());
    expect((await gateway.mail.outbox.get(id))?.status).toBe('done');
    await gateway.close();
    gateway = await start(env({ MAIL_RETENTION_DAYS: '0' }));
    await waitUntil(async () => (await gateway!.mail.outbox.get(id)) === undefined);
    expect(smtp.received.filter((mail) => mail.messageId === `<${id}@clinic.test>`)).toHaveLength(1);
  });

  it('delivers each config with its text, addresses and attachment', async () => {
    gateway = await start(env());
    const docx = Buffer.from(
      zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': strToU8('<w:document/>') }),
    );
    const requests = [
      { config: 'order', page, fields: { firstName: 'Олена', phone: PHONE, goal: '', note: 'Дерматологія' } },
      { config: 'declaration', page, fields: { pib: 'Іваненко Олена', phone: PHONE, birthday: '01.02.1990' } },
      { config: 'review', page, fields: { firstName: 'Олена', phone: PHONE, comment: 'Дякую', rating: 5 } },
      {
        config: 'vacancies',
        page,
        fields: {
          firstName: 'Олена',
          email: 'olena@example.com',
          phone: PHONE,
          vacancyName: 'Лікар',
          cv: { filename: 'Резюме.docx', dataUrl: `data:;base64,${docx.toString('base64')}` },
        },
      },
    ];
    for (const request of requests) expect((await postMail(gateway.url, request)).status).toBe(202);
    const mails = await smtp.waitFor(4);
    const bySubject = Object.fromEntries(mails.map((mail) => [mail.subject, mail]));

    const order = bySubject['Запис на прийом']!;
    expect(order.text?.trim()).toBe(
      `Імʼя: Олена\nТелефон: ${PHONE}\nМета візиту: не вказано\nПримітка: Дерматологія\nСторінка: ${page}`,
    );
    expect(order.from?.value[0]).toMatchObject({ name: 'Clinic', address: 'no-reply@clinic.test' });
    expect(order.replyTo).toBeUndefined();

    expect(bySubject['Запит на декларацію']!.text).toContain(
      'ПІБ: Іваненко Олена\nТелефон: 38(050) 123-45-67\nДата народження: 01.02.1990',
    );
    expect(bySubject['Новий відгук']!.text).toContain('Оцінка: 5\nВідгук: Дякую');

    const vacancy = bySubject['Відгук на вакансію']!;
    expect(vacancy.to && 'text' in vacancy.to ? vacancy.to.text : '').toBe('hr@clinic.test');
    expect(vacancy.replyTo?.text).toBe('olena@example.com');
    expect(vacancy.text).toContain(
      'Вакансія: Лікар\nІмʼя: Олена\nEmail: olena@example.com\nТелефон: 38(050) 123-45-67\nКоментар: не вказано',
    );
    expect(vacancy.attachments).toHaveLength(1);
    expect(vacancy.attachments[0]!.filename).toBe('Резюме.docx');
    expect(vacancy.attachments[0]!.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(Buffer.compare(vacancy.attachments[0]!.content, docx)).toBe(0);
  });

  it('creates the review only after its mail went out', async () => {
    await smtp.stop();
    gateway = await start(env());
    const response = await postMail(gateway.url, {
      config: 'review',
      page,
      fields: REVIEW_FIELDS,
    });
    expect(response.status).toBe(202);
    const reviews = gateway.mail.reviews as SqliteReviewStore;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await reviews.list()).toEqual([]);

    await smtp.start();
    await smtp.waitFor(1);
    await waitUntil(async () => (await reviews.list()).length === 1);
    expect((await reviews.list())[0]).toMatchObject({
      locale: 'en',
      relation: { type: 'doctor', slug: 'ivanenko' },
      name: 'Олена',
      phone: '380501234567',
      comment: 'Дякую',
      rating: 4,
      status: 'pending',
    });
  });

  it('forwards the review upstream with the token only the gateway holds', async () => {
    const received: { url?: string; authorization?: string; body: unknown }[] = [];
    const upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ url: req.url, authorization: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    try {
      const port = (upstream.address() as AddressInfo).port;
      gateway = await start(
        env({ CONTENT_UPSTREAM_URL: `http://127.0.0.1:${port}/`, REVIEWS_UPSTREAM_TOKEN: 'Token s3cret' }),
      );
      await postMail(gateway.url, {
        config: 'review',
        page: 'http://127.0.0.1/',
        fields: { firstName: 'Олена', phone: PHONE, comment: 'Дякую', relationType: 'clinic', relationSlug: 'center' },
      });
      await waitUntil(() => received.length === 1);
      expect(smtp.received).toHaveLength(1);
      expect(received[0]).toEqual({
        url: '/api/uk/api/reviews/create-review/',
        authorization: 'Token s3cret',
        body: {
          relation: { type: 'clinic', slug: 'center' },
          name: 'Олена',
          phone: '380501234567',
          comment: 'Дякую',
          rating: 5,
        },
      });
    } finally {
      upstream.close();
    }
  });

  it('retries a review while the CMS is down (503), and gives it up when the CMS refuses it (400)', async () => {
    const answers: number[] = [];
    let status = 503;
    const upstream = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        answers.push(status);
        res.writeHead(status, { 'Content-Type': 'application/json' }).end('{"detail":"no"}');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    try {
      const port = (upstream.address() as AddressInfo).port;
      gateway = await start(
        env({
          MAIL_MAX_ATTEMPTS: '2',
          CONTENT_UPSTREAM_URL: `http://127.0.0.1:${port}`,
          REVIEWS_UPSTREAM_TOKEN: 'Token t',
        }),
      );
      const { id } = (await (
        await postMail(gateway.url, {
          config: 'review',
          page,
          fields: { firstName: 'Олена', phone: PHONE, comment: 'Дякую' },
        })
      ).json()) as { id: string };
      const reviewJob = `${id}:review`;
      await waitUntil(() => answers.length > 3);
      expect(await gateway.mail.outbox.get(reviewJob)).toMatchObject({ rejections: 0 });
      expect((await gateway.mail.outbox.get(reviewJob))?.status).not.toBe('dead');

      status = 400;
      await waitUntil(async () => (await gateway!.mail.outbox.get(reviewJob))?.status === 'dead');
      expect(await gateway.mail.outbox.get(reviewJob)).toMatchObject({ rejections: 2 });
      expect(answers.filter((answer) => answer === 400)).toHaveLength(2);
    } finally {
      upstream.close();
    }
  });

  it('a connection the server never greets holds up only its own message, for its greeting time-out', async () => {
    // One SMTP_URL: in front of the real server, a listener that leaves its first connection
    // hanging without a greeting (an overloaded or half-dead server) and pipes the others through.
    const sockets: net.Socket[] = [];
    let hungClosedWith: number | undefined;
    let connections = 0;
    const front = net.createServer((socket) => {
      sockets.push(socket);
      connections += 1;
      if (connections === 1) {
        socket.on('close', () => (hungClosedWith = smtp.received.length));
        return;
      }
      const upstream = net.connect(smtp.port, '127.0.0.1');
      sockets.push(upstream);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    try {
      const smtpUrl = `smtp://127.0.0.1:${(front.address() as AddressInfo).port}`;
      gateway = await start(env({ SMTP_URL: smtpUrl, MAIL_CONCURRENCY: '4', SMTP_GREETING_TIMEOUT_MS: '4000' }));
      for (let i = 0; i < 20; i++) {
        expect(
          (await postMail(gateway.url, { config: 'order', page, fields: { firstName: `Пацієнт ${i}`, phone: PHONE } }))
            .status,
        ).toBe(202);
      }
      await waitUntil(() => hungClosedWith !== undefined, 15_000);
      // Every other message went out while the hung connection was still waiting for its greeting …
      expect(hungClosedWith).toBe(19);
      // … and the one it held is delivered once that connection timed out.
      await smtp.waitFor(20);
      await waitUntil(async () => (await gateway!.mail.outbox.counts()).done === 20);
      expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(20);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => front.close(resolve));
    }
  }, 30_000);

  it('queues while SMTP is down and delivers every message exactly once when it is back', async () => {
    await smtp.stop();
    gateway = await start(env());
    for (let i = 0; i < 5; i++) {
      expect(
        (await postMail(gateway.url, { config: 'order', page, fields: { firstName: `Пацієнт ${i}`, phone: PHONE } }))
          .status,
      ).toBe(202);
    }
    await waitUntil(async () => (await gateway!.mail.outbox.counts()).pending === 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(0);

    await smtp.start();
    await smtp.waitFor(5);
    await waitUntil(async () => (await gateway!.mail.outbox.counts()).done === 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const names = smtp.received.map((mail) => /Імʼя: (.*)/.exec(mail.text ?? '')?.[1]).sort();
    expect(names).toEqual(['Пацієнт 0', 'Пацієнт 1', 'Пацієнт 2', 'Пацієнт 3', 'Пацієнт 4']);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(5);
  });

  it('keeps retrying through an outage longer than MAIL_MAX_ATTEMPTS and delivers once SMTP is back', async () => {
    await smtp.stop();
    gateway = await start(env({ MAIL_MAX_ATTEMPTS: '2' }));
    const response = await postMail(gateway.url, {
      config: 'order',
      page,
      fields: { firstName: 'Довга Перерва', phone: PHONE },
    });
    const { id } = (await response.json()) as { id: string };
    await waitUntil(async () => ((await gateway!.mail.outbox.get(id))?.attempts ?? 0) > 3);
    const waiting = (await gateway.mail.outbox.get(id))!;
    expect(['pending', 'sending']).toContain(waiting.status);
    expect(waiting.rejections).toBe(0);
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.text).toContain('Імʼя: Довга Перерва');
    await waitUntil(async () => (await gateway!.mail.outbox.get(id))?.status === 'done');
  });

  it('retries a 4xx "try later" without counting it, and delivers once the server takes mail again', async () => {
    smtp.refuseWith = 451;
    gateway = await start(env({ MAIL_MAX_ATTEMPTS: '2' }));
    const { id } = (await (
      await postMail(gateway.url, { config: 'order', page, fields: { firstName: 'Сірий Список', phone: PHONE } })
    ).json()) as { id: string };
    await waitUntil(() => smtp.refused > 3);
    const waiting = (await gateway.mail.outbox.get(id))!;
    expect(['pending', 'sending']).toContain(waiting.status);
    expect(waiting.rejections).toBe(0);

    smtp.refuseWith = undefined;
    await smtp.waitFor(1);
    await waitUntil(async () => (await gateway!.mail.outbox.get(id))?.status === 'done');
  });

  it('gives up after MAIL_MAX_ATTEMPTS permanent refusals (5xx) and keeps the message as dead', async () => {
    smtp.refuseWith = 550;
    gateway = await start(env({ MAIL_MAX_ATTEMPTS: '2' }));
    const { id } = (await (
      await postMail(gateway.url, { config: 'order', page, fields: { firstName: 'Немає Скриньки', phone: PHONE } })
    ).json()) as { id: string };
    await waitUntil(async () => (await gateway!.mail.outbox.get(id))?.status === 'dead');
    const row = (await gateway.mail.outbox.get(id))!;
    expect(row).toMatchObject({ attempts: 2, rejections: 2 });
    expect(row.last_error).toContain('(550)');
    // Dead means kept and left alone: no third try.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.refused).toBe(2);
    expect((await gateway.mail.outbox.get(id))?.attempts).toBe(2);
    expect(smtp.received).toHaveLength(0);
  });

  it('writes .eml files when no SMTP server is configured', async () => {
    gateway = await start({ MAIL_TO: 'desk@clinic.test' });
    const response = await postMail(gateway.url, {
      config: 'order',
      page,
      fields: { firstName: 'Олена', phone: PHONE },
    });
    const { id } = (await response.json()) as { id: string };
    const mailDir = path.join(dir, 'mail');
    await waitUntil(() => fs.existsSync(mailDir) && fs.readdirSync(mailDir).some((name) => name.endsWith('.eml')));
    const [file] = fs.readdirSync(mailDir);
    expect(file).toContain(id);
    const eml = fs.readFileSync(path.join(mailDir, file!), 'utf8');
    expect(eml).toContain('To: desk@clinic.test');
    expect(eml).toContain(`Message-ID: <${id}@clinic.local>`);
  });
});
