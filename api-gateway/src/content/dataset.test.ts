import { cpSync, mkdtempSync, readFileSync, statSync, writeFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isActionActive } from '@clinic/contracts/content/action-period';
import { SOCIAL_TYPES } from '@clinic/contracts/content/social-link';
import { ONLINE_PAYMENT_SLUG } from '@clinic/contracts/content/nav-slugs';
import { DATASET_DIR } from '../paths.ts';
import { DatasetError, RESERVED_SLUGS, loadDataset } from './dataset.ts';

const dataset = loadDataset(DATASET_DIR);
const { uk, en } = dataset;
const TODAY = '2026-11-21';

/** Every string anywhere in `value`. */
function stringsOf(value: unknown): string[] {
  const found: string[] = [];
  JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'string') found.push(item);
    return item;
  });
  return found;
}

describe('embedded dataset', () => {
  it('holds the content the site needs, in both locales', () => {
    expect(uk.clinics).toHaveLength(2);
    expect(uk.directions.length).toBeGreaterThanOrEqual(12);
    expect(uk.directions.filter((direction) => direction.sub_directions.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(uk.doctors.length).toBeGreaterThanOrEqual(24);
    expect(uk.diseases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(uk.diseases.map((disease) => disease.category.slug)).size).toBeGreaterThanOrEqual(4);
    expect(uk.posts.length).toBeGreaterThanOrEqual(15);
    expect(new Set(uk.posts.map((post) => post.category.slug)).size).toBeGreaterThanOrEqual(3);
    const prices = uk.directions.flatMap((direction) => [
      ...direction.prices,
      ...direction.sub_directions.flatMap((sub) => sub.prices),
    ]);
    expect(prices.length).toBeGreaterThanOrEqual(150);
    expect(uk.complexes.length).toBeGreaterThanOrEqual(6);
    expect(uk.actions.length).toBeGreaterThanOrEqual(6);
    expect(uk.actions.some((action) => isActionActive(action, TODAY))).toBe(true);
    expect(uk.actions.some((action) => !isActionActive(action, TODAY))).toBe(true);
    // The fixed dates must keep current promotions on the site for a good while after TODAY.
    expect(uk.actions.filter((action) => isActionActive(action, '2027-11-01')).length).toBeGreaterThanOrEqual(3);
    expect(uk.photos.length).toBeGreaterThanOrEqual(36);
    expect(new Set(uk.photos.map((photo) => photo.category.slug)).size).toBeGreaterThanOrEqual(3);
    expect(uk.vacancies.length).toBeGreaterThanOrEqual(5);
    expect(uk.questions.length).toBeGreaterThan(0);
    expect(uk.dialogs).toHaveLength(2);
    expect(uk.dialogs.every(({ dialog }) => dialog.deley > 0)).toBe(true);
    for (const list of ['directions', 'doctors', 'diseases', 'posts', 'photos'] as const)
      expect(en[list]).toHaveLength(uk[list].length);
  });

  it('keeps the direction slugs other code relies on, clear of the site routes', () => {
    const slugs = uk.directions.flatMap((direction) => [
      direction.slug,
      ...direction.sub_directions.map((sub) => sub.slug),
    ]);
    expect(slugs).toEqual(expect.arrayContaining(['dermatolohiia', 'kosmetolohiia', 'hinekolohiia', 'terapiia']));
    expect(slugs.filter((slug) => RESERVED_SLUGS.has(slug))).toEqual([]);
    expect(RESERVED_SLUGS.has('posluhy')).toBe(true);
  });

  it('pairs every text with a Ukrainian and an English version, and serves no Cyrillic in English', () => {
    const pairs: { at: string; uk: string; en: string }[] = [];
    const walk = (value: unknown, at: string): void => {
      if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${at}.${index}`));
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      if (Object.keys(record).sort().join() === 'en,uk')
        return void pairs.push({ at, uk: String(record.uk), en: String(record.en) });
      for (const [key, item] of Object.entries(record)) walk(item, `${at}.${key}`);
    };
    for (const file of readdirSync(DATASET_DIR).filter((name) => name.endsWith('.json')))
      walk(JSON.parse(readFileSync(path.join(DATASET_DIR, file), 'utf8')), file);
    expect(pairs.length).toBeGreaterThan(1000);
    const cyrillic = /[а-яіїєґ]/i;
    expect(pairs.filter((pair) => cyrillic.test(pair.en))).toEqual([]);
    expect(pairs.filter((pair) => !cyrillic.test(pair.uk))).toEqual([]);
    // Sample reviews keep the language they were written in, in both locales.
    expect(stringsOf({ ...en, reviews: [] }).filter((text) => cyrillic.test(text))).toEqual([]);
  });

  it('has 12-digit phones and the opening hours the clinics’ listing states', () => {
    expect(uk.clinics.map((clinic) => clinic.phone)).toEqual(['380440927310', '380440927320']);
    expect(uk.clinics.map((clinic) => clinic.opening_hours)).toEqual(['Mo-Sa 09:00-20:00', 'Mo-Sa 09:00-21:00']);
  });

  it('has the navs the header and footer are built from', () => {
    const header = uk.navs.header.map((page) => page.slug);
    expect(header).toEqual(expect.arrayContaining(['posluhy', 'likari', 'prices', ONLINE_PAYMENT_SLUG]));
    expect(uk.navs.header.some((page) => page.sub_pages.length > 0)).toBe(true);
    expect(uk.navs.info.length).toBeGreaterThan(0);
    expect(uk.navs.footer.length).toBeGreaterThan(0);
    expect(uk.navs.socials.map((social) => social.type)).toEqual([...SOCIAL_TYPES]);
  });

  it('ships every image it names, small', () => {
    // A srcset names several files: `url 240w, url 480w`.
    const images = new Set(
      stringsOf(dataset)
        .flatMap((text) => text.split(', ').map((candidate) => candidate.split(' ')[0]!))
        .filter((text) => text.startsWith('/media/')),
    );
    expect(images.size).toBeGreaterThan(100);
    for (const image of images) expect(statSync(path.join(DATASET_DIR, image)).isFile(), image).toBe(true);
    const mediaDir = path.join(DATASET_DIR, 'media');
    const total = readdirSync(mediaDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
    // Portraits in three formats at two widths and a 12-second video included.
    expect(total).toBeLessThan(2.5 * 1024 * 1024);
  });
});

describe('a broken dataset stops the start', () => {
  function brokenCopy(file: string, edit: (items: Record<string, unknown>[]) => void): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dataset-'));
    cpSync(DATASET_DIR, dir, { recursive: true });
    const items = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    edit(items);
    writeFileSync(path.join(dir, file), JSON.stringify(items));
    return dir;
  }

  it.each([
    [
      'doctors.json',
      (items: Record<string, unknown>[]) => (items[0]!.directions = ['kardiolohiia', 'no-such-direction']),
      /doctors\.json, item #0 \(slug "olena-kovalenko"\), locale uk, field "directions\.1": unknown direction "no-such-direction"/,
    ],
    [
      'clinics.json',
      (items: Record<string, unknown>[]) => (items[1]!.phone = '0441234567'),
      /clinics\.json, item #1 \(slug "klinika-na-oboloni"\), locale uk, field "phone": must be 12 digits/,
    ],
    [
      'diseases.json',
      (items: Record<string, unknown>[]) => (items[2]!.name = { uk: 'Атопічний дерматит' }),
      /diseases\.json, item #2 \(slug "atopichnyi-dermatyt"\), locale uk, field "name": missing "en" text/,
    ],
    [
      'posts.json',
      (items: Record<string, unknown>[]) =>
        (items[0]!.body as unknown[]).push({ type: 'paragraph', text: { uk: ' ', en: 'x' } }),
      /posts\.json, item #0 .*field "body\.\d+\.text": missing "uk" text/,
    ],
    [
      'directions.json',
      (items: Record<string, unknown>[]) => (items[3]!.slug = 'blog'),
      /directions\.json, item #3 .*field "slug": "blog" is a page of the site/,
    ],
    [
      'doctors.json',
      (items: Record<string, unknown>[]) => (items[5]!.slug = 'terapiia'),
      /doctors\.json, item #5 .*field "slug": "terapiia" is also a direction slug/,
    ],
    [
      'photos.json',
      (items: Record<string, unknown>[]) => (items[7]!.id = 1),
      /photos\.json, item #7 .*field "id": duplicates item #0/,
    ],
    [
      'directions.json',
      (items: Record<string, unknown>[]) =>
        ((items[1]!.sub_directions as Record<string, unknown>[])[2]!.slug = (
          items[0]!.sub_directions as Record<string, unknown>[]
        )[1]!.slug),
      /directions\.json, item #1 \(slug "kosmetolohiia"\), field "sub_directions\.2\.slug": "[a-z-]+" is already used by item #0 \(slug "dermatolohiia"\), field "sub_directions\.1\.slug"/,
    ],
    [
      'directions.json',
      (items: Record<string, unknown>[]) =>
        ((items[4]!.prices as Record<string, unknown>[])[0]!.id = (
          items[3]!.prices as Record<string, unknown>[]
        )[2]!.id),
      /directions\.json, item #4 \(slug "[a-z-]+"\), field "prices\.0\.id": \d+ is already used by item #3 \(slug "[a-z-]+"\), field "prices\.2\.id"/,
    ],
    [
      'doctors.json',
      (items: Record<string, unknown>[]) => (items[2]!.photo = 'https://cdn.example.com/doctor.jpg'),
      /doctors\.json, item #2 .*field "photo": must be a \/media\/… path of an image shipped with the dataset, not "https:\/\/cdn\.example\.com\/doctor\.jpg"/,
    ],
    [
      'directions.json',
      (items: Record<string, unknown>[]) =>
        ((items[0]!.sub_directions as Record<string, unknown>[])[1]!.image_card = '/media/directions/gone.svg'),
      /directions\.json, item #0 .*field "sub_directions\.1\.image_card": "\/media\/directions\/gone\.svg" names a file that is not in/,
    ],
    [
      'dialogs.json',
      (items: Record<string, unknown>[]) => (items[0]!.image = '/media/../clinics.json'),
      /dialogs\.json, item #0 .*field "image": "\/media\/\.\.\/clinics\.json" points outside \/media\//,
    ],
    [
      'clinics.json',
      (items: Record<string, unknown>[]) => (items[0]!.schedule = 'Пн–Сб 09:00–20:00'),
      /clinics\.json, item #0 \(slug "klinika-na-pechersku"\), locale uk, field "schedule": must be a \{uk, en\} pair: the one string "Пн–Сб 09:00–20:00" would be served untranslated/,
    ],
    [
      'posts.json',
      (items: Record<string, unknown>[]) =>
        (((items[1]!.body as Record<string, unknown>[]).find((block) => block.type === 'list')!.items as unknown[])[0] =
          'Only English'),
      /posts\.json, item #1 .*field "body\.\d\.items\.0": must be a \{uk, en\} pair/,
    ],
  ])('names the file, the item and the field for a broken %s', (file, edit, message) => {
    const dir = brokenCopy(file, edit);
    expect(() => loadDataset(dir)).toThrow(DatasetError);
    expect(() => loadDataset(dir)).toThrow(message);
  });
});
