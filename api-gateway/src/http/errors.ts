import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import * as v from 'valibot';
import type { ApiErrorBody } from '@clinic/contracts/api-error';
import { isDatabaseUnavailable } from '../postgres/postgres-errors.ts';
import { databaseUnavailable } from '../postgres/outage-log.ts';

/** Seconds a client is asked to wait while the database is away: about what a PostgreSQL restart takes. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error that becomes a JSON answer with its status; anything else is a 500 without details. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A request the database's outage kept from being done: the outage is logged (once as it starts) and the client is
 * asked, by `Retry-After`, to send it again in a few seconds. The caller answers 503, as JSON or as a form's page.
 */
export function deferForDatabase(
  res: Response,
  logger: Logger | undefined,
  error: unknown,
  context: Record<string, unknown>,
): void {
  if (logger) databaseUnavailable(logger, error, context);
  res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
}

export function sendError(res: Response, status: number, message: string, fields?: Record<string, string>): void {
  const body: ApiErrorBody = { error: { status, message, ...(fields ? { fields } : {}) } };
  res.status(status).json(body);
}

/** The `fields` of a 400: each refused field by its dotted path (`body` for the whole), the first problem with it. */
export function invalidFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[v.getDotPath(issue) ?? 'body'] ??= issue.message;
  return fields;
}

export const notFoundJson: RequestHandler = (_req, res) => sendError(res, 404, 'Not found');

/**
 * Last middleware: never leaks a stack trace, and logs what failed on our side. Body-parser errors
 * carry their own status (400, 413, 415); the database being away is a 503 to try again, not a 500.
 */
export function errorHandler(logger?: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) return sendError(res, error.status, error.message, error.fields);
    if (isDatabaseUnavailable(error)) {
      deferForDatabase(res, logger, error, { req: { method: req.method, url: req.originalUrl } });
      return sendError(res, 503, 'The service is briefly unavailable; please try again in a few seconds');
    }
    const status = typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500)
      logger?.error({ err: error, req: { method: req.method, url: req.originalUrl } }, 'unhandled error');
    // `expose: false` marks a wrapped system error (a missing static file's ENOENT names the server's path).
    const detail = error?.expose === false ? undefined : error?.message;
    const message =
      error?.type === 'parameters.too.many'
        ? 'Request body has too many parameters'
        : status === 413
          ? 'Request body is too large'
          : status === 400 && error?.type === 'entity.parse.failed'
            ? 'Request body is not valid JSON'
            : status === 500
              ? 'Internal server error'
              : String(detail ?? STATUS_CODES[status] ?? 'Bad request');
    sendError(res, status, message);
  };
}
