// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { Provider } from 'jotai';
import { jsonForScript } from '@clinic/contracts/json-for-script';
import type { Locale } from '@clinic/contracts/locale';
import type { Direction } from '@clinic/contracts/content/direction';
import type { Doctor } from '@clinic/contracts/content/doctor';
import { createRequestStore, dehydrateContent, type AppStore } from './content-store.ts';
import { localeAtom } from './locale.ts';
import { staticLoader } from './static-loader.ts';
import { useContent, useContentBySlug } from './use-content.ts';

const direction = (locale: Locale, slug: string): Direction => ({
  id: 1,
  name: `${locale === 'uk' ? 'Напрям' : 'Direction'} ${slug}`,
  slug,
  image_card: `/media/directions/${slug}.svg`,
  description: '',
  clinics: [],
  sub_directions: [],
  prices: [],
});
const doctor = (locale: Locale, slug: string) => ({ slug, name: `${locale}:${slug}` }) as Doctor;
const later = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Content of one locale, each answer after its own delay, so two renders interleave. */
function localeLoader(locale: Locale, delay: number) {
  return staticLoader({
    directions: () => later(delay, [direction(locale, 'a'), direction(locale, 'b')]),
    doctors: ({ page = 1 }) =>
      later(delay * 2, {
        list: [doctor(locale, `d${page}`)],
        count: 3,
        page_size: 1,
        next: page < 3 ? page + 1 : null,
        prev: page > 1 ? page - 1 : null,
      }),
  });
}

function DirectionNames() {
  return (
    <ul>
      {useContent('directions', {}).map((item) => (
        <li key={item.slug}>{item.name}</li>
      ))}
    </ul>
  );
}

function DoctorName({ slug }: { slug: string }) {
  return <h1>{useContentBySlug('doctors', slug)?.name ?? 'none'}</h1>;
}

function Page({ store, doctorSlug }: { store: AppStore; doctorSlug: string }) {
  return (
    <Provider store={store}>
      <Suspense fallback={<p>loading</p>}>
        <DirectionNames />
        <DoctorName slug={doctorSlug} />
      </Suspense>
    </Provider>
  );
}

async function renderStream(store: AppStore, doctorSlug: string): Promise<string> {
  const stream = await renderToReadableStream(<Page store={store} doctorSlug={doctorSlug} />);
  await stream.allReady;
  return new Response(stream).text();
}

const visible = (html: string) => html.replace(/<!--.*?-->/g, '').replace(/<template[^>]*><\/template>/g, '');

describe('a store per request', () => {
  it('renders two locales and two pages at once, each with only its own data', async () => {
    const uk = createRequestStore({ locale: 'uk', loader: localeLoader('uk', 15) });
    const en = createRequestStore({ locale: 'en', loader: localeLoader('en', 5) });
    const [ukHtml, enHtml] = await Promise.all([renderStream(uk, 'd3'), renderStream(en, 'd1')]);
    expect(visible(ukHtml)).toContain('<li>Напрям a</li><li>Напрям b</li></ul><h1>uk:d3</h1>');
    expect(visible(enHtml)).toContain('<li>Direction a</li><li>Direction b</li></ul><h1>en:d1</h1>');
    expect(ukHtml).not.toMatch(/Direction|en:/);
    expect(enHtml).not.toMatch(/Напрям|uk:/);
    // Each render dehydrates exactly what it read: the uk page walked three pages of doctors, the en one one page.
    expect(Object.keys(dehydrateContent(uk)).sort()).toEqual([
      'uk directions?',
      'uk doctors?page=1',
      'uk doctors?page=2',
      'uk doctors?page=3',
    ]);
    expect(Object.keys(dehydrateContent(en)).sort()).toEqual(['en directions?', 'en doctors?page=1']);
    expect(uk.get(localeAtom)).toBe('uk');
    expect(en.get(localeAtom)).toBe('en');
  });

  it('renders seeded data at once, without calling the loader: what makes hydration match', async () => {
    const server = createRequestStore({ locale: 'en', loader: localeLoader('en', 1) });
    const serverHtml = await renderStream(server, 'd2');
    const seed = JSON.parse(jsonForScript(dehydrateContent(server))) as Record<string, unknown>;

    const loader = localeLoader('en', 1);
    const browser = createRequestStore({ locale: 'en', loader, seed, minDisplayMs: 200 });
    // renderToString cannot wait for data: anything not already settled would show the fallback.
    const browserHtml = renderToString(<Page store={browser} doctorSlug="d2" />);
    expect(browserHtml).not.toContain('loading');
    expect(visible(browserHtml)).toContain('<li>Direction a</li><li>Direction b</li></ul><h1>en:d2</h1>');
    expect(visible(serverHtml)).toContain('<li>Direction a</li><li>Direction b</li></ul><h1>en:d2</h1>');
    expect(loader.calls).toEqual([]);
  });

  it('shows the fallback for data not seeded, and never shares a cache between stores', () => {
    const seeded = createRequestStore({
      locale: 'uk',
      loader: localeLoader('uk', 1),
      seed: { 'uk directions?': [direction('uk', 'a')] },
    });
    const fresh = createRequestStore({ locale: 'uk', loader: localeLoader('uk', 1) });
    expect(
      renderToString(
        <Provider store={seeded}>
          <DirectionNames />
        </Provider>,
      ),
    ).toContain('Напрям a');
    expect(renderToString(<Page store={fresh} doctorSlug="d1" />)).toContain('loading');
  });
});
