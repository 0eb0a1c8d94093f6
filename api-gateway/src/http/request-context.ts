import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * An id a proxy in front made (nginx's `$request_id`, a load balancer's, a caller's UUID) is kept, so
 * one id follows the request through every hop; anything else (empty, too long, with spaces, quotes,
 * colons or control characters that would garble or fake a log line) is replaced by one of our own.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** The id of the request this code runs for, if it runs for one. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Gives each request its id, answers it in `X-Request-Id` and runs the rest of the request under it, for the logger to add to each line. */
export function requestContext(): RequestHandler {
  return (req, res, next) => {
    const inbound = req.get('x-request-id');
    const requestId = inbound !== undefined && WELL_FORMED_ID.test(inbound) ? inbound : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    storage.run({ requestId }, next);
  };
}
