/** The site's business constants (sizes, timings, limits), in one place. */
export const PHONE = {
  mask: '38(000) 000-00-00',
  maskedLength: 17,
  digits: 12,
  pattern: /^380\d{9}$/,
} as const;

export const BIRTHDAY = { mask: '00.00.0000', length: 10 } as const;

export const PAYMENT = {
  amountMaxDigits: 5,
  currency: 'UAH',
  recurring: 'Y',
  paymentType: 'CC',
  requestToken: 'Y',
} as const;

export const RESULT_HIDE_MS = 18_000;
export const PROMO_DELAY_UNIT_MS = 1_000;
/** A promo pop-up the visitor closed stays away this long, on every page. */
export const PROMO_CLOSED_FOR_MS = 24 * 60 * 60 * 1000;
/** A due promo pop-up waits until the visitor has not typed, clicked or scrolled with a wheel for this long (the delay is a minimum). */
export const PROMO_QUIET_MS = 3_000;

export const SEARCH = { minLength: 3, debounceMs: 1_500, analyticsDelayMs: 3_000 } as const;

/** The maps service the clinics' map uses by default, unless MAPS_SCRIPT_URL names another (a test's fake on loopback). */
export const DEFAULT_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

export const REVIEW = { defaultRating: 5, starSize: 18 } as const;

export const DIALOG_WIDTH = 650;
export const COOKIE_DIALOG_MAX_WIDTH = 600;
export const COOKIES_ACCEPTED_KEY = 'ldrm-cookies-accepted';
/** The notice closed with "×": kept away for the visit (session storage, or a session cookie without scripts). */
export const COOKIES_DISMISSED_KEY = 'ldrm-cookies-dismissed';
/**
 * Where the cookie notice's buttons post when no script runs: the gateway answers with a cookie of the same
 * name as the flag (accept: a year, like the locale's; close: until the browser ends the visit) and sends
 * the visitor back to `back`.
 */
export const COOKIE_CONSENT = {
  path: '/cookies/accept',
  dismissPath: '/cookies/dismiss',
  backField: 'back',
  maxAgeDays: 365,
} as const;

export const LOCALE_COOKIE = { name: 'i18n_locale', maxAgeDays: 365, path: '/', sameSite: 'lax' } as const;

export const BREAKPOINTS = { tablet: 600, desktop: 1240 } as const;
/** The default font size the breakpoints are given at: `em` in a media query is the visitor's own font size, not the page's. */
const DEFAULT_FONT_PX = 16;
const em = (px: number) => `${px / DEFAULT_FONT_PX}em`;
/**
 * The breakpoints as media queries: CSS writes `@media (--tablet)` (the build defines them from here),
 * scripts use them as they are. In `em`: 600 and 1240 px at the default font size, and wider for a visitor
 * who set a larger font, whose text then gets the layout of a narrower screen instead of overflowing.
 */
export const MEDIA = {
  // min-/max-width rather than the range syntax, which Safari before 16.4 does not read.
  phone: `(max-width: ${em(BREAKPOINTS.tablet - 0.02)})`,
  tablet: `(min-width: ${em(BREAKPOINTS.tablet)})`,
  desktop: `(min-width: ${em(BREAKPOINTS.desktop)})`,
  /** Phones and tablets: below the desktop, where the burger stands for the navigation. */
  narrow: `(max-width: ${em(BREAKPOINTS.desktop - 0.02)})`,
} as const;

export const HOME_DIRECTIONS_SHOWN = 9;
export const MIN_FETCH_DISPLAY_MS = 200;

/**
 * How the browser asks a failing content API again: a read loads at most `attempts` times, waiting
 * about `baseDelayMs`·2ⁿ (less up to half of it, at random, so open tabs do not ask in step) before
 * the n-th retry; once every attempt has failed, that failure is the answer for `failureKeptMs`
 * without another request, unless the visitor asks again.
 */
export const CONTENT_RETRY = { attempts: 3, baseDelayMs: 1_000, failureKeptMs: 60_000 } as const;

export const LOADING_BAR = { throttleMs: 200, durationMs: 5_000, hideDelayMs: 500, maxProgress: 100 } as const;

export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;

export const OPENING_HOURS = ['Mo-Sa 09:00-20:00', 'Mo-Sa 09:00-21:00'] as const;
