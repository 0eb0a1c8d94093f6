import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentSource } from '../content/source.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';
import { openSqlitePaymentStore } from './sqlite-payment-store.ts';
import { callbackSign } from './platon-sign.ts';

const SECRET = 'Sup3r-Secret-Merchant-Pass';

/** Pages here need no content: every content call finds nothing. */
const noContent = new Proxy({}, { get: () => async () => [] }) as ContentSource;

// The production build is scanned after it is made, by scripts/scan-secrets.ts (npm run scan:secrets).

describe('the merchant secret never leaves the gateway', () => {
  let dir: string;
  let gateway: RunningGateway;
  let base: string;
  const store = { current: undefined as ReturnType<typeof openSqlitePaymentStore> | undefined };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payment-secret-'));
    fs.mkdirSync(path.join(dir, 'apps', 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'apps', 'shell', 'dist', 'index.html'),
      '<!doctype html><html lang="uk"><head><!--head--></head><body><!--page-data--></body></html>',
    );
    store.current = openSqlitePaymentStore(path.join(dir, 'payments.sqlite'));
    gateway = await startGateway({
      env: {
        DATA_DIR: dir,
        APPS_DIR: path.join(dir, 'apps'),
        PAYMENT_KEY: 'MERCHANT-KEY',
        PAYMENT_SECRET: SECRET,
        PUBLIC_URL: 'https://clinic.example',
      },
      content: noContent,
      payments: store.current,
    });
    base = gateway.url;
  });

  afterAll(async () => {
    await gateway.close();
    await store.current?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is in no response: page, runtime config, checkout, callback, errors', async () => {
    const responses: Response[] = [];
    const json = { 'Content-Type': 'application/json' };
    responses.push(
      await fetch(`${base}/`),
      await fetch(`${base}/en/likari?payment&amount=500`),
      await fetch(`${base}/runtime-config.json`),
    );
    const checkout = await fetch(`${base}/payment/checkout`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        firstName: 'Ann',
        phone: '38(067) 123-45-67',
        subjectPayment: 'products',
        amount: '250',
        locale: 'en',
        returnPath: '/en',
      }),
    });
    const form = (await checkout.clone().json()) as { action: string; fields: Record<string, string> };
    expect(form.action).toBe('https://secure.platononline.com/payment/auth');
    expect(form.fields.url).toBe('https://clinic.example/en?payment-success');
    responses.push(checkout);
    responses.push(await fetch(`${base}/payment/checkout`, { method: 'POST', headers: json, body: '{}' }));
    responses.push(await fetch(`${base}/payment/sandbox`, { method: 'POST' }));
    const order = form.fields.order!;
    const sign = callbackSign({ order, card: '411111****1111' }, SECRET);
    for (const amount of ['250.00', '1.00']) {
      responses.push(
        await fetch(`${base}/payment/callback`, {
          method: 'POST',
          body: new URLSearchParams({ order, id: 'T-1', status: 'SALE', amount, card: '411111****1111', sign }),
        }),
      );
    }
    expect((await store.current?.find(order))?.status).toBe('paid');

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 400, 404, 200, 409]);
    for (const response of responses) {
      const text = `${JSON.stringify([...response.headers])}\n${await response.text()}`;
      expect(text).not.toContain(SECRET);
      expect(text.toUpperCase()).not.toContain(SECRET.toUpperCase());
      expect(text).not.toContain([...SECRET].reverse().join(''));
    }
  });
});
