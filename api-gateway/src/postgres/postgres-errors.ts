/** Socket errors of a server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say "not now" rather than "wrong": connection exceptions (class 08), insufficient
 * resources (53: too many connections, out of memory, disk full), a shutdown or start-up in progress
 * (57P01–57P03) and a standby that took over read-only (25006).
 */
const TRANSIENT_STATE = /^(08|53|57P0[123]$|25006$)/;

/** pg's own messages for a connection that broke, could not be made in time, or is unusable after an error. */
const PG_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|Connection terminated due to connection timeout)/;

/**
 * Whether `error` means PostgreSQL cannot be used right now (down, restarting, unreachable, out of
 * connections), so the request may be tried again shortly: a 503 with Retry-After, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.length > 0 && error.errors.every(isDatabaseUnavailable);
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || TRANSIENT_STATE.test(code))) return true;
  return PG_CONNECTION_MESSAGE.test(error.message);
}
