import { describe, expect, it } from 'vitest';
import { diseasePath, directionPath, doctorPath, searchGroups } from './search-groups.ts';

const doctor = {
  id: 4,
  name: 'Марія Бондаренко',
  slug: 'mariia-bondarenko',
  directions: [{ slug: 'dermatolohiia' }, { slug: 'pediatriia' }],
};
const topDirection = { id: 1, name: 'Дерматологія', slug: 'dermatolohiia', parent_directions: [] };
const subDirection = { id: 11, name: 'Лікування акне', slug: 'likuvannia-akne', parent_directions: ['dermatolohiia'] };
const disease = { id: 7, name: 'Акне', slug: 'akne' };

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
        prices: [],
        complexes: [],
        actions: [],
        posts: [],
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
