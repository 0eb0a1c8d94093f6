import type { Locale } from '@clinic/contracts/locale';
import type { RouteMatch } from '@clinic/contracts/routes';
import type { PriceItem } from '@clinic/contracts/content/direction';
import { findDirection } from '@clinic/contracts/content/find-direction';
import { findInPages } from '@clinic/contracts/content/find-in-pages';
import type { Doctor } from '@clinic/contracts/content/doctor';
import type { Disease } from '@clinic/contracts/content/disease';
import type { Post } from '@clinic/contracts/content/post';
import type { Clinic } from '@clinic/contracts/content/clinic';
import type { Complex } from '@clinic/contracts/content/complex';
import type { Action } from '@clinic/contracts/content/action';
import { reviewSummary, type ReviewSummary } from '@clinic/contracts/content/review';
import { buildPath, isUtilityRoute, type RouteId, type RouteIdWithoutRequiredParams } from '@clinic/contracts/routes';
import type { ContentSource } from '../content/source.ts';
import { HttpError } from '../http/errors.ts';
import type { Crumb } from '../seo/structured-data.ts';

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

type Texts = Record<Locale, [title: string, description: string]>;

/** Head texts of the pages that carry no item of their own, by route id. */
const STATIC_PAGES: Partial<Record<RouteId, Texts>> = {
  index: {
    uk: ['Клініки «Вереск» у Києві — дерматологія, косметологія, гінекологія', 'Дві клініки в Києві: дерматологія, косметологія, гінекологія, терапія та діагностика. Запис онлайн.'],
    en: ['Veresk clinics in Kyiv — dermatology, cosmetology, gynecology', 'Two clinics in Kyiv: dermatology, cosmetology, gynecology, general medicine and diagnostics. Book online.'],
  },
  'about-us': {
    uk: ['Про нас', 'Хто ми, як працюємо і чому нам довіряють пацієнти: лікарі, обладнання та підхід клінік «Вереск» у Києві.'],
    en: ['About us', 'Who we are, how we work and why patients trust us: the doctors, equipment and approach of the Veresk clinics in Kyiv.'],
  },
  actions: {
    uk: ['Акції', 'Актуальні акції та спеціальні пропозиції клінік «Вереск» у Києві: знижки на процедури, чекапи та консультації.'],
    en: ['Offers', 'Current promotions and special offers of the Veresk clinics in Kyiv: discounts on procedures, check-ups and consultations.'],
  },
  'bezperervnij-profesijnij-rozvitok-likariv': {
    uk: ['Безперервний професійний розвиток лікарів', 'Навчальні заходи та програми безперервного професійного розвитку (БПР) для лікарів у клініках «Вереск».'],
    en: ['Continuing professional development for doctors', 'Training events and continuing professional development (CPD) programmes for doctors at the Veresk clinics.'],
  },
  blog: {
    uk: ['Блог', 'Поради лікарів, новини клінік і статті про здоровʼя та красу, перевірені лікарями мережі «Вереск».'],
    en: ['Blog', 'Doctors’ advice, clinic news and articles on health and beauty, each reviewed by a doctor of the Veresk clinics.'],
  },
  calculator: {
    uk: ['Калькулятор вартості', 'Розрахуйте вартість послуг до візиту: оберіть процедури та консультації і побачте підсумкову суму.'],
    en: ['Cost calculator', 'Work out the cost of services before your visit: pick procedures and consultations and see the total at once.'],
  },
  clinics: {
    uk: ['Клініки', 'Адреси, телефони та графік роботи наших клінік у Києві: як дістатися, де припаркуватися, доступність.'],
    en: ['Clinics', 'Addresses, phones and opening hours of our clinics in Kyiv: how to get there, where to park, and access.'],
  },
  complexes: {
    uk: ['Комплекси', 'Комплексні програми обстеження та догляду за вигідною ціною: чекапи, жіноче здоровʼя, догляд за обличчям.'],
    en: ['Complexes', 'Check-up and care programmes at a better price: check-ups, women’s health and facial care in one visit.'],
  },
  contacts: {
    uk: ['Контакти', 'Як з нами звʼязатися та як до нас дістатися: телефони, адреси й години роботи клінік «Вереск» у Києві.'],
    en: ['Contacts', 'How to reach us and how to find us: phones, addresses and opening hours of the Veresk clinics in Kyiv.'],
  },
  endolift_promo: {
    uk: ['Ендоліфт', 'Лазерний ліфтинг обличчя і тіла без розрізів: як проходить ендоліфт, кому він підходить і скільки коштує.'],
    en: ['Endolift', 'Laser lifting of face and body without incisions: how endolift works, who it suits and what it costs.'],
  },
  internatura: {
    uk: ['Інтернатура', 'Інтернатура для молодих лікарів у наших клініках: наставники, напрями, умови та як подати заявку.'],
    en: ['Internship', 'Internship for young doctors at our clinics: mentors, specialties, conditions and how to apply.'],
  },
  'photo-gallery': {
    uk: ['Фотогалерея', 'Інтерʼєр, обладнання та команда наших клінік у Києві: подивіться, де і як вас прийматимуть.'],
    en: ['Photo gallery', 'The interiors, equipment and team of our clinics in Kyiv: see where and how you will be seen.'],
  },
  posluhy: {
    uk: ['Послуги', 'Усі напрями та послуги мережі клінік «Вереск»: дерматологія, косметологія, гінекологія, терапія, діагностика.'],
    en: ['Services', 'All directions and services of the Veresk clinics: dermatology, cosmetology, gynecology, therapy and diagnostics.'],
  },
  vacancies: {
    uk: ['Вакансії', 'Приєднуйтеся до нашої команди: відкриті вакансії лікарів і персоналу клінік «Вереск» у Києві, умови та як подати резюме.'],
    en: ['Careers', 'Join our team: open positions for doctors and staff at the Veresk clinics in Kyiv, the conditions and how to apply.'],
  },
  zahvoryuvannya: {
    uk: ['Захворювання', 'Довідник захворювань: симптоми, причини, діагностика та лікування, перевірені лікарями клінік «Вереск».'],
    en: ['Diseases', 'A guide to conditions: symptoms, causes, diagnosis and treatment, reviewed by the doctors of the Veresk clinics.'],
  },
  'likari-slug': {
    uk: ['Лікарі', 'Лікарі мережі клінік «Вереск» у Києві: досвід, напрями, освіта, відгуки пацієнтів і запис на прийом онлайн.'],
    en: ['Doctors', 'Doctors of the Veresk clinics in Kyiv: their experience, specialties, education, patients’ reviews and online booking.'],
  },
  search: {
    uk: ['Пошук по сайту', 'Лікарі, напрями та захворювання на сайті клінік «Вереск», що відповідають запиту.'],
    en: ['Search the site', 'Doctors, directions and diseases on the Veresk clinics’ site that match the query.'],
  },
  order: {
    uk: ['Записатися на прийом', 'Запис на прийом до лікаря клінік «Вереск» у Києві: залиште імʼя та телефон, і ми передзвонимо.'],
    en: ['Make an appointment', 'Book a visit to a doctor of the Veresk clinics in Kyiv: leave your name and phone and we will call you back.'],
  },
  declaration: {
    uk: ['Підписати декларацію', 'Підпишіть декларацію з сімейним лікарем клінік «Вереск»: залиште ПІБ, телефон і дату народження.'],
    en: ['Sign a declaration', 'Sign a declaration with a family doctor of the Veresk clinics: leave your full name, phone and date of birth.'],
  },
  review: {
    uk: ['Залишити відгук', 'Розкажіть про свій візит до клінік «Вереск»: ваш відгук зʼявиться на сайті після модерації.'],
    en: ['Leave a review', 'Tell others about your visit to the Veresk clinics: your review appears on the site once it has been moderated.'],
  },
  vacancy: {
    uk: ['Надіслати резюме', 'Приєднуйтеся до команди клінік «Вереск»: надішліть резюме у форматі pdf, doc або docx.'],
    en: ['Send your CV', 'Join the team of the Veresk clinics: send your CV as a pdf, doc or docx file.'],
  },
  payment: {
    uk: ['Онлайн оплата', 'Оплатіть консультацію, послугу чи товар клінік «Вереск» карткою онлайн на захищеній сторінці платіжного сервісу.'],
    en: ['Online payment', 'Pay for a consultation, a service or a product of the Veresk clinics by card on the payment service’s secure page.'],
  },
  'prices-slug': {
    uk: ['Ціни', 'Ціни на послуги мережі клінік «Вереск» у Києві за напрямами: консультації, процедури, аналізи та діагностика.'],
    en: ['Prices', 'Prices for the services of the Veresk clinics in Kyiv by direction: consultations, procedures, tests and diagnostics.'],
  },
};

const ERRORS: Record<Locale, Record<404 | 503, string>> = {
  uk: { 404: 'Сторінку не знайдено', 503: 'Сервіс тимчасово недоступний' },
  en: { 404: 'Page not found', 503: 'Service temporarily unavailable' },
};

const HOME_CRUMB: Record<Locale, string> = { uk: 'Головна', en: 'Home' };

/** Descriptions of the pages a direction has beside its own, so that no two pages share one. */
const DIRECTION_PAGES: Record<Locale, Record<'doctors' | 'prices', (name: string) => string>> = {
  uk: {
    doctors: (name) => `Лікарі напряму «${name}» у клініках мережі в Києві: досвід, спеціалізація, вартість консультації та запис на прийом онлайн.`,
    prices: (name) => `Ціни на послуги напряму «${name}» у клініках мережі в Києві: актуальний прайс-лист і запис на прийом онлайн.`,
  },
  en: {
    doctors: (name) => `${name} doctors at our clinics in Kyiv: their experience, specialties and consultation prices, with online booking.`,
    prices: (name) => `${name} prices at our clinics in Kyiv: the current price list of services, with online booking.`,
  },
};

/** What a detail page's description adds when the item's own text is too short for search results. */
const DETAIL_CONTEXT: Record<
  Locale,
  Record<'direction' | 'item' | 'disease', (name: string) => string> & { post: string; complex: (name: string, price: number) => string; action: (until: string) => string }
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
  new Intl.DateTimeFormat(locale === 'uk' ? 'uk-UA' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

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
    const cut = [...title.matchAll(separator)].map((match) => match.index).findLast((index) => index > 0 && index <= TITLE_MAX_LENGTH);
    if (cut !== undefined) return title.slice(0, cut);
  }
  return `${title.slice(0, TITLE_MAX_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

const withSite = fitTitle;

const pageName = (id: RouteId, locale: Locale) => STATIC_PAGES[id]?.[locale][0] ?? SITE_NAME[locale];

/** Home, then the named pages down to this one. */
function crumbsOf(locale: Locale, ...levels: [name: string, path: string][]): Crumb[] {
  return [{ name: HOME_CRUMB[locale], path: buildPath('index', locale) }, ...levels.map(([name, path]) => ({ name, path }))];
}

/** The crumb of a list page (`/blog`, `/likari`, …). */
const listCrumb = (id: RouteIdWithoutRequiredParams, locale: Locale): [string, string] => [pageName(id, locale), buildPath(id, locale)];

function staticPage(id: RouteIdWithoutRequiredParams, locale: Locale): PageMeta {
  const texts = STATIC_PAGES[id]?.[locale];
  const description = texts?.[1] ?? STATIC_PAGES.index![locale][1];
  if (id === 'index') return { status: 200, title: withSite(pageName(id, locale), locale), description };
  return {
    status: 200,
    title: withSite(pageName(id, locale), locale),
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
export async function pageMeta(match: RouteMatch | null, source: ContentSource, fallbackLocale: Locale = 'uk'): Promise<PageMeta> {
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
  const ok = (title: string, description: string, extra: Omit<PageMeta, 'status' | 'title' | 'description'>): PageMeta => ({
    status: 200,
    title: withSite(title, locale),
    description,
    ...extra,
  });
  const doctor = (slug: string | undefined, direction_slug?: string) =>
    findInPages((page) => source.get(locale, 'doctors', { page, direction_slug }), (item) => item.slug === slug);
  // The page shows without its rating when the reviews cannot be read (a CMS without the call, say).
  const rating = (relation_type: 'doctor' | 'direction', relation_slug: string) =>
    source.get(locale, 'reviews', { relation_type, relation_slug }).then(reviewSummary, () => undefined);
  const doctorPage = async (item: Doctor): Promise<PageMeta> => {
    // Every internal link (cards, search) leads to the doctor under their first direction: that is the page's one URL.
    const path = buildPath('likari-direction-doctor', locale, { direction: item.directions[0]!.slug, doctor: item.slug });
    return ok(item.meta_title, fitDescription(item.meta_description, DETAIL_CONTEXT[locale].item(item.name)), {
      image: item.photo,
      item: { type: 'doctor', doctor: item, rating: await rating('doctor', item.slug) },
      crumbs: crumbsOf(locale, listCrumb('likari-slug', locale), [item.name, path]),
      canonicalPath: path,
    });
  };
  const directions = () => source.get(locale, 'directions', {});

  switch (id) {
    case 'actions-action': {
      const action = await findInPages((page) => source.get(locale, 'actions', { page }), (item) => item.slug === params.action);
      return action && ok(action.name, fitDescription(action.excerpt, DETAIL_CONTEXT[locale].action(longDate(action.active_to, locale))), { image: action.image, item: { type: 'action', action }, crumbs: crumbsOf(locale, listCrumb('actions', locale), [action.name, buildPath(id, locale, params)]) });
    }
    case 'blog-post': {
      const post = await findInPages((page) => source.get(locale, 'posts', { page }), (item) => item.slug === params.post);
      return post && ok(post.meta_title, fitDescription(post.meta_description, DETAIL_CONTEXT[locale].post), { image: post.image, item: { type: 'post', post }, crumbs: crumbsOf(locale, listCrumb('blog', locale), [post.title, buildPath(id, locale, params)]) });
    }
    case 'clinics-slug': {
      const clinic = (await source.get(locale, 'clinics', {})).find((item) => item.slug === params.slug);
      return clinic && ok(clinic.meta_title, fitDescription(clinic.meta_description, DETAIL_CONTEXT[locale].item(clinic.name)), { image: clinic.image, item: { type: 'clinic', clinic }, crumbs: crumbsOf(locale, listCrumb('clinics', locale), [clinic.name, buildPath(id, locale, params)]) });
    }
    case 'complexes-complex': {
      const complex = await findInPages((page) => source.get(locale, 'complexes', { page }), (item) => item.slug === params.complex);
      return complex && ok(complex.name, fitDescription(complex.description, DETAIL_CONTEXT[locale].complex(complex.name, complex.price)), { image: complex.image, item: { type: 'complex', complex }, crumbs: crumbsOf(locale, listCrumb('complexes', locale), [complex.name, buildPath(id, locale, params)]) });
    }
    case 'zahvoryuvannya-disease': {
      const disease = await findInPages((page) => source.get(locale, 'diseases', { page }), (item) => item.slug === params.disease);
      return disease && ok(disease.meta_title, fitDescription(disease.meta_description, DETAIL_CONTEXT[locale].disease(disease.name)), { image: disease.image, item: { type: 'disease', disease }, crumbs: crumbsOf(locale, listCrumb('zahvoryuvannya', locale), [disease.name, buildPath(id, locale, params)]) });
    }
    case 'likari-slug': {
      if (params.slug === undefined) return staticPage(id, locale);
      // One segment is a direction's doctors or a doctor: the dataset keeps the two slug sets apart.
      const found = findDirection(await directions(), params.slug);
      if (found) {
        const name = (found.sub ?? found.direction).name;
        return ok(`${pageName('likari-slug', locale)}: ${name}`, DIRECTION_PAGES[locale].doctors(name), { crumbs: crumbsOf(locale, listCrumb('likari-slug', locale), [name, buildPath(id, locale, params)]) });
      }
      const item = await doctor(params.slug);
      return item && (await doctorPage(item));
    }
    case 'likari-direction-doctor': {
      if (!findDirection(await directions(), params.direction)) return undefined;
      const item = await doctor(params.doctor, params.direction);
      return item && (await doctorPage(item));
    }
    case 'prices-slug': {
      if (params.slug === undefined) return staticPage(id, locale);
      const found = findDirection(await directions(), params.slug);
      if (!found) return undefined;
      const shown = found.sub ?? found.direction;
      return ok(`${pageName('prices-slug', locale)}: ${shown.name}`, DIRECTION_PAGES[locale].prices(shown.name), {
        item: { type: 'prices', name: shown.name, prices: shown.prices },
        crumbs: crumbsOf(locale, listCrumb('prices-slug', locale), [shown.name, buildPath(id, locale, params)]),
      });
    }
    case 'direction-subdirection': {
      const direction = (await directions()).find((item) => item.slug === params.direction);
      if (!direction) return undefined;
      const directionCrumb: [string, string] = [direction.name, buildPath(id, locale, { direction: direction.slug })];
      if (params.subdirection === undefined) {
        const item = { type: 'direction' as const, name: direction.name, description: direction.description, rating: await rating('direction', direction.slug) };
        return ok(direction.name, fitDescription(direction.description, DETAIL_CONTEXT[locale].direction(direction.name)), { image: direction.image_card, item, crumbs: crumbsOf(locale, directionCrumb) });
      }
      const sub = direction.sub_directions.find((item) => item.slug === params.subdirection);
      if (!sub) return undefined;
      const item = { type: 'direction' as const, name: sub.name, description: sub.description, rating: await rating('direction', sub.slug) };
      return ok(`${sub.name} — ${direction.name}`, fitDescription(sub.description, DETAIL_CONTEXT[locale].direction(sub.name)), { image: sub.image_card, item, crumbs: crumbsOf(locale, directionCrumb, [sub.name, buildPath(id, locale, params)]) });
    }
    default:
      return staticPage(id, locale);
  }
}
