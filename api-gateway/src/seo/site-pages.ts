import { isActionActive } from '@clinic/contracts/content/action-period';
import type { Paginated } from '@clinic/contracts/content/paginated';
import type { Locale } from '@clinic/contracts/locale';
import { ROUTES, buildPath, isUtilityRoute, type RouteId, type RouteParams } from '@clinic/contracts/routes';
import type { ContentSource } from '../content/source.ts';

/** One indexable page of a locale: its path and, where the content says, when it last changed. */
export interface SitePage {
  path: string;
  lastmod?: string;
}

/** The latest of some ISO dates, none after `today` (a date ahead is a mistake, and search engines drop it); undefined for none. */
function latest(dates: readonly (string | undefined)[], today: string): string | undefined {
  return dates
    .filter((date): date is string => date !== undefined && date <= today)
    .sort()
    .at(-1);
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
 *
 * Each has a `lastmod`: a post its publication or review, a disease its review, the blog and the
 * diseases guide their latest; a page whose content carries no date, the latest date of the content
 * as a whole (what the source last changed that anyone can tell); today only when nothing is dated.
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
  const postDate = (post: (typeof posts)[number]) => latest([post.date, post.last_reviewed], today);
  const newestPost = latest(posts.map(postDate), today);
  const newestDisease = latest(
    diseases.map((disease) => disease.last_reviewed),
    today,
  );
  const contentDate = latest([newestPost, newestDisease], today) ?? today;
  const listDates: Partial<Record<RouteId, string | undefined>> = { blog: newestPost, zahvoryuvannya: newestDisease };
  const page = <TId extends RouteId>(id: TId, params: RouteParams<TId>, lastmod?: string): SitePage => ({
    path: buildPath(id, locale, params),
    lastmod: lastmod ?? contentDate,
  });
  const pages = ROUTES.filter(
    (route) =>
      !isUtilityRoute(route.id) && (!route.path.includes(':') || LIST_PAGES_WITH_OPTIONAL_PARAM.includes(route.id)),
  ).map((route) => page(route.id, {}, listDates[route.id]));
  for (const direction of directions) {
    pages.push(
      page('direction-subdirection', { direction: direction.slug }),
      page('likari-slug', { slug: direction.slug }),
    );
    if (direction.prices.length) pages.push(page('prices-slug', { slug: direction.slug }));
    for (const sub of direction.sub_directions) {
      pages.push(page('direction-subdirection', { direction: direction.slug, subdirection: sub.slug }));
      if (sub.prices.length) pages.push(page('prices-slug', { slug: sub.slug }));
    }
  }
  pages.push(
    ...doctors.map((doctor) =>
      page('likari-direction-doctor', { direction: doctor.directions[0]!.slug, doctor: doctor.slug }),
    ),
    ...diseases.map((disease) =>
      page('zahvoryuvannya-disease', { disease: disease.slug }, latest([disease.last_reviewed], today)),
    ),
    ...posts.map((post) => page('blog-post', { post: post.slug }, postDate(post))),
    ...clinics.map((clinic) => page('clinics-slug', { slug: clinic.slug })),
    ...complexes.map((complex) => page('complexes-complex', { complex: complex.slug })),
    ...actions
      .filter((action) => isActionActive(action, today))
      .map((action) => page('actions-action', { action: action.slug })),
  );
  return pages;
}
