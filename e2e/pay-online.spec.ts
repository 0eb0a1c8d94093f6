import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { type RunningGatewayProcess, checkoutSign, decodePaymentData } from '@clinic/api-gateway/testing';
import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { startBuiltGateway } from './support/gateway.ts';
import { E2E_MERCHANT } from './support/merchant.ts';

// A gateway of this journey's own, so its payment records can be read after paying; one worker runs the file in order.
test.describe.configure({ mode: 'default' });
let gateway: RunningGatewayProcess;

test.beforeAll(async () => {
  gateway = await startBuiltGateway();
});

test.afterAll(async () => {
  await gateway?.stop();
});

function paymentStatus(order: string): string | undefined {
  const db = new Database(path.join(gateway.dataDir, 'payments.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT status FROM payments WHERE "order" = ?').get(order) as { status: string } | undefined)
      ?.status;
  } finally {
    db.close();
  }
}

/** Fills the dialog opened by `/?payment&amount=500` and pays; resolves to the order id the gateway made. */
async function payFiveHundred(page: Page): Promise<string> {
  await page.goto(`${gateway.url}/?payment&amount=500`);
  const dialog = page.getByRole('dialog', { name: 'Онлайн оплата' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Сума, грн')).toHaveValue('500');
  await dialog.getByLabel('Ваше імʼя').fill('Олена');
  await dialog.getByLabel('Телефон').pressSequentially('0671234567');
  await dialog.getByLabel('Призначення платежу').selectOption({ label: 'Послуги' });
  // The browser leaves for the provider at once, so the checkout answer is read on its way through.
  let order = '';
  await page.route('**/payment/checkout', async (route) => {
    const response = await route.fetch();
    order = ((await response.json()) as { fields: Record<string, string> }).fields.order!;
    await route.fulfill({ response });
  });
  await dialog.getByRole('button', { name: 'Оплатити' }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox$/);
  await expect(page.getByTestId('sandbox-amount')).toHaveText('500.00 UAH');
  await expect(page.getByTestId('sandbox-description')).toHaveText('Послуги');
  expect(order).not.toBe('');
  return order;
}

test.describe('pay online through the sandbox provider', () => {
  test('/?payment&amount=500 opens the payment dialog with 500', async ({ page }) => {
    await page.goto(`${gateway.url}/?payment&amount=500`);
    const dialog = page.getByRole('dialog', { name: 'Онлайн оплата' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Сума, грн')).toHaveValue('500');
    for (const name of ['firstName', 'phone', 'subjectPayment', 'amount'])
      await expect(dialog.locator(`[name="${name}"]`)).toHaveCount(1);
  });

  test('an empty form shows what is required and sends nothing', async ({ page }) => {
    const checkouts: string[] = [];
    page.on('request', (request) => request.url().endsWith('/payment/checkout') && checkouts.push(request.url()));
    await page.goto(`${gateway.url}/en/?payment`);
    const dialog = page.getByRole('dialog', { name: 'Online payment' });
    const pay = dialog.getByRole('button', { name: 'Pay' });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    // It only looks disabled: clicking shows what is missing.
    await pay.click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveCount(4);
    await expect(dialog.getByRole('alert').first()).toHaveText('Required');
    expect(checkouts).toHaveLength(0);
  });

  test('paying returns to ?payment-success with the success message and a paid record', async ({ page }) => {
    const order = await payFiveHundred(page);
    await page.getByRole('button', { name: 'Сплатити' }).click();
    await expect(page).toHaveURL(`${gateway.url}/?payment-success`);
    const dialog = page.getByRole('dialog', { name: 'Онлайн оплата' });
    await expect(dialog).toContainText('Ваш запит пройшов успішно');
    await expect(dialog).toContainText('Очікуйте зворотнього звʼязку');
    expect(paymentStatus(order)).toBe('paid');
  });

  test('declining returns to ?payment-error with the error message', async ({ page }) => {
    const order = await payFiveHundred(page);
    await page.getByRole('button', { name: 'Відхилити' }).click();
    await expect(page).toHaveURL(`${gateway.url}/?payment-error`);
    const dialog = page.getByRole('dialog', { name: 'Онлайн оплата' });
    await expect(dialog).toContainText('Упс, щось пішло не так!');
    await expect(dialog).toContainText('Спробуйте пізніше, або звʼяжіться з нами');
    expect(paymentStatus(order)).toBe('declined');
  });
});

test.describe('with a real provider configured', () => {
  const SECRET = E2E_MERCHANT.secret;
  let provider: Server;
  let providerUrl: string;
  const posted: Array<Record<string, string>> = [];

  test.beforeAll(async () => {
    // Stands in for Platon's page: records what the browser posts to it.
    provider = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (req.method === 'POST') posted.push(Object.fromEntries(new URLSearchParams(body)));
        res
          .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          .end('<!doctype html><title>Provider</title><h1>Provider page</h1>');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/payment/auth`;
  });

  test.afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));

  test('the browser posts the gateway-signed form to PAYMENT_URL and never sees the secret', async ({ page }) => {
    const provided = await startBuiltGateway({
      PAYMENT_KEY: E2E_MERCHANT.key,
      PAYMENT_SECRET: SECRET,
      PAYMENT_URL: providerUrl,
      PUBLIC_URL: 'https://clinic.example',
    });
    const bodies: Promise<string>[] = [];
    page.on('response', (response) =>
      bodies.push(
        response.body().then(
          (body) => body.toString('latin1'),
          () => '',
        ),
      ),
    );
    try {
      await page.goto(`${provided.url}/en?payment&amount=750`);
      const dialog = page.getByRole('dialog', { name: 'Online payment' });
      await dialog.getByLabel('Your name').fill('Ann');
      await dialog.getByLabel('Phone').pressSequentially('0501234567');
      await dialog.getByLabel('Payment for').selectOption({ label: 'Online consultations' });
      await dialog.getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByRole('heading', { name: 'Provider page' })).toBeVisible();

      expect(posted).toHaveLength(1);
      const fields = posted[0]!;
      expect(fields).toMatchObject({
        payment: 'CC',
        key: E2E_MERCHANT.key,
        url: 'https://clinic.example/en?payment-success',
        error_url: 'https://clinic.example/en?payment-error',
        req_token: 'Y',
        lang: 'en',
      });
      expect(decodePaymentData(fields.data!)).toEqual({
        amount: '750.00',
        description: 'Online consultations',
        currency: 'UAH',
        recurring: 'Y',
      });
      expect(fields.sign).toBe(
        checkoutSign({ key: fields.key!, payment: fields.payment!, data: fields.data!, url: fields.url! }, SECRET),
      );

      const texts = await Promise.all(bodies);
      expect(texts.length).toBeGreaterThan(5);
      for (const text of texts) expect(text.includes(SECRET)).toBe(false);
    } finally {
      await provided.stop();
    }
  });
});

test.describe('pay from content', () => {
  test("a price line's pay button opens the payment dialog with its amount", async ({ page }) => {
    await page.goto(`${gateway.url}/prices/dermatolohiia`);
    await page.getByRole('button', { name: 'Оплатити онлайн: Консультація дерматолога' }).click();
    const dialog = page.getByRole('dialog', { name: 'Онлайн оплата' });
    await expect(dialog.getByText('Консультація дерматолога')).toBeVisible();
    await expect(dialog.getByLabel('Сума, грн')).toHaveValue('800');
    await expect(dialog.getByLabel('Сума, грн')).toHaveAttribute('name', 'amount');
    await expect(dialog.getByRole('button', { name: 'Оплатити' })).toBeVisible();
  });

  test("a complex's pay button opens the payment dialog with the complex's price", async ({ page }) => {
    await page.goto(`${gateway.url}/complexes`);
    const card = page
      .getByRole('main')
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: 'Чиста шкіра', exact: true }) });
    await card.getByRole('button', { name: 'Оплатити онлайн' }).click();
    const dialog = page.getByRole('dialog', { name: 'Онлайн оплата' });
    await expect(dialog.getByText('Чиста шкіра')).toBeVisible();
    await expect(dialog.getByLabel('Сума, грн')).toHaveValue('4930');
  });
});

test('/?payment&amount=500 opens mf-payment’s dialog', async ({ page }) => {
  await page.goto('/?payment&amount=500');
  const dialog = page.getByRole('dialog', { name: 'Онлайн оплата' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[name="firstName"]')).toBeVisible();
  await expect(dialog.locator('input[name="phone"]')).toBeVisible();
  await expect(dialog.locator('input[name="amount"]')).toHaveValue('500');
});

test.describe('from the header', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('the online-payment item opens the payment dialog', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Основна навігація' })
      .getByRole('button', { name: 'Оплата онлайн' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Онлайн оплата' })).toBeVisible();
  });
});
