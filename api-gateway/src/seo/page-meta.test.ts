import { describe, expect, it } from 'vitest';
import { matchRoute } from '@clinic/contracts/routes';
import { loadEmbeddedSource } from '../content/embedded-source.ts';
import type { ContentSource } from '../content/source.ts';
import { HttpError } from '../http/errors.ts';
import { fitDescription, pageMeta } from './page-meta.ts';

const source = loadEmbeddedSource();
const meta = (path: string) => pageMeta(matchRoute(path), source);

describe('page status', () => {
  it.each([
    ['/', 200],
    ['/about-us', 200],
    ['/nowhere/at/all', 404],
    ['/actions/epiliatsiia-pakhv-v-podarunok', 200],
    ['/actions/dermatoskopiia-navesni', 200],
    ['/actions/no-such-offer', 404],
    ['/blog/yak-pidibraty-sanskrin', 200],
    ['/blog/vidkryttia-klinyky-na-oboloni', 200],
    ['/blog/no-such-post', 404],
    ['/clinics/klinika-na-oboloni', 200],
    ['/clinics/no-such-clinic', 404],
    ['/complexes/bazovyi-chekap', 200],
    ['/complexes/no-such-complex', 404],
    ['/zahvoryuvannya/avtoimunnyi-tyreoidyt/', 200],
    ['/zahvoryuvannya/no-such-disease', 404],
    ['/likari', 200],
    ['/likari/dermatolohiia', 200],
    ['/likari/trykholohiia', 200],
    ['/likari/sofiia-verbytska', 200],
    ['/likari/no-such-slug', 404],
    ['/likari/dermatolohiia/olena-kovalenko', 200],
    ['/likari/terapiia/olena-kovalenko', 404],
    ['/likari/no-such-direction/olena-kovalenko', 404],
    ['/likari/dermatolohiia/no-such-doctor', 404],
    ['/prices', 200],
    ['/prices/kardiolohiia', 200],
    ['/prices/endolift', 200],
    ['/prices/no-such-direction', 404],
    ['/dermatolohiia', 200],
    ['/plastychna-khirurhiia/endolift', 200],
    ['/dermatolohiia/endolift', 404],
    ['/no-such-direction', 404],
    ['/en/kosmetolohiia/inektsiina-kosmetolohiia', 200],
    ['/en/blog/no-such-post', 404],
  ])('%s answers %i', async (path, status) => {
    expect((await meta(path)).status).toBe(status);
  });
});

describe('page head texts', () => {
  it('takes a doctor’s, a post’s, a disease’s and a clinic’s own title and description', async () => {
    expect(await meta('/likari/dermatolohiia/olena-kovalenko')).toMatchObject({
      status: 200,
      title: 'Олена Коваленко — лікарка-дерматовенерологиня у Києві',
      description: expect.stringContaining('лікування акне'),
      image: '/media/doctors/olena-kovalenko-480.jpg',
      canonicalPath: '/likari/dermatolohiia/olena-kovalenko',
      crumbs: [
        { name: 'Головна', path: '/' },
        { name: 'Лікарі', path: '/likari' },
        { name: 'Олена Коваленко', path: '/likari/dermatolohiia/olena-kovalenko' },
      ],
    });
    expect((await meta('/en/likari/olena-kovalenko')).title).toBe('Olena Kovalenko, dermatovenereologist in Kyiv');
    expect((await meta('/en/blog/yak-pidibraty-sanskrin')).title).toBe('How to choose a sunscreen | Veresk Clinics');
    expect((await meta('/zahvoryuvannya/akne')).title).toBe('Акне: симптоми, діагностика та лікування у Києві');
    expect((await meta('/en/clinics/klinika-na-pechersku')).description).toContain('32 Yevhena Konovaltsia St');
  });

  it('names directions, static pages and errors with the site name where it fits in 60 characters', async () => {
    expect(await meta('/en/plastychna-khirurhiia/endolift')).toMatchObject({
      title: 'Endolift — Plastic surgery | Veresk Clinics',
      description: expect.stringContaining('Laser lifting'),
    });
    expect((await meta('/prices/kardiolohiia')).title).toBe('Ціни: Кардіологія | Клініки «Вереск»');
    expect((await meta('/en/vacancies')).title).toBe('Careers | Veresk Clinics');
    expect(await meta('/en/blog/no-such-post')).toEqual({
      status: 404,
      title: '404 | Veresk Clinics',
      description: 'Page not found',
    });
  });

  it('answers 503 when the content source fails', async () => {
    const down: ContentSource = {
      kind: 'upstream',
      get: async () => {
        throw new HttpError(502, 'Content service is unavailable');
      },
    };
    expect((await pageMeta(matchRoute('/blog/yak-pidibraty-sanskrin'), down)).status).toBe(503);
    expect((await pageMeta(matchRoute('/about-us'), down)).status).toBe(200);
  });
});

describe('fitDescription', () => {
  it('adds the context to a text too short for search results, keeps one that fits and cuts a long one at a word', () => {
    expect(fitDescription('Short.', 'Context of the page, long enough to reach the seventy characters.')).toBe(
      'Short. Context of the page, long enough to reach the seventy characters.',
    );
    const fitting = 'x'.repeat(100);
    expect(fitDescription(fitting, 'never added')).toBe(fitting);
    const cut = fitDescription(Array.from({ length: 40 }, (_, index) => `word${index}`).join(' '), 'unused');
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut).toMatch(/ word\d+…$/);
  });
});
