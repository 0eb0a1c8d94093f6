import { describe, expect, it } from 'vitest';
import { PROMISE_STEPS } from './find-in-pages.ts';
import { findPageSubject, type ContentReads } from './page-subjects.ts';

// Just the fields the lookups read: a direction with one sub-direction, a doctor on the second page of
// the list filtered by that direction, and a clinic.
const directions = [
  { slug: 'dermatolohiia', name: 'Дерматологія', sub_directions: [{ slug: 'trykholohiia', name: 'Трихологія' }] },
  { slug: 'kardiolohiia', name: 'Кардіологія', sub_directions: [] },
];
const doctorPages = [
  { list: [{ slug: 'ivan-petrenko' }], count: 2, page_size: 1, next: 2, prev: null },
  { list: [{ slug: 'olena-kovalenko' }], count: 2, page_size: 1, next: null, prev: 1 },
];
const clinics = [{ slug: 'klinika-na-oboloni', name: 'Оболонь' }];

/** Reads from the lists above, and says which reads were asked for. */
function contentReads() {
  const asked: string[] = [];
  const reads: ContentReads = {
    ...PROMISE_STEPS,
    read: async (operation, query) => {
      asked.push(`${operation} ${JSON.stringify(query)}`);
      if (operation === 'directions') return directions as never;
      if (operation === 'clinics') return clinics as never;
      if (operation === 'doctors') {
        const { direction_slug, page } = query as { direction_slug?: string; page: number };
        return (
          direction_slug === 'kardiolohiia'
            ? { list: [], count: 0, page_size: 1, next: null, prev: null }
            : doctorPages[page - 1]
        ) as never;
      }
      throw new Error(`no ${operation} here`);
    },
  };
  return { reads, asked };
}

describe('the lookup of each detail page', () => {
  it('finds a doctor on a later page, under the direction named in the address, and nothing under another', async () => {
    const { reads, asked } = contentReads();
    expect(
      await findPageSubject('likari-direction-doctor', reads, {
        direction: 'dermatolohiia',
        doctor: 'olena-kovalenko',
      }),
    ).toMatchObject({
      found: { direction: { slug: 'dermatolohiia' } },
      doctor: { slug: 'olena-kovalenko' },
    });
    expect(asked).toEqual([
      'directions {}',
      'doctors {"direction_slug":"dermatolohiia","page":1}',
      'doctors {"direction_slug":"dermatolohiia","page":2}',
    ]);
    expect(
      await findPageSubject('likari-direction-doctor', reads, { direction: 'kardiolohiia', doctor: 'olena-kovalenko' }),
    ).toBeUndefined();
    expect(
      await findPageSubject('likari-direction-doctor', reads, {
        direction: 'no-such-direction',
        doctor: 'olena-kovalenko',
      }),
    ).toBeUndefined();
  });

  it('reads one segment under /likari as a direction (or sub-direction) first, then as a doctor; the bare list is {}', async () => {
    const { reads } = contentReads();
    expect(await findPageSubject('likari-slug', reads, {})).toEqual({});
    expect(await findPageSubject('likari-slug', reads, { slug: 'trykholohiia' })).toMatchObject({
      found: { direction: { slug: 'dermatolohiia' }, sub: { slug: 'trykholohiia' } },
    });
    expect(await findPageSubject('likari-slug', reads, { slug: 'ivan-petrenko' })).toEqual({
      doctor: { slug: 'ivan-petrenko' },
    });
    expect(await findPageSubject('likari-slug', reads, { slug: 'nobody' })).toBeUndefined();
  });

  it('answers a direction page, its sub-direction, price lists and a clinic, and nothing for a slug that names none', async () => {
    const { reads } = contentReads();
    expect(await findPageSubject('direction-subdirection', reads, { direction: 'dermatolohiia' })).toMatchObject({
      direction: { slug: 'dermatolohiia' },
    });
    expect(
      await findPageSubject('direction-subdirection', reads, {
        direction: 'dermatolohiia',
        subdirection: 'trykholohiia',
      }),
    ).toMatchObject({ sub: { slug: 'trykholohiia' } });
    expect(
      await findPageSubject('direction-subdirection', reads, {
        direction: 'kardiolohiia',
        subdirection: 'trykholohiia',
      }),
    ).toBeUndefined();
    expect(await findPageSubject('prices-slug', reads, {})).toEqual({});
    expect(await findPageSubject('prices-slug', reads, { slug: 'kardiolohiia' })).toMatchObject({
      found: { direction: { slug: 'kardiolohiia' } },
    });
    expect(await findPageSubject('prices-slug', reads, { slug: 'nothing' })).toBeUndefined();
    expect(await findPageSubject('clinics-slug', reads, { slug: 'klinika-na-oboloni' })).toEqual(clinics[0]);
    expect(await findPageSubject('clinics-slug', reads, { slug: 'klinika-na-marsi' })).toBeUndefined();
  });
});
