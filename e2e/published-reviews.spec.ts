import { expect, test } from './support/test.ts';
import { useMailJourney } from './support/mail-journey.ts';
import { databaseFile, openDatabase } from '../api-gateway/src/mail/database.ts';
import { SqliteReviewStore } from '../api-gateway/src/reviews/review-store.ts';
import { reviewsCommand } from '../api-gateway/src/reviews/reviews-command.ts';

const journey = useMailJourney();
const DOCTOR_PAGE = '/likari/olena-kovalenko';

/** Sends a review as the dialog does and waits for the gateway to store it (mail first); its id. */
async function submitReview(comment: string, rating: number): Promise<string> {
  const response = await fetch(`${journey.gateway.url}/mail/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      config: 'review',
      page: `${journey.gateway.url}${DOCTOR_PAGE}`,
      fields: { firstName: 'Ганна', phone: '38(050) 123-45-67', comment, rating, relationType: 'doctor', relationSlug: 'olena-kovalenko' },
    }),
  });
  expect(response.status).toBe(202);
  let id: string | undefined;
  await expect.poll(() => (id = journey.rows<{ id: string }>('SELECT id FROM reviews WHERE comment = ?', comment)[0]?.id)).toBeTruthy();
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

test('a published review is in the doctor page the server sends and in the carousel; pending and rejected ones never are', async ({ page, request }) => {
  const published = await submitReview('Лікарка все пояснила, рекомендую.', 5);
  await submitReview('Цей відгук ще чекає на перевірку.', 2);
  const rejected = await submitReview('Цей відгук відхилено.', 1);
  await moderate('publish', published);
  await moderate('reject', rejected);

  const html = await (await request.get(`${journey.gateway.url}${DOCTOR_PAGE}`)).text();
  expect(html).toContain('Лікарка все пояснила, рекомендую.');
  expect(html).toMatch(/"aggregateRating":\{"@type":"AggregateRating","ratingValue":5,"reviewCount":1/);
  expect(html).not.toContain('Цей відгук ще чекає на перевірку.');
  expect(html).not.toContain('Цей відгук відхилено.');

  await page.goto(`${journey.gateway.url}${DOCTOR_PAGE}`);
  const reviews = page.getByRole('region', { name: 'Відгуки пацієнтів' });
  await expect(reviews.getByText('Лікарка все пояснила, рекомендую.')).toBeVisible();
  await expect(reviews.getByRole('img', { name: 'Оцінка 5 з 5' })).toBeVisible();
  await expect(reviews.locator('.review-card')).toHaveCount(1);
});

test('a page nobody has reviewed says so, with no review cards', async ({ page }) => {
  await page.goto(`${journey.gateway.url}/en/dermatolohiia`);
  const reviews = page.getByRole('region', { name: 'Patient reviews' });
  await expect(reviews.getByText('No reviews yet. Be the first to share your experience.')).toBeVisible();
  await expect(reviews.locator('.review-card')).toHaveCount(0);
});
