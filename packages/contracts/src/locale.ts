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

/** The same page in another locale: `/likari` → `/en/likari`. */
export function localizePath(path: string, locale: Locale): string {
  const bare = splitLocale(path).path;
  const prefix = localePrefix(locale);
  if (bare === '/') return prefix || '/';
  return `${prefix}${bare}`;
}
