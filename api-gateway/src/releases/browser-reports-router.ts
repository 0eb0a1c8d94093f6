import express, { Router, type Request, type Response } from 'express';
import * as v from 'valibot';
import { REMOTE_NAME_PATTERN, type RemoteName } from '@clinic/contracts/runtime-config';
import type { BuildEventKind, BuildHealth } from '@clinic/releases/build-health';
import { CANARY_COOKIE, cookieValue } from '@clinic/releases/canary-cookie';
import type { RemoteReleases } from '@clinic/releases/remote-releases';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';
import { invalidFields, sendError } from '../http/errors.ts';
import { CSP_REPORT_PATH } from '../http/security.ts';
import { sentFromThisSite, type ReportTokens } from '../http/report-token.ts';

/**
 * What the shell says when a remote's code fails to load in a visitor's browser, or its part throws
 * there: the build the page named, and the token of the page (`reportToken` in its runtime config).
 */
const RemoteReportSchema = v.object({
  remote: v.pipe(v.string(), v.regex(REMOTE_NAME_PATTERN, 'must be a remote’s name (mf_ and lower-case letters)')),
  manifestUrl: v.optional(v.pipe(v.string(), v.maxLength(2000, 'must be at most 2000 characters'))),
  version: v.optional(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters'))),
  message: v.optional(v.pipe(v.string(), v.maxLength(1000, 'must be at most 1000 characters'))),
  token: v.optional(v.pipe(v.string(), v.maxLength(1000, 'must be at most 1000 characters'))),
});

/** Where the shell reports a remote's part that threw in a browser. */
const RENDER_ERROR_REPORT_PATH = '/reports/remote-render-error';

/** A browser's CSP violation report (`report-uri`): the fields an operator needs to find the cause. */
const CspReportSchema = v.object({
  'csp-report': v.looseObject({
    'document-uri': v.optional(v.string()),
    'effective-directive': v.optional(v.string()),
    'violated-directive': v.optional(v.string()),
    'blocked-uri': v.optional(v.string()),
  }),
});

/** The label values the counter takes: a browser's report is input, and a label of any value would grow without bound. */
const DIRECTIVES = new Set([
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'frame-src',
  'form-action',
  'object-src',
  'base-uri',
  'default-src',
]);

/** What the shell's reports about a remote count as: its code failed to load, or its part threw. */
type BrowserReportKind = Extract<BuildEventKind, 'browser_load_failure' | 'browser_render_error'>;

const MAX_TEXT = 200;
const clip = (text: string | undefined) => (text && text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

interface BrowserReportsOptions {
  logger: Logger;
  rateLimit: express.RequestHandler;
  tokens: ReportTokens;
  health: BuildHealth;
  /** Who the visitor is to a running canary, by their signed canary cookie. */
  visitors: Pick<RemoteReleases, 'canaryVisitor'>;
  /** The site's public origin (PUBLIC_URL) when configured. */
  publicUrl: string | undefined;
}

/**
 * What visitors' browsers tell the gateway about a release: a remote whose code failed to load or whose
 * part threw (the shell's beacons), and CSP violations (the page's `report-uri`). Each is logged and
 * counted, so a team sees a bad release in the metrics within seconds. Only pages the gateway served are
 * heard: a report must carry a page's token and, from a browser, come from the site itself; anything else
 * gets 403 and counts nothing, so another website cannot inflate the counts. The page's token is the
 * same for every visitor of a page, so a report moves an automatic canary's numbers only through the
 * visitor its signed canary cookie names. Answers 204; bad input gets 400 naming the field.
 */
export function createBrowserReportsRouter({
  logger,
  rateLimit,
  tokens,
  health,
  visitors,
  publicUrl,
}: BrowserReportsOptions): Router {
  const router = Router();
  const log = logger.child({ module: 'browser-reports' });
  const json = express.json({ type: ['application/json', 'application/csp-report'], limit: '16kb' });

  /** Answers 403 (and says so once in the log at debug) unless a page the gateway served sent the report. */
  const fromServedPage = (req: Request, res: Response, token: unknown): boolean => {
    const requestOrigin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const origins = publicUrl ? [new URL(publicUrl).origin, requestOrigin] : [requestOrigin];
    if (!sentFromThisSite(req, origins)) {
      log.debug(
        { origin: clip(req.get('origin')), fetchSite: req.get('sec-fetch-site') },
        'browser report from another site ignored',
      );
      sendError(res, 403, "Reports are taken from this site's pages only");
      return false;
    }
    if (!tokens.verify(token)) {
      log.debug({ path: req.path }, 'browser report without a valid page token ignored');
      sendError(res, 403, 'Report without a valid page token');
      return false;
    }
    return true;
  };
  const visitorOf = (req: Request, remote: RemoteName) =>
    visitors.canaryVisitor(cookieValue(req.headers.cookie, CANARY_COOKIE), remote);

  /** A report of the shell's about a remote: what a malformed one is answered, what the event is counted as and logged as. */
  const remoteReport =
    ({ invalid, kind, logged }: { invalid: string; kind: BrowserReportKind; logged: string }) =>
    (req: Request, res: Response) => {
      const parsed = v.safeParse(RemoteReportSchema, req.body);
      if (!parsed.success) return sendError(res, 400, invalid, invalidFields(parsed.issues));
      const report = parsed.output;
      if (!fromServedPage(req, res, report.token)) return;
      // Failed loads have a counter of their own beside the build's events, by side: the server renderer's too.
      if (kind === 'browser_load_failure') metrics.remoteLoadFailures.inc({ remote: report.remote, side: 'browser' });
      health.browserReport(kind, report.remote, report.version, visitorOf(req, report.remote));
      log.warn(
        {
          remote: report.remote,
          url: report.manifestUrl,
          version: report.version,
          reason: clip(report.message),
          userAgent: clip(req.get('user-agent')),
        },
        logged,
      );
      res.status(204).end();
    };

  router.post(
    '/reports/remote-failure',
    rateLimit,
    json,
    remoteReport({
      invalid: 'Invalid remote failure report',
      kind: 'browser_load_failure',
      logged: 'remote failed to load in a browser',
    }),
  );
  router.post(
    RENDER_ERROR_REPORT_PATH,
    rateLimit,
    json,
    remoteReport({
      invalid: 'Invalid remote render error report',
      kind: 'browser_render_error',
      logged: 'remote part threw in a browser',
    }),
  );

  // The report-uri cannot carry a body of ours: the page's token is in its query (`?t=`).
  router.post(CSP_REPORT_PATH, rateLimit, json, (req, res) => {
    const parsed = v.safeParse(CspReportSchema, req.body);
    if (!parsed.success) return sendError(res, 400, 'Invalid CSP report', invalidFields(parsed.issues));
    if (!fromServedPage(req, res, req.query.t)) return;
    const report = parsed.output['csp-report'];
    const named = report['effective-directive'] ?? report['violated-directive']?.split(' ')[0] ?? '';
    const directive = DIRECTIVES.has(named) ? named : 'other';
    metrics.cspViolations.inc({ directive });
    log.warn(
      { directive, blocked: clip(report['blocked-uri']), page: clip(report['document-uri']) },
      'content security policy violation in a browser',
    );
    res.status(204).end();
  });

  return router;
}
