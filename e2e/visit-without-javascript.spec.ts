import { expect, interactive, test } from './support/test.ts';
import { useMailJourney } from './support/mail-journey.ts';
import { expectMarkedInvalid } from './support/field-error.ts';

// A visitor whose browser runs no script (switched off, blocked, or not loaded yet on a bad connection):
// every page reads and links, and search, the header's menus and every form work all the same.

test.use({ javaScriptEnabled: false });

// A gateway of this journey's own, delivering to a real SMTP server on loopback.
const journey = useMailJourney();

test.describe('search without scripts', () => {
  test('the header search box sends the query to a results page with the three groups', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Пошук по сайту' });
    await box.fill('Коваленко');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=%D0%9A/);
    await expect(page.getByRole('heading', { level: 1, name: 'Результати пошуку' })).toBeVisible();
    for (const group of ['Лікарі', 'Напрямки', 'Захворювання'])
      await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible();
    const doctors = page.getByRole('region', { name: 'Лікарі' });
    await expect(doctors.getByRole('link', { name: 'Олена Коваленко' })).toHaveAttribute(
      'href',
      '/likari/dermatolohiia/olena-kovalenko',
    );
    // An empty group says so, as the search box's panel does.
    await expect(page.getByRole('region', { name: 'Напрямки' }).getByText('Нічого не знайдено')).toBeVisible();
    await doctors.getByRole('link', { name: 'Олена Коваленко' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Олена Коваленко/ })).toBeVisible();
  });

  test('in English, and a query too short to search says so', async ({ page }) => {
    await page.goto('/en/search?query=Kovalenko');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Doctors' }).getByRole('link', { name: 'Olena Kovalenko' }),
    ).toHaveAttribute('href', '/en/likari/dermatolohiia/olena-kovalenko');
    await page.goto('/en/search?query=ab');
    await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
    // The page's own form searches again.
    await page.getByRole('main').getByRole('searchbox', { name: 'Search the site' }).fill('akne');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/search\?query=akne$/);
    await expect(page.getByRole('region', { name: 'Diseases' }).getByRole('link').first()).toBeVisible();
  });
});

test.describe('header menus without scripts', () => {
  test('the patients’ and about-us menus open on hover and on a click of their button, and their links lead on', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: /Головн|Основн/ });
    const patients = nav.getByRole('button', { name: 'Пацієнтам' });
    await expect(nav.getByRole('link', { name: 'Блог' })).toBeHidden();
    await patients.hover();
    await expect(nav.getByRole('link', { name: 'Блог' })).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(nav.getByRole('link', { name: 'Блог' })).toBeHidden();
    await nav.getByRole('button', { name: 'Про нас' }).click();
    await page.mouse.move(0, 600);
    const clinics = nav.getByRole('link', { name: 'Клініки', exact: true });
    await expect(clinics).toBeVisible();
    await clinics.click();
    await expect(page).toHaveURL(/\/clinics$/);
  });

  test('the keyboard opens a menu: focus inside shows it', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByRole('navigation', { name: /Main/ });
    await nav.getByRole('button', { name: 'For patients' }).focus();
    await expect(nav.getByRole('link', { name: 'Diseases' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Complexes' })).toBeFocused();
  });
});

test.describe('the header’s menu on a phone without scripts', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the burger opens the navigation under the header, its menus open, its links lead on, and the cross closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    const nav = banner.getByRole('navigation', { name: /Головн|Основн/ });
    await expect(nav).toBeHidden();
    await banner.getByRole('link', { name: 'Меню', exact: true }).click();
    await expect(page).toHaveURL(/#site-menu$/);
    for (const name of ['Послуги', 'Лікарі', 'Ціни', 'Акції', 'Блог', 'Клініки', 'Вакансії'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Оплата онлайн' })).toBeVisible();
    // Nothing but the list: the page beside it stays as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await banner.getByRole('link', { name: 'Закрити меню' }).click();
    await expect(nav).toBeHidden();
    await banner.getByRole('link', { name: 'Меню', exact: true }).click();
    await nav.getByRole('link', { name: 'Блог', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('navigation', { name: /Головн|Основн/ })).toBeHidden();
  });
});

test.describe('forms without scripts', () => {
  const PHONE = '38(067) 765-43-21';

  test('make an appointment: the header’s button leads to the form’s page; a wrong phone comes back with its error and the input kept; the mail arrives', async ({
    page,
  }) => {
    await page.goto(`${journey.gateway.url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
    await expect(page).toHaveURL(/\/order$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Записатися на прийом' })).toBeVisible();
    await main.getByLabel('Імʼя').fill('Богдана Безскриптова');
    await main.getByLabel('Телефон').fill('067 765');
    await main.getByLabel('Мета візиту').fill('Огляд родимок');
    await main.getByRole('button', { name: 'Надіслати' }).click();

    await expect(main.getByRole('alert')).toHaveText(['Некоректний формат']);
    await expectMarkedInvalid(main.getByLabel('Телефон'), main.getByRole('alert'));
    await expect(main.getByLabel('Імʼя')).toHaveValue('Богдана Безскриптова');
    await expect(main.getByLabel('Мета візиту')).toHaveValue('Огляд родимок');

    // Written as the placeholder shows it, the number goes to the clinic as it was typed.
    await main.getByLabel('Телефон').fill(PHONE);
    await main.getByRole('button', { name: 'Надіслати' }).click();
    await expect(main.getByRole('status')).toContainText('Ваша заявка успішно надіслана');
    const mail = await journey.mailWith('Імʼя: Богдана Безскриптова');
    expect(mail.subject).toBe('Запис на прийом');
    expect(mail.text).toContain(`Телефон: ${PHONE}`);
    expect(mail.text).toContain('Мета візиту: Огляд родимок');
  });

  test('a booking sent again from the same page (Back, then send) reaches the clinic once', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/order`);
    const main = page.getByRole('main');
    const send = async () => {
      await main.getByLabel('Імʼя').fill('Данило Двічі');
      await main.getByLabel('Телефон').fill(PHONE);
      await main.getByRole('button', { name: 'Надіслати' }).click();
      await expect(main.getByRole('status')).toContainText('Ваша заявка успішно надіслана');
    };
    await send();
    // Unsure it went through, the patient goes back to the form and sends it once more.
    await page.goBack();
    await send();
    await journey.mailWith('Імʼя: Данило Двічі');
    // Both answers are out, so a second message would be in the outbox by now.
    const rows = journey.rows<{ n: number }>(
      `SELECT COUNT(*) AS n FROM outbox WHERE kind = 'mail' AND payload LIKE '%Данило Двічі%'`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  test('a doctor’s booking button carries its note; in English the answer is English', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/en/likari/dermatolohiia/olena-kovalenko`);
    await page.getByRole('main').getByRole('button', { name: 'Book this doctor' }).first().click();
    await expect(page).toHaveURL(/\/en\/order\?note=/);
    const main = page.getByRole('main');
    await expect(main.getByText(/Olena Kovalenko/).first()).toBeVisible();
    await main.getByRole('button', { name: 'Send' }).click();
    await expect(main.getByRole('alert')).toHaveText(['Required', 'Required']);
    await main.getByLabel('First name').fill('Nora Noscript');
    await main.getByLabel('Phone').fill(PHONE);
    await main.getByRole('button', { name: 'Send' }).click();
    await expect(main.getByRole('status')).toContainText('Your request has been sent successfully');
    const mail = await journey.mailWith('Імʼя: Nora Noscript');
    expect(mail.text).toMatch(/Примітка: .*Olena Kovalenko/);
  });

  test('sign a declaration from a clinic’s page', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/clinics/klinika-na-pechersku`);
    await page.getByRole('main').getByRole('button', { name: 'Підписати декларацію з сімейним лікарем' }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Підписати декларацію' })).toBeVisible();
    await main.getByLabel('ПІБ').fill('Декларантка Без Скриптів');
    await main.getByLabel('Телефон').fill(PHONE);
    await main.getByLabel('Дата народження').fill('1.2.1990');
    await main.getByRole('button', { name: 'Надіслати' }).click();
    await expect(main.getByRole('alert')).toHaveText(['Некоректний формат']);
    await expect(main.getByLabel('ПІБ')).toHaveValue('Декларантка Без Скриптів');
    await main.getByLabel('Дата народження').fill('01.02.1990');
    await main.getByRole('button', { name: 'Надіслати' }).click();
    await expect(main.getByRole('status')).toContainText('Ваш запит пройшов успішно');
    await expect(main.getByRole('status')).toContainText('Очікуйте зворотнього звʼязку');
    const mail = await journey.mailWith('ПІБ: Декларантка Без Скриптів');
    expect(mail.text).toContain('Дата народження: 01.02.1990');
  });

  test('leave a review about a doctor', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/likari/dermatolohiia/olena-kovalenko`);
    await page.getByRole('main').getByRole('button', { name: 'Залишити відгук' }).first().click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Залишити відгук' })).toBeVisible();
    await main.getByLabel('Імʼя').fill('Відгукувачка');
    await main.getByLabel('Телефон').fill(PHONE);
    await main.getByLabel('Оцінка').selectOption('4');
    await main.getByRole('button', { name: 'Надіслати' }).click();
    await expect(main.getByRole('alert')).toHaveText(['Це поле обовʼязкове']);
    await expect(main.getByLabel('Оцінка')).toHaveValue('4');
    await main.getByLabel('Ваш відгук').fill('Уважна лікарка, все пояснила.');
    await main.getByRole('button', { name: 'Надіслати' }).click();
    await expect(main.getByRole('status')).toContainText('Ваш відгук надіслано і найближчим часом буде опубліковано');
    const mail = await journey.mailWith('Імʼя: Відгукувачка');
    expect(mail.text).toContain('Оцінка: 4');
    expect(mail.text).toContain('Про: doctor / olena-kovalenko');
  });

  test('apply for a vacancy with a CV: a wrong file is named, a PDF arrives attached', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/vacancies`);
    const card = page
      .getByRole('main')
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: 'Адміністратор реєстратури', exact: true }) });
    await card.getByRole('button', { name: 'Відгукнутися' }).click();
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Заповніть форму, щоб приєднатися до нас' }),
    ).toBeVisible();
    await expect(main.getByText('Адміністратор реєстратури')).toBeVisible();
    await main.getByLabel('Імʼя').fill('Кандидатка Без Скриптів');
    await main.getByLabel('Телефон').fill(PHONE);
    await main
      .getByLabel('Резюме')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text, not a CV') });
    await main.getByRole('button', { name: 'Надіслати' }).click();
    await expect(main.getByRole('alert')).toHaveText(['Лише файли doc, docx або pdf']);
    await expect(main.getByLabel('Імʼя')).toHaveValue('Кандидатка Без Скриптів');
    await main.getByLabel('Резюме').setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    });
    await main.getByRole('button', { name: 'Надіслати' }).click();
    await expect(main.getByRole('status')).toContainText('Ваше резюме відправлено успішно');
    const mail = await journey.mailWith('Імʼя: Кандидатка Без Скриптів');
    expect(mail.text).toContain('Вакансія: Адміністратор реєстратури');
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      ['cv.pdf', 'application/pdf'],
    ]);
  });
});

test.describe('online payment without scripts', () => {
  test('every pay button on /prices leads to the payment page; its form is signed by the gateway and the sandbox provider takes it', async ({
    page,
  }) => {
    await page.goto(`${journey.gateway.url}/prices`);
    const pay = page.getByRole('main').getByRole('button', { name: /^Оплатити онлайн: / });
    expect(await pay.count()).toBeGreaterThan(100);
    // Each is a link to the payment page with its amount and description.
    const hrefs = await pay.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.every((href) => /^\/payment\?amount=\d+&desc=.+$/.test(href))).toBe(true);
    await pay.first().click();
    await expect(page).toHaveURL(/\/payment\?amount=\d+&desc=.+$/);
    const amount = new URL(page.url()).searchParams.get('amount')!;
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Онлайн оплата' })).toBeVisible();
    await expect(main.getByLabel('Сума, грн')).toHaveValue(amount);

    await main.getByRole('button', { name: 'Оплатити' }).click();
    await expect(main.getByRole('alert')).toHaveText([
      'Це поле обовʼязкове',
      'Це поле обовʼязкове',
      'Це поле обовʼязкове',
    ]);
    await expect(main.getByLabel('Сума, грн')).toHaveValue(amount);
    await main.getByLabel('Ваше імʼя').fill('Платниця Без Скриптів');
    await main.getByLabel('Телефон').fill('0677654321');
    await main.getByLabel('Призначення платежу').selectOption({ label: 'Послуги' });
    await main.getByRole('button', { name: 'Оплатити' }).click();

    // The gateway's checkout form to the provider, with its signature.
    const checkout = main.getByTestId('payment-checkout');
    await expect(checkout).toHaveAttribute('action', `${journey.gateway.url}/payment/sandbox`);
    await expect(checkout.locator('input[name="sign"]')).toHaveAttribute('value', /^[0-9a-f]{32}$/i);
    for (const name of ['payment', 'key', 'url', 'data', 'req_token', 'phone', 'first_name', 'error_url'])
      await expect(checkout.locator(`input[type="hidden"][name="${name}"]`)).toHaveCount(1);
    await checkout.getByRole('button', { name: 'Оплатити' }).click();
    await expect(page).toHaveURL(/\/payment\/sandbox$/);
    await expect(page.getByTestId('sandbox-amount')).toHaveText(`${amount}.00 UAH`);
    await page.getByRole('button', { name: 'Сплатити' }).click();
    await expect(page).toHaveURL(`${journey.gateway.url}/payment?payment-success`);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Ваш запит пройшов успішно');
  });

  test('the header’s online-payment item leads to the payment page, in English too', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/en`);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Pay online' }).click();
    await expect(page).toHaveURL(/\/en\/payment$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Online payment' })).toBeVisible();
  });
});

test.describe('with scripts, the same buttons open the dialogs as before', () => {
  test.use({ javaScriptEnabled: true });

  test('the header’s booking button, a vacancy’s and a doctor’s review button open their dialogs, not the pages', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Записатися на прийом' }).click();
    await expect(page.getByRole('dialog', { name: 'Записатися на прийом' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/vacancies');
    await page.getByRole('main').getByRole('button', { name: 'Відгукнутися' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Заповніть форму, щоб приєднатися до нас' })).toBeVisible();
    await page.goto('/likari/dermatolohiia/olena-kovalenko');
    const review = page.getByRole('main').getByRole('button', { name: 'Залишити відгук' }).first();
    await review.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('dialog', { name: 'Залишити відгук' })).toBeVisible();
    await expect(page).toHaveURL(/olena-kovalenko$/);
  });

  test('a form’s page posts with scripts too, and its answer hydrates as the server rendered it', async ({ page }) => {
    await page.goto(`${journey.gateway.url}/declaration`);
    const main = page.getByRole('main');
    await main.getByLabel('ПІБ').fill('Гідратована Декларантка');
    await main.getByLabel('Телефон').fill('38(050) 111-22-33');
    await main.getByLabel('Дата народження').fill('3.4.1985');
    const post = () =>
      Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/mail/declaration')),
        main.getByRole('button', { name: 'Надіслати' }).click(),
      ]);
    await post();
    // The answer is shown under the form page's own address, which a reload asks for.
    await expect(page).toHaveURL(`${journey.gateway.url}/declaration`);
    await interactive(page);
    await expect(main.getByRole('alert')).toHaveText(['Некоректний формат']);
    await expect(main.getByLabel('ПІБ')).toHaveValue('Гідратована Декларантка');
    await main.getByLabel('Дата народження').fill('03.04.1985');
    await post();
    await expect(page).toHaveURL(`${journey.gateway.url}/declaration`);
    await interactive(page);
    await expect(main.getByRole('status')).toContainText('Ваш запит пройшов успішно');
    expect((await journey.mailWith('ПІБ: Гідратована Декларантка')).text).toContain('Дата народження: 03.04.1985');
  });

  test('a pay button on /prices opens the payment dialog with its amount', async ({ page }) => {
    await page.goto('/prices');
    const pay = page
      .getByRole('main')
      .getByRole('button', { name: /^Оплатити онлайн: / })
      .first();
    const amount = new URL((await pay.getAttribute('href'))!, 'http://site.invalid').searchParams.get('amount')!;
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Онлайн оплата' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Сума, грн')).toHaveValue(amount);
    await expect(page).toHaveURL(/\/prices$/);
  });
});

test.describe('the calculator, the quiz and the cookie notice without scripts', () => {
  test('the calculator is a form: "Calculate" sends the direction and the ticked services, and the server adds them up', async ({
    page,
  }) => {
    await page.goto('/calculator');
    const main = page.getByRole('main');
    await main.getByLabel('Напрям').selectOption({ label: 'Кардіологія' });
    await main.getByRole('button', { name: 'Порахувати' }).click();
    await expect(page).toHaveURL(/\/calculator\?direction=kardiolohiia/);
    await main.getByRole('checkbox', { name: /Ехокардіографія/ }).check();
    await main.getByRole('checkbox', { name: /Тредміл-тест/ }).check();
    await main.getByRole('button', { name: 'Порахувати' }).click();
    await expect(main.getByTestId('calculator-total')).toHaveText('Разом: 2900 грн');
    await expect(main.getByRole('checkbox', { name: /Ехокардіографія/ })).toBeChecked();
    // A service of another direction stays in the estimate when the list shows another direction.
    await main.getByLabel('Напрям').selectOption({ label: 'Терапія' });
    await main.getByRole('button', { name: 'Порахувати' }).click();
    await main.getByRole('checkbox', { name: /^ЕКГ з розшифровкою/ }).check();
    await main.getByRole('button', { name: 'Порахувати' }).click();
    await expect(main.getByTestId('calculator-total')).toHaveText('Разом: 3350 грн');
    await expect(main.getByRole('complementary', { name: 'Ваш розрахунок' }).getByRole('listitem')).toHaveText([
      'ЕКГ з розшифровкою×',
      'Ехокардіографія×',
      'Тредміл-тест×',
    ]);
  });

  test('the home page’s quiz goes question by question to a suggested direction, and starts again', async ({
    page,
  }) => {
    await page.goto('/');
    const quiz = page.getByRole('region', { name: 'Не знаєте, до кого звернутися?' });
    await quiz.getByRole('button', { name: 'Проблеми зі шкірою' }).click();
    await expect(page).toHaveURL(/\?quiz=1#quiz-title$/);
    await expect(quiz.getByRole('group', { name: 'Що саме помітили?' })).toBeVisible();
    await quiz.getByRole('button', { name: 'Випадає волосся' }).click();
    await expect(quiz.getByRole('status')).toContainText('Радимо звернутися: Трихологія');
    await expect(quiz.getByRole('link', { name: 'Трихологія' })).toHaveAttribute('href', '/dermatolohiia/trykholohiia');
    // Booking goes to the form's page, with the answers in its note.
    await expect(quiz.getByRole('button', { name: 'Записатися на прийом' })).toHaveAttribute('href', /^\/order\?note=/);
    await quiz.getByRole('button', { name: 'Пройти ще раз' }).click();
    await expect(quiz.getByRole('group', { name: 'Що вас турбує найбільше?' })).toBeVisible();
  });

  test('accepting the cookie notice sets a cookie: back on the same page, and no page asks again', async ({
    page,
    context,
  }) => {
    await page.goto('/likari?page=2');
    const notice = page.getByRole('dialog', { name: 'Файли cookie' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Прийняти' }).click();
    await expect(page).toHaveURL(/\/likari\?page=2$/);
    await expect(notice).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === 'ldrm-cookies-accepted')).toMatchObject({
      value: 'true',
      path: '/',
      sameSite: 'Lax',
    });
    for (const path of ['/', '/en/contacts']) {
      await page.goto(path);
      await expect(page.getByRole('dialog', { name: /Файли cookie|Cookies/ })).toBeHidden();
    }
  });

  test('closing the cookie notice keeps it away for the visit: a cookie that ends with the session', async ({
    page,
    context,
  }) => {
    await page.goto('/en/likari?page=2');
    const notice = page.getByRole('dialog', { name: 'Cookies' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/en\/likari\?page=2$/);
    await expect(notice).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'ldrm-cookies-dismissed')).toMatchObject({
      value: 'true',
      expires: -1,
    });
    expect(cookies.find((cookie) => cookie.name === 'ldrm-cookies-accepted')).toBeUndefined();
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Файли cookie' })).toBeHidden();
  });

  test('a crafted return address never leaves the site', async ({ request }) => {
    for (const back of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const response = await request.post('/cookies/accept', { form: { back }, maxRedirects: 0 });
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe('/');
    }
  });
});
