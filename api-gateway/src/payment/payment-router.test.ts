import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/errors.ts';
import { metrics } from '../metrics.ts';
import { createRateLimit } from '../http/rate-limit.ts';
import { listenOnLoopback } from '../testing/listen-on-loopback.ts';
import { createPaymentRouter } from './payment-router.ts';
import { sandboxOrderSign, type CallbackDelivery } from './sandbox-router.ts';
import { openSqlitePaymentStore } from './sqlite-payment-store.ts';
import type { PaymentStore } from './payment-store.ts';
import { callbackSign, checkoutSign, decodePaymentData } from './platon-sign.ts';
import { CHECKOUT_FORM } from './testing/checkout-form.ts';

const MERCHANT = { key: 'TEST-KEY', secret: 'Test-Secret-2f8a9c' };
const CARD = '411111****1111';

interface Running {
  base: string;
  store: PaymentStore;
  logs: string[];
  close: () => Promise<void>;
}

async function start(
  dir: string,
  { publicUrl, deliver }: { publicUrl?: string; deliver?: CallbackDelivery } = {},
): Promise<Running> {
  const logs: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(line) });
  const store = openSqlitePaymentStore(path.join(dir, 'payments.sqlite'));
  const app = express();
  app.use(
    createPaymentRouter({
      config: { payment: { mode: 'sandbox' }, publicUrl },
      logger,
      store,
      sandbox: { merchant: MERCHANT, ...(deliver ? { deliver } : {}) },
    }),
  );
  app.use(errorHandler());
  const listening = await listenOnLoopback(app);
  return {
    base: listening.url,
    store,
    logs,
    close: async () => {
      await listening.close();
      await store.close();
    },
  };
}

/** A form (or JSON) POST that does not follow redirects. */
async function postTo(
  base: string,
  pathname: string,
  body: Record<string, string>,
  json = false,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded', ...headers },
    body: json ? JSON.stringify(body) : new URLSearchParams(body),
  });
  return {
    status: response.status,
    text: await response.text(),
    location: response.headers.get('location'),
    headers: JSON.stringify([...response.headers]),
  };
}

describe('payment routes (sandbox mode)', () => {
  let dir: string;
  let app: Running;
  const bodies: string[] = [];

  const post = async (pathname: string, body: Record<string, string>, json = false, headers = {}) => {
    const answer = await postTo(app.base, pathname, body, json, headers);
    bodies.push(answer.text, answer.headers);
    return answer;
  };

  const checkout = async (form: Record<string, string> = CHECKOUT_FORM) => {
    const response = await post('/payment/checkout', form, true);
    expect(response.status).toBe(200);
    return JSON.parse(response.text) as { action: string; fields: Record<string, string> };
  };

  const notify = (fields: Record<string, string>, secret = MERCHANT.secret) =>
    post('/payment/callback', {
      id: '777',
      status: 'SALE',
      card: CARD,
      email: '',
      currency: 'UAH',
      ...fields,
      sign:
        fields.sign ??
        callbackSign({ email: fields.email ?? '', order: fields.order!, card: fields.card ?? CARD }, secret),
    });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-router-'));
    app = await start(dir);
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 400 naming each invalid field', async () => {
    const response = await post(
      '/payment/checkout',
      { firstName: ' ', phone: '', subjectPayment: 'cars', amount: '123456' },
      true,
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).error.fields).toEqual({
      firstName: 'forms.validation.required',
      phone: 'forms.validation.required',
      subjectPayment: 'forms.validation.required',
      amount: 'forms.validation.incorrect',
    });
    expect((await post('/payment/checkout', { ...CHECKOUT_FORM, amount: '0' }, true)).status).toBe(400);
    expect(
      JSON.parse((await post('/payment/checkout', { ...CHECKOUT_FORM, returnPath: '//evil.example' }, true)).text).error
        .fields,
    ).toEqual({
      returnPath: 'forms.validation.incorrect',
    });
  });

  it('records a pending payment and answers the signed Platon form', async () => {
    const { action, fields } = await checkout();
    expect(action).toBe(`${app.base}/payment/sandbox`);
    expect(Object.keys(fields)).toEqual([
      'payment',
      'key',
      'url',
      'error_url',
      'data',
      'req_token',
      'sign',
      'phone',
      'first_name',
      'order',
      'lang',
      'order_sign',
    ]);
    expect(fields.order).toMatch(/^practice-[0-9a-f-]{36}$/);
    expect(fields).toMatchObject({
      payment: 'CC',
      key: MERCHANT.key,
      url: `${app.base}/likari?payment-success`,
      error_url: `${app.base}/likari?payment-error`,
      req_token: 'Y',
      phone: '380671234567',
      first_name: 'Олена',
      lang: 'uk',
    });
    expect(fields.sign).toMatch(/^[0-9a-f]{32}$/);
    expect(decodePaymentData(fields.data!)).toEqual({
      amount: '500.00',
      description: 'Послуги: Консультація',
      currency: 'UAH',
      recurring: 'Y',
    });
    expect(await app.store.find(fields.order!)).toMatchObject({
      status: 'pending',
      amountMinor: 50_000,
      subject: 'services',
      firstName: 'Олена',
    });
  });

  it('answers a checkout sent again with its Idempotency-Key with the same order, and records it once', async () => {
    const keyed = { 'Idempotency-Key': 'checkout-0f3c9a1e' };
    const first = await post('/payment/checkout', CHECKOUT_FORM, true, keyed);
    const answers = await Promise.all([1, 2, 3].map(() => post('/payment/checkout', CHECKOUT_FORM, true, keyed)));
    expect([first, ...answers].map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const orders = [first, ...answers].map((answer) => JSON.parse(answer.text).fields.order as string);
    expect(new Set(orders).size).toBe(1);
    expect(JSON.parse(answers[0]!.text)).toEqual(JSON.parse(first.text));
    expect(await app.store.find(orders[0]!)).toMatchObject({ status: 'pending', amountMinor: 50_000 });
    // The same key for another amount is refused; another key is another order.
    const refused = await post('/payment/checkout', { ...CHECKOUT_FORM, amount: '700' }, true, keyed);
    expect(refused.status).toBe(422);
    expect(JSON.parse(refused.text).error.fields).toEqual({
      'Idempotency-Key': 'was already used for a different request',
    });
    const other = await post('/payment/checkout', CHECKOUT_FORM, true, { 'Idempotency-Key': 'checkout-7b2d4e6f' });
    expect(JSON.parse(other.text).fields.order).not.toBe(orders[0]);
    const bad = await post('/payment/checkout', CHECKOUT_FORM, true, { 'Idempotency-Key': 'short' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).error).toMatchObject({
      message: 'Invalid Idempotency-Key header',
      fields: { 'Idempotency-Key': 'must be 8 to 128 letters, digits or . _ : -' },
    });
  });

  it('marks the payment paid on a good callback, once', async () => {
    const { fields } = await checkout();
    const order = fields.order!;
    const first = await notify({ order, amount: '500.00' });
    expect(first).toMatchObject({ status: 200, text: 'OK' });
    const paid = (await app.store.find(order))!;
    expect(paid).toMatchObject({ status: 'paid', transactionId: '777', card: '****1111' });

    const replay = await notify({ order, amount: '500.00' });
    expect(replay.status).toBe(200);
    expect(await app.store.find(order)).toEqual(paid);
    expect(app.logs.some((line) => line.includes('already processed') && line.includes(order))).toBe(true);
  });

  it('rejects a bad signature, a wrong amount and an unknown order, leaving records untouched', async () => {
    const { fields } = await checkout();
    const order = fields.order!;
    const before = await app.store.find(order);

    expect((await notify({ order, amount: '500.00' }, 'wrong-secret')).status).toBe(403);
    expect((await notify({ order, amount: '500.00', sign: '0'.repeat(32) })).status).toBe(403);
    expect((await notify({ order, amount: '5.00' })).status).toBe(409);
    expect((await notify({ order, amount: '500.00', currency: 'USD' })).status).toBe(409);
    expect((await notify({ order: 'no-such-order', amount: '500.00' })).status).toBe(404);
    expect((await post('/payment/callback', { order })).status).toBe(400);

    expect(await app.store.find(order)).toEqual(before);
    for (const reason of ['bad signature', 'amount mismatch', 'unknown order', 'malformed']) {
      expect(app.logs.some((line) => line.includes(`rejected: ${reason}`))).toBe(true);
    }
  });

  it('refuses a signature in upper case or with spaces: only the exact lower-case hex', async () => {
    const { fields } = await checkout();
    const order = fields.order!;
    const sign = callbackSign({ order, card: CARD }, MERCHANT.secret);
    expect((await notify({ order, amount: '500.00', sign: sign.toUpperCase() })).status).toBe(403);
    expect((await notify({ order, amount: '500.00', sign: ` ${sign}` })).status).toBe(403);
    expect((await app.store.find(order))?.status).toBe('pending');
    expect((await notify({ order, amount: '500.00', sign })).status).toBe(200);
    expect((await app.store.find(order))?.status).toBe('paid');
  });

  /** The signature covers email, order and card only: one captured from a real notification is re-posted with another status and id. */
  const replayed = (order: string, id: string, status: string) => notify({ order, amount: '500.00', id, status });
  const ignoredWarning = (order: string) =>
    app.logs.filter(
      (line) => line.includes('"level":40') && line.includes('illegal transition') && line.includes(order),
    );

  it('replayed signature: a declined order stays declined, whatever SALE is posted after', async () => {
    const order = (await checkout()).fields.order!;
    expect(await replayed(order, 'T-decline', 'DECLINED')).toMatchObject({ status: 200, text: 'OK' });
    const declined = await app.store.find(order);
    expect(declined).toMatchObject({ status: 'declined', transactionId: 'T-decline' });

    expect(await replayed(order, 'T-forged', 'SALE')).toMatchObject({ status: 200, text: 'OK' });
    expect(await replayed(order, 'T-decline', 'SALE')).toMatchObject({ status: 200, text: 'OK' });
    expect(await app.store.find(order)).toEqual(declined);
    expect(ignoredWarning(order)).toHaveLength(2);
  });

  it("replayed signature: sale → refund → chargeback moves only along the provider's transitions of the paying transaction", async () => {
    const order = (await checkout()).fields.order!;
    expect((await replayed(order, 'T-1', 'SALE')).status).toBe(200);
    const paid = await app.store.find(order);
    expect(paid).toMatchObject({ status: 'paid', transactionId: 'T-1' });

    // A second SALE, a refund of another transaction and a decline after payment change nothing.
    for (const [id, status] of [
      ['T-2', 'SALE'],
      ['T-2', 'REFUND'],
      ['T-1', 'DECLINED'],
      ['T-1', 'PAID'],
    ] as const) {
      expect(await replayed(order, id, status)).toMatchObject({ status: 200, text: 'OK' });
    }
    expect(await app.store.find(order)).toEqual(paid);
    expect(ignoredWarning(order)).toHaveLength(4);

    expect((await replayed(order, 'T-1', 'REFUND')).status).toBe(200);
    const refunded = await app.store.find(order);
    expect(refunded).toMatchObject({ status: 'refunded', transactionId: 'T-1' });

    // Refunded is final: neither a chargeback nor a new SALE brings it back.
    expect(await replayed(order, 'T-1', 'CHARGEBACK')).toMatchObject({ status: 200, text: 'OK' });
    expect(await replayed(order, 'T-3', 'SALE')).toMatchObject({ status: 200, text: 'OK' });
    expect(await app.store.find(order)).toEqual(refunded);
    expect(ignoredWarning(order)).toHaveLength(6);
  });

  it('a chargeback of the paying transaction is final', async () => {
    const order = (await checkout()).fields.order!;
    await replayed(order, 'T-1', 'SALE');
    expect((await replayed(order, 'T-1', 'CHARGEBACK')).status).toBe(200);
    expect((await app.store.find(order))?.status).toBe('chargeback');
    await replayed(order, 'T-1', 'REFUND');
    await replayed(order, 'T-1', 'SALE');
    expect((await app.store.find(order))?.status).toBe('chargeback');
  });

  it('needs the transaction id', async () => {
    const order = (await checkout()).fields.order!;
    const response = await notify({ order, amount: '500.00', id: '' });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).error.fields).toEqual({ id: 'is required' });
  });

  it('accepts the callback as JSON too', async () => {
    const { fields } = await checkout();
    const order = fields.order!;
    const response = await post(
      '/payment/callback',
      {
        order,
        id: '9',
        status: 'SALE',
        card: CARD,
        amount: '500.00',
        sign: callbackSign({ order, card: CARD }, MERCHANT.secret),
      },
      true,
    );
    expect(response.status).toBe(200);
    expect((await app.store.find(order))?.status).toBe('paid');
  });

  it('sandbox: shows amount and description, pays, calls back and returns to url', async () => {
    const { fields } = await checkout();
    const page = await post('/payment/sandbox', fields);
    expect(page.status).toBe(200);
    expect(page.text).toContain('500.00 UAH');
    expect(page.text).toContain('Послуги: Консультація');
    expect(page.text).not.toMatch(/<script/i);
    const token = /name="token" value="([^"]+)"/.exec(page.text)![1]!;

    const done = await post('/payment/sandbox/complete', { token, decision: 'pay' });
    expect(done.status).toBe(303);
    expect(done.location).toBe(fields.url);
    expect((await app.store.find(fields.order!))?.status).toBe('paid');

    const again = await post('/payment/sandbox/complete', { token, decision: 'pay' });
    expect(again.status).toBe(400);
  });

  it('sandbox: declining reports the decline and returns to error_url', async () => {
    const { fields } = await checkout();
    const page = await post('/payment/sandbox', fields);
    const token = /name="token" value="([^"]+)"/.exec(page.text)![1]!;
    const done = await post('/payment/sandbox/complete', { token, decision: 'decline' });
    expect(done).toMatchObject({ status: 303, location: fields.error_url });
    expect((await app.store.find(fields.order!))?.status).toBe('declined');
  });

  it('sandbox: refuses a form whose signature does not match', async () => {
    const { fields } = await checkout();
    const tampered = {
      ...fields,
      data: Buffer.from('{"amount":"1.00","description":"x","currency":"UAH"}').toString('base64'),
    };
    const page = await post('/payment/sandbox', tampered);
    expect(page.status).toBe(400);
    expect(page.text).not.toContain('1.00 UAH');
    expect((await app.store.find(fields.order!))?.status).toBe('pending');
  });

  it('sandbox: settles only the order its form was signed for', async () => {
    const victim = (await checkout({ ...CHECKOUT_FORM, amount: '99999' })).fields;
    const { fields } = await checkout({ ...CHECKOUT_FORM, amount: '1' });
    for (const form of [
      { ...fields, order: victim.order! },
      { ...fields, order: victim.order!, order_sign: victim.order_sign! },
      { ...fields, order_sign: '' },
    ]) {
      const page = await post('/payment/sandbox', form);
      expect(page.status).toBe(400);
      expect(page.text).toContain('the order is not the one the form was signed for');
      expect(page.text).not.toContain('name="token"');
    }
    expect((await app.store.find(victim.order!))?.status).toBe('pending');
  });

  it('sandbox: its notifications count as practice in the metrics', async () => {
    const order = (await checkout()).fields.order!;
    const practiceApplied = async () =>
      (await metrics.paymentNotifications.get()).values.find(
        (value) => value.labels.outcome === 'applied' && value.labels.practice === 'true',
      )?.value ?? 0;
    const before = await practiceApplied();
    expect((await notify({ order, amount: '500.00' })).status).toBe(200);
    expect(await practiceApplied()).toBe(before + 1);
  });

  it('sandbox: sends visitors back only to this site, whatever the form says', async () => {
    const { fields } = await checkout();
    const resign = (changed: Record<string, string>) => {
      const form = { ...fields, ...changed };
      const sign = checkoutSign(
        { key: form.key!, payment: form.payment!, data: form.data!, url: form.url! },
        MERCHANT.secret,
      );
      return { ...form, sign, order_sign: sandboxOrderSign(form.order!, sign, MERCHANT.secret) };
    };
    // error_url is not covered by the signature, so a tampered one must be refused on its own.
    for (const form of [
      { ...fields, error_url: 'https://evil.example/phish' },
      { ...fields, error_url: `//evil.example${new URL(app.base).pathname}` },
      resign({ url: 'https://evil.example/?payment-success' }),
      resign({ url: `${app.base.replace('127.0.0.1', 'localhost')}/?payment-success` }),
      { ...fields, error_url: 'javascript:alert(1)' },
    ]) {
      const page = await post('/payment/sandbox', form);
      expect(page.status).toBe(400);
      expect(page.text).toContain('Запит на оплату недійсний');
      expect(page.text).toContain(`url and error_url must be addresses on this site (${app.base})`);
      expect(page.text).not.toContain('name="token"');
    }
  });

  it('never sends the secret', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      expect(body).not.toContain(MERCHANT.secret);
      expect(body.toUpperCase()).not.toContain(MERCHANT.secret.toUpperCase());
    }
  });
});

describe('sandbox provider, configured and failing', () => {
  const dirs: string[] = [];
  const started: Running[] = [];
  afterAll(async () => {
    for (const app of started) await app.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function startWith(options: Parameters<typeof start>[1]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-sandbox-'));
    dirs.push(dir);
    const app = await start(dir, options);
    started.push(app);
    const send = (pathname: string, body: Record<string, string>, json = false) =>
      postTo(app.base, pathname, body, json);
    return { app, send };
  }

  it('with PUBLIC_URL, takes return addresses on it and no others', async () => {
    const { send } = await startWith({ publicUrl: 'https://clinic.example' });
    const { fields } = JSON.parse((await send('/payment/checkout', CHECKOUT_FORM, true)).text) as {
      fields: Record<string, string>;
    };
    expect(fields.url).toBe('https://clinic.example/likari?payment-success');
    expect((await send('/payment/sandbox', fields)).status).toBe(200);
    const elsewhere = await send('/payment/sandbox', {
      ...fields,
      error_url: 'https://clinic.example.evil.test/likari?payment-error',
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.text).toContain('must be addresses on this site (https://clinic.example)');
  });

  it('returns to error_url, not url, when the signed callback cannot be delivered', async () => {
    const { app, send } = await startWith({
      deliver: async () => {
        throw new Error('callback answered 503');
      },
    });
    const { fields } = JSON.parse((await send('/payment/checkout', CHECKOUT_FORM, true)).text) as {
      fields: Record<string, string>;
    };
    const token = /name="token" value="([^"]+)"/.exec((await send('/payment/sandbox', fields)).text)![1]!;
    const done = await send('/payment/sandbox/complete', { token, decision: 'pay' });
    expect(done).toMatchObject({ status: 303, location: fields.error_url });
    expect((await app.store.find(fields.order!))?.status).toBe('pending');
    expect(
      app.logs.some((line) => line.includes('sandbox callback failed') && line.includes('callback answered 503')),
    ).toBe(true);
  });
});

describe('payment routes rate limit', () => {
  it('answers 429 past the per-client limit on checkout', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-limit-'));
    const store = openSqlitePaymentStore(path.join(dir, 'payments.sqlite'));
    const app = express();
    const rateLimit = createRateLimit({ limit: 2, windowMs: 60_000, name: 'payment' });
    app.use(
      createPaymentRouter({
        config: { payment: { mode: 'sandbox' }, publicUrl: undefined },
        logger: pino({ level: 'silent' }),
        store,
        rateLimit,
      }),
    );
    const listening = await listenOnLoopback(app);
    try {
      const url = `${listening.url}/payment/checkout`;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(CHECKOUT_FORM),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await listening.close();
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
