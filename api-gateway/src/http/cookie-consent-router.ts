import express, { Router, type Request } from 'express';
import { COOKIE_CONSENT, COOKIES_ACCEPTED_KEY, COOKIES_DISMISSED_KEY } from '@clinic/contracts/constants';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_BACK_LENGTH = 2048;

/** A path on this site to go back to: anything else (another host, `//host`, a backslash trick) goes home. */
function backPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    value.length > MAX_BACK_LENGTH ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    /[\\\s]/.test(value)
  )
    return '/';
  return value;
}

/**
 * Whether the visitor answered the cookie notice by a no-script form (the gateway's cookies): accepted it,
 * or closed it in this visit.
 */
export function answeredCookieNotice(req: Pick<Request, 'headers'>): boolean {
  return (req.headers.cookie ?? '')
    .split(';')
    .some((pair) => [COOKIES_ACCEPTED_KEY, COOKIES_DISMISSED_KEY].some((key) => pair.trim().startsWith(`${key}=`)));
}

/**
 * The cookie notice's buttons without scripts: the storages where the page's script keeps the flags are
 * out of reach, so the answer sets a cookie of the same name, and the pages this visitor gets from then
 * on come with the notice hidden (server-pages.ts). Accept's cookie lasts a year; close's has no age, so
 * the browser drops it when the visit ends. 303 back to the page the notice was on.
 */
export function createCookieConsentRouter({ rateLimit }: { rateLimit: express.RequestHandler }): Router {
  const router = Router();
  const answer = (key: string, maxAge: number | undefined) =>
    [
      rateLimit,
      express.urlencoded({ extended: false, limit: '4kb' }),
      (req: Request, res: express.Response) => {
        const back = backPath((req.body as Record<string, unknown> | undefined)?.[COOKIE_CONSENT.backField]);
        res.cookie(key, 'true', { path: '/', sameSite: 'lax', secure: req.secure, ...(maxAge ? { maxAge } : {}) });
        res.setHeader('Cache-Control', 'no-store');
        res.redirect(303, back);
      },
    ] as const;
  router.post(COOKIE_CONSENT.path, ...answer(COOKIES_ACCEPTED_KEY, COOKIE_CONSENT.maxAgeDays * DAY_MS));
  router.post(COOKIE_CONSENT.dismissPath, ...answer(COOKIES_DISMISSED_KEY, undefined));
  return router;
}
