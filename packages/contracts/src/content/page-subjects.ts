import type { RouteParams } from '../routes.ts';
import type { Clinic } from './clinic.ts';
import type { Direction, SubDirection } from './direction.ts';
import type { Doctor } from './doctor.ts';
import { findDirection, type FoundDirection } from './find-direction.ts';
import { findInPages, type PageSteps } from './find-in-pages.ts';
import type { OperationName, QueryOf, ResultOf } from './operations.ts';
import type { Paginated } from './paginated.ts';

/**
 * How a lookup reads content: one operation's answer for the page's locale, and the steps that chain
 * answers (plain promises on the gateway; the browser's cache passes steps that stay synchronous over
 * answers it already holds, so a seeded page hydrates without suspending).
 */
export interface ContentReads extends PageSteps {
  read<TName extends OperationName>(operation: TName, query: QueryOf<TName>): Promise<ResultOf<TName>>;
}

/** The operations that answer a paginated list of items with a slug. */
export type SlugListOperation = {
  [TName in OperationName]: ResultOf<TName> extends Paginated<{ slug: string }>
    ? 'page' extends keyof QueryOf<TName>
      ? TName
      : never
    : never;
}[OperationName];
export type ItemOf<TName extends SlugListOperation> = ResultOf<TName>['list'][number];
type ListFilter<TName extends SlugListOperation> = Omit<QueryOf<TName>, 'page'>;

/** The item of a paginated list with this slug, walking its pages: the content API has no detail calls. */
export function findBySlugIn<TName extends SlugListOperation>(
  reads: ContentReads,
  operation: TName,
  slug: string,
  filter = {} as ListFilter<TName>,
): Promise<ItemOf<TName> | undefined> {
  const page = (number: number) =>
    reads.read(operation, { ...filter, page: number } as QueryOf<TName>) as Promise<Paginated<ItemOf<TName>>>;
  return findInPages(page, (item) => item.slug === slug, reads);
}

const pick = <TValue, TFound>(
  reads: ContentReads,
  answer: Promise<TValue>,
  choose: (value: TValue) => TFound,
): Promise<TFound> => reads.then(answer, (value) => reads.resolve(choose(value)));

const directionOf = (reads: ContentReads, slug: string | undefined) =>
  pick(reads, reads.read('directions', {}), (directions) => findDirection(directions, slug));

/** A list page of doctors (no params), a direction's doctors (`found`), or one doctor, under the direction when one is named. */
interface DoctorsSubject {
  found?: FoundDirection;
  doctor?: Doctor;
}

/** A direction's page, or one of its sub-directions'. */
interface DirectionSubject {
  direction: Direction;
  sub?: SubDirection;
}

/**
 * What each detail route shows, found from the route's params: the one lookup that decides a page's
 * status (nothing found is a 404) and head on the gateway, and that the page renders from, on the
 * server and in the browser. `undefined` is "no such page"; a route whose params are optional
 * answers `{}` for its list page.
 */
const PAGE_SUBJECTS = {
  'actions-action': (reads: ContentReads, { action }: RouteParams<'actions-action'>) =>
    findBySlugIn(reads, 'actions', action),
  'blog-post': (reads: ContentReads, { post }: RouteParams<'blog-post'>) => findBySlugIn(reads, 'posts', post),
  'complexes-complex': (reads: ContentReads, { complex }: RouteParams<'complexes-complex'>) =>
    findBySlugIn(reads, 'complexes', complex),
  'zahvoryuvannya-disease': (reads: ContentReads, { disease }: RouteParams<'zahvoryuvannya-disease'>) =>
    findBySlugIn(reads, 'diseases', disease),
  'clinics-slug': (reads: ContentReads, { slug }: RouteParams<'clinics-slug'>): Promise<Clinic | undefined> =>
    pick(reads, reads.read('clinics', {}), (clinics) => clinics.find((clinic) => clinic.slug === slug)),
  /** One segment is a direction's doctors or a doctor: the dataset keeps the two slug sets apart. */
  'likari-slug': (reads: ContentReads, { slug }: RouteParams<'likari-slug'>): Promise<DoctorsSubject | undefined> => {
    if (slug === undefined) return reads.resolve({});
    return reads.then(
      directionOf(reads, slug),
      (found): Promise<DoctorsSubject | undefined> =>
        found
          ? reads.resolve({ found })
          : pick(reads, findBySlugIn(reads, 'doctors', slug), (doctor) => doctor && { doctor }),
    );
  },
  /** A doctor must practise in the direction their address names. */
  'likari-direction-doctor': (
    reads: ContentReads,
    { direction, doctor }: RouteParams<'likari-direction-doctor'>,
  ): Promise<DoctorsSubject | undefined> =>
    reads.then(directionOf(reads, direction), (found) => {
      if (direction !== undefined && !found) return reads.resolve(undefined);
      if (!found || doctor === undefined) return reads.resolve({ found });
      return pick(
        reads,
        findBySlugIn(reads, 'doctors', doctor, { direction_slug: direction }),
        (item) => item && { found, doctor: item },
      );
    }),
  'prices-slug': (
    reads: ContentReads,
    { slug }: RouteParams<'prices-slug'>,
  ): Promise<{ found?: FoundDirection } | undefined> =>
    pick(reads, directionOf(reads, slug), (found) => (slug === undefined ? {} : found && { found })),
  'direction-subdirection': (
    reads: ContentReads,
    { direction: slug, subdirection }: RouteParams<'direction-subdirection'>,
  ): Promise<DirectionSubject | undefined> =>
    pick(reads, reads.read('directions', {}), (directions) => {
      const direction = directions.find((item) => item.slug === slug);
      if (!direction || subdirection === undefined) return direction && { direction };
      const sub = direction.sub_directions.find((item) => item.slug === subdirection);
      return sub && { direction, sub };
    }),
};

export type SubjectRoute = keyof typeof PAGE_SUBJECTS;
export type SubjectOf<TRoute extends SubjectRoute> = Awaited<ReturnType<(typeof PAGE_SUBJECTS)[TRoute]>>;

/** The subject of a detail route, typed for that route (the table's type cannot say that by itself). */
export function findPageSubject<TRoute extends SubjectRoute>(
  route: TRoute,
  reads: ContentReads,
  params: RouteParams<TRoute>,
): Promise<SubjectOf<TRoute>> {
  return (
    PAGE_SUBJECTS[route] as unknown as (reads: ContentReads, params: RouteParams<TRoute>) => Promise<SubjectOf<TRoute>>
  )(reads, params);
}
