import { shortReason } from '@clinic/server-kit/short-reason';
import type { Logger } from '../logger.ts';

/** One process talks to one database: its outage is said once when it starts and once when it ends. */
let unavailableSince: number | undefined;
let failuresSince = 0;

/**
 * A request or a connection found PostgreSQL unusable. The first since it was last usable is a warning;
 * the others of the same outage are counted, and said at debug level only.
 */
export function databaseUnavailable(logger: Logger, error: unknown, context: Record<string, unknown> = {}): void {
  failuresSince += 1;
  if (unavailableSince !== undefined) {
    logger.debug({ ...context, reason: shortReason(error) }, 'postgres: still unavailable');
    return;
  }
  unavailableSince = Date.now();
  logger.warn(
    { ...context, reason: shortReason(error) },
    'postgres: unavailable; what needs it answers 503 with Retry-After until it is back',
  );
}

/** A new connection to PostgreSQL was made: the outage, if there was one, is over. */
export function databaseAvailable(logger: Logger): void {
  if (unavailableSince === undefined) return;
  logger.warn({ downMs: Date.now() - unavailableSince, failures: failuresSince }, 'postgres: available again');
  unavailableSince = undefined;
  failuresSince = 0;
}
