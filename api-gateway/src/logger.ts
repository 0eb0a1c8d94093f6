import { format } from 'node:util';
import { pino, type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './http/request-context.ts';

export type { Logger };

/** Every line logged while a request is handled names it, whichever module logs it. */
function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId === undefined ? {} : { requestId };
}

/** The gateway's JSON logger: stdout unless `destination` says otherwise (tests read it). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, base: { service: 'api-gateway' }, mixin: requestIdMixin }, destination);
}

const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error', trace: 'trace' } as const;

/**
 * Sends what code running in this process prints with `console` (the federation runtime in the
 * shell's server bundle, remote code) through `logger`, so stdout carries JSON lines only and those
 * messages get a level and the request's id like the rest.
 */
export function routeConsole(logger: Logger): void {
  const log = logger.child({ source: 'console' });
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    (console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args: unknown[]) => log[level](format(...args));
  }
}
