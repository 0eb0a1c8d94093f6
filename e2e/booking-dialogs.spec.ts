import { expect, test } from './support/test.ts';
import type { Locator, Page } from '@playwright/test';
import { useMailJourney } from './support/mail-journey.ts';

// A gateway of this journey's own, delivering to a real SMTP server on loopback.
const journey = useMailJourney();

interface ReviewRow {
  locale: string;
  relation_type: string;
  relation_slug: string;
  name: string;
  phone: string;
  comment: string;
  rating: number;
  status: string;
}

/** The review the gateway stored for `name`, once its outbox job has run (mail first, then the review: spec §7). */
async function storedReview(name: string): Promise<ReviewRow> {
  let row: ReviewRow | undefined;
  await expect
    .poll(() => {
      [row] = journey.rows<ReviewRow>('SELECT * FROM reviews WHERE name = ?', name);
      return row !== undefined;
    })
    .toBe(true);
  return row!;
}

/** Sections below the fold mount as a visitor scrolls towards them; scroll until `target` is there. */
async function scrollTo(page: Page, target: Locator) {
  await expect(async () => {
    await page.mouse.wheel(0, 900);
    await expect(target).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test.describe('declaration from the contacts page', () => {
  test('wrong input shows the exact messages; a valid request shows the common success and the mail arrives', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/contacts`);
    await page.getByRole('main').getByRole('button', { name: 'Підписати декларацію з сімейним лікарем' }).click();
    const dialog = page.getByRole('dialog', { name: 'Підписати декларацію' });
    for (const [label, name] of [
      ['ПІБ', 'pib'],
      ['Телефон', 'phone'],
      ['Дата народження', 'birthday'],
    ]) {
      await expect(dialog.getByLabel(label)).toHaveAttribute('name', name);
    }
    const send = dialog.getByRole('button', { name: 'Надіслати' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');

    await send.click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveText(['Це поле обовʼязкове', 'Це поле обовʼязкове', 'Це поле обовʼязкове']);

    await dialog.getByLabel('ПІБ').fill('Оксана Декларація');
    await dialog.getByLabel('Телефон').pressSequentially('050123');
    await dialog.getByLabel('Дата народження').pressSequentially('0102');
    await expect(dialog.getByLabel('Дата народження')).toHaveValue('01.02');
    await expect(dialog.getByRole('alert')).toHaveText(['Некоректний формат', 'Некоректний формат']);
    await expect(send).toHaveAttribute('aria-disabled', 'true');

    await dialog.getByLabel('Телефон').press('End');
    await dialog.getByLabel('Телефон').pressSequentially('4567');
    await dialog.getByLabel('Дата народження').press('End');
    await dialog.getByLabel('Дата народження').pressSequentially('1990');
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

    await send.click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveText(['Required', 'Required', 'Required']);
    await dialog.getByLabel('Full name').fill('Oksana Declaration');
    await dialog.getByLabel('Phone').pressSequentially('050123');
    await dialog.getByLabel('Date of birth').pressSequentially('0102');
    await expect(dialog.getByRole('alert')).toHaveText(['Incorrect format', 'Incorrect format']);

    await dialog.getByLabel('Phone').press('End');
    await dialog.getByLabel('Phone').pressSequentially('4567');
    await dialog.getByLabel('Date of birth').press('End');
    await dialog.getByLabel('Date of birth').pressSequentially('1990');
    await send.click();
    await expect(dialog.getByText('Your request was successful')).toBeVisible();
    await expect(dialog.getByText('Expect feedback')).toBeVisible();
    const mail = await journey.mailWith('ПІБ: Oksana Declaration');
    expect(mail.subject).toBe('Запит на декларацію');
    expect(mail.text).toContain(`Дата народження: 01.02.1990\nСторінка: ${journey.gateway.url}/en/clinics/klinika-na-pechersku`);
  });
});

test.describe('review from the reviews section and from a doctor page', () => {
  test('home page: five stars by default, exact messages, success, the mail and the stored review', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/`);
    const leave = page.getByRole('region', { name: 'Відгуки пацієнтів' }).getByRole('button', { name: 'Залишити відгук' });
    await scrollTo(page, leave);
    await leave.click();
    const dialog = page.getByRole('dialog', { name: 'Залишити відгук' });
    await expect(dialog.locator('input[type="radio"][name="rating"][value="5"]')).toBeChecked();
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    // Spec §9: stars of size 18, as drawn on the page.
    const starIcons = dialog.locator('.booking-rating svg');
    await expect(starIcons).toHaveCount(5);
    for (const box of await starIcons.evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect()))) expect([box.width, box.height]).toEqual([18, 18]);
    for (const [label, name] of [
      ['Імʼя', 'firstName'],
      ['Телефон', 'phone'],
      ['Ваш відгук', 'comment'],
    ]) {
      await expect(dialog.getByLabel(label)).toHaveAttribute('name', name);
    }

    const send = dialog.getByRole('button', { name: 'Надіслати' });
    await send.click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveText(['Це поле обовʼязкове', 'Це поле обовʼязкове', 'Це поле обовʼязкове']);

    await dialog.getByLabel('Імʼя').fill('Ірина Відгук');
    await dialog.getByLabel('Телефон').pressSequentially('067123');
    await dialog.getByLabel('Ваш відгук').click();
    await expect(dialog.getByRole('alert')).toHaveText(['Некоректний формат', 'Це поле обовʼязкове']);
    await expect(dialog.getByLabel('Телефон')).toHaveAttribute('aria-invalid', 'true');
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByLabel('Телефон').press('End');
    await dialog.getByLabel('Телефон').pressSequentially('4567');
    await dialog.getByLabel('Ваш відгук').fill('Уважні лікарі, дякую!');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(send).toHaveAttribute('aria-disabled', 'false');
    await send.click();
    await expect(dialog.getByText('Ваш відгук надіслано і найближчим часом буде опубліковано')).toBeVisible();

    const mail = await journey.mailWith('Імʼя: Ірина Відгук');
    expect(mail.subject).toBe('Новий відгук');
    expect(mail.text).toContain(
      `Імʼя: Ірина Відгук\nТелефон: 38(067) 123-45-67\nОцінка: 5\nПро: page / index\nВідгук: Уважні лікарі, дякую!\nСторінка: ${journey.gateway.url}/`,
    );
    expect(await storedReview('Ірина Відгук')).toMatchObject({
      locale: 'uk',
      relation_type: 'page',
      relation_slug: 'index',
      phone: '380671234567',
      comment: 'Уважні лікарі, дякую!',
      rating: 5,
      status: 'pending',
    });
  });

  test('doctor page: the review is about that doctor, with the stars chosen', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/likari/dermatolohiia/olena-kovalenko`);
    await expect(page.getByRole('heading', { level: 1, name: 'Олена Коваленко' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Залишити відгук' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Залишити відгук' });
    await dialog.getByRole('radio', { name: '4 з 5' }).check();
    await expect(dialog.locator('input[name="rating"][value="4"]')).toBeChecked();
    await dialog.getByLabel('Імʼя').fill('Петро Лікарський');
    await dialog.getByLabel('Телефон').pressSequentially('0931112233');
    await dialog.getByLabel('Ваш відгук').fill('Допомогла з акне.');
    await dialog.getByRole('button', { name: 'Надіслати' }).click();
    await expect(dialog.getByText('Ваш відгук надіслано і найближчим часом буде опубліковано')).toBeVisible();

    const mail = await journey.mailWith('Імʼя: Петро Лікарський');
    expect(mail.text).toContain('Оцінка: 4\nПро: doctor / olena-kovalenko\nВідгук: Допомогла з акне.');
    const row = await storedReview('Петро Лікарський');
    expect(row).toMatchObject({ relation_type: 'doctor', relation_slug: 'olena-kovalenko', phone: '380931112233', rating: 4, locale: 'uk' });
  });
});

test.describe('review in English', () => {
  test('doctor page under /en: the English messages, the English success text and the review stored in English', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/en/likari/dermatolohiia/olena-kovalenko`);
    await page.getByRole('main').getByRole('button', { name: 'Leave a review' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave a review' });
    await expect(dialog.getByRole('radio', { name: '5 of 5' })).toBeChecked();
    const send = dialog.getByRole('button', { name: 'Send' });

    await send.click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveText(['Required', 'Required', 'Required']);
    await dialog.getByLabel('First name').fill('Anna Review');
    await dialog.getByLabel('Phone').pressSequentially('050123');
    await dialog.getByLabel('Your review').click();
    await expect(dialog.getByRole('alert')).toHaveText(['Incorrect format', 'Required']);

    await dialog.getByLabel('Phone').press('End');
    await dialog.getByLabel('Phone').pressSequentially('4567');
    await dialog.getByLabel('Your review').fill('Very attentive.');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await send.click();
    await expect(dialog.getByText('Your review has been sent and will be published soon')).toBeVisible();
    const mail = await journey.mailWith('Імʼя: Anna Review');
    expect(mail.text).toContain('Оцінка: 5\nПро: doctor / olena-kovalenko\nВідгук: Very attentive.');
    expect(await storedReview('Anna Review')).toMatchObject({ locale: 'en', relation_type: 'doctor', relation_slug: 'olena-kovalenko', rating: 5 });
  });
});

test.describe('vacancy application from /vacancies', () => {
  const VACANCY = 'Адміністратор реєстратури';
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

  async function openVacancy(page: Page, name = VACANCY) {
    const card = page.getByRole('main').locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.getByRole('button', { name: 'Відгукнутися' }).click();
    const dialog = page.getByRole('dialog', { name: 'Заповніть форму, щоб приєднатися до нас' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('the CV must be pdf/doc/docx; a PDF is sent as the attachment and an empty e-mail is "не вказано"', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/vacancies`);
    const dialog = await openVacancy(page);
    await expect(dialog.getByText(VACANCY, { exact: true })).toBeVisible();
    for (const [label, name] of [
      ['Імʼя', 'firstName'],
      ['Email', 'email'],
      ['Телефон', 'phone'],
      ['Коментар', 'comment'],
      ['Резюме', 'cv'],
    ]) {
      await expect(dialog.getByLabel(label)).toHaveAttribute('name', name);
    }
    const send = dialog.getByRole('button', { name: 'Надіслати' });

    await send.click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveText(['Це поле обовʼязкове', 'Це поле обовʼязкове', 'Це поле обовʼязкове']);
    await expect(dialog.getByLabel('Імʼя')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Телефон')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Резюме')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Імʼя').fill('Марія Кандидатка');
    await dialog.getByLabel('Телефон').pressSequentially('066123');
    await dialog.getByLabel('Коментар').click();
    await expect(dialog.getByRole('alert')).toHaveText(['Некоректний формат', 'Це поле обовʼязкове']);
    await dialog.getByLabel('Телефон').press('End');
    await dialog.getByLabel('Телефон').pressSequentially('4567');
    await expect(dialog.getByLabel('Телефон')).toHaveValue('38(066) 123-45-67');
    await expect(dialog.getByRole('alert')).toHaveText(['Це поле обовʼязкове']);
    await dialog.getByLabel('Резюме').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text, not a CV') });
    await send.click({ force: true });
    await expect(dialog.getByRole('alert')).toHaveText(['use only doc, docx, pdf files']);
    await expect(dialog.getByLabel('Резюме')).toHaveAttribute('aria-invalid', 'true');
    await expect(send).toHaveAttribute('aria-disabled', 'true');

    await dialog.getByLabel('Email').fill('maria@');
    await dialog.getByLabel('Коментар').click();
    await expect(dialog.getByRole('alert')).toHaveText(['Некоректний формат', 'use only doc, docx, pdf files']);
    await dialog.getByLabel('Email').fill('');
    await expect(dialog.getByRole('alert')).toHaveText(['use only doc, docx, pdf files']);

    await dialog.getByLabel('Резюме').setInputFiles({ name: 'maria-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(send).toHaveAttribute('aria-disabled', 'false');
    await send.click();
    await expect(dialog.getByText('Ваше резюме відправлено успішно')).toBeVisible();

    const mail = await journey.mailWith('Імʼя: Марія Кандидатка');
    expect(mail.subject).toBe('Відгук на вакансію');
    expect(mail.text).toContain(
      `Вакансія: ${VACANCY}\nІмʼя: Марія Кандидатка\nEmail: не вказано\nТелефон: 38(066) 123-45-67\nКоментар: не вказано\nСторінка: ${journey.gateway.url}/vacancies`,
    );
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'maria-cv.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0]!.content.equals(PDF)).toBe(true);
  });

  test('closing the dialog resets it: reopened, the fields are empty and the new vacancy is named', async ({ page }) => {
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

    const other = await page.getByRole('main').locator('article h3').filter({ hasNotText: VACANCY }).first().textContent();
    dialog = await openVacancy(page, other!);
    await expect(dialog.getByText(other!, { exact: true })).toBeVisible();
    await expect(dialog.getByText(VACANCY, { exact: true })).toHaveCount(0);
    for (const label of ['Імʼя', 'Email', 'Телефон', 'Коментар', 'Резюме']) await expect(dialog.getByLabel(label)).toHaveValue('');
    await expect(dialog.getByText('draft.pdf')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Надіслати' })).toHaveAttribute('aria-disabled', 'true');
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

test.describe('pay from content', () => {
  test("a price line's pay button opens the payment dialog with its amount", async ({ page }) => {
    await page.goto(`${journey.gateway.url}/prices/dermatolohiia`);
    await page.getByRole('button', { name: 'Оплатити онлайн: Консультація дерматолога' }).click();
    const dialog = page.getByRole('dialog', { name: 'Онлайн оплата' });
    await expect(dialog.getByText('Консультація дерматолога')).toBeVisible();
    await expect(dialog.getByLabel('Сума, грн')).toHaveValue('800');
    await expect(dialog.getByLabel('Сума, грн')).toHaveAttribute('name', 'amount');
    await expect(dialog.getByRole('button', { name: 'Оплатити' })).toBeVisible();
  });

  test("a complex's pay button opens the payment dialog with the complex's price", async ({ page }) => {
    await page.goto(`${journey.gateway.url}/complexes`);
    const card = page.getByRole('main').locator('article').filter({ has: page.getByRole('heading', { name: 'Чиста шкіра', exact: true }) });
    await card.getByRole('button', { name: 'Оплатити онлайн' }).click();
    const dialog = page.getByRole('dialog', { name: 'Онлайн оплата' });
    await expect(dialog.getByText('Чиста шкіра')).toBeVisible();
    await expect(dialog.getByLabel('Сума, грн')).toHaveValue('4900');
  });
});
