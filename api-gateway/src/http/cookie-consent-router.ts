import express, { Router, type Request } from 'express';
import { COOKIE_CONSENT, COOKIES_ACCEPTED_KEY } from '@clinic/contracts/constants';

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

/** Whether the visitor accepted the cookie notice by the no-script form (the gateway's cookie). */
export function acceptedCookies(req: Pick<Request, 'headers'>): boolean {
  return (req.headers.cookie ?? '').split(';').some((pair) => pair.trim().startsWith(`${COOKIES_ACCEPTED_KEY}=`));
}

/**
 * The cookie notice's accept button without scripts: local storage, where the page's script keeps the
 * flag, is out of reach, so the answer sets a cookie of the same name, and the pages this visitor gets
 * from then on come with the notice hidden (server-pages.ts). 303 back to the page the notice was on.
 */
export function createCookieConsentRouter({ rateLimit }: { rateLimit: express.RequestHandler }): Router {
  const router = Router();
  router.post(COOKIE_CONSENT.path, rateLimit, express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    const back = backPath((req.body as Record<string, unknown> | undefined)?.[COOKIE_CONSENT.backField]);
    res.cookie(COOKIES_ACCEPTED_KEY, 'true', {
      path: '/',
      maxAge: COOKIE_CONSENT.maxAgeDays * DAY_MS,
      sameSite: 'lax',
      secure: req.secure,
    });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, back);
  });
  return router;
}
