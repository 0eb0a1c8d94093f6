import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, setApiBase } from '@clinic/api-client/http';
import { fetchActions } from '@clinic/api-client/actions';
import { fetchBlogCategories } from '@clinic/api-client/blog-categories';
import { fetchClinics } from '@clinic/api-client/clinics';
import { fetchComplexCategories } from '@clinic/api-client/complex-categories';
import { fetchComplexes } from '@clinic/api-client/complexes';
import { fetchDirectionNav } from '@clinic/api-client/direction-nav';
import { fetchDirections } from '@clinic/api-client/directions';
import { fetchDiseaseCategories } from '@clinic/api-client/disease-categories';
import { fetchDiseases } from '@clinic/api-client/diseases';
import { fetchDoctors } from '@clinic/api-client/doctors';
import { findInPages } from '@clinic/api-client/find-in-pages';
import { fetchNavs } from '@clinic/api-client/navs';
import { fetchPhotoCategories } from '@clinic/api-client/photo-categories';
import { fetchPhotos } from '@clinic/api-client/photos';
import { fetchPosts } from '@clinic/api-client/posts';
import { fetchPromoDialogs } from '@clinic/api-client/promo-dialogs';
import { fetchQuestion } from '@clinic/api-client/question';
import { fetchSearch } from '@clinic/api-client/search';
import { fetchVacancies } from '@clinic/api-client/vacancies';
import { loadEmbeddedSource } from './embedded-source.ts';
import { startGateway, type RunningGateway } from './testing/start-gateway.ts';

// The browser client against the real gateway: both sides check the same contracts.
let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startGateway(loadEmbeddedSource());
  setApiBase(`${gateway.url}/`);
});
afterAll(() => gateway.close());

describe('api-client fetchers against the gateway', () => {
  it('fetches every call with its parameters', async () => {
    expect((await fetchDirections('en', 'klinika-na-pechersku')).every((direction) => direction.clinics.includes('klinika-na-pechersku'))).toBe(true);
    expect((await fetchDirectionNav('uk')).find((item) => item.slug === 'kosmetolohiia')?.sub_nav.length).toBeGreaterThan(0);
    expect(await fetchDoctors('uk', { direction_slug: 'urolohiia' })).toMatchObject({ count: 1, list: [{ slug: 'vasyl-ponomarenko' }] });
    expect((await fetchPosts('en', { category_slug: 'novyny-kliniky', page: 1 })).list.every((post) => post.category.slug === 'novyny-kliniky')).toBe(true);
    expect((await fetchDiseases('uk', { page: 3 })).prev).toBe(2);
    expect((await fetchPhotos('uk', { category_slug: 'interier' })).count).toBe(12);
    expect((await fetchComplexes('uk', { clinic_slug: 'klinika-na-oboloni' })).count).toBeGreaterThan(0);
    expect((await fetchActions('uk')).list[0]!.active_to >= '2026-11-21').toBe(true);
    expect(await fetchPromoDialogs('uk', { relation_type: 'page', relation_slug: 'index' })).toHaveLength(2);
    expect((await fetchQuestion('en', 1)).answers.length).toBeGreaterThan(1);
    expect((await fetchSearch('uk', 'гіпертонія')).diseases).toEqual([{ id: expect.any(Number), name: 'Гіпертонія', slug: 'hipertoniia' }]);
    expect((await fetchNavs('en')).socials).toHaveLength(4);
    expect(await fetchClinics('uk')).toHaveLength(2);
    expect(await fetchVacancies('uk')).toHaveLength(5);
    for (const fetchCategories of [fetchBlogCategories, fetchComplexCategories, fetchDiseaseCategories, fetchPhotoCategories]) {
      expect((await fetchCategories('en')).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('finds a detail item across pages', async () => {
    const doctor = await findInPages((page) => fetchDoctors('en', { page }), (item) => item.slug === 'sofiia-verbytska');
    expect(doctor?.name).toBe('Sofiia Verbytska');
  });

  it('turns the gateway’s errors into typed ApiErrors', async () => {
    await expect(fetchSearch('uk', 'ак')).rejects.toMatchObject({ status: 400, fields: { query: 'must be at least 3 characters' } });
    await expect(fetchDoctors('uk', { page: 9 })).rejects.toBeInstanceOf(ApiError);
  });
});
