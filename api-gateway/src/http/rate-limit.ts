import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { Logger } from '../logger.ts';
import { HttpError } from './errors.ts';

export interface RateLimitConfig {
  /** Requests one client may make per window; 0 turns the limit off (benchmarks, trusted networks). */
  limit: number;
  windowMs: number;
}

export interface RateLimitOptions extends RateLimitConfig {
  /** Names the policy in the `RateLimit-Policy` header. */
  name?: string;
  /** The in-memory store by default; with several gateway replicas pass a shared one (e.g. Redis). */
  store?: Store;
  /** Where the limiter's own warnings go (console otherwise). */
  logger?: Logger;
}

const passThrough: RequestHandler = (_req, _res, next) => next();

/**
 * A per-client limit for POST endpoints: clients are told by the standard `RateLimit`
 * headers and, past the limit, get `429`: the gateway's JSON error, or whatever answer the
 * endpoint gives its refusals (a plain form's page).
 */
export function createRateLimit({ limit, windowMs, name = 'post', store, logger }: RateLimitOptions): RequestHandler {
  if (limit <= 0) return passThrough;
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: name,
    // A shared store that cannot be reached lets requests through: losing a form to a Redis outage is worse.
    // Its connection logs the outage once; a line per request would drown the rest.
    ...(store ? { store, passOnStoreError: true } : {}),
    ...(logger
      ? {
          logger: {
            error: (error: unknown, message?: string) => logger.debug({ err: error }, message),
            warn: (error: unknown, message?: string) => logger.warn({ err: error }, message),
          },
        }
      : {}),
    skip: (req) => req.method !== 'POST',
    // A post the gateway did not take (503: its database away, too many uploads at once) is not counted: the
    // browser sends it again by itself, and a visitor should not use up their tries on the gateway's moment.
    skipFailedRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== 503,
    handler: (_req, _res, next) => next(new HttpError(429, 'Too many requests, please try again later')),
  });
}
