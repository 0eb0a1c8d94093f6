import { describe, expect, it } from 'vitest';
import { diseasePath, directionPath, doctorPath, searchGroups, searchPageGroups } from './search-groups.ts';

const doctor = {
  id: 4,
  name: 'Марія Бондаренко',
  slug: 'mariia-bondarenko',
  directions: [{ slug: 'dermatolohiia' }, { slug: 'pediatriia' }],
};
const topDirection = { id: 1, name: 'Дерматологія', slug: 'dermatolohiia', parent_directions: [] };
const subDirection = { id: 11, name: 'Лікування акне', slug: 'likuvannia-akne', parent_directions: ['dermatolohiia'] };
const disease = { id: 7, name: 'Акне', slug: 'akne' };
const NONE_OF_THE_PAGE_GROUPS = { prices: [], complexes: [], actions: [], posts: [] };

describe('search result links', () => {
  it.each([
    ['uk', '/likari/dermatolohiia/mariia-bondarenko'],
    ['en', '/en/likari/dermatolohiia/mariia-bondarenko'],
  ] as const)('a doctor links under the first direction (%s)', (locale, href) => {
    expect(doctorPath(doctor, locale)).toBe(href);
  });

  it('a doctor without a direction links to the doctors list', () => {
    expect(doctorPath({ ...doctor, directions: [] }, 'uk')).toBe('/likari');
    expect(doctorPath({ ...doctor, directions: [] }, 'en')).toBe('/en/likari');
  });

  it.each([
    ['uk', '/dermatolohiia', '/dermatolohiia/likuvannia-akne'],
    ['en', '/en/dermatolohiia', '/en/dermatolohiia/likuvannia-akne'],
  ] as const)('a direction links to /{slug} or /{parent}/{slug} (%s)', (locale, top, sub) => {
    expect(directionPath(topDirection, locale)).toBe(top);
    expect(directionPath(subDirection, locale)).toBe(sub);
  });

  it.each([
    ['uk', '/zahvoryuvannya/akne'],
    ['en', '/en/zahvoryuvannya/akne'],
  ] as const)(
    'a disease links to the canonical form, without the trailing slash the CMS’s links carry (%s)',
    (locale, href) => {
      expect(diseasePath(disease, locale)).toBe(href);
    },
  );
});

describe('searchGroups', () => {
  it('keeps the order doctors, directions, diseases, empty groups included', () => {
    const groups = searchGroups(
      {
        doctors: [],
        directions: [topDirection, subDirection],
        diseases: [disease],
        ...NONE_OF_THE_PAGE_GROUPS,
        posts: [{ id: 3, name: 'Сезонне випадіння волосся', slug: 'vypadinnia-volossia-voseny' }],
      },
      'en',
    );
    expect(groups.map((group) => group.kind)).toEqual(['doctors', 'directions', 'diseases']);
    expect(groups[0]!.options).toEqual([]);
    expect(groups[1]!.options).toEqual([
      { key: 'directions-1', name: 'Дерматологія', href: '/en/dermatolohiia' },
      { key: 'directions-11', name: 'Лікування акне', href: '/en/dermatolohiia/likuvannia-akne' },
    ]);
    expect(groups[2]!.options).toEqual([{ key: 'diseases-7', name: 'Акне', href: '/en/zahvoryuvannya/akne' }]);
  });
});

describe('searchPageGroups', () => {
  it('adds prices, complexes, offers and articles after the panel’s groups, each linking to its page', () => {
    const groups = searchPageGroups(
      {
        doctors: [doctor],
        directions: [],
        diseases: [],
        prices: [
          {
            id: 102,
            name: 'Консультація дитячого дерматолога',
            price: 900,
            price_from: true,
            direction: 'dytiacha-dermatolohiia',
          },
        ],
        complexes: [{ id: 7, name: 'Базовий чекап', slug: 'bazovyi-chekap' }],
        actions: [{ id: 3, name: 'Ендоліфт зі знижкою 15%', slug: 'endolift-minus-15' }],
        posts: [{ id: 12, name: 'Коли перевірити родимки', slug: 'koly-perevirity-rodymky' }],
      },
      'en',
    );
    expect(groups.map((group) => group.kind)).toEqual([
      'doctors',
      'directions',
      'diseases',
      'prices',
      'complexes',
      'actions',
      'posts',
    ]);
    expect(groups.slice(3).map((group) => group.options)).toEqual([
      [
        {
          key: 'prices-102',
          name: 'Консультація дитячого дерматолога',
          href: '/en/prices/dytiacha-dermatolohiia',
          price: { value: 900, from: true },
        },
      ],
      [{ key: 'complexes-7', name: 'Базовий чекап', href: '/en/complexes/bazovyi-chekap' }],
      [{ key: 'actions-3', name: 'Ендоліфт зі знижкою 15%', href: '/en/actions/endolift-minus-15' }],
      [{ key: 'posts-12', name: 'Коли перевірити родимки', href: '/en/blog/koly-perevirity-rodymky' }],
    ]);
  });
});
