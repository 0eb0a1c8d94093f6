import type { Locale } from '@clinic/contracts/locale';
import type { RouteMatch } from '@clinic/contracts/routes';
import type { PriceItem } from '@clinic/contracts/content/direction';
import { PROMISE_STEPS } from '@clinic/contracts/content/find-in-pages';
import { findPageSubject, type ContentReads, type SubjectRoute } from '@clinic/contracts/content/page-subjects';
import type { Doctor } from '@clinic/contracts/content/doctor';
import type { Disease } from '@clinic/contracts/content/disease';
import type { Post } from '@clinic/contracts/content/post';
import type { Clinic } from '@clinic/contracts/content/clinic';
import type { Complex } from '@clinic/contracts/content/complex';
import type { Action } from '@clinic/contracts/content/action';
import { reviewSummary, type ReviewSummary } from '@clinic/contracts/content/review';
import {
  buildPath,
  isUtilityRoute,
  type RouteIdWithoutRequiredParams,
  type RouteParams,
} from '@clinic/contracts/routes';
import { pageTexts, type OwnPageId } from '@clinic/i18n/page-texts';
import type { ContentSource } from '../content/source.ts';
import { HttpError } from '../http/errors.ts';
import type { Crumb } from './structured-data.ts';

/** The item a detail page shows, for its structured data. */
type PageItem =
  | { type: 'doctor'; doctor: Doctor; rating?: ReviewSummary }
  | { type: 'direction'; name: string; description: string; rating?: ReviewSummary }
  | { type: 'disease'; disease: Disease }
  | { type: 'post'; post: Post }
  | { type: 'clinic'; clinic: Clinic }
  | { type: 'complex'; complex: Complex }
  | { type: 'action'; action: Action }
  | { type: 'prices'; name: string; prices: PriceItem[] };

/** What the HTML answer of a page needs before the shell runs: its status and head texts. */
export interface PageMeta {
  /** 200, 404 when the route or its item does not exist, 503 when the content source cannot tell. */
  status: number;
  title: string;
  description: string;
  /** The item's own picture (site path) on detail pages that have one; the site's default otherwise. */
  image?: string;
  item?: PageItem;
  /** The page's breadcrumbs, Home first, as its visitor sees them; none on the home page. */
  crumbs?: Crumb[];
  /** Where the page's canonical URL is when another path shows the same (a doctor is at home under their first direction). */
  canonicalPath?: string;
  /** A page of the site's machinery (search results, a form): no canonical link, and search engines are asked to leave it out. */
  noindex?: boolean;
}

export const SITE_NAME: Record<Locale, string> = { uk: 'Клініки «Вереск»', en: 'Veresk Clinics' };

const ERRORS: Record<Locale, Record<404 | 503, string>> = {
  uk: { 404: 'Сторінку не знайдено', 503: 'Сервіс тимчасово недоступний' },
  en: { 404: 'Page not found', 503: 'Service temporarily unavailable' },
};

const HOME_CRUMB: Record<Locale, string> = { uk: 'Головна', en: 'Home' };

/** Descriptions of the pages a direction has beside its own, so that no two pages share one. */
const DIRECTION_PAGES: Record<Locale, Record<'doctors' | 'prices', (name: string) => string>> = {
  uk: {
    doctors: (name) =>
      `Лікарі напряму «${name}» у клініках мережі в Києві: досвід, спеціалізація, вартість консультації та запис на прийом онлайн.`,
    prices: (name) =>
      `Ціни на послуги напряму «${name}» у клініках мережі в Києві: актуальний прайс-лист і запис на прийом онлайн.`,
  },
  en: {
    doctors: (name) =>
      `${name} doctors at our clinics in Kyiv: their experience, specialties and consultation prices, with online booking.`,
    prices: (name) => `${name} prices at our clinics in Kyiv: the current price list of services, with online booking.`,
  },
};

/** What a detail page's description adds when the item's own text is too short for search results. */
const DETAIL_CONTEXT: Record<
  Locale,
  Record<'direction' | 'item' | 'disease', (name: string) => string> & {
    post: string;
    complex: (name: string, price: number) => string;
    action: (until: string) => string;
  }
> = {
  uk: {
    item: (name) => `${name}: мережа клінік у Києві, запис на прийом онлайн.`,
    disease: (name) => `${name}: симптоми, діагностика та лікування в Києві.`,
    post: 'Поради лікарів мережі клінік у Києві.',
    direction: (name) => `Напрям «${name}» у клініках мережі в Києві: лікарі, ціни, запис онлайн.`,
    complex: (name, price) => `Комплекс «${name}» за ${price} грн у клініках мережі в Києві.`,
    action: (until) => `Акція діє до ${until} у клініках мережі в Києві.`,
  },
  en: {
    item: (name) => `${name}: our clinic network in Kyiv, with online booking.`,
    disease: (name) => `${name}: symptoms, diagnosis and treatment in Kyiv.`,
    post: 'Advice from the doctors of our clinics in Kyiv.',
    direction: (name) => `${name} at our clinics in Kyiv: doctors, prices and online booking.`,
    complex: (name, price) => `The ${name} complex for ${price} UAH at our clinics in Kyiv.`,
    action: (until) => `The offer runs until ${until} at our clinics in Kyiv.`,
  },
};

/** Search engines show 70–160 characters: a shorter text gets its context added, a longer one is cut at a word. */
const DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

export function fitDescription(text: string, context: string): string {
  const full = text.length < DESCRIPTION_LENGTH.min ? `${text} ${context}` : text;
  if (full.length <= DESCRIPTION_LENGTH.max) return full;
  return `${full.slice(0, DESCRIPTION_LENGTH.max).replace(/[\s,.;:—–-]+\S*$/, '')}…`;
}

const longDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

/** Search results show about 60 characters of a title. */
const TITLE_MAX_LENGTH = 60;

/** Where a title may end early, the parts that name the item first: a colon or a dash, then a comma. */
const TITLE_SEPARATORS = [/: | — | – | \| /g, /, /g];

/**
 * `{page} | {site}` while that fits in 60 characters; else the page's title alone; else the page's
 * title up to the last separator that fits, so it keeps naming the item; else cut at a word.
 */
export function fitTitle(title: string, locale: Locale): string {
  const withSite = `${title} | ${SITE_NAME[locale]}`;
  if (withSite.length <= TITLE_MAX_LENGTH) return withSite;
  if (title.length <= TITLE_MAX_LENGTH) return title;
  for (const separator of TITLE_SEPARATORS) {
    const cut = [...title.matchAll(separator)]
      .map((match) => match.index)
      .findLast((index) => index > 0 && index <= TITLE_MAX_LENGTH);
    if (cut !== undefined) return title.slice(0, cut);
  }
  return `${title.slice(0, TITLE_MAX_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

const withSite = fitTitle;

const pageName = (id: OwnPageId, locale: Locale) => pageTexts(id, locale).title;

/** Home, then the named pages down to this one. */
function crumbsOf(locale: Locale, ...levels: [name: string, path: string][]): Crumb[] {
  return [
    { name: HOME_CRUMB[locale], path: buildPath('index', locale) },
    ...levels.map(([name, path]) => ({ name, path })),
  ];
}

/** The crumb of a list page (`/blog`, `/likari`, …). */
const listCrumb = (id: OwnPageId & RouteIdWithoutRequiredParams, locale: Locale): [string, string] => [
  pageName(id, locale),
  buildPath(id, locale),
];

function ownPage(id: OwnPageId & RouteIdWithoutRequiredParams, locale: Locale): PageMeta {
  const { title, description } = pageTexts(id, locale);
  if (id === 'index') return { status: 200, title: withSite(title, locale), description };
  return {
    status: 200,
    title: withSite(title, locale),
    description,
    crumbs: crumbsOf(locale, listCrumb(id, locale)),
    ...(isUtilityRoute(id) && { noindex: true }),
  };
}

function errorPage(status: 404 | 503, locale: Locale): PageMeta {
  return { status, title: withSite(String(status), locale), description: ERRORS[locale][status] };
}

/**
 * Status and head texts of a matched route. Detail pages look their item up in the content
 * source: a missing item is a 404, doctors, posts, diseases and clinics bring their own title
 * and description, and every item its picture for Open Graph and itself for structured data.
 */
export async function pageMeta(
  match: RouteMatch | null,
  source: ContentSource,
  fallbackLocale: Locale = 'uk',
): Promise<PageMeta> {
  if (!match) return errorPage(404, fallbackLocale);
  try {
    return (await resolve(match, source)) ?? errorPage(404, match.locale);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return errorPage(404, match.locale);
    if (error instanceof HttpError) return errorPage(503, match.locale);
    throw error;
  }
}

async function resolve({ id, locale, params }: RouteMatch, source: ContentSource): Promise<PageMeta | undefined> {
  const ok = (
    title: string,
    description: string,
    extra: Omit<PageMeta, 'status' | 'title' | 'description'>,
  ): PageMeta => ({
    status: 200,
    title: withSite(title, locale),
    description,
    ...extra,
  });
  // The lookup the page renders from too: what it finds decides the status and the head.
  const reads: ContentReads = { read: (operation, query) => source.get(locale, operation, query), ...PROMISE_STEPS };
  const subject = <TRoute extends SubjectRoute>(route: TRoute) =>
    findPageSubject(route, reads, params as RouteParams<TRoute>);
  // The page shows without its rating when the reviews cannot be read (a CMS without the call, say).
  const rating = (relation_type: 'doctor' | 'direction', relation_slug: string) =>
    source.get(locale, 'reviews', { relation_type, relation_slug }).then(reviewSummary, () => undefined);
  const doctorPage = async (item: Doctor): Promise<PageMeta> => {
    // Every internal link (cards, search) leads to the doctor under their first direction: that is the page's one URL.
    const path = buildPath('likari-direction-doctor', locale, {
      direction: item.directions[0]!.slug,
      doctor: item.slug,
    });
    return ok(item.meta_title, fitDescription(item.meta_description, DETAIL_CONTEXT[locale].item(item.name)), {
      image: item.photo,
      item: { type: 'doctor', doctor: item, rating: await rating('doctor', item.slug) },
      crumbs: crumbsOf(locale, listCrumb('likari-slug', locale), [item.name, path]),
      canonicalPath: path,
    });
  };

  switch (id) {
    case 'actions-action': {
      const action = await subject(id);
      return (
        action &&
        ok(
          action.name,
          fitDescription(action.excerpt, DETAIL_CONTEXT[locale].action(longDate(action.active_to, locale))),
          {
            image: action.image,
            item: { type: 'action', action },
            crumbs: crumbsOf(locale, listCrumb('actions', locale), [action.name, buildPath(id, locale, params)]),
          },
        )
      );
    }
    case 'blog-post': {
      const post = await subject(id);
      return (
        post &&
        ok(post.meta_title, fitDescription(post.meta_description, DETAIL_CONTEXT[locale].post), {
          image: post.image,
          item: { type: 'post', post },
          crumbs: crumbsOf(locale, listCrumb('blog', locale), [post.title, buildPath(id, locale, params)]),
        })
      );
    }
    case 'clinics-slug': {
      const clinic = await subject(id);
      return (
        clinic &&
        ok(clinic.meta_title, fitDescription(clinic.meta_description, DETAIL_CONTEXT[locale].item(clinic.name)), {
          image: clinic.image,
          item: { type: 'clinic', clinic },
          crumbs: crumbsOf(locale, listCrumb('clinics', locale), [clinic.name, buildPath(id, locale, params)]),
        })
      );
    }
    case 'complexes-complex': {
      const complex = await subject(id);
      return (
        complex &&
        ok(
          complex.name,
          fitDescription(complex.description, DETAIL_CONTEXT[locale].complex(complex.name, complex.price)),
          {
            image: complex.image,
            item: { type: 'complex', complex },
            crumbs: crumbsOf(locale, listCrumb('complexes', locale), [complex.name, buildPath(id, locale, params)]),
          },
        )
      );
    }
    case 'zahvoryuvannya-disease': {
      const disease = await subject(id);
      return (
        disease &&
        ok(disease.meta_title, fitDescription(disease.meta_description, DETAIL_CONTEXT[locale].disease(disease.name)), {
          image: disease.image,
          item: { type: 'disease', disease },
          crumbs: crumbsOf(locale, listCrumb('zahvoryuvannya', locale), [disease.name, buildPath(id, locale, params)]),
        })
      );
    }
    case 'likari-slug':
    case 'likari-direction-doctor': {
      const found = await subject(id);
      if (found?.doctor) return doctorPage(found.doctor);
      if (!found?.found) return found && ownPage('likari-slug', locale);
      const { name, slug } = found.found.sub ?? found.found.direction;
      return ok(`${pageName('likari-slug', locale)}: ${name}`, DIRECTION_PAGES[locale].doctors(name), {
        crumbs: crumbsOf(locale, listCrumb('likari-slug', locale), [name, buildPath('likari-slug', locale, { slug })]),
      });
    }
    case 'prices-slug': {
      const found = await subject(id);
      if (!found?.found) return found && ownPage(id, locale);
      const shown = found.found.sub ?? found.found.direction;
      return ok(`${pageName('prices-slug', locale)}: ${shown.name}`, DIRECTION_PAGES[locale].prices(shown.name), {
        item: { type: 'prices', name: shown.name, prices: shown.prices },
        crumbs: crumbsOf(locale, listCrumb('prices-slug', locale), [shown.name, buildPath(id, locale, params)]),
      });
    }
    case 'direction-subdirection': {
      const found = await subject(id);
      if (!found) return undefined;
      const { direction, sub } = found;
      const directionCrumb: [string, string] = [direction.name, buildPath(id, locale, { direction: direction.slug })];
      if (!sub) {
        const item = {
          type: 'direction' as const,
          name: direction.name,
          description: direction.description,
          rating: await rating('direction', direction.slug),
        };
        return ok(
          direction.name,
          fitDescription(direction.description, DETAIL_CONTEXT[locale].direction(direction.name)),
          { image: direction.image_card, item, crumbs: crumbsOf(locale, directionCrumb) },
        );
      }
      const item = {
        type: 'direction' as const,
        name: sub.name,
        description: sub.description,
        rating: await rating('direction', sub.slug),
      };
      return ok(
        `${sub.name} — ${direction.name}`,
        fitDescription(sub.description, DETAIL_CONTEXT[locale].direction(sub.name)),
        {
          image: sub.image_card,
          item,
          crumbs: crumbsOf(locale, directionCrumb, [sub.name, buildPath(id, locale, params)]),
        },
      );
    }
    default:
      return ownPage(id, locale);
  }
}
