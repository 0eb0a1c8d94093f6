import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { startGateway, type RunningGateway } from './support/gateway.ts';

// A gateway of this journey's own, so its payment records can be read after paying; one worker runs the file in order.
test.describe.configure({ mode: 'default' });
let gateway: RunningGateway;

test.beforeAll(async () => {
  gateway = await startGateway();
});

test.afterAll(async () => {
  await gateway?.stop();
});

function paymentStatus(order: string): string | undefined {
  const db = new Database(path.join(gateway.dataDir, 'payments.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT status FROM payments WHERE "order" = ?').get(order) as { status: string } | undefined)?.status;
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
    for (const name of ['firstName', 'phone', 'subjectPayment', 'amount']) await expect(dialog.locator(`[name="${name}"]`)).toHaveCount(1);
  });

  test('an empty form shows what is required and sends nothing', async ({ page }) => {
    const checkouts: string[] = [];
    page.on('request', (request) => request.url().endsWith('/payment/checkout') && checkouts.push(request.url()));
    await page.goto(`${gateway.url}/en/?payment`);
    const dialog = page.getByRole('dialog', { name: 'Online payment' });
    const pay = dialog.getByRole('button', { name: 'Pay' });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    // It only looks disabled (spec §4): clicking shows what is missing.
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
