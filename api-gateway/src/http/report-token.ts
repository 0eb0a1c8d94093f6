import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { keyFor } from '@clinic/server-kit/purpose-key';

const DAY_MS = 86_400_000;

/** A page's path longer than this is signed cut to it: the token goes into a header, and any path proves as much. */
const MAX_SIGNED_PATH = 256;

/**
 * Tokens that say "a page this gateway served", which browser reports must carry. Each is an HMAC over
 * an expiry and the page's path, so any replica with the same key checks it without storing anything.
 * Pages are shared-cacheable, so a token is the same for every visitor of a page: it is per path, and
 * its expiry is the end of the next UTC day (valid one to two days), so a page's HTML and `ETag` change
 * once a day, not at each render.
 */
export class ReportTokens {
  private readonly key: Buffer;

  /** `secret` shared by every replica (REPORT_TOKEN_SECRET); without it a key of this process's own. */
  constructor(secret: string | undefined) {
    this.key = secret ? keyFor(secret, 'clinic browser report tokens') : randomBytes(32);
  }

  issue(path: string, now = Date.now()): string {
    const expires = (Math.floor(now / DAY_MS) + 2) * (DAY_MS / 1000);
    const signedPath = Buffer.from(path.slice(0, MAX_SIGNED_PATH)).toString('base64url');
    return `${expires}.${signedPath}.${this.mac(expires, signedPath)}`;
  }

  /** Whether `token` was issued with this key and has not expired. */
  verify(token: unknown, now = Date.now()): boolean {
    if (typeof token !== 'string' || token.length > 1000) return false;
    const [expiresText, signedPath, mac, ...rest] = token.split('.');
    if (rest.length || !expiresText || signedPath === undefined || !mac || !/^\d{1,12}$/.test(expiresText))
      return false;
    const expires = Number(expiresText);
    if (expires * 1000 <= now) return false;
    const expected = Buffer.from(this.mac(expires, signedPath));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(expires: number, signedPath: string): string {
    return createHmac('sha256', this.key).update(`${expires}.${signedPath}`).digest('base64url');
  }
}

/**
 * Whether a browser sent this request from a page of this site: `Sec-Fetch-Site` says `same-origin` and
 * `Origin` is the site's (its public origin, or the one the request was sent to), each when the browser sends it. A client that is no browser sends neither; what
 * it may report then rests on the token.
 */
export function sentFromThisSite(req: Request, siteOrigins: readonly string[]): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = req.get('origin');
  return origin === undefined || siteOrigins.includes(origin);
}
