import { describe, expect, it } from 'vitest';
import { headerNav, navPagePath } from './header-nav-model.ts';

const page = (slug: string, sub_pages: { slug: string; name: string }[] = []) => ({
  slug,
  name: slug.toUpperCase(),
  sub_pages,
});
const directions = [
  { slug: 'dermatolohiia', name: 'Дерматологія', sub_nav: [{ slug: 'trykholohiia', name: 'Трихологія' }] },
  { slug: 'kardiolohiia', name: 'Кардіологія', sub_nav: [] },
];

describe('header navigation', () => {
  it('turns services into a two-level directions menu, doctors and prices into direction lists', () => {
    const [services, doctors, prices] = headerNav([page('posluhy'), page('likari'), page('prices')], directions, 'en');
    expect(services).toEqual({
      kind: 'menu',
      slug: 'posluhy',
      name: 'POSLUHY',
      href: '/en/posluhy',
      mega: true,
      items: [
        {
          name: 'Дерматологія',
          href: '/en/dermatolohiia',
          children: [{ name: 'Трихологія', href: '/en/dermatolohiia/trykholohiia' }],
        },
        { name: 'Кардіологія', href: '/en/kardiolohiia', children: [] },
      ],
    });
    expect(doctors).toMatchObject({
      kind: 'menu',
      href: '/en/likari',
      mega: false,
      items: [{ href: '/en/likari/dermatolohiia' }, { href: '/en/likari/kardiolohiia' }],
    });
    expect(prices).toMatchObject({
      kind: 'menu',
      items: [{ href: '/en/prices/dermatolohiia' }, { href: '/en/prices/kardiolohiia' }],
    });
  });

  it('makes a page with sub_pages a dropdown of them, the payment item a dialog, others links', () => {
    const entries = headerNav(
      [page('pro-nas', [{ slug: 'about-us', name: 'Про клініку' }]), page('oplata-onlain'), page('contacts')],
      directions,
      'uk',
    );
    expect(entries).toEqual([
      {
        kind: 'menu',
        slug: 'pro-nas',
        name: 'PRO-NAS',
        items: [{ name: 'Про клініку', href: '/about-us' }],
        mega: false,
      },
      { kind: 'payment', slug: 'oplata-onlain', name: 'OPLATA-ONLAIN' },
      { kind: 'link', slug: 'contacts', name: 'CONTACTS', href: '/contacts' },
    ]);
  });

  it('localizes page slugs', () => {
    expect(navPagePath('about-us', 'uk')).toBe('/about-us');
    expect(navPagePath('about-us', 'en')).toBe('/en/about-us');
  });
});
