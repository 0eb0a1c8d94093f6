import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { useMailJourney } from './support/mail-journey.ts';
import { expectFieldNames, sendRefused, typeAtEnd } from './support/form-steps.ts';

// A gateway of this journey's own, delivering to a real SMTP server on loopback.
const journey = useMailJourney();

test.describe('vacancy application from /vacancies', () => {
  const VACANCY = 'Адміністратор реєстратури';
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

  async function openVacancy(page: Page, name = VACANCY) {
    const card = page
      .getByRole('main')
      .locator('article')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: 'Відгукнутися' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заповніть форму, щоб приєднатися до нас' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('the CV must be pdf/doc/docx and is sent as the attachment; a filled e-mail that is no address is pointed out but sent as typed', async ({
    page,
  }) => {
    await page.goto(`${journey.gateway.url}/vacancies`);
    const dialog = await openVacancy(page);
    await expect(dialog.getByText(VACANCY, { exact: true })).toBeVisible();
    await expectFieldNames(dialog, [
      ['Імʼя', 'firstName'],
      ['Email', 'email'],
      ['Телефон', 'phone'],
      ['Коментар', 'comment'],
      ['Резюме', 'cv'],
    ]);
    // The picker's hint in the page's language, read with the picker.
    await expect(dialog.getByLabel('Резюме')).toHaveAccessibleDescription('Лише файли doc, docx або pdf');
    const send = dialog.getByRole('button', { name: 'Надіслати' });

    await sendRefused(send, dialog, ['Це поле обовʼязкове', 'Це поле обовʼязкове', 'Це поле обовʼязкове']);
    await expect(dialog.getByLabel('Імʼя')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Телефон')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Резюме')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Імʼя').fill('Марія Кандидатка');
    await dialog.getByLabel('Телефон').pressSequentially('066123');
    await dialog.getByLabel('Коментар').click();
    await expect(dialog.getByRole('alert')).toHaveText(['Некоректний формат', 'Це поле обовʼязкове']);
    await typeAtEnd(dialog.getByLabel('Телефон'), '4567');
    await expect(dialog.getByLabel('Телефон')).toHaveValue('38(066) 123-45-67');
    await expect(dialog.getByRole('alert')).toHaveText(['Це поле обовʼязкове']);
    await dialog
      .getByLabel('Резюме')
      .setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text, not a CV') });
    await sendRefused(send, dialog, ['Лише файли doc, docx або pdf']);
    await expect(dialog.getByLabel('Резюме')).toHaveAttribute('aria-invalid', 'true');
    await expect(send).toHaveAttribute('aria-disabled', 'true');

    await dialog.getByLabel('Email').fill('maria@');
    await dialog.getByLabel('Коментар').click();
    await expect(dialog.getByRole('alert')).toHaveText(['Некоректний формат', 'Лише файли doc, docx або pdf']);

    await dialog.getByLabel('Резюме').setInputFiles({ name: 'maria-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    // The e-mail is optional and not part of the form's validity: its message stays, the form sends.
    await expect(dialog.getByRole('alert')).toHaveText(['Некоректний формат']);
    await expect(send).toHaveAttribute('aria-disabled', 'false');
    await send.click();
    await expect(dialog.getByText('Ваше резюме відправлено успішно')).toBeVisible();

    const mail = await journey.mailWith('Імʼя: Марія Кандидатка');
    expect(mail.subject).toBe('Відгук на вакансію');
    expect(mail.text).toContain(
      `Вакансія: ${VACANCY}\nІмʼя: Марія Кандидатка\nEmail: maria@\nТелефон: 38(066) 123-45-67\nКоментар: не вказано\nСторінка: ${journey.gateway.url}/vacancies`,
    );
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'maria-cv.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.equals(PDF)).toBe(true);
  });

  test('closing the dialog resets it: reopened, the fields are empty and the new vacancy is named', async ({
    page,
  }) => {
    await page.goto(`${journey.gateway.url}/vacancies`);
    let dialog = await openVacancy(page);
    await dialog.getByLabel('Імʼя').fill('Незакінчена Заявка');
    await dialog.getByLabel('Email').fill('draft@example.com');
    await dialog.getByLabel('Телефон').pressSequentially('0661234567');
    await dialog.getByLabel('Коментар').fill('Чернетка');
    await dialog.getByLabel('Резюме').setInputFiles({ name: 'draft.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByText('draft.pdf')).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрити' }).click();
    await expect(dialog).toBeHidden();

    const other = await page
      .getByRole('main')
      .locator('article h3')
      .filter({ hasNotText: VACANCY })
      .first()
      .textContent();
    dialog = await openVacancy(page, other!);
    await expect(dialog.getByText(other!, { exact: true })).toBeVisible();
    await expect(dialog.getByText(VACANCY, { exact: true })).toHaveCount(0);
    for (const label of ['Імʼя', 'Email', 'Телефон', 'Коментар', 'Резюме'])
      await expect(dialog.getByLabel(label)).toHaveValue('');
    await expect(dialog.getByText('draft.pdf')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Надіслати' })).toHaveAttribute('aria-disabled', 'true');
  });
});
