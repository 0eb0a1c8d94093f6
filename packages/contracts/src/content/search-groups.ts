import type { SearchResult } from './search-result.ts';
import { buildPath } from '../routes.ts';
import type { Locale } from '../locale.ts';

/** The groups of the header panel; the search page adds the price lines, complexes, offers and articles. */
const PANEL_KINDS = ['doctors', 'directions', 'diseases'] as const;
const PAGE_KINDS = [...PANEL_KINDS, 'prices', 'complexes', 'actions', 'posts'] as const;
type SearchGroupKind = (typeof PAGE_KINDS)[number];

interface SearchOption {
  /** Unique within one answer, e.g. `doctors-3`. */
  key: string;
  name: string;
  href: string;
  /** A price line's price, shown beside its name. */
  price?: { value: number; from: boolean };
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

/** Where each group's items link: a price line to its list's prices page, the rest to their own pages. */
function options(result: SearchResult, kind: SearchGroupKind, locale: Locale): SearchOption[] {
  const option = (item: { id: number; name: string }, href: string, price?: SearchOption['price']): SearchOption => ({
    key: `${kind}-${item.id}`,
    name: item.name,
    href,
    ...(price && { price }),
  });
  switch (kind) {
    case 'doctors':
      return result.doctors.map((doctor) => option(doctor, doctorPath(doctor, locale)));
    case 'directions':
      return result.directions.map((direction) => option(direction, directionPath(direction, locale)));
    case 'diseases':
      return result.diseases.map((disease) => option(disease, diseasePath(disease, locale)));
    case 'prices':
      return result.prices.map((line) =>
        option(line, buildPath('prices-slug', locale, { slug: line.direction }), {
          value: line.price,
          from: line.price_from,
        }),
      );
    case 'complexes':
      return result.complexes.map((item) =>
        option(item, buildPath('complexes-complex', locale, { complex: item.slug })),
      );
    case 'actions':
      return result.actions.map((item) => option(item, buildPath('actions-action', locale, { action: item.slug })));
    case 'posts':
      return result.posts.map((item) => option(item, buildPath('blog-post', locale, { post: item.slug })));
  }
}

/** The answer as the header panel shows it: three groups in a fixed order, each option with its link. */
export function searchGroups(result: SearchResult, locale: Locale): SearchGroup[] {
  return PANEL_KINDS.map((kind) => ({ kind, options: options(result, kind, locale) }));
}

/** The answer as the search page shows it: the panel's groups, then prices, complexes, offers and articles. */
export function searchPageGroups(result: SearchResult, locale: Locale): SearchGroup[] {
  return PAGE_KINDS.map((kind) => ({ kind, options: options(result, kind, locale) }));
}
