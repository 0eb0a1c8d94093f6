import { describe, expect, it } from 'vitest';
import type { ArticleBlock } from '@clinic/contracts/content/article-body';
import { discountedPrice } from '@clinic/contracts/content/discounted-price';
import { LOCALES } from '@clinic/contracts/locale';
import { DATASET_DIR } from '../paths.ts';
import { loadDataset } from './dataset.ts';

/** Words as a reader counts them: numbers count, dashes and other punctuation alone do not. */
const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
const articleText = (blocks: readonly ArticleBlock[]) =>
  blocks.map((block) => (block.type === 'list' ? block.items.join(' ') : block.text)).join(' ');
const headings = (blocks: readonly ArticleBlock[]) =>
  blocks.filter((block) => block.type === 'heading').map((block) => (block as { text: string }).text);

// Loading checks every text has both languages and every picture is a shipped file: it throws otherwise.
const dataset = loadDataset(DATASET_DIR);

describe.each(LOCALES)('the embedded content a patient reads (%s)', (locale) => {
  const data = dataset[locale];

  it('gives every doctor a biography of 60 words or more, education, languages and a licence number', () => {
    for (const doctor of data.doctors) {
      expect.soft(words(doctor.bio), doctor.slug).toBeGreaterThanOrEqual(60);
      expect.soft(doctor.education?.length ?? 0, doctor.slug).toBeGreaterThan(0);
      expect.soft(doctor.languages ?? [], doctor.slug).toContain('uk');
      expect.soft(doctor.licence, doctor.slug).toMatch(/^\d{6}$/);
    }
  });

  it('writes every post in 400 words or more under headings, reviewed by one of the doctors', () => {
    const doctors = new Set(data.doctors.map((doctor) => doctor.slug));
    for (const post of data.posts) {
      expect.soft(words(articleText(post.body)), post.slug).toBeGreaterThanOrEqual(400);
      expect.soft(headings(post.body).length, post.slug).toBeGreaterThanOrEqual(3);
      expect.soft(doctors.has(post.reviewed_by?.slug ?? ''), post.slug).toBe(true);
      expect.soft(post.last_reviewed, post.slug).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
  });

  it('writes every disease in 250 words or more, in sections from symptoms to when to see a doctor, naming who treats it', () => {
    const sections = {
      uk: ['Симптоми', 'Причини', 'Діагностика', 'Лікування', 'Коли звернутися до лікаря'],
      en: ['Symptoms', 'Causes', 'Diagnosis', 'Treatment', 'When to see a doctor'],
    }[locale];
    for (const disease of data.diseases) {
      expect.soft(words(articleText(disease.body)), disease.slug).toBeGreaterThanOrEqual(250);
      expect.soft(headings(disease.body), disease.slug).toEqual(expect.arrayContaining(sections));
      expect.soft(disease.doctors?.length ?? 0, disease.slug).toBeGreaterThan(0);
      expect.soft(disease.reviewed_by, disease.slug).toBeDefined();
    }
  });

  it('describes every picture in words and gives its size', () => {
    const pictures = [
      ...data.clinics.map((item) => [item.slug, item.picture] as const),
      ...data.directions.flatMap((item) => [
        [item.slug, item.picture] as const,
        ...item.sub_directions.map((sub) => [sub.slug, sub.picture] as const),
      ]),
      ...data.doctors.map((item) => [item.slug, item.picture] as const),
      ...data.diseases.map((item) => [item.slug, item.picture] as const),
      ...data.posts.map((item) => [item.slug, item.picture] as const),
      ...data.actions.map((item) => [item.slug, item.picture] as const),
      ...data.complexes.map((item) => [item.slug, item.picture] as const),
      ...data.photos.map((item) => [String(item.id), item.picture] as const),
    ];
    for (const [slug, picture] of pictures) {
      expect.soft(words(picture?.alt ?? ''), slug).toBeGreaterThanOrEqual(4);
      expect.soft(picture?.width, slug).toBeGreaterThan(0);
    }
    for (const doctor of data.doctors) {
      expect
        .soft(
          doctor.picture?.sources?.map((source) => source.type),
          doctor.slug,
        )
        .toEqual(['image/avif', 'image/webp']);
    }
    // No two doctors share a portrait.
    expect(new Set(data.doctors.map((doctor) => doctor.photo)).size).toBe(data.doctors.length);
  });

  it('gives vacancies their conditions and clinics the facts a visitor looks for', () => {
    for (const vacancy of data.vacancies) expect.soft(vacancy.conditions?.length ?? 0, vacancy.slug).toBeGreaterThan(0);
    expect(data.clinics.map((clinic) => clinic.opening_hours)).toEqual(['Mo-Sa 09:00-20:00', 'Mo-Sa 09:00-21:00']);
    for (const clinic of data.clinics) {
      expect.soft(clinic.transport, clinic.slug).toBeTruthy();
      expect.soft(clinic.parking, clinic.slug).toBeTruthy();
      expect.soft(clinic.accessibility, clinic.slug).toBeTruthy();
    }
    expect(new Set(data.clinics.map((clinic) => clinic.email)).size).toBe(data.clinics.length);
    expect(data.clinics[0]?.video).toMatch(/^\/media\/.+\.mp4$/);
  });

  it('ships sample reviews in both languages for the home page, every direction and every doctor', () => {
    const about = (type: string, slug: string) =>
      data.reviews.filter((item) => item.relation.type === type && item.relation.slug === slug);
    expect(data.reviews.length).toBeGreaterThanOrEqual(20);
    expect(new Set(data.reviews.map((item) => item.review.lang))).toEqual(new Set(LOCALES));
    expect(about('page', 'index').length).toBeGreaterThan(0);
    for (const doctor of data.doctors) expect.soft(about('doctor', doctor.slug).length, doctor.slug).toBeGreaterThan(0);
    for (const direction of data.directions.flatMap((item) => [item, ...item.sub_directions])) {
      expect.soft(about('direction', direction.slug).length, direction.slug).toBeGreaterThan(0);
    }
  });
});

describe('consultation prices', () => {
  it("a direction's consultation price is its doctors' lowest, marked as a starting price when theirs differ", () => {
    const { directions, doctors } = dataset.uk;
    for (const direction of directions) {
      const consultation = direction.prices.find((line) => line.name.startsWith('Консультація '));
      const theirs = doctors
        .filter((doctor) => doctor.directions[0]?.slug === direction.slug)
        .map((doctor) => doctor.consultation_price);
      if (!consultation || theirs.length === 0) continue;
      expect
        .soft({ price: consultation.price, from: consultation.price_from }, direction.slug)
        .toEqual({ price: Math.min(...theirs), from: new Set(theirs).size > 1 });
    }
  });
});

describe.each(LOCALES)('offers agree with the price list (%s)', (locale) => {
  const { directions, complexes, actions } = dataset[locale];
  const listed = new Map(
    directions
      .flatMap((item) => [item, ...item.sub_directions])
      .flatMap((item) => item.prices.map((line) => [line.name, line.price])),
  );

  it("prices every complex below its items' sum at the listed prices, the sum shown struck through", () => {
    for (const complex of complexes) {
      const sum = complex.items.reduce(
        (total, item) => total + (listed.get(item.name) ?? Number.NaN) * item.quantity,
        0,
      );
      expect.soft(complex.price_old, complex.slug).toBe(sum);
      expect.soft(complex.price, complex.slug).toBeLessThan(sum);
    }
  });

  it('prices every promotion at a listed price or a complex, less its discount, the one figure its name or text states', () => {
    const bases = [...listed.values(), ...complexes.map((complex) => complex.price)];
    for (const action of actions) {
      const percent = action.percent_off ?? 0;
      // A promotion never says another discount than the one it gives ("at half price" states none).
      for (const stated of `${action.name} ${action.excerpt}`.matchAll(/(\d+)\s?%/g))
        expect.soft(Number(stated[1]), action.slug).toBe(percent);
      expect
        .soft(
          bases.some((base) => discountedPrice(base, percent) === action.price),
          `${action.slug}: ${action.price}`,
        )
        .toBe(true);
    }
  });
});
