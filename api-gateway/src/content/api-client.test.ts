import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApiBase } from '@clinic/api-client/base';
import { fetchContent } from '@clinic/api-client/content';
import type { ContentLoader } from '@clinic/contracts/content/operations';
import { createContentCache } from '@clinic/state/content-cache';
import { findBySlug } from '@clinic/state/use-content';
import { loadEmbeddedSource } from './embedded-source.ts';
import { startGateway, type RunningGateway } from '../testing/start-gateway.ts';

// The browser client against the real gateway: both sides check the same contracts. The client alone is
// tested in its package (packages/api-client/src/*.test.ts).
const source = loadEmbeddedSource();
let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startGateway({ content: source });
  setApiBase(`${gateway.url}/`);
});
afterAll(() => gateway.close());

describe('api-client fetchContent against the gateway', () => {
  it('fetches every call with its parameters', async () => {
    expect(
      (await fetchContent('en', 'directions', { clinic_slug: 'klinika-na-pechersku' })).every((direction) =>
        direction.clinics.includes('klinika-na-pechersku'),
      ),
    ).toBe(true);
    expect(
      (await fetchContent('uk', 'directionNav', {})).find((item) => item.slug === 'kosmetolohiia')?.sub_nav.length,
    ).toBeGreaterThan(0);
    expect(await fetchContent('uk', 'doctors', { direction_slug: 'urolohiia' })).toMatchObject({
      count: 1,
      list: [{ slug: 'vasyl-ponomarenko' }],
    });
    expect(
      (await fetchContent('en', 'posts', { category_slug: 'novyny-kliniky', page: 1 })).list.every(
        (post) => post.category.slug === 'novyny-kliniky',
      ),
    ).toBe(true);
    expect((await fetchContent('uk', 'diseases', { page: 3 })).prev).toBe(2);
    expect((await fetchContent('uk', 'photos', { category_slug: 'interier' })).count).toBe(12);
    expect((await fetchContent('uk', 'complexes', { clinic_slug: 'klinika-na-oboloni' })).count).toBeGreaterThan(0);
    expect((await fetchContent('uk', 'actions', {})).list[0]!.active_to >= '2026-11-21').toBe(true);
    expect(await fetchContent('uk', 'promoDialogs', { relation_type: 'page', relation_slug: 'index' })).toHaveLength(2);
    expect((await fetchContent('en', 'question', { question_id: 1 })).answers.length).toBeGreaterThan(1);
    expect((await fetchContent('uk', 'search', { query: 'гіпертонія' })).diseases[0]).toEqual({
      id: expect.any(Number),
      name: 'Гіпертонія',
      slug: 'hipertoniia',
    });
    expect((await fetchContent('en', 'navs', {})).socials).toHaveLength(4);
    expect(await fetchContent('uk', 'clinics', {})).toHaveLength(2);
    expect(await fetchContent('uk', 'vacancies', {})).toHaveLength(5);
    for (const operation of ['blogCategories', 'complexCategories', 'diseaseCategories', 'photoCategories'] as const) {
      expect((await fetchContent('en', operation, {})).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('answers as the gateway’s ContentSource does in-process: the server renders with one, the browser with the other', async () => {
    const inProcess: ContentLoader = (locale, operation, query) => source.get(locale, operation, query);
    const overHttp: ContentLoader = fetchContent;
    for (const [locale, operation, query] of [
      ['uk', 'directions', {}],
      ['en', 'doctors', { direction_slug: 'dermatolohiia', page: 1 }],
      ['uk', 'search', { query: 'акне' }],
    ] as const) {
      expect(await overHttp(locale, operation, query)).toEqual(await inProcess(locale, operation, query));
    }
  });

  it('finds a detail item across pages', async () => {
    const doctor = await findBySlug(createContentCache({ loader: fetchContent }), 'en', 'doctors', 'sofiia-verbytska');
    expect(doctor?.name).toBe('Sofiia Verbytska');
  });
});
