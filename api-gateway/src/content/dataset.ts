import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { LOCALES, type Locale } from '@clinic/contracts/locale';
import { ROUTES } from '@clinic/contracts/routes';
import { CategorySchema, type Category } from '@clinic/contracts/content/category';
import { ClinicSchema, type Clinic } from '@clinic/contracts/content/clinic';
import { DirectionSchema, type Direction, type SubDirection } from '@clinic/contracts/content/direction';
import type { DirectionNavItem } from '@clinic/contracts/content/direction-nav';
import { DoctorSchema, type Doctor } from '@clinic/contracts/content/doctor';
import { DiseaseSchema, type Disease } from '@clinic/contracts/content/disease';
import { PostSchema, type Post } from '@clinic/contracts/content/post';
import { ComplexSchema, type Complex } from '@clinic/contracts/content/complex';
import { ActionSchema, type Action } from '@clinic/contracts/content/action';
import { PhotoSchema, type Photo } from '@clinic/contracts/content/photo';
import { VacancySchema, type Vacancy } from '@clinic/contracts/content/vacancy';
import { QuestionSchema, type Question } from '@clinic/contracts/content/question';
import {
  PROMO_RELATION_TYPES,
  PromoDialogSchema,
  type PromoDialog,
  type PromoRelationType,
} from '@clinic/contracts/content/promo-dialog';
import { NavsSchema, type Navs } from '@clinic/contracts/content/navs';
import { REVIEW_RELATION_TYPES, ReviewSchema, type Review } from '@clinic/contracts/content/review';
import type { DoctorRef } from '@clinic/contracts/content/fields';
import { checkEmbeddedFields } from './embedded-fields.ts';

interface PromoRelation {
  type: PromoRelationType;
  slug: string;
}

/** The whole dataset in one locale, shaped as the API answers it. */
export interface LocaleDataset {
  clinics: Clinic[];
  directions: Direction[];
  directionNav: DirectionNavItem[];
  doctors: Doctor[];
  diseaseCategories: Category[];
  diseases: Disease[];
  blogCategories: Category[];
  posts: Post[];
  complexCategories: Category[];
  complexes: Complex[];
  actions: Action[];
  photoCategories: Category[];
  photos: Photo[];
  vacancies: Vacancy[];
  questions: Question[];
  /** Site-wide dialogs have no relations. */
  dialogs: { dialog: PromoDialog; relations: PromoRelation[] }[];
  navs: Navs;
  /** Sample reviews, each in its own language and shown in both locales. */
  reviews: DatasetReview[];
}

interface DatasetReview {
  relation: { type: (typeof REVIEW_RELATION_TYPES)[number]; slug: string };
  review: Review;
}

export type Dataset = Record<Locale, LocaleDataset>;

/** A broken dataset item: says which file, which item and which field. */
export class DatasetError extends Error {
  constructor(file: string, item: string, field: string, problem: string) {
    super(`Invalid dataset: ${file}, ${item}, field "${field}": ${problem}`);
    this.name = 'DatasetError';
  }
}

/** First path segments the site or the gateway already uses; a direction slug there would be shadowed. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...ROUTES.map((route) => route.path.split('/')[1] ?? '').filter((segment) => segment && !segment.startsWith(':')),
  'en',
  'api',
  'media',
  'remotes',
  'mail',
  'payment',
  'healthz',
  'readyz',
]);

type Raw = Record<string, unknown>;

class FileReader {
  constructor(
    private readonly dir: string,
    readonly file: string,
  ) {}

  read(): unknown {
    try {
      return JSON.parse(readFileSync(path.join(this.dir, this.file), 'utf8'));
    } catch (error) {
      throw new DatasetError(this.file, '(whole file)', '(file)', (error as Error).message);
    }
  }

  items(): Raw[] {
    const data = this.read();
    if (!Array.isArray(data)) throw new DatasetError(this.file, '(whole file)', '(file)', 'must be a JSON array');
    const seen = new Map<string, number>();
    return data.map((item: unknown, index) => {
      if (!item || typeof item !== 'object')
        throw new DatasetError(this.file, `item #${index}`, '(item)', 'must be an object');
      for (const key of ['id', 'slug'] as const) {
        const value = (item as Raw)[key];
        if (value === undefined) continue;
        const previous = seen.get(`${key}:${String(value)}`);
        if (previous !== undefined)
          throw new DatasetError(this.file, this.label(item as Raw, index), key, `duplicates item #${previous}`);
        seen.set(`${key}:${String(value)}`, index);
      }
      return item as Raw;
    });
  }

  label(item: Raw, index: number): string {
    return `item #${index} (${item.slug !== undefined ? `slug "${String(item.slug)}"` : `id ${String(item.id)}`})`;
  }
}

/** `{uk, en}` pairs become the locale's string; a pair missing a language is an error naming the field. */
function localize(value: unknown, locale: Locale, fail: (field: string, problem: string) => never, at = ''): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => localize(item, locale, fail, `${at}${at ? '.' : ''}${index}`));
  if (!value || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key))) {
    for (const language of LOCALES) {
      const text = (value as Raw)[language];
      if (typeof text !== 'string' || !text.trim()) fail(at, `missing "${language}" text`);
    }
    return (value as Raw)[locale];
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, localize(item, locale, fail, `${at}${at ? '.' : ''}${key}`)]),
  );
}

function check<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  fail: (field: string, problem: string) => never,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    const issue = result.issues[0];
    fail(v.getDotPath(issue) ?? '(item)', issue.message);
  }
  return result.output;
}

/**
 * Reads every file of the embedded dataset, resolves references between items (by slug)
 * and checks each item in both locales against the contract schemas.
 */
export function loadDataset(dir: string): Dataset {
  const entries = LOCALES.map((locale) => [locale, loadLocale(dir, locale)] as const);
  return Object.fromEntries(entries) as Dataset;
}

function loadLocale(dir: string, locale: Locale): LocaleDataset {
  /** Reads a list file and turns each item into its API shape (`schema`) with `build`, failing with file, item and field. */
  function list<T>(
    file: string,
    schema: v.GenericSchema,
    build: (item: Raw, fail: (field: string, problem: string) => never) => T,
  ): T[] {
    const reader = new FileReader(dir, file);
    return reader.items().map((raw, index) => {
      const fail = (field: string, problem: string): never => {
        throw new DatasetError(file, `${reader.label(raw, index)}, locale ${locale}`, field, problem);
      };
      checkEmbeddedFields(schema, raw, dir, fail);
      return build(localize(raw, locale, fail) as Raw, fail);
    });
  }
  const lookup = <T extends { slug: string }>(items: T[], what: string) => {
    const bySlug = new Map(items.map((item) => [item.slug, item]));
    return (slug: unknown, field: string, fail: (field: string, problem: string) => never): T =>
      bySlug.get(String(slug)) ?? fail(field, `unknown ${what} "${String(slug)}"`);
  };
  const refOf = (item: { slug: string; name: string }) => ({ slug: item.slug, name: item.name });
  const slugs = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

  const category = (item: Raw, fail: (field: string, problem: string) => never) => check(CategorySchema, item, fail);
  const blogCategories = list('blog-categories.json', CategorySchema, category);
  const complexCategories = list('complex-categories.json', CategorySchema, category);
  const diseaseCategories = list('disease-categories.json', CategorySchema, category);
  const photoCategories = list('photo-categories.json', CategorySchema, category);

  const clinics = list('clinics.json', ClinicSchema, (item, fail) => check(ClinicSchema, item, fail));
  const clinic = lookup(clinics, 'clinic');

  const directions = list('directions.json', DirectionSchema, (item, fail) => {
    slugs(item.clinics).forEach((slug, index) => clinic(slug, `clinics.${index}`, fail));
    const direction = check(DirectionSchema, item, fail);
    if (RESERVED_SLUGS.has(direction.slug)) fail('slug', `"${direction.slug}" is a page of the site`);
    return direction;
  });
  const allDirections: (Direction | SubDirection)[] = directions.flatMap((direction) => [
    direction,
    ...direction.sub_directions,
  ]);
  // Top-level duplicates are caught per file; these span sub-directions and price lines too.
  const placed: { item: Direction | SubDirection; label: string; at: string }[] = directions.flatMap((item, index) => {
    const label = `item #${index} (slug "${item.slug}")`;
    return [
      { item, label, at: '' },
      ...item.sub_directions.map((sub, subIndex) => ({ item: sub, label, at: `sub_directions.${subIndex}.` })),
    ];
  });
  assertUnique(
    placed.map(({ item, label, at }) => ({ value: item.slug, label, field: `${at}slug` })),
    'directions.json',
  );
  assertUnique(
    placed.map(({ item, label, at }) => ({ value: item.id, label, field: `${at}id` })),
    'directions.json',
  );
  assertUnique(
    placed.flatMap(({ item, label, at }) =>
      item.prices.map((price, index) => ({ value: price.id, label, field: `${at}prices.${index}.id` })),
    ),
    'directions.json',
  );
  const direction = lookup(allDirections, 'direction');

  const doctors = list('doctors.json', DoctorSchema, (item, fail) => {
    const doctor = check(
      DoctorSchema,
      {
        ...item,
        directions: slugs(item.directions).map((slug, index) => {
          const found = direction(slug, `directions.${index}`, fail);
          return { id: found.id, slug: found.slug, name: found.name };
        }),
        clinics: slugs(item.clinics).map((slug, index) => refOf(clinic(slug, `clinics.${index}`, fail))),
      },
      fail,
    );
    // `/likari/{slug}` is a direction or a doctor: the two must never share a slug.
    if (allDirections.some((candidate) => candidate.slug === doctor.slug))
      fail('slug', `"${doctor.slug}" is also a direction slug`);
    return doctor;
  });

  // A doctor named by an article must be one of the dataset's, linked under their first direction.
  const checkDoctorRef = (
    ref: DoctorRef | undefined,
    field: string,
    fail: (field: string, problem: string) => never,
  ) => {
    if (!ref) return;
    const doctor =
      doctors.find((candidate) => candidate.slug === ref.slug) ?? fail(`${field}.slug`, `unknown doctor "${ref.slug}"`);
    if (doctor.directions[0]!.slug !== ref.direction)
      fail(`${field}.direction`, `must be "${doctor.directions[0]!.slug}", the doctor's first direction`);
  };

  const diseaseCategory = lookup(diseaseCategories, 'disease category');
  const diseases = list('diseases.json', DiseaseSchema, (item, fail) => {
    slugs(item.directions).forEach((slug, index) => direction(slug, `directions.${index}`, fail));
    const disease = check(
      DiseaseSchema,
      { ...item, category: refOf(diseaseCategory(item.category, 'category', fail)) },
      fail,
    );
    checkDoctorRef(disease.reviewed_by, 'reviewed_by', fail);
    disease.doctors?.forEach((ref, index) => checkDoctorRef(ref, `doctors.${index}`, fail));
    return disease;
  });

  const blogCategory = lookup(blogCategories, 'blog category');
  const posts = list('posts.json', PostSchema, (item, fail) => {
    const post = check(PostSchema, { ...item, category: refOf(blogCategory(item.category, 'category', fail)) }, fail);
    checkDoctorRef(post.reviewed_by, 'reviewed_by', fail);
    return post;
  });

  const complexCategory = lookup(complexCategories, 'complex category');
  const complexes = list('complexes.json', ComplexSchema, (item, fail) => {
    slugs(item.clinics).forEach((slug, index) => clinic(slug, `clinics.${index}`, fail));
    return check(ComplexSchema, { ...item, category: refOf(complexCategory(item.category, 'category', fail)) }, fail);
  });

  const actions = list('actions.json', ActionSchema, (item, fail) => {
    slugs(item.clinics).forEach((slug, index) => clinic(slug, `clinics.${index}`, fail));
    return check(ActionSchema, { ...item, category: refOf(direction(item.category, 'category', fail)) }, fail);
  });

  const photoCategory = lookup(photoCategories, 'photo category');
  const photos = list('photos.json', PhotoSchema, (item, fail) =>
    check(PhotoSchema, { ...item, category: refOf(photoCategory(item.category, 'category', fail)) }, fail),
  );

  const vacancies = list('vacancies.json', VacancySchema, (item, fail) =>
    check(VacancySchema, { ...item, clinic: refOf(clinic(item.clinic, 'clinic', fail)) }, fail),
  );

  const questionIds = new Set(new FileReader(dir, 'questions.json').items().map((item) => item.id));
  const questions = list('questions.json', QuestionSchema, (item, fail) => {
    const question = check(QuestionSchema, item, fail);
    question.answers.forEach((answer, index) => {
      if (answer.next_question_id !== null && !questionIds.has(answer.next_question_id))
        fail(`answers.${index}.next_question_id`, `unknown question ${answer.next_question_id}`);
      if (answer.direction_slug !== null) direction(answer.direction_slug, `answers.${index}.direction_slug`, fail);
    });
    return question;
  });

  const RelationSchema = v.array(v.object({ type: v.picklist(PROMO_RELATION_TYPES), slug: v.string() }));
  const dialogs = list('dialogs.json', PromoDialogSchema, (item, fail) => ({
    dialog: check(PromoDialogSchema, item, fail),
    relations: check(RelationSchema, item.relations ?? [], (field, problem) => fail(`relations.${field}`, problem)),
  }));

  const navsReader = new FileReader(dir, 'navs.json');
  const navsFail = (field: string, problem: string): never => {
    throw new DatasetError('navs.json', `locale ${locale}`, field, problem);
  };
  const rawNavs = navsReader.read();
  checkEmbeddedFields(NavsSchema, rawNavs, dir, navsFail);
  const navs = check(NavsSchema, localize(rawNavs, locale, navsFail), navsFail);

  const directionNav = directions.map((item) => ({
    slug: item.slug,
    name: item.name,
    sub_nav: item.sub_directions.map((sub) => ({ slug: sub.slug, name: sub.name })),
  }));

  const reviewsReader = new FileReader(dir, 'reviews.json');
  const ReviewRowSchema = v.object({
    relation: v.object({ type: v.picklist(REVIEW_RELATION_TYPES), slug: v.string() }),
  });
  const reviews = reviewsReader.items().map((raw, index): DatasetReview => {
    const fail = (field: string, problem: string): never => {
      throw new DatasetError('reviews.json', reviewsReader.label(raw, index), field, problem);
    };
    const { relation } = check(ReviewRowSchema, raw, fail);
    const review = check(
      ReviewSchema,
      {
        id: raw.id,
        name: raw.name,
        comment: raw.comment,
        rating: raw.rating,
        created_at: raw.created_at,
        lang: raw.lang,
      },
      fail,
    );
    if (!review.lang) fail('lang', 'a sample review says which language it is written in');
    const of: Record<typeof relation.type, readonly { slug: string }[]> = {
      doctor: doctors,
      direction: allDirections,
      clinic: clinics,
      post: posts,
      disease: diseases,
      action: actions,
      complex: complexes,
      page: [{ slug: 'index' }, ...ROUTES.map((route) => ({ slug: route.path.slice(1) }))],
    };
    if (!of[relation.type].some((item) => item.slug === relation.slug))
      fail('relation.slug', `no ${relation.type} "${relation.slug}"`);
    return { relation, review };
  });

  return {
    clinics,
    directions,
    directionNav,
    doctors,
    diseaseCategories,
    diseases,
    blogCategories,
    posts,
    complexCategories,
    complexes,
    actions,
    photoCategories,
    photos,
    vacancies,
    questions,
    dialogs,
    navs,
    reviews,
  };
}

/** A value used twice: names both places, each as its top-level item and the field inside it. */
function assertUnique(places: { value: string | number; label: string; field: string }[], file: string): void {
  const seen = new Map<string | number, { label: string; field: string }>();
  for (const place of places) {
    const first = seen.get(place.value);
    if (first)
      throw new DatasetError(
        file,
        place.label,
        place.field,
        `${JSON.stringify(place.value)} is already used by ${first.label}, field "${first.field}"`,
      );
    seen.set(place.value, place);
  }
}
