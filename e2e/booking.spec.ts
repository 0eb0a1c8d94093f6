import { expect, test } from './support/test.ts';
import { useMailJourney } from './support/mail-journey.ts';

// A gateway of this journey's own, delivering to a real SMTP server on loopback.
const journey = useMailJourney();

function mailTo(name: string) {
  return journey.mailWith(`Імʼя: ${name}`);
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

    // It only looks disabled (aria-disabled), so a click still shows what is missing.
    await send.click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveText(['Це поле обовʼязкове', 'Це поле обовʼязкове']);
    await expect(dialog.getByLabel('Імʼя')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Імʼя').fill('Олена Замовлення');
    await dialog.getByLabel('Телефон').pressSequentially('050123');
    await dialog.getByLabel('Мета візиту').click();
    await expect(dialog.getByRole('alert')).toHaveText(['Некоректний формат']);
    // Focusing again puts the caret at the start; carry on typing at the end, as a visitor would.
    await dialog.getByLabel('Телефон').press('End');
    await dialog.getByLabel('Телефон').pressSequentially('4567');
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
    await dialog.getByRole('button', { name: 'Send' }).click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveText(['Required', 'Required']);
    await dialog.getByLabel('First name').fill('Olena English');
    await dialog.getByLabel('Phone').pressSequentially('38050');
    await dialog.getByLabel('Purpose of the visit').fill('Consultation');
    await expect(dialog.getByRole('alert')).toHaveText(['Incorrect format']);
    await dialog.getByLabel('Phone').press('End');
    await dialog.getByLabel('Phone').pressSequentially('1234567');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Your request has been sent successfully')).toBeVisible();
    const mail = await mailTo('Olena English');
    expect(mail.text).toContain('Мета візиту: Consultation');
  });

  test('a failed send shows the error message', async ({ page }) => {
    await page.route('**/mail/send', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"status":503,"message":"down"}}' }));
    await page.goto(`${journey.gateway.url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
    const dialog = page.getByRole('dialog', { name: 'Записатися на прийом' });
    await dialog.getByLabel('Імʼя').fill('Помилка Тест');
    await dialog.getByLabel('Телефон').pressSequentially('0501234567');
    await dialog.getByRole('button', { name: 'Надіслати' }).click();
    await expect(dialog.getByText('Упс, щось пішло не так!')).toBeVisible();
    await expect(dialog.getByText('Спробуйте пізніше, або звʼяжіться з нами')).toBeVisible();
  });
});
