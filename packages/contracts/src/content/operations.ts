import type { Locale } from '../locale.ts';
import type { OperationQuery, OperationResult } from './operation.ts';
import { getBlogCategories, getComplexCategories, getDiseaseCategories, getPhotoCategories } from './category.ts';
import { getPosts } from './post.ts';
import { getClinics } from './clinic.ts';
import { getComplexes } from './complex.ts';
import { getPromoDialogs } from './promo-dialog.ts';
import { getDirections } from './direction.ts';
import { getDirectionNav } from './direction-nav.ts';
import { getActions } from './action.ts';
import { getDiseases } from './disease.ts';
import { getDoctors } from './doctor.ts';
import { getNavs } from './navs.ts';
import { getPhotos } from './photo.ts';
import { getQuestion } from './question.ts';
import { getReviews } from './review.ts';
import { getVacancies } from './vacancy.ts';
import { searchSite } from './search-result.ts';

/** Every GET of the content API by name: the one list the gateway serves and the browser and server renderer read. */
export const OPERATIONS = {
  blogCategories: getBlogCategories,
  posts: getPosts,
  clinics: getClinics,
  complexCategories: getComplexCategories,
  complexes: getComplexes,
  promoDialogs: getPromoDialogs,
  directions: getDirections,
  directionNav: getDirectionNav,
  actions: getActions,
  diseaseCategories: getDiseaseCategories,
  diseases: getDiseases,
  doctors: getDoctors,
  navs: getNavs,
  photoCategories: getPhotoCategories,
  photos: getPhotos,
  question: getQuestion,
  reviews: getReviews,
  vacancies: getVacancies,
  search: searchSite,
} as const;

type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;
export type QueryOf<TName extends OperationName> = OperationQuery<Operations[TName]>;
export type ResultOf<TName extends OperationName> = OperationResult<Operations[TName]>;

/**
 * Reads one operation's answer for a locale. The gateway's `ContentSource.get` has this shape
 * (the server renders through it in-process); in the browser it is the API client's fetch.
 */
export type ContentLoader = <TName extends OperationName>(
  locale: Locale,
  operation: TName,
  query: QueryOf<TName>,
) => Promise<ResultOf<TName>>;
