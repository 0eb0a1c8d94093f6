import { describe, expect, it } from 'vitest';
import { matchRoute } from '@clinic/contracts/routes';
import { OPENING_HOURS } from '@clinic/contracts/constants';
import { loadEmbeddedSource } from '../content/embedded-source.ts';
import { pageMeta } from './page-meta.ts';
import { DEFAULT_OG_IMAGE, loadBusinessJsonLd, pageHeadData, renderHeadTags, siteOrigin } from './head-tags.ts';

const source = loadEmbeddedSource();
const origin = 'https://clinic.example';
const head = async (path: string) => {
  const match = matchRoute(path);
  return pageHeadData(await pageMeta(match, source), match?.locale ?? 'uk', path, origin);
};

describe('head tags', () => {
  it('gives a detail page its own title, description, canonical and both locales', async () => {
    const data = await head('/en/blog/yak-pidibraty-sanskrin/');
    expect(data).toMatchObject({
      status: 200,
      locale: 'en',
      title: 'How to choose a sunscreen | Veresk Clinics',
      canonical: 'https://clinic.example/en/blog/yak-pidibraty-sanskrin',
    });
    expect(data.alternates).toEqual([
      { hreflang: 'uk', href: 'https://clinic.example/blog/yak-pidibraty-sanskrin' },
      { hreflang: 'en', href: 'https://clinic.example/en/blog/yak-pidibraty-sanskrin' },
      { hreflang: 'x-default', href: 'https://clinic.example/blog/yak-pidibraty-sanskrin' },
    ]);
    const html = renderHeadTags(data);
    expect(html).toContain('<link rel="canonical" href="https://clinic.example/en/blog/yak-pidibraty-sanskrin">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://clinic.example/blog/yak-pidibraty-sanskrin">',
    );
    expect(html).toContain('<meta property="og:title" content="How to choose a sunscreen | Veresk Clinics">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toContain(
      '<meta property="og:image" content="https://clinic.example/og/en/blog/yak-pidibraty-sanskrin.png">',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta property="og:image:alt" content="How to choose a sunscreen | Veresk Clinics">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="article:published_time" content="');
    expect(html).not.toContain('noindex');
  });

  it.each([
    ['/likari/dermatolohiia/olena-kovalenko', '/og/uk/likari/dermatolohiia/olena-kovalenko.png'],
    ['/en/likari/olena-kovalenko', '/og/en/likari/dermatolohiia/olena-kovalenko.png'],
    ['/zahvoryuvannya/akne/', '/og/uk/zahvoryuvannya/akne.png'],
    ['/', '/og/uk/index.png'],
    ['/en', '/og/en/index.png'],
    ['/en/blog', '/og/en/blog.png'],
    ['/dermatolohiia', '/og/uk/dermatolohiia.png'],
  ])('gives %s the PNG made for its canonical page as og:image', async (path, image) => {
    expect((await head(path)).image).toBe(`${origin}${image}`);
  });

  it('gives an error page the site logo as og:image, and no structured data of its own', async () => {
    const data = await head('/no/such/page');
    expect(data.image).toBe(`${origin}${DEFAULT_OG_IMAGE}`);
    expect(data.structuredData).toBeUndefined();
  });

  it('makes a doctor canonical under their first direction, where the cards and the search link', async () => {
    for (const path of [
      '/likari/viktoriia-lysenko',
      '/likari/lazerna-epiliatsiia/viktoriia-lysenko',
      '/likari/kosmetolohiia/viktoriia-lysenko',
    ]) {
      const data = await head(path);
      expect(data.status, path).toBe(200);
      expect(data.canonical, path).toBe(`${origin}/likari/kosmetolohiia/viktoriia-lysenko`);
      expect(data.alternates[1]).toEqual({
        hreflang: 'en',
        href: `${origin}/en/likari/kosmetolohiia/viktoriia-lysenko`,
      });
    }
  });

  it('keeps the home page paths of both locales', async () => {
    expect((await head('/')).alternates.map((alternate) => alternate.href)).toEqual([
      'https://clinic.example/',
      'https://clinic.example/en',
      'https://clinic.example/',
    ]);
  });

  it('marks error pages noindex, without canonical or alternates', async () => {
    const html = renderHeadTags(await head('/blog/no-such-post'));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('hreflang');
  });

  it('escapes texts from the content source', () => {
    const html = renderHeadTags({
      status: 200,
      locale: 'uk',
      title: 'a"<b>',
      description: '"&',
      canonical: 'https://x/',
      alternates: [],
      image: 'https://x/a.svg?b="c"',
    });
    expect(html).toContain('content="&#34;&#38;"');
    expect(html).toContain('<meta property="og:image" content="https://x/a.svg?b=&#34;c&#34;">');
    expect(html).not.toContain('<b>');
  });

  it('prefers PUBLIC_URL to the request origin', () => {
    expect(siteOrigin('https://public.example', { protocol: 'http', host: '127.0.0.1:3000' })).toBe(
      'https://public.example',
    );
    expect(siteOrigin(undefined, { protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
  });
});

describe('business JSON-LD', () => {
  it('lists the network with price range, phone, address, social profiles and two clinics with their hours', async () => {
    const jsonLd = (await loadBusinessJsonLd(source, 'uk', origin)) as {
      address: unknown;
      sameAs: unknown[];
      department: { openingHours: string; openingHoursSpecification: unknown }[];
    };
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      name: 'Клініки «Вереск»',
      priceRange: expect.any(String),
      telephone: '+380440927310',
    });
    expect(jsonLd.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'вул. Євгена Коновальця, 32',
      addressLocality: 'Київ',
      postalCode: '01133',
      addressCountry: 'UA',
    });
    expect(jsonLd.sameAs).toHaveLength(4);
    expect(jsonLd.department.map((clinic: { openingHours: string }) => clinic.openingHours)).toEqual([
      ...OPENING_HOURS,
    ]);
    expect(jsonLd.department[1]).toMatchObject({
      '@type': 'MedicalClinic',
      '@id': 'https://clinic.example/clinics/klinika-na-oboloni#clinic',
      url: 'https://clinic.example/clinics/klinika-na-oboloni',
      telephone: '+380440927320',
      image: 'https://clinic.example/media/clinics/klinika-na-oboloni.svg',
      geo: { '@type': 'GeoCoordinates', latitude: 50.5071, longitude: 30.4985 },
      address: { postalCode: '04205', addressLocality: 'Київ', addressCountry: 'UA' },
    });
    expect(
      jsonLd.department.map((clinic: { openingHoursSpecification: unknown }) => clinic.openingHoursSpecification),
    ).toEqual(
      ['20:00', '21:00'].map((closes) => [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
            (day) => `https://schema.org/${day}`,
          ),
          opens: '09:00',
          closes,
        },
      ]),
    );
    const html = renderHeadTags(await head('/'), jsonLd);
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)).toEqual(jsonLd);
  });

  it('is left out when the content source fails', async () => {
    const down = { kind: 'upstream' as const, get: async () => Promise.reject(new Error('down')) };
    expect(await loadBusinessJsonLd(down, 'en', origin)).toBeUndefined();
  });
});
