import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** Probes of a load balancer, asked every few seconds: logging them would drown the rest. */
const UNLOGGED = new Set(['/healthz', '/readyz']);

/**
 * One line per request once it is answered: method, URL, status and time taken. A few lines of
 * our own instead of pino-http, which builds a child logger per request: measured, it cost the
 * content API a quarter of its throughput even with logging off.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (UNLOGGED.has(req.path)) return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const responseTime = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          req: { method: req.method, url: req.originalUrl },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(responseTime * 10) / 10,
        },
        'request completed',
      );
    });
    next();
  };
}
