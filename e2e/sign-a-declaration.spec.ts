import { expect, test } from './support/test.ts';
import { useMailJourney } from './support/mail-journey.ts';
import { expectFieldNames, sendRefused, typeAtEnd } from './support/form-steps.ts';

// A gateway of this journey's own, delivering to a real SMTP server on loopback.
const journey = useMailJourney();

test.describe('declaration from the contacts page', () => {
  test('wrong input shows the exact messages; a valid request shows the common success and the mail arrives', async ({
    page,
  }) => {
    await page.goto(`${journey.gateway.url}/contacts`);
    await page.getByRole('main').getByRole('button', { name: 'Підписати декларацію з сімейним лікарем' }).click();
    const dialog = page.getByRole('dialog', { name: 'Підписати декларацію' });
    await expectFieldNames(dialog, [
      ['ПІБ', 'pib'],
      ['Телефон', 'phone'],
      ['Дата народження', 'birthday'],
    ]);
    const send = dialog.getByRole('button', { name: 'Надіслати' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');

    await sendRefused(send, dialog, ['Це поле обовʼязкове', 'Це поле обовʼязкове', 'Це поле обовʼязкове']);

    await dialog.getByLabel('ПІБ').fill('Оксана Декларація');
    await dialog.getByLabel('Телефон').pressSequentially('050123');
    await dialog.getByLabel('Дата народження').pressSequentially('0102');
    await expect(dialog.getByLabel('Дата народження')).toHaveValue('01.02');
    await expect(dialog.getByRole('alert')).toHaveText(['Некоректний формат', 'Некоректний формат']);
    await expect(send).toHaveAttribute('aria-disabled', 'true');

    await typeAtEnd(dialog.getByLabel('Телефон'), '4567');
    await typeAtEnd(dialog.getByLabel('Дата народження'), '1990');
    await expect(dialog.getByLabel('Дата народження')).toHaveValue('01.02.1990');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(send).toHaveAttribute('aria-disabled', 'false');

    await send.click();
    await expect(dialog.getByText('Ваш запит пройшов успішно')).toBeVisible();
    await expect(dialog.getByText('Очікуйте зворотнього звʼязку')).toBeVisible();
    const mail = await journey.mailWith('ПІБ: Оксана Декларація');
    expect(mail.subject).toBe('Запит на декларацію');
    expect(mail.text).toContain(
      `ПІБ: Оксана Декларація\nТелефон: 38(050) 123-45-67\nДата народження: 01.02.1990\nСторінка: ${journey.gateway.url}/contacts`,
    );
  });

  test('in English from a clinic page: the English messages and success text', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/en/clinics/klinika-na-pechersku`);
    await page.getByRole('main').getByRole('button', { name: 'Sign a declaration with a family doctor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign a declaration' });
    const send = dialog.getByRole('button', { name: 'Send' });

    await sendRefused(send, dialog, ['Required', 'Required', 'Required']);
    await dialog.getByLabel('Full name').fill('Oksana Declaration');
    await dialog.getByLabel('Phone').pressSequentially('050123');
    await dialog.getByLabel('Date of birth').pressSequentially('0102');
    await expect(dialog.getByRole('alert')).toHaveText(['Incorrect format', 'Incorrect format']);

    await typeAtEnd(dialog.getByLabel('Phone'), '4567');
    await typeAtEnd(dialog.getByLabel('Date of birth'), '1990');
    await send.click();
    await expect(dialog.getByText('Your request was successful')).toBeVisible();
    await expect(dialog.getByText('Expect feedback')).toBeVisible();
    const mail = await journey.mailWith('ПІБ: Oksana Declaration');
    expect(mail.subject).toBe('Запит на декларацію');
    expect(mail.text).toContain(
      `Дата народження: 01.02.1990\nСторінка: ${journey.gateway.url}/en/clinics/klinika-na-pechersku`,
    );
  });
});
