import type { OperationQuery, OperationResult } from '@clinic/contracts/content/operation';
import { getBlogCategories, getComplexCategories, getDiseaseCategories, getPhotoCategories } from '@clinic/contracts/content/category';
import { getPosts } from '@clinic/contracts/content/post';
import { getClinics } from '@clinic/contracts/content/clinic';
import { getComplexes } from '@clinic/contracts/content/complex';
import { getPromoDialogs } from '@clinic/contracts/content/promo-dialog';
import { getDirections } from '@clinic/contracts/content/direction';
import { getDirectionNav } from '@clinic/contracts/content/direction-nav';
import { getActions } from '@clinic/contracts/content/action';
import { getDiseases } from '@clinic/contracts/content/disease';
import { getDoctors } from '@clinic/contracts/content/doctor';
import { getNavs } from '@clinic/contracts/content/navs';
import { getPhotos } from '@clinic/contracts/content/photo';
import { getQuestion } from '@clinic/contracts/content/question';
import { getVacancies } from '@clinic/contracts/content/vacancy';
import { searchSite } from '@clinic/contracts/content/search-result';

/** Every GET of spec §7, by the name the gateway uses for it. */
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
  vacancies: getVacancies,
  search: searchSite,
} as const;

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;
export type QueryOf<TName extends OperationName> = OperationQuery<Operations[TName]>;
export type ResultOf<TName extends OperationName> = OperationResult<Operations[TName]>;
