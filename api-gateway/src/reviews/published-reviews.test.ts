import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMail } from '../mail/testing/post-mail.ts';
import { SmtpSink } from '../mail/testing/smtp-sink.ts';
import { startGateway, type RunningMailGateway } from '../testing/start-gateway.ts';
import { reviewsCommand } from './reviews-command.ts';

const PHONE = '38(050) 123-45-67';
const DOCTOR = 'olena-kovalenko';

let dir: string;
let smtp: SmtpSink;
let gateway: RunningMailGateway;

// One gateway and SMTP sink for the file: each test reviews a subject of its own, or counts from what was there.
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'published-reviews-'));
  // A bare page template: the head (title, JSON-LD) is what the gateway writes into it.
  fs.mkdirSync(path.join(dir, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'shell', 'dist', 'index.html'),
    '<!doctype html><html lang="uk"><head><!--head--></head><body><!--page-data--></body></html>',
  );
  smtp = await new SmtpSink().start();
  gateway = await startGateway({
    env: {
      DATA_DIR: dir,
      APPS_DIR: dir,
      RATE_LIMIT_MAX: '0',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Clinic <no-reply@clinic.test>',
      MAIL_TO: 'desk@clinic.test',
      MAIL_RETRY_BASE_MS: '50',
    },
    mail: true,
  });
});
afterAll(async () => {
  await gateway?.close();
  await smtp?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function submit(
  comment: string,
  rating: number,
  relation = { relationType: 'doctor', relationSlug: DOCTOR },
  page = `http://127.0.0.1/likari/${DOCTOR}`,
): Promise<string> {
  const store = gateway.reviewStore;
  const before = new Set((await store.list()).map((review) => review.id));
  const response = await postMail(gateway.url, {
    config: 'review',
    page,
    fields: { firstName: 'Ганна', phone: PHONE, comment, rating, ...relation },
  });
  expect(response.status).toBe(202);
  const started = Date.now();
  for (;;) {
    const created = (await store.list()).find((review) => !before.has(review.id));
    if (created) return created.id;
    if (Date.now() - started > 5_000) throw new Error(`review "${comment}" was not created`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function moderate(action: 'publish' | 'reject', id: string): Promise<void> {
  expect((await reviewsCommand([action, id], gateway.reviewStore)).code).toBe(0);
}

const reviewsOf = async (locale: string, type: string, slug: string) => {
  const response = await fetch(
    `${gateway.url}/api/${locale}/api/reviews/get-reviews/?relation_type=${type}&relation_slug=${slug}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; name: string; comment: string; rating: number; lang?: string }[];
};

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('published reviews on their pages', () => {
  it('shows a review only once it is published, on the next request, with the page’s aggregate rating', async () => {
    // The dataset's sample reviews of the doctor are there from the start.
    const samples = await reviewsOf('uk', 'doctor', DOCTOR);
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.every((review) => review.id.startsWith('sample-'))).toBe(true);
    const published = await submit('Дуже уважна лікарка.', 4);
    const pending = await submit('Ще не перевірений відгук.', 1);
    const rejected = await submit('Відхилений відгук.', 1);
    expect(await reviewsOf('uk', 'doctor', DOCTOR)).toEqual(samples);

    await moderate('publish', published);
    await moderate('reject', rejected);
    const reviews = await reviewsOf('uk', 'doctor', DOCTOR);
    expect(reviews).toEqual([
      {
        id: published,
        name: 'Ганна',
        comment: 'Дуже уважна лікарка.',
        rating: 4,
        created_at: expect.any(String),
        lang: 'uk',
      },
      ...samples,
    ]);
    expect(JSON.stringify(reviews)).not.toContain('380501234567');
    expect(reviews.map((review) => review.id)).not.toContain(pending);
    // A review shows in both locales, marked with its own language; reviews are per subject.
    expect(await reviewsOf('en', 'doctor', DOCTOR)).toEqual(reviews);
    expect(await reviewsOf('uk', 'doctor', 'another-doctor')).toEqual([]);

    const second = await submit('Все чудово.', 5);
    await moderate('publish', second);
    const html = await (await fetch(`${gateway.url}/likari/${DOCTOR}`)).text();
    const physician = structuredData(html).find((block) => block['@type'] === 'Physician');
    const ratings = [5, 4, ...samples.map((review) => review.rating)];
    const mean = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
    expect(physician?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: mean,
      reviewCount: ratings.length,
      bestRating: 5,
      worstRating: 1,
    });
    expect(html).not.toContain('Ще не перевірений відгук.');
    expect(html).not.toContain('Відхилений відгук.');
  });

  it('rates a direction’s page from the reviews of that direction', async () => {
    const rating = async () =>
      (structuredData(await (await fetch(`${gateway.url}/dermatolohiia`)).text()).find(
        (block) => block['@type'] === 'Service',
      )?.aggregateRating ?? {}) as { reviewCount?: number };
    const before = (await rating()).reviewCount ?? 0;
    const id = await submit(
      'Допомогли з акне.',
      5,
      { relationType: 'direction', relationSlug: 'dermatolohiia' },
      'http://127.0.0.1/dermatolohiia',
    );
    await moderate('publish', id);
    expect((await rating()).reviewCount).toBe(before + 1);
  });

  it('refuses an unknown relation type naming the parameter', async () => {
    const response = await fetch(
      `${gateway.url}/api/uk/api/reviews/get-reviews/?relation_type=planet&relation_slug=mars`,
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('relation_type');
  });
});
