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
    expect(data).toMatchObject({ status: 200, locale: 'en', title: 'How to choose a sunscreen', canonical: 'https://clinic.example/en/blog/yak-pidibraty-sanskrin' });
    expect(data.alternates).toEqual([
      { hreflang: 'uk', href: 'https://clinic.example/blog/yak-pidibraty-sanskrin' },
      { hreflang: 'en', href: 'https://clinic.example/en/blog/yak-pidibraty-sanskrin' },
      { hreflang: 'x-default', href: 'https://clinic.example/blog/yak-pidibraty-sanskrin' },
    ]);
    const html = renderHeadTags(data);
    expect(html).toContain('<link rel="canonical" href="https://clinic.example/en/blog/yak-pidibraty-sanskrin">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://clinic.example/blog/yak-pidibraty-sanskrin">');
    expect(html).toContain('<meta property="og:title" content="How to choose a sunscreen">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toContain('<meta property="og:image" content="https://clinic.example/media/blog/yak-pidibraty-sanskrin.svg">');
    expect(html).not.toContain('noindex');
  });

  it.each([
    ['/likari/dermatolohiia/olena-kovalenko', '/media/doctors/olena-kovalenko.svg'],
    ['/en/likari/olena-kovalenko', '/media/doctors/olena-kovalenko.svg'],
    ['/blog/zymovyi-dohliad-za-shkiroiu', '/media/blog/zymovyi-dohliad-za-shkiroiu.svg'],
    ['/zahvoryuvannya/akne/', '/media/diseases/akne.svg'],
    ['/en/clinics/klinika-na-oboloni', '/media/clinics/klinika-na-oboloni.svg'],
    ['/actions/epiliatsiia-pakhv-v-podarunok', '/media/actions/epiliatsiia-pakhv-v-podarunok.svg'],
    ['/complexes/chysta-shkira', '/media/complexes/chysta-shkira.svg'],
  ])('gives %s its item’s picture as og:image', async (path, image) => {
    expect((await head(path)).image).toBe(`${origin}${image}`);
  });

  it.each(['/', '/en/blog', '/likari/dermatolohiia', '/dermatolohiia', '/no/such/page'])('gives %s the site logo as og:image', async (path) => {
    expect((await head(path)).image).toBe(`${origin}${DEFAULT_OG_IMAGE}`);
  });

  it('keeps an item picture that is already an absolute URL', () => {
    const data = pageHeadData({ status: 200, title: 't', description: 'd', image: 'https://cdn.example/a.jpg' }, 'uk', '/blog/a', origin);
    expect(data.image).toBe('https://cdn.example/a.jpg');
  });

  it('keeps the home page paths of both locales', async () => {
    expect((await head('/')).alternates.map((alternate) => alternate.href)).toEqual(['https://clinic.example/', 'https://clinic.example/en', 'https://clinic.example/']);
  });

  it('marks error pages noindex, without canonical or alternates', async () => {
    const html = renderHeadTags(await head('/blog/no-such-post'));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('hreflang');
  });

  it('escapes texts from the content source', () => {
    const html = renderHeadTags({ status: 200, locale: 'uk', title: 'a"<b>', description: '"&', canonical: 'https://x/', alternates: [], image: 'https://x/a.svg?b="c"' });
    expect(html).toContain('content="&#34;&#38;"');
    expect(html).toContain('<meta property="og:image" content="https://x/a.svg?b=&#34;c&#34;">');
    expect(html).not.toContain('<b>');
  });

  it('prefers PUBLIC_URL to the request origin', () => {
    expect(siteOrigin('https://public.example', { protocol: 'http', host: '127.0.0.1:3000' })).toBe('https://public.example');
    expect(siteOrigin(undefined, { protocol: 'http', host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
  });
});

describe('business JSON-LD (spec §3)', () => {
  it('lists the network with price range, phone, address, social profiles and two clinics with their hours', async () => {
    const jsonLd = (await loadBusinessJsonLd(source, 'uk', origin)) as Record<string, any>;
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'MedicalClinic', name: 'Мережа клінік', priceRange: expect.any(String), telephone: '+380441234567' });
    expect(jsonLd.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: 'Київ, вул. Євгена Коновальця, 32' });
    expect(jsonLd.sameAs).toHaveLength(4);
    expect(jsonLd.department.map((clinic: { openingHours: string }) => clinic.openingHours)).toEqual([...OPENING_HOURS]);
    expect(jsonLd.department[1]).toMatchObject({ '@type': 'MedicalClinic', url: 'https://clinic.example/clinics/klinika-na-oboloni', telephone: '+380441234568' });
    const html = renderHeadTags(await head('/'), jsonLd);
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)).toEqual(jsonLd);
  });

  it('is left out when the content source fails', async () => {
    const down = { kind: 'upstream' as const, get: async () => Promise.reject(new Error('down')) };
    expect(await loadBusinessJsonLd(down, 'en', origin)).toBeUndefined();
  });
});
