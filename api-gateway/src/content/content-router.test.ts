import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiErrorSchema } from '@clinic/contracts/api-error';
import { operationPath, type ContentQuery } from '@clinic/contracts/content/operation';
import { DoctorPageSchema } from '@clinic/contracts/content/doctor';
import { emptySearchResult, SearchResultSchema, type SearchResult } from '@clinic/contracts/content/search-result';
import { PromoDialogListSchema } from '@clinic/contracts/content/promo-dialog';
import { DirectionListSchema } from '@clinic/contracts/content/direction';
import { OPERATIONS, type OperationName } from '@clinic/contracts/content/operations';
import { loadEmbeddedSource } from './embedded-source.ts';
import { openDatabase } from '../store/sqlite-database.ts';
import { SqliteReviewStore } from '../reviews/review-store.ts';
import type { ContentSource } from './source.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';
import { rawGet } from '../testing/raw-request.ts';

let gateway: RunningGateway;
const reviews = new SqliteReviewStore(openDatabase(':memory:'));
const source = loadEmbeddedSource(undefined, reviews);

beforeAll(async () => {
  for (const locale of ['uk', 'en'] as const) {
    const id = `review-${locale}`;
    await reviews.create({
      id,
      locale,
      relation: { type: 'doctor', slug: 'olena-kovalenko' },
      name: 'Hanna',
      phone: '380501234567',
      comment: 'Very attentive.',
      rating: 5,
    });
    await reviews.moderate(id, 'published');
  }
  gateway = await startGateway({ content: source });
});
afterAll(() => gateway.close());

const api = (path: string, init?: RequestInit) => fetch(`${gateway.url}/api/${path}`, init);

async function json<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  status = 200,
): Promise<v.InferOutput<TSchema>> {
  const response = await api(path);
  const body = await response.json();
  expect(response.status, `${path}: ${JSON.stringify(body).slice(0, 200)}`).toBe(status);
  return v.parse(schema, body);
}

async function apiError(path: string, status: number) {
  return (await json(path, ApiErrorSchema, status)).error;
}

/** The smallest valid query of each call. */
const SAMPLE_QUERY: Partial<Record<OperationName, ContentQuery>> = {
  question: { question_id: 1 },
  search: { query: 'дерматологія' },
  reviews: { relation_type: 'doctor', relation_slug: 'olena-kovalenko' },
};

describe('content API: every call of the clinic CMS’s API', () => {
  const cases = (Object.keys(OPERATIONS) as OperationName[]).flatMap((name) =>
    (['uk', 'en'] as const).map((locale) => [name, locale] as const),
  );

  it.each(cases)('%s answers in %s with a body matching its contract', async (name, locale) => {
    const operation = OPERATIONS[name];
    const query = SAMPLE_QUERY[name] ?? {};
    const params = new URLSearchParams(
      Object.entries(query)
        .filter(([key]) => key !== 'query')
        .map(([key, value]) => [key, String(value)]),
    );
    const body = await json(
      `${locale}/api/${operationPath(operation, query)}${params.size ? `?${params}` : ''}`,
      operation.schema,
    );
    expect(JSON.stringify(body).length).toBeGreaterThan(20);
  });

  it('answers each locale in its own language with the same ids', async () => {
    const uk = await json('uk/api/directions/get-directions/', DirectionListSchema);
    const en = await json('en/api/directions/get-directions/', DirectionListSchema);
    expect(uk.map((direction) => direction.id)).toEqual(en.map((direction) => direction.id));
    expect(uk.find((direction) => direction.slug === 'dermatolohiia')?.name).toBe('Дерматологія');
    expect(en.find((direction) => direction.slug === 'dermatolohiia')?.name).toBe('Dermatology');
  });

  it('answers 404 JSON for a locale other than uk and en, and for an unknown call', async () => {
    expect(await apiError('de/api/directions/get-directions/', 404)).toMatchObject({
      message: expect.stringContaining('"de"'),
    });
    expect((await apiError('uk/api/directions/get-everything/', 404)).status).toBe(404);
  });
});

describe('pagination', () => {
  const paginated = (Object.keys(OPERATIONS) as OperationName[]).filter((name) =>
    (OPERATIONS[name].params as readonly string[]).includes('page'),
  );

  it('has six paginated calls', () => {
    expect([...paginated].sort()).toEqual(['actions', 'complexes', 'diseases', 'doctors', 'photos', 'posts']);
  });

  it.each(paginated)('%s answers exactly list, count, page_size, next and prev on every page', async (name) => {
    let listed = 0;
    let count = 0;
    for (let page: number | null = 1; page !== null; ) {
      const response = await api(`en/api/${OPERATIONS[name].path}?page=${page}`);
      const raw = (await response.json()) as Record<string, unknown>;
      expect(response.status, JSON.stringify(raw)).toBe(200);
      expect(Object.keys(raw).sort()).toEqual(['count', 'list', 'next', 'page_size', 'prev']);
      const body = v.parse(OPERATIONS[name].schema, raw) as {
        list: unknown[];
        count: number;
        page_size: number;
        next: number | null;
        prev: number | null;
      };
      expect(body.list.length).toBeGreaterThan(0);
      expect(body.list.length).toBeLessThanOrEqual(body.page_size);
      expect(body.prev).toBe(page === 1 ? null : page - 1);
      listed += body.list.length;
      count = body.count;
      page = body.next;
    }
    expect(listed).toBe(count);
  });

  it('defaults to page 1 and links the pages', async () => {
    const first = await json('uk/api/doctors/get-doctors/', DoctorPageSchema);
    expect(first).toMatchObject({ count: 24, page_size: 12, next: 2, prev: null });
    expect(await json('uk/api/doctors/get-doctors/?page=1', DoctorPageSchema)).toEqual(first);
    const second = await json('uk/api/doctors/get-doctors/?page=2', DoctorPageSchema);
    expect(second).toMatchObject({ next: null, prev: 1 });
    expect(second.list.map((doctor) => doctor.id)).not.toContain(first.list[0]!.id);
  });

  it.each(['0', '-1', 'abc', '1.5', '', '2abc'].filter(Boolean))(
    'answers 400 naming the parameter for page=%s',
    async (page) => {
      const error = await apiError(`uk/api/blog/get-posts/?page=${page}`, 400);
      expect(error.fields).toEqual({ page: 'must be a positive integer' });
    },
  );

  it('answers 400 for a repeated page and 404 for a page past the end', async () => {
    expect((await apiError('uk/api/photogallery/get-photos/?page=1&page=2', 400)).fields).toHaveProperty('page');
    const error = await apiError('uk/api/photogallery/get-photos/?page=4', 404);
    expect(error.message).toContain('Page 4');
  });

  it('keeps page 1 of an empty filtered list', async () => {
    expect(await json('uk/api/doctors/get-doctors/?direction_slug=no-such-direction', DoctorPageSchema)).toEqual({
      list: [],
      count: 0,
      page_size: 12,
      next: null,
      prev: null,
    });
  });
});

describe('filters', () => {
  it('filters doctors by direction and clinic', async () => {
    const page = await json(
      'uk/api/doctors/get-doctors/?direction_slug=kosmetolohiia&clinic_slug=klinika-na-pechersku',
      DoctorPageSchema,
    );
    expect(page.count).toBeGreaterThan(1);
    for (const doctor of page.list) {
      expect(doctor.directions.map((direction) => direction.slug)).toContain('kosmetolohiia');
      expect(doctor.clinics.map((clinic) => clinic.slug)).toContain('klinika-na-pechersku');
    }
  });

  it.each([
    ['blog/get-posts/', 'category_slug=novyny-kliniky', OPERATIONS.posts.schema],
    ['diseases/get-diseases/', 'category_slug=zhinoche-zdorovia', OPERATIONS.diseases.schema],
    ['photogallery/get-photos/', 'category_slug=komanda', OPERATIONS.photos.schema],
    ['complexes/get-complexes/', 'category_slug=chekapy', OPERATIONS.complexes.schema],
    ['actions/get-actions/', 'category_slug=kosmetolohiia', OPERATIONS.actions.schema],
  ])('filters %s by %s', async (path, query, schema) => {
    const all = await json(`uk/api/${path}`, schema);
    const filtered = await json(`uk/api/${path}?${query}`, schema);
    const slug = query.split('=')[1];
    expect(filtered.count).toBeGreaterThan(0);
    expect(filtered.count).toBeLessThan(all.count);
    for (const item of filtered.list) expect(item.category.slug).toBe(slug);
  });

  it.each([
    ['complexes/get-complexes/', OPERATIONS.complexes.schema, 'klinika-na-oboloni'],
    ['actions/get-actions/', OPERATIONS.actions.schema, 'klinika-na-oboloni'],
    ['actions/get-actions/', OPERATIONS.actions.schema, 'klinika-na-pechersku'],
  ])('filters %s by clinic_slug=%s', async (path, schema, clinic) => {
    const all = await json(`uk/api/${path}`, schema);
    const filtered = await json(`uk/api/${path}?clinic_slug=${clinic}`, schema);
    expect(filtered.count).toBeGreaterThan(0);
    expect(filtered.count).toBeLessThan(all.count);
    expect(filtered.list).toHaveLength(filtered.count);
    for (const item of filtered.list) expect(item.clinics).toContain(clinic);
  });

  it('lists the directions of one clinic', async () => {
    const all = await json('uk/api/directions/get-directions/', DirectionListSchema);
    const obolon = await json('uk/api/directions/get-directions/?clinic_slug=klinika-na-oboloni', DirectionListSchema);
    expect(obolon.length).toBeLessThan(all.length);
    expect(obolon.every((direction) => direction.clinics.includes('klinika-na-oboloni'))).toBe(true);
  });

  it('answers 400 for a parameter that is not a slug', async () => {
    expect((await apiError('uk/api/doctors/get-doctors/?clinic_slug=%3Cscript%3E', 400)).fields).toHaveProperty(
      'clinic_slug',
    );
  });

  it('finds a question by id: 400 without one, 404 for an unknown one', async () => {
    expect((await apiError('uk/api/qa/get-question/', 400)).fields).toEqual({ question_id: 'is required' });
    expect((await apiError('uk/api/qa/get-question/?question_id=x', 400)).fields).toHaveProperty('question_id');
    await apiError('uk/api/qa/get-question/?question_id=999', 404);
  });

  it('lists site-wide promo dialogs, and with a relation the related ones too', async () => {
    const global = await json('uk/api/dialogs/get-dialogs-promo/', PromoDialogListSchema);
    const related = await json(
      'uk/api/dialogs/get-dialogs-promo/?relation_type=direction&relation_slug=kosmetolohiia',
      PromoDialogListSchema,
    );
    expect(global.length).toBeGreaterThan(0);
    expect(related.length).toBeGreaterThan(global.length);
    expect(related.every((dialog) => dialog.deley > 0)).toBe(true);
    expect((await apiError('uk/api/dialogs/get-dialogs-promo/?relation_type=direction', 400)).fields).toHaveProperty(
      'relation_slug',
    );
    expect(
      (await apiError('uk/api/dialogs/get-dialogs-promo/?relation_type=planet&relation_slug=mars', 400)).fields,
    ).toHaveProperty('relation_type');
  });
});

describe('search', () => {
  const find = (locale: 'uk' | 'en', query: string) =>
    json(`${locale}/api/search/find/${encodeURIComponent(query)}/`, SearchResultSchema);
  const slugs = (result: SearchResult) => ({
    doctors: result.doctors.map((item) => item.slug),
    directions: result.directions.map((item) => item.slug),
    diseases: result.diseases.map((item) => item.slug),
  });

  it('finds by prefix, case-insensitively, grouped into doctors, directions and diseases', async () => {
    const result = await find('uk', 'ДЕРМАТ');
    expect(slugs(result).directions).toContain('dermatolohiia');
    expect(slugs(result).doctors).toContain('olena-kovalenko');
    const doctor = result.doctors.find((item) => item.slug === 'olena-kovalenko');
    expect(doctor?.directions).toEqual([{ slug: 'dermatolohiia' }]);
    // The disease named so first; the articles that mention it after.
    expect(slugs(await find('uk', 'акн')).diseases[0]).toBe('akne');
  });

  it('answers price lines, complexes, offers and articles too, and words of the other language', async () => {
    const result = await find('uk', 'heart check-up');
    expect(result.complexes[0]).toEqual({ id: expect.any(Number), name: 'Чекап серця', slug: 'chekap-sertsia' });
    const prices = (await find('en', 'ціна консультації педіатра')).prices;
    expect(prices[0]).toEqual({
      id: expect.any(Number),
      name: 'Paediatrician consultation',
      price: expect.any(Number),
      price_from: expect.any(Boolean),
      direction: 'pediatriia',
    });
    expect((await find('uk', 'знижка на ендоліфт')).actions.map((item) => item.slug)).toContain('endolift-minus-15');
    expect((await find('en', 'sunscreen')).posts.map((item) => item.slug)).toContain('yak-pidibraty-sanskrin');
  });

  it('tolerates a typo', async () => {
    expect(slugs(await find('uk', 'дерматологя')).directions).toContain('dermatolohiia');
    expect(slugs(await find('en', 'dermatolgy')).directions).toContain('dermatolohiia');
    expect(slugs(await find('uk', 'Коваленка')).doctors).toEqual(['olena-kovalenko']);
  });

  it.each(['інʼєкційна', "ін'єкційна", 'ін’єкційна', 'інєкційна'])(
    'ignores the apostrophe variant in %s',
    async (query) => {
      const result = await find('uk', query);
      expect(result.directions[0]).toEqual({
        id: expect.any(Number),
        name: 'Інʼєкційна косметологія',
        slug: 'inektsiina-kosmetolohiia',
        parent_directions: ['kosmetolohiia'],
      });
    },
  );

  it('answers empty groups for no match and 400 under 3 characters', async () => {
    expect(await find('uk', 'квазар')).toEqual(emptySearchResult());
    expect((await apiError('uk/api/search/find/ак/', 400)).fields).toEqual({ query: 'must be at least 3 characters' });
    expect((await apiError('uk/api/search/find/%20%20ак%20/', 400)).fields).toHaveProperty('query');
  });
});

describe('HTTP behaviour', () => {
  it('sends an ETag and answers 304 when it still matches', async () => {
    const first = await api('en/api/doctors/get-doctors/?page=1');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    // As a browser revalidates; fetch would otherwise add `Cache-Control: no-cache`, which forbids a 304.
    const revalidate = { 'If-None-Match': etag!, 'Cache-Control': 'max-age=0' };
    const again = await api('en/api/doctors/get-doctors/?page=1', { headers: revalidate });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await api('uk/api/doctors/get-doctors/?page=1', { headers: revalidate });
    expect(other.status).toBe(200);
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const { headers, body } = await rawGet(`${gateway.url}/api/uk/api/diseases/get-diseases/`, {
      'Accept-Encoding': 'gzip',
    });
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(gunzipSync(body).toString()).count).toBe(30);
  });

  it('prefers brotli, sends plain JSON to clients that accept neither, and one ETag names them all', async () => {
    const path = `${gateway.url}/api/en/api/directions/get-directions/`;
    const brotli = await rawGet(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    const plain = await rawGet(path, {});
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotli.headers.etag).toBe(plain.headers.etag);
    // The same answer again comes from the cache of compressed bodies, byte for byte.
    expect((await rawGet(path, { 'Accept-Encoding': 'br' })).body.equals(brotli.body)).toBe(true);
  });

  it('sends a small answer as it is: compressing a few hundred bytes saves nothing', async () => {
    const { headers, body } = await rawGet(`${gateway.url}/api/en/api/search/find/kovalenko/`, {
      'Accept-Encoding': 'gzip, br',
    });
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.length).toBeLessThan(1024);
    expect(JSON.parse(body.toString()).doctors[0].name).toBe('Olena Kovalenko');
  });

  it('answers a failing source with a bare 500, never a stack trace', async () => {
    const broken: ContentSource = {
      kind: 'embedded',
      get: async () => {
        throw new Error('database password is hunter2');
      },
    };
    const failing = await startGateway({ content: broken });
    try {
      const response = await fetch(`${failing.url}/api/uk/api/clinics/get-clinics/`);
      const text = await response.text();
      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ error: { status: 500, message: 'Internal server error' } });
      expect(text).not.toMatch(/hunter2|at .*\.ts/);
    } finally {
      await failing.close();
    }
  });
});
