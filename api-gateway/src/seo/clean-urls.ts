import type { RequestHandler } from 'express';
import { movedPath } from '@clinic/contracts/locale';

/** `/index.html`, `/en/index.html`: the home page of a locale asked for as a file. */
const INDEX_FILE = /^(\/en)?\/index\.html$/;

/** Paths served as files or JSON, never pages: a trailing slash there is theirs to answer (the content API's paths end in `/`). */
const NOT_PAGES = /^\/(?:api|remotes|media|og|mail|payment)(?:\/|$)/;

/**
 * One URL per page: `/blog/x/` → 301 `/blog/x` (the query kept), and the shell's `/index.html`,
 * which the static files would otherwise serve as a page of its own, → 301 `/`; so does each locale's
 * home: `/en/index.html` → 301 `/en`. An English page that got a slug of its own answers 301 at the
 * Ukrainian slug it used to have, so old links and search results still reach it.
 */
export function cleanUrls(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const queryAt = req.originalUrl.indexOf('?');
    const search = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
    const home = INDEX_FILE.exec(req.path);
    if (home) return res.redirect(301, `${home[1] ?? '/'}${search}`);
    if (req.path.length > 1 && req.path.endsWith('/') && !NOT_PAGES.test(req.path)) {
      // Leading slashes collapsed too: `//other.host/` must not become a redirect to another site.
      const canonical = `/${req.path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
      // Straight to where the page is now: one redirect, not two.
      return res.redirect(301, `${movedPath(canonical) ?? canonical}${search}`);
    }
    const moved = movedPath(req.path);
    if (moved) return res.redirect(301, `${moved}${search}`);
    next();
  };
}
