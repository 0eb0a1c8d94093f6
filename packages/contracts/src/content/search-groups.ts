import type { SearchResult } from './search-result.ts';
import { buildPath } from '../routes.ts';
import type { Locale } from '../locale.ts';

type SearchGroupKind = 'doctors' | 'directions' | 'diseases';

interface SearchOption {
  /** Unique within one answer, e.g. `doctors-3`. */
  key: string;
  name: string;
  href: string;
}

export interface SearchGroup {
  kind: SearchGroupKind;
  options: SearchOption[];
}

type Doctor = SearchResult['doctors'][number];
type Direction = SearchResult['directions'][number];
type Disease = SearchResult['diseases'][number];

/** `/likari/{direction}/{doctor}` under the doctor's first direction; the doctors list if they have none. */
export function doctorPath(doctor: Doctor, locale: Locale): string {
  const direction = doctor.directions[0]?.slug;
  if (!direction) return buildPath('likari-slug', locale);
  return buildPath('likari-direction-doctor', locale, { direction, doctor: doctor.slug });
}

/** `/{parent}/{slug}` for a sub-direction, `/{slug}` for a top-level one. */
export function directionPath(direction: Direction, locale: Locale): string {
  const parent = direction.parent_directions[0];
  return parent
    ? buildPath('direction-subdirection', locale, { direction: parent, subdirection: direction.slug })
    : buildPath('direction-subdirection', locale, { direction: direction.slug });
}

/** The canonical form, without the trailing slash of the CMS's links (`/zahvoryuvannya/{slug}/`), which the gateway answers with a 301 to this. */
export function diseasePath(disease: Disease, locale: Locale): string {
  return buildPath('zahvoryuvannya-disease', locale, { disease: disease.slug });
}

/** The answer as the panel shows it: three groups in a fixed order, each option with its link. */
export function searchGroups(result: SearchResult, locale: Locale): SearchGroup[] {
  const option = (kind: SearchGroupKind, item: { id: number; name: string }, href: string): SearchOption => ({
    key: `${kind}-${item.id}`,
    name: item.name,
    href,
  });
  return [
    { kind: 'doctors', options: result.doctors.map((doctor) => option('doctors', doctor, doctorPath(doctor, locale))) },
    {
      kind: 'directions',
      options: result.directions.map((direction) => option('directions', direction, directionPath(direction, locale))),
    },
    {
      kind: 'diseases',
      options: result.diseases.map((disease) => option('diseases', disease, diseasePath(disease, locale))),
    },
  ];
}
