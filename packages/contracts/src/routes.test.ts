import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  LOCALIZED_ROUTES,
  ROUTES,
  buildPath,
  matchRoute,
  type RouteId,
  type RouteIdWithoutRequiredParams,
  type RouteParams,
} from './routes.ts';
import { localizePath, movedPath, splitLocale } from './locale.ts';

describe('route table', () => {
  it('has both locale variants of every route with a suffixed name', () => {
    expect(LOCALIZED_ROUTES).toHaveLength(ROUTES.length * 2);
    const names = LOCALIZED_ROUTES.map((route) => route.name);
    expect(names).toContain('index___uk');
    expect(names).toContain('index___en');
    expect(names).toContain('likari-direction-doctor___en');
    expect(LOCALIZED_ROUTES.find((route) => route.name === 'index___en')?.pattern).toBe('/en');
    expect(LOCALIZED_ROUTES.find((route) => route.name === 'blog-post___en')?.pattern).toBe('/en/blog/:post');
  });

  it.each([
    ['/', 'index', 'uk', {}],
    ['/en', 'index', 'en', {}],
    ['/en/', 'index', 'en', {}],
    ['/about-us', 'about-us', 'uk', {}],
    ['/en/blog/skin-care', 'blog-post', 'en', { post: 'skin-care' }],
    ['/zahvoryuvannya/akne/', 'zahvoryuvannya-disease', 'uk', { disease: 'akne' }],
    ['/likari', 'likari-slug', 'uk', { slug: undefined }],
    ['/likari/dermatology', 'likari-slug', 'uk', { slug: 'dermatology' }],
    [
      '/likari/dermatology/ivan-petrenko',
      'likari-direction-doctor',
      'uk',
      { direction: 'dermatology', doctor: 'ivan-petrenko' },
    ],
    ['/prices', 'prices-slug', 'uk', { slug: undefined }],
    ['/en/cosmetology/laser', 'direction-subdirection', 'en', { direction: 'cosmetology', subdirection: 'laser' }],
    ['/endolift_promo', 'endolift_promo', 'uk', {}],
  ])('matches %s to %s', (path, id, locale, params) => {
    const match = matchRoute(path);
    expect(match?.id).toBe(id);
    expect(match?.locale).toBe(locale);
    expect(match?.params).toEqual(params);
  });

  it('matches nothing deeper than any route', () => {
    expect(matchRoute('/a/b/c')).toBeNull();
    expect(matchRoute('/en/blog/a/b')).toBeNull();
    expect(matchRoute('/%E0%A4%A')).toBeNull();
  });

  it('gives the privacy policy an English slug of its own, and no second English address', () => {
    expect(buildPath('polityka-konfidentsiinosti', 'en')).toBe('/en/privacy-policy');
    expect(buildPath('polityka-konfidentsiinosti', 'uk')).toBe('/polityka-konfidentsiinosti');
    expect(matchRoute('/en/privacy-policy')?.id).toBe('polityka-konfidentsiinosti');
    expect(matchRoute('/en/privacy-policy/')?.id).toBe('polityka-konfidentsiinosti');
    expect(matchRoute('/en/polityka-konfidentsiinosti')).toBeNull();
    expect(matchRoute('/privacy-policy')).toBeNull();
    expect(movedPath('/en/polityka-konfidentsiinosti')).toBe('/en/privacy-policy');
    expect(movedPath('/polityka-konfidentsiinosti')).toBeNull();
  });

  it('builds paths in both locales', () => {
    expect(buildPath('index', 'uk')).toBe('/');
    expect(buildPath('index', 'en')).toBe('/en');
    expect(buildPath('likari-direction-doctor', 'en', { direction: 'derm', doctor: 'ivan' })).toBe(
      '/en/likari/derm/ivan',
    );
    expect(buildPath('prices-slug', 'uk')).toBe('/prices');
  });

  it('types route ids and each route’s params from the table', () => {
    expectTypeOf<'blog-post'>().toExtend<RouteId>();
    expectTypeOf<'no-such-route'>().not.toExtend<RouteId>();
    expectTypeOf<RouteParams<'index'>>().toEqualTypeOf<{ [name: string]: never }>();
    expectTypeOf<RouteParams<'blog-post'>>().toEqualTypeOf<{ post: string }>();
    expectTypeOf<RouteParams<'likari-direction-doctor'>>().toEqualTypeOf<{ direction?: string; doctor?: string }>();
    expectTypeOf<RouteParams<'direction-subdirection'>>().toEqualTypeOf<{ direction: string; subdirection?: string }>();
    expectTypeOf<'likari-slug'>().toExtend<RouteIdWithoutRequiredParams>();
    expectTypeOf<'blog-post'>().not.toExtend<RouteIdWithoutRequiredParams>();
  });

  it('types a match’s params by its route id', () => {
    const match = matchRoute('/blog/skin-care');
    if (match?.id !== 'blog-post') throw new Error('expected the blog-post route');
    expectTypeOf(match.params).toEqualTypeOf<{ post: string }>();
    expect(match.params.post).toBe('skin-care');
  });

  it('does not compile a wrong route id or param', () => {
    // Never called: tsc fails on any of these that compiles (an unused @ts-expect-error is an error).
    const wrongCalls = () => [
      // @ts-expect-error an unknown route id
      buildPath('no-such-route', 'uk'),
      // @ts-expect-error a required param missing
      buildPath('blog-post', 'uk'),
      // @ts-expect-error a param of another route
      buildPath('blog-post', 'uk', { slug: 'x' }),
      // @ts-expect-error a param on a route that has none
      buildPath('blog', 'uk', { post: 'x' }),
      // @ts-expect-error a misspelt optional param
      buildPath('likari-direction-doctor', 'uk', { direction: 'derm', docter: 'ivan' }),
    ];
    expectTypeOf(wrongCalls).returns.toEqualTypeOf<string[]>();
  });

  it('switches locale keeping the page', () => {
    expect(localizePath('/likari/derm', 'en')).toBe('/en/likari/derm');
    expect(localizePath('/en/likari/derm', 'uk')).toBe('/likari/derm');
    expect(localizePath('/en', 'uk')).toBe('/');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/polityka-konfidentsiinosti', 'en')).toBe('/en/privacy-policy');
    expect(localizePath('/en/privacy-policy', 'uk')).toBe('/polityka-konfidentsiinosti');
    expect(splitLocale('/english')).toEqual({ locale: 'uk', path: '/english' });
  });
});
