import type { Locator, Page } from '@playwright/test';
import {
  databaseFile,
  openDatabase,
  SqliteReviewStore,
  type ReviewRow,
  reviewsCommand,
} from '@clinic/api-gateway/testing';
import { expect, test } from './support/test.ts';
import { useMailJourney } from './support/mail-journey.ts';
import { expectFieldNames, sendRefused, typeAtEnd } from './support/form-steps.ts';

// A gateway of this journey's own, delivering to a real SMTP server on loopback.
const journey = useMailJourney();

/** The review the gateway stored for `name`, once its outbox job has run (mail first, then the review). */
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

test.describe('review from the reviews section and from a doctor page', () => {
  test('home page: five stars by default, exact messages, success, the mail and the stored review', async ({
    page,
  }) => {
    await page.goto(`${journey.gateway.url}/`);
    const leave = page
      .getByRole('region', { name: 'Відгуки пацієнтів' })
      .getByRole('button', { name: 'Залишити відгук' });
    await scrollTo(page, leave);
    await leave.click();
    const dialog = page.getByRole('dialog', { name: 'Залишити відгук' });
    await expect(dialog.locator('input[type="radio"][name="rating"][value="5"]')).toBeChecked();
    await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    // Stars of size 18, as drawn on the page.
    const starIcons = dialog.locator('.form-rating svg');
    await expect(starIcons).toHaveCount(5);
    for (const box of await starIcons.evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect())))
      expect([box.width, box.height]).toEqual([18, 18]);
    await expectFieldNames(dialog, [
      ['Імʼя', 'firstName'],
      ['Телефон', 'phone'],
      ['Ваш відгук', 'comment'],
    ]);

    const send = dialog.getByRole('button', { name: 'Надіслати' });
    await sendRefused(send, dialog, ['Це поле обовʼязкове', 'Це поле обовʼязкове', 'Це поле обовʼязкове']);

    await dialog.getByLabel('Імʼя').fill('Ірина Відгук');
    await dialog.getByLabel('Телефон').pressSequentially('067123');
    await dialog.getByLabel('Ваш відгук').click();
    await expect(dialog.getByRole('alert')).toHaveText(['Некоректний формат', 'Це поле обовʼязкове']);
    await expect(dialog.getByLabel('Телефон')).toHaveAttribute('aria-invalid', 'true');
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await typeAtEnd(dialog.getByLabel('Телефон'), '4567');
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
    expect(row).toMatchObject({
      relation_type: 'doctor',
      relation_slug: 'olena-kovalenko',
      phone: '380931112233',
      rating: 4,
      locale: 'uk',
    });
  });
});

test.describe('review in English', () => {
  test('doctor page under /en: the English messages, the English success text and the review stored in English', async ({
    page,
  }) => {
    await page.goto(`${journey.gateway.url}/en/likari/dermatolohiia/olena-kovalenko`);
    await page.getByRole('main').getByRole('button', { name: 'Leave a review' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave a review' });
    await expect(dialog.getByRole('radio', { name: '5 of 5' })).toBeChecked();
    const send = dialog.getByRole('button', { name: 'Send' });

    await sendRefused(send, dialog, ['Required', 'Required', 'Required']);
    await dialog.getByLabel('First name').fill('Anna Review');
    await dialog.getByLabel('Phone').pressSequentially('050123');
    await dialog.getByLabel('Your review').click();
    await expect(dialog.getByRole('alert')).toHaveText(['Incorrect format', 'Required']);

    await typeAtEnd(dialog.getByLabel('Phone'), '4567');
    await dialog.getByLabel('Your review').fill('Very attentive.');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await send.click();
    await expect(dialog.getByText('Your review has been sent and will be published soon')).toBeVisible();
    const mail = await journey.mailWith('Імʼя: Anna Review');
    expect(mail.text).toContain('Оцінка: 5\nПро: doctor / olena-kovalenko\nВідгук: Very attentive.');
    expect(await storedReview('Anna Review')).toMatchObject({
      locale: 'en',
      relation_type: 'doctor',
      relation_slug: 'olena-kovalenko',
      rating: 5,
    });
  });
});

// Published by the clinic, a review shows on its page; until then, or if rejected, it never does.
const DOCTOR_PAGE = '/likari/olena-kovalenko';

/** Sends a review as the dialog does and waits for the gateway to store it (mail first); its id. */
async function submitReview(comment: string, rating: number): Promise<string> {
  const response = await fetch(`${journey.gateway.url}/mail/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      config: 'review',
      page: `${journey.gateway.url}${DOCTOR_PAGE}`,
      fields: {
        firstName: 'Ганна',
        phone: '38(050) 123-45-67',
        comment,
        rating,
        relationType: 'doctor',
        relationSlug: 'olena-kovalenko',
      },
    }),
  });
  expect(response.status).toBe(202);
  let id: string | undefined;
  await expect
    .poll(() => (id = journey.rows<{ id: string }>('SELECT id FROM reviews WHERE comment = ?', comment)[0]?.id))
    .toBeTruthy();
  return id!;
}

async function moderate(action: 'publish' | 'reject', id: string): Promise<void> {
  const db = openDatabase(databaseFile(journey.gateway.dataDir));
  try {
    expect((await reviewsCommand([action, id], new SqliteReviewStore(db))).code).toBe(0);
  } finally {
    db.close();
  }
}

test('a published review is in the doctor page the server sends and in the carousel; pending and rejected ones never are', async ({
  page,
  request,
}) => {
  const published = await submitReview('Лікарка все пояснила, рекомендую.', 5);
  await submitReview('Цей відгук ще чекає на перевірку.', 2);
  const rejected = await submitReview('Цей відгук відхилено.', 1);
  await moderate('publish', published);
  await moderate('reject', rejected);

  const html = await (await request.get(`${journey.gateway.url}${DOCTOR_PAGE}`)).text();
  expect(html).toContain('Лікарка все пояснила, рекомендую.');
  // The dataset's sample review of this doctor (5 stars) counts too.
  expect(html).toMatch(/"aggregateRating":\{"@type":"AggregateRating","ratingValue":5,"reviewCount":2/);
  expect(html).not.toContain('Цей відгук ще чекає на перевірку.');
  expect(html).not.toContain('Цей відгук відхилено.');

  await page.goto(`${journey.gateway.url}${DOCTOR_PAGE}`);
  const reviews = page.locator('section.reviews');
  const card = reviews.locator('.review-card', { hasText: 'Лікарка все пояснила, рекомендую.' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Оцінка 5 з 5' })).toBeVisible();
  await expect(reviews.locator('.review-card')).toHaveCount(2);
  await expect(reviews.locator('.review-card__text', { hasText: 'Лікарка все пояснила, рекомендую.' })).toHaveAttribute(
    'lang',
    'uk',
  );
});

test('a review written on the Ukrainian site shows on the English page too, marked uk', async ({ page }) => {
  const published = await submitReview('Дуже уважно, без поспіху.', 4);
  await moderate('publish', published);
  await page.goto(`${journey.gateway.url}/en${DOCTOR_PAGE}`);
  const text = page.locator('section.reviews .review-card__text', { hasText: 'Дуже уважно, без поспіху.' });
  await expect(text).toBeVisible();
  await expect(text).toHaveAttribute('lang', 'uk');
});
