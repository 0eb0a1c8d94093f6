import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_PLACEHOLDER } from '@clinic/contracts/idempotency';
import type { Env } from '../config/config.ts';
import { startGateway, type MailOptions, type RunningMailGateway } from '../testing/start-gateway.ts';
import { postMail } from './testing/post-mail.ts';
import { SmtpSink } from './testing/smtp-sink.ts';

const PHONE = '38(050) 123-45-67';
const order = { config: 'order', page: 'http://127.0.0.1/contacts', fields: { firstName: 'Олена', phone: PHONE } };
const KEY = 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

let dir: string;
let smtp: SmtpSink;
let gateway: RunningMailGateway;

beforeAll(async () => {
  smtp = await new SmtpSink().start();
});
afterAll(() => smtp.stop());
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idempotent-posts-'));
  smtp.received.length = 0;
});
afterEach(async () => {
  await gateway?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function start(env: Env = {}, mail: MailOptions = {}): Promise<RunningMailGateway> {
  return startGateway({
    env: { DATA_DIR: dir, RATE_LIMIT_MAX: '0', SMTP_URL: smtp.url, MAIL_FROM: 'Site <no-reply@clinic.test>', ...env },
    mail,
  });
}

/** Waits until the outbox has delivered everything it holds, so a second mail would have been sent by now. */
async function delivered(): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const counts = await gateway.mail.outbox.counts();
    if (counts.pending === 0 && counts.sending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the outbox did not empty');
}

const keyed = (key: string) => ({ 'Idempotency-Key': key });

describe('a form post sent again with its Idempotency-Key', () => {
  it('is answered 202 with the first answer both times, and mailed once', async () => {
    gateway = await start();
    const first = await postMail(gateway.url, order, keyed(KEY), '/mail/order');
    const again = await postMail(gateway.url, order, keyed(KEY), '/mail/order');
    expect([first.status, again.status]).toEqual([202, 202]);
    const answer = await first.json();
    expect(await again.json()).toEqual(answer);
    await delivered();
    expect(smtp.received).toHaveLength(1);
    expect(await gateway.mail.outbox.counts()).toMatchObject({ done: 1, pending: 0 });
    // Another key is another booking.
    expect((await postMail(gateway.url, order, keyed(`${KEY}-2`), '/mail/order')).status).toBe(202);
    await delivered();
    expect(smtp.received).toHaveLength(2);
  });

  it('is taken once when both copies arrive at the same moment', async () => {
    gateway = await start();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postMail(gateway.url, order, keyed(KEY), '/mail/order')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    await delivered();
    expect(smtp.received).toHaveLength(1);
  });

  it('with a different body is refused 422, naming the key, and nothing more is stored', async () => {
    gateway = await start({}, { startWorker: false });
    expect((await postMail(gateway.url, order, keyed(KEY), '/mail/order')).status).toBe(202);
    const other = { ...order, fields: { ...order.fields, firstName: 'Ірина' } };
    const refused = await postMail(gateway.url, other, keyed(KEY), '/mail/order');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      error: {
        status: 422,
        message: `Idempotency-Key "${KEY}" was already used for a different request`,
        fields: { 'Idempotency-Key': 'was already used for a different request' },
      },
    });
    expect((await gateway.mail.outbox.counts()).pending).toBe(1);
  });

  it('with a key that is no key is refused 400, naming the header', async () => {
    gateway = await start({}, { startWorker: false });
    const refused = await postMail(gateway.url, order, keyed('short'), '/mail/order');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { fields: { 'Idempotency-Key': 'must be 8 to 128 letters, digits or . _ : -' } },
    });
    expect((await gateway.mail.outbox.counts()).pending).toBe(0);
  });

  it('from a page without scripts carries the key the page was sent with: both copies show success, one mail', async () => {
    gateway = await start();
    const pageKey = async () => {
      const page = await fetch(`${gateway.url}/order`);
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      const html = await page.text();
      expect(html).not.toContain(IDEMPOTENCY_KEY_PLACEHOLDER);
      return /<input type="hidden" name="idempotency_key" value="([^"]*)"/.exec(html)?.[1];
    };
    const [key, otherVisitorsKey] = [await pageKey(), await pageKey()];
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(otherVisitorsKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(otherVisitorsKey).not.toBe(key);
    // The browser sends the form again as it was (a reload of the answer, Back and send).
    const post = () =>
      fetch(`${gateway.url}/mail/order`, {
        method: 'POST',
        headers: { Origin: gateway.url, Referer: `${gateway.url}/order` },
        body: new URLSearchParams({
          firstName: 'Олена',
          phone: PHONE,
          locale: 'uk',
          page: '/order',
          idempotency_key: key!,
        }),
      });
    for (const answer of [await post(), await post()]) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('Ваша заявка успішно надіслана');
    }
    await delivered();
    expect(smtp.received).toHaveLength(1);
  });
});

describe('a form post not stored within FORM_COMMIT_DEADLINE_MS', () => {
  it('counts from when its body was read: a slow upload is still stored', async () => {
    gateway = await start({ FORM_COMMIT_DEADLINE_MS: '200' }, { startWorker: false });
    const body = Buffer.from(JSON.stringify(order));
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${gateway.url}/mail/order`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': body.length, 'Idempotency-Key': KEY },
      });
      req.once('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.once('error', reject);
      // The visitor's connection is slow: half the body, and the rest after twice the deadline.
      req.write(body.subarray(0, 20));
      setTimeout(() => req.end(body.subarray(20)), 400);
    });
    expect(status).toBe(202);
    expect((await gateway.mail.outbox.counts()).pending).toBe(1);
  });

  it('is dropped unstored and answered 503 to send again, which stores it', async () => {
    let slow = true;
    gateway = await start(
      { FORM_COMMIT_DEADLINE_MS: '200' },
      {
        startWorker: false,
        // The database is slow this once: the post reaches the store after its deadline.
        outbox: (real) => ({
          enqueueSoon: async (...args) => {
            if (slow) await new Promise((resolve) => setTimeout(resolve, 400));
            return real.enqueueSoon(...args);
          },
        }),
      },
    );
    const late = await postMail(gateway.url, order, keyed(KEY), '/mail/order');
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('2');
    expect(await late.json()).toMatchObject({
      error: { message: 'The request could not be stored in time and was not stored; please send it again' },
    });
    expect(await gateway.mail.outbox.counts()).toEqual({ pending: 0, sending: 0, done: 0, dead: 0 });
    slow = false;
    const again = await postMail(gateway.url, order, keyed(KEY), '/mail/order');
    expect(again.status).toBe(202);
    expect((await gateway.mail.outbox.counts()).pending).toBe(1);
  });
});
