import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import type { RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { expect, test } from './support/test.ts';
import { acceptCookies } from './support/cookies.ts';
import { expectMarkedInvalid } from './support/field-error.ts';
import { startBuiltGateway } from './support/gateway.ts';
import { useMailJourney } from './support/mail-journey.ts';
import { sendRefused, typeAtEnd } from './support/form-steps.ts';

// A gateway of this journey's own, delivering to a real SMTP server on loopback.
const journey = useMailJourney();

function mailTo(name: string) {
  return journey.mailWith(`Імʼя: ${name}`);
}

/** Sends the header's order dialog on the home page with `name` and a valid phone; answers the dialog. */
async function sendOrderFromHeader(page: Page, name: string): Promise<Locator> {
  await page.goto(`${journey.gateway.url}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
  const dialog = page.getByRole('dialog', { name: 'Записатися на прийом' });
  await dialog.getByLabel('Імʼя').fill(name);
  await dialog.getByLabel('Телефон').pressSequentially('0501234567');
  await dialog.getByRole('button', { name: 'Надіслати' }).click();
  return dialog;
}

test.describe('booking dialogs send mail that arrives', () => {
  test('order from the header: real named fields, exact messages, then success and the mail', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
    const dialog = page.getByRole('dialog', { name: 'Записатися на прийом' });
    const send = dialog.getByRole('button', { name: 'Надіслати' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    for (const [label, name, autocomplete] of [
      ['Імʼя', 'firstName', 'given-name'],
      ['Телефон', 'phone', 'tel'],
      ['Мета візиту', 'goal', 'off'],
    ]) {
      await expect(dialog.getByLabel(label)).toHaveAttribute('name', name);
      await expect(dialog.getByLabel(label)).toHaveAttribute('autocomplete', autocomplete);
    }

    await sendRefused(send, dialog, ['Це поле обовʼязкове', 'Це поле обовʼязкове']);
    await expect(dialog.getByLabel('Імʼя')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Імʼя').fill('Олена Замовлення');
    await dialog.getByLabel('Телефон').pressSequentially('050123');
    await dialog.getByLabel('Мета візиту').click();
    await expect(dialog.getByRole('alert')).toHaveText(['Некоректний формат']);
    await expectMarkedInvalid(dialog.getByLabel('Телефон'), dialog.getByRole('alert'));
    await typeAtEnd(dialog.getByLabel('Телефон'), '4567');
    await expect(dialog.getByLabel('Телефон')).toHaveValue('38(050) 123-45-67');
    await expect(send).toHaveAttribute('aria-disabled', 'false');

    await send.click();
    await expect(dialog.getByText('Ваша заявка успішно надіслана')).toBeVisible();
    const mail = await mailTo('Олена Замовлення');
    expect(mail.subject).toBe('Запис на прийом');
    expect(mail.text).toContain('Телефон: 38(050) 123-45-67\nМета візиту: не вказано\nПримітка: не вказано');
    expect(mail.text).toContain(`Сторінка: ${journey.gateway.url}/`);
  });

  test('order in English: exact messages and the English success text', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/en`);
    await page.getByRole('banner').getByRole('button', { name: 'Make an appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an appointment' });
    await sendRefused(dialog.getByRole('button', { name: 'Send' }), dialog, ['Required', 'Required']);
    await dialog.getByLabel('First name').fill('Olena English');
    await dialog.getByLabel('Phone').pressSequentially('38050');
    await dialog.getByLabel('Purpose of the visit').fill('Consultation');
    await expect(dialog.getByRole('alert')).toHaveText(['Incorrect format']);
    await typeAtEnd(dialog.getByLabel('Phone'), '1234567');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Your request has been sent successfully')).toBeVisible();
    const mail = await mailTo('Olena English');
    expect(mail.text).toContain('Мета візиту: Consultation');
  });

  test('a failed send shows the error message', async ({ page }) => {
    await page.route('**/mail/order', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":{"status":503,"message":"down"}}',
      }),
    );
    const dialog = await sendOrderFromHeader(page, 'Помилка Тест');
    await expect(dialog.getByText('Упс, щось пішло не так!')).toBeVisible();
    await expect(dialog.getByText('Спробуйте пізніше, або звʼяжіться з нами')).toBeVisible();
  });

  test('a send the gateway could not take for a moment goes again by itself: the visitor sees it sent', async ({
    page,
  }) => {
    // What the gateway answers while its database restarts, once; the post sent again reaches it.
    let refused = 0;
    await page.route('**/mail/order', (route) =>
      refused++ === 0
        ? route.fulfill({
            status: 503,
            headers: { 'Retry-After': '1' },
            contentType: 'application/json',
            body: '{"error":{"status":503,"message":"The database is unavailable; try again shortly"}}',
          })
        : route.continue(),
    );
    const dialog = await sendOrderFromHeader(page, 'Олена Повтор');
    await expect(dialog.getByText('Ваша заявка успішно надіслана')).toBeVisible();
    expect(refused).toBe(2);
    expect((await mailTo('Олена Повтор')).subject).toBe('Запис на прийом');
  });
});

test.describe('book from a doctor page', () => {
  test("the doctor's book button opens the order dialog and the mail's note names the doctor", async ({ page }) => {
    await page.goto(`${journey.gateway.url}/likari/dermatolohiia/olena-kovalenko`);
    await page.getByRole('main').getByRole('button', { name: 'Записатися до лікаря' }).click();
    const dialog = page.getByRole('dialog', { name: 'Записатися на прийом' });
    await expect(dialog.getByText('Запис до лікаря: Олена Коваленко')).toBeVisible();
    await dialog.getByLabel('Імʼя').fill('Андрій Пацієнт');
    await dialog.getByLabel('Телефон').pressSequentially('0509876543');
    await dialog.getByRole('button', { name: 'Надіслати' }).click();
    await expect(dialog.getByText('Ваша заявка успішно надіслана')).toBeVisible();

    const mail = await journey.mailWith('Імʼя: Андрій Пацієнт');
    expect(mail.subject).toBe('Запис на прийом');
    expect(mail.text).toContain(
      `Телефон: 38(050) 987-65-43\nМета візиту: не вказано\nПримітка: Запис до лікаря: Олена Коваленко\nСторінка: ${journey.gateway.url}/likari/dermatolohiia/olena-kovalenko`,
    );
  });
});

test('the make-appointment button opens mf-booking’s order dialog', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Make an appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make an appointment' });
  await expect(dialog).toBeVisible();
  // The shell's phone fallback has the same title: only mf-booking renders the form.
  await expect(dialog.locator('input[name="firstName"]')).toBeVisible();
  await expect(dialog.locator('input[name="phone"]')).toBeVisible();
  await page.keyboard.press('Escape');
  // The cookie notice of this first visit stays (a dialog of its own, not modal): the order dialog is gone.
  await expect(dialog).toHaveCount(0);
});

test.describe('the booking button of a doctor page', () => {
  test.beforeEach(({ page }) => acceptCookies(page));

  test('a doctor page books that doctor through the order dialog', async ({ page }) => {
    await page.goto('/likari/dermatolohiia/olena-kovalenko');
    await page.getByRole('button', { name: 'Записатися до лікаря' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Олена Коваленко');
  });
});

test.describe('with an external booking widget', () => {
  /** A stand-in for a booking widget on another host: it writes into each slot it is handed. */
  const FAKE_WIDGET = `window.BookingWidget = { mount: function (slot, options) { slot.textContent = 'Fake widget (' + options.locale + ')'; } };`;

  let widgetServer: http.Server;
  let widgetUrl: string;
  let gateway: RunningGatewayProcess;
  let scriptRequests = 0;

  test.beforeAll(async () => {
    widgetServer = http.createServer((req, res) => {
      if (req.url !== '/widget.js') return void res.writeHead(404).end();
      scriptRequests += 1;
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(FAKE_WIDGET);
    });
    await new Promise<void>((resolve) => widgetServer.listen(0, '127.0.0.1', resolve));
    widgetUrl = `http://127.0.0.1:${(widgetServer.address() as AddressInfo).port}/widget.js`;
    gateway = await startBuiltGateway({ BOOKING_WIDGET_URL: widgetUrl });
  });
  test.afterAll(async () => {
    await gateway.stop();
    await new Promise<void>((resolve) => widgetServer.close(() => resolve()));
  });

  test('with BOOKING_WIDGET_URL the widget loads where booking starts, once, beside the order form', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('ldrm-cookies-accepted', 'true'));
    await page.goto(`${gateway.url}/en`);
    expect(scriptRequests).toBe(0);

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Make an appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an appointment' });
    await expect(dialog.getByText('Fake widget (en)')).toBeVisible();
    await expect(dialog.getByLabel('Phone')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await header.getByRole('button', { name: 'Make an appointment' }).click();
    await expect(dialog.getByText('Fake widget (en)')).toBeVisible();
    expect(scriptRequests).toBe(1);
  });
});
