import { isActionActive } from '@clinic/contracts/content/action-period';
import type { Paginated } from '@clinic/contracts/content/paginated';
import type { Locale } from '@clinic/contracts/locale';
import { ROUTES, buildPath, type RouteId, type RouteParams } from '@clinic/contracts/routes';
import type { ContentSource } from '../content/source.ts';

/** One indexable page of a locale: its path and, where the content has a date, when it last changed. */
export interface SitePage {
  path: string;
  lastmod?: string;
}

/** Every item of a paginated list, page by page. */
export async function allPages<T>(fetchPage: (page: number) => Promise<Paginated<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page: number | null = 1; page !== null; ) {
    const current: Paginated<T> = await fetchPage(page);
    items.push(...current.list);
    page = current.next;
  }
  return items;
}

/** Routes with an optional parameter whose bare form is a page of its own (`/likari`, `/prices`). */
const LIST_PAGES_WITH_OPTIONAL_PARAM = ['likari-slug', 'prices-slug'];

/**
 * Every indexable page of a locale, from the content source: the static pages of the route table,
 * then each direction (its page, its doctors, its prices when it has any) and sub-direction, doctor,
 * disease, post, clinic, complex and running promotion. A doctor is listed once, under their first direction, where every internal link leads.
 */
export async function listSitePages(source: ContentSource, locale: Locale, today: string): Promise<SitePage[]> {
  const [directions, doctors, diseases, posts, clinics, complexes, actions] = await Promise.all([
    source.get(locale, 'directions', {}),
    allPages((page) => source.get(locale, 'doctors', { page })),
    allPages((page) => source.get(locale, 'diseases', { page })),
    allPages((page) => source.get(locale, 'posts', { page })),
    source.get(locale, 'clinics', {}),
    allPages((page) => source.get(locale, 'complexes', { page })),
    allPages((page) => source.get(locale, 'actions', { page })),
  ]);
  const page = <TId extends RouteId>(id: TId, params: RouteParams<TId>, lastmod?: string): SitePage => ({ path: buildPath(id, locale, params), ...(lastmod && { lastmod }) });
  const pages = ROUTES.filter((route) => !route.path.includes(':') || LIST_PAGES_WITH_OPTIONAL_PARAM.includes(route.id)).map((route) => page(route.id, {}));
  for (const direction of directions) {
    pages.push(page('direction-subdirection', { direction: direction.slug }), page('likari-slug', { slug: direction.slug }));
    if (direction.prices.length) pages.push(page('prices-slug', { slug: direction.slug }));
    for (const sub of direction.sub_directions) {
      pages.push(page('direction-subdirection', { direction: direction.slug, subdirection: sub.slug }));
      if (sub.prices.length) pages.push(page('prices-slug', { slug: sub.slug }));
    }
  }
  pages.push(
    ...doctors.map((doctor) => page('likari-direction-doctor', { direction: doctor.directions[0]!.slug, doctor: doctor.slug })),
    ...diseases.map((disease) => page('zahvoryuvannya-disease', { disease: disease.slug }, disease.last_reviewed)),
    ...posts.map((post) => page('blog-post', { post: post.slug }, post.date)),
    ...clinics.map((clinic) => page('clinics-slug', { slug: clinic.slug })),
    ...complexes.map((complex) => page('complexes-complex', { complex: complex.slug })),
    ...actions.filter((action) => isActionActive(action, today)).map((action) => page('actions-action', { action: action.slug })),
  );
  return pages;
}
