import { format } from 'node:util';
import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './http/request-context.ts';
import { printableText } from './printable-text.ts';

export type { Logger };

/** Every line logged while a request is handled names it, whichever module logs it. */
function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { requestId };
}

/**
 * Strings of a logged object with their control characters shown escaped: fields often hold what a
 * client sent (an order id, a report), and JSON leaves DEL, the C1 controls (a terminal's 8-bit CSI
 * among them) and the marks that reverse text as they are. Objects other than plain ones (errors) are
 * left to their serializers.
 */
function printableFields<T>(value: T): T {
  if (typeof value === 'string') return printableText(value) as T;
  if (Array.isArray(value)) return value.map(printableFields) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, printableFields(field)])) as T;
}

/** The gateway's JSON logger: stdout unless `destination` says otherwise (tests read it). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const logger = pino(
    { level, base: { service: 'api-gateway' }, mixin: requestIdMixin, formatters: { log: printableFields } },
    destination,
  );
  // A child's bindings skip the formatters; every child (and theirs, by its prototype) escapes them here.
  const child = logger.child;
  logger.child = function (this: Logger, bindings, options) {
    return child.call(this, printableFields(bindings), options);
  } as Logger['child'];
  return logger;
}

const CONSOLE_LEVELS = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
  trace: 'trace',
} as const;

/**
 * Sends what code running in this process prints with `console` (the federation runtime in the
 * shell's server bundle, remote code) through `logger`, so stdout carries JSON lines only and those
 * messages get a level and the request's id like the rest.
 */
export function routeConsole(logger: Logger): void {
  const log = logger.child({ source: 'console' });
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) =>
      log[level](format(...args));
  }
}
