import express, { Router } from 'express';
import * as v from 'valibot';
import { REMOTE_NAMES } from '@clinic/contracts/runtime-config';
import type { Logger } from '../logger.ts';
import { metrics } from '../metrics.ts';
import { invalidFields, sendError } from '../http/errors.ts';
import { CSP_REPORT_PATH } from '../http/security.ts';

/** What the shell's beacon says when a remote's code fails to load in a visitor's browser. */
const RemoteFailureReportSchema = v.object({
  remote: v.picklist(REMOTE_NAMES, `must be one of ${REMOTE_NAMES.join(', ')}`),
  manifestUrl: v.optional(v.pipe(v.string(), v.maxLength(2000, 'must be at most 2000 characters'))),
  version: v.optional(v.pipe(v.string(), v.maxLength(200, 'must be at most 200 characters'))),
  message: v.optional(v.pipe(v.string(), v.maxLength(1000, 'must be at most 1000 characters'))),
});

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
const DIRECTIVES = new Set(['script-src', 'script-src-elem', 'script-src-attr', 'style-src', 'style-src-elem', 'style-src-attr', 'img-src', 'font-src', 'connect-src', 'media-src', 'frame-src', 'form-action', 'object-src', 'base-uri', 'default-src']);

const MAX_TEXT = 200;
const clip = (text: string | undefined) => (text && text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/**
 * What visitors' browsers tell the gateway about a release: a remote whose code failed to load (the
 * shell's beacon) and CSP violations (the page's `report-uri`). Each is logged and counted, so a team
 * sees a bad release in the metrics within seconds. Answers 204; bad input gets 400 naming the field.
 */
export function createBrowserReportsRouter({ logger, rateLimit }: { logger: Logger; rateLimit: express.RequestHandler }): Router {
  const router = Router();
  const log = logger.child({ module: 'browser-reports' });
  const json = express.json({ type: ['application/json', 'application/csp-report', 'text/plain'], limit: '16kb' });

  router.post('/reports/remote-failure', rateLimit, json, (req, res) => {
    const parsed = v.safeParse(RemoteFailureReportSchema, req.body);
    if (!parsed.success) return sendError(res, 400, 'Invalid remote failure report', invalidFields(parsed.issues));
    const report = parsed.output;
    metrics.remoteLoadFailures.inc({ remote: report.remote, side: 'browser' });
    log.warn({ remote: report.remote, url: report.manifestUrl, version: report.version, reason: clip(report.message), userAgent: clip(req.get('user-agent')) }, 'remote failed to load in a browser');
    res.status(204).end();
  });

  router.post(CSP_REPORT_PATH, rateLimit, json, (req, res) => {
    const parsed = v.safeParse(CspReportSchema, req.body);
    if (!parsed.success) return sendError(res, 400, 'Invalid CSP report', invalidFields(parsed.issues));
    const report = parsed.output['csp-report'];
    const named = report['effective-directive'] ?? report['violated-directive']?.split(' ')[0] ?? '';
    const directive = DIRECTIVES.has(named) ? named : 'other';
    metrics.cspViolations.inc({ directive });
    log.warn({ directive, blocked: clip(report['blocked-uri']), page: clip(report['document-uri']) }, 'content security policy violation in a browser');
    res.status(204).end();
  });

  return router;
}
