import { LOCALES, type Locale } from '@clinic/contracts/locale';
import type { OperationName, QueryOf, ResultOf } from '@clinic/contracts/content/operations';
import { HttpError } from '../http/errors.ts';
import { DATASET_DIR } from '../paths.ts';
import { SiteSearch } from './site-search.ts';
import { loadDataset, type Dataset, type LocaleDataset } from './dataset.ts';
import { paginate } from './paginate.ts';
import type { ContentSource } from './source.ts';
import { publicReview, type PublishedReviews } from '../reviews/review-store.ts';

/** Items per page of each paginated list: multiples of 3, the cards per row on desktop. */
const PAGE_SIZES = { doctors: 12, posts: 9, diseases: 12, complexes: 6, actions: 6, photos: 12 } as const;

/** Reviews are read from the review store at each request, not from the dataset. */
type DatasetOperation = Exclude<OperationName, 'reviews'>;
type Handlers = {
  [TName in DatasetOperation]: (data: LocaleDataset, query: QueryOf<TName>, search: SiteSearch) => ResultOf<TName>;
};

const bySlug = (slug: string | undefined) => (item: { slug: string }) => slug === undefined || item.slug === slug;

const HANDLERS: Handlers = {
  blogCategories: (data) => data.blogCategories,
  posts: (data, { category_slug, page = 1 }) =>
    paginate(
      data.posts.filter((post) => bySlug(category_slug)(post.category)),
      page,
      PAGE_SIZES.posts,
    ),
  clinics: (data) => data.clinics,
  complexCategories: (data) => data.complexCategories,
  complexes: (data, { clinic_slug, category_slug, page = 1 }) =>
    paginate(
      data.complexes.filter(
        (complex) => (!clinic_slug || complex.clinics.includes(clinic_slug)) && bySlug(category_slug)(complex.category),
      ),
      page,
      PAGE_SIZES.complexes,
    ),
  promoDialogs: (data, { relation_type, relation_slug }) =>
    data.dialogs
      .filter(
        ({ relations }) =>
          relations.length === 0 ||
          relations.some((relation) => relation.type === relation_type && relation.slug === relation_slug),
      )
      .map(({ dialog }) => dialog),
  directions: (data, { clinic_slug }) =>
    clinic_slug ? data.directions.filter((direction) => direction.clinics.includes(clinic_slug)) : data.directions,
  directionNav: (data) => data.directionNav,
  actions: (data, { clinic_slug, category_slug, page = 1 }) =>
    paginate(
      data.actions.filter(
        (action) => (!clinic_slug || action.clinics.includes(clinic_slug)) && bySlug(category_slug)(action.category),
      ),
      page,
      PAGE_SIZES.actions,
    ),
  diseaseCategories: (data) => data.diseaseCategories,
  diseases: (data, { category_slug, page = 1 }) =>
    paginate(
      data.diseases.filter((disease) => bySlug(category_slug)(disease.category)),
      page,
      PAGE_SIZES.diseases,
    ),
  doctors: (data, { clinic_slug, direction_slug, page = 1 }) =>
    paginate(
      data.doctors.filter(
        (doctor) =>
          (!clinic_slug || doctor.clinics.some((clinic) => clinic.slug === clinic_slug)) &&
          (!direction_slug || doctor.directions.some((direction) => direction.slug === direction_slug)),
      ),
      page,
      PAGE_SIZES.doctors,
    ),
  navs: (data) => data.navs,
  photoCategories: (data) => data.photoCategories,
  photos: (data, { category_slug, page = 1 }) =>
    paginate(
      data.photos.filter((photo) => bySlug(category_slug)(photo.category)),
      page,
      PAGE_SIZES.photos,
    ),
  question: (data, { question_id }) => {
    const question = data.questions.find((candidate) => candidate.id === question_id);
    if (!question) throw new HttpError(404, `Question ${String(question_id)} does not exist`);
    return question;
  },
  vacancies: (data) => data.vacancies,
  search: (_data, { query = '' }, search) => search.find(query),
};

export const MEMO_LIMIT = 2_000;

/**
 * Serves the bundled dataset from memory. Answers are memoized per query so that a repeated
 * request returns the very same object, which lets the router reuse its serialized body and ETag.
 */
function createEmbeddedSource(dataset: Dataset, reviews?: PublishedReviews): ContentSource {
  const search = { uk: new SiteSearch(dataset.uk, dataset.en), en: new SiteSearch(dataset.en, dataset.uk) };
  const memo = new Map<string, unknown>();
  return {
    kind: 'embedded',
    async get(locale, operation, query) {
      if (operation === 'reviews') {
        // Never memoized: a review an operator has just published shows on the next request.
        const { relation_type, relation_slug } = query as QueryOf<'reviews'>;
        if (!relation_type || !relation_slug) return [] as never;
        const relation = { type: relation_type, slug: relation_slug };
        const samples = dataset.uk.reviews
          .filter((item) => item.relation.type === relation_type && item.relation.slug === relation_slug)
          .map((item) => item.review);
        // A review shows in both locales, marked with the language it was written in.
        const stored = reviews
          ? (await Promise.all(LOCALES.map((language) => reviews.published(language, relation))))
              .flat()
              .map(publicReview)
          : [];
        return [...stored, ...samples].sort(
          (a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id),
        ) as never;
      }
      const key = `${locale}\u0000${operation}\u0000${JSON.stringify(query)}`;
      if (memo.has(key)) return memo.get(key) as never;
      const handler = HANDLERS[operation as DatasetOperation] as (
        data: LocaleDataset,
        query: unknown,
        search: SiteSearch,
      ) => unknown;
      const result = handler(dataset[locale as Locale], query, search[locale]);
      if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
      memo.set(key, result);
      return result as never;
    },
  };
}

/** Loads and validates the bundled bilingual dataset; a broken item stops start-up naming file, item and field. */
export function loadEmbeddedSource(dataDir = DATASET_DIR, reviews?: PublishedReviews): ContentSource {
  return createEmbeddedSource(loadDataset(dataDir), reviews);
}
