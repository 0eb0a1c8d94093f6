import { LOCALE_COOKIE } from '@clinic/contracts/constants';
import type { Locale } from '@clinic/contracts/locale';

/** The locale cookie lives 365 days on path `/`, SameSite lax. */
export function localeCookie(locale: Locale): string {
  const maxAge = LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60;
  return `${LOCALE_COOKIE.name}=${locale}; Max-Age=${maxAge}; Path=${LOCALE_COOKIE.path}; SameSite=${LOCALE_COOKIE.sameSite}`;
}

export function storeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookie(locale);
}
