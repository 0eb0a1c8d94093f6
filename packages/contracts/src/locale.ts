export const LOCALES = ['uk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'uk';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The URL prefix of a locale: Ukrainian has none, English lives under /en. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Splits `/en/likari` into `{locale: 'en', path: '/likari'}`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/en(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: 'en', path: pathname.slice(3) || '/' };
}

/**
 * Pages whose English address is a translated slug rather than the Ukrainian one under `/en`,
 * so an English reader sees a readable address.
 */
const ENGLISH_PATHS: Readonly<Record<string, string>> = {
  '/polityka-konfidentsiinosti': '/privacy-policy',
};
const UKRAINIAN_PATHS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENGLISH_PATHS).map(([ukrainian, english]) => [english, ukrainian]),
);

/** A bare path (no locale prefix) in a locale's own words: `/polityka-konfidentsiinosti` + `en` → `/privacy-policy`. */
export function translatePath(bare: string, locale: Locale): string {
  const ukrainian = Object.hasOwn(UKRAINIAN_PATHS, bare) ? UKRAINIAN_PATHS[bare] : bare;
  if (locale === DEFAULT_LOCALE || !Object.hasOwn(ENGLISH_PATHS, ukrainian)) return ukrainian;
  return ENGLISH_PATHS[ukrainian];
}

/**
 * The Ukrainian form of a locale's bare path, which the route table is written in; `null` for a
 * Ukrainian slug asked for under `/en` where the page has an English one (it redirects, see `movedPath`).
 */
export function routePath(bare: string, locale: Locale): string | null {
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  if (locale === DEFAULT_LOCALE) return Object.hasOwn(UKRAINIAN_PATHS, trimmed) ? null : trimmed;
  if (Object.hasOwn(ENGLISH_PATHS, trimmed)) return null;
  return Object.hasOwn(UKRAINIAN_PATHS, trimmed) ? UKRAINIAN_PATHS[trimmed] : trimmed;
}

/** Where an address that used the Ukrainian slug under `/en` moved: `/en/polityka-konfidentsiinosti` → `/en/privacy-policy`. */
export function movedPath(pathname: string): string | null {
  const { locale, path } = splitLocale(pathname);
  if (locale === DEFAULT_LOCALE || !Object.hasOwn(ENGLISH_PATHS, path)) return null;
  return `${localePrefix(locale)}${ENGLISH_PATHS[path]}`;
}

/** The same page in another locale: `/likari` → `/en/likari`, `/polityka-konfidentsiinosti` → `/en/privacy-policy`. */
export function localizePath(path: string, locale: Locale): string {
  const bare = translatePath(splitLocale(path).path, locale);
  const prefix = localePrefix(locale);
  if (bare === '/') return prefix || '/';
  return `${prefix}${bare}`;
}
