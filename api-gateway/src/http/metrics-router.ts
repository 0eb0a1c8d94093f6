import { createHash, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import express, { Router, type RequestHandler } from 'express';
import { metrics, metricsText, routeFamily } from '../metrics.ts';
import { sendError } from './errors.ts';

/** Counts and times every answered request by route family and status. */
export function countRequests(): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const family = routeFamily(req.path);
      const status = String(res.statusCode);
      metrics.httpRequests.inc({ family, method: req.method, status });
      metrics.httpDuration.observe({ family, status }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

export interface MetricsRouterOptions {
  /** METRICS_TOKEN: when set, asked of every caller. */
  token: string | undefined;
  /** The public listener serves metrics only behind a token; METRICS_PORT's own listener serves them either way. */
  publicListener: boolean;
}

/** `GET /metrics` in Prometheus text; with a token, only for `Authorization: Bearer <token>`. */
export function createMetricsRouter({ token, publicListener }: MetricsRouterOptions): Router {
  const router = Router();
  if (publicListener && !token) {
    router.get('/metrics', (_req, res) =>
      sendError(res, 404, 'Not found: metrics are served on METRICS_PORT, or here with METRICS_TOKEN'),
    );
    return router;
  }
  const expected = token ? digest(token) : undefined;
  router.get('/metrics', async (req, res) => {
    if (expected) {
      const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
      // Compared as digests, so neither the length nor the content leaks through timing.
      if (!given || !timingSafeEqual(digest(given), expected)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        return sendError(res, 401, 'Metrics need the token of METRICS_TOKEN', {
          authorization: 'must be "Bearer <METRICS_TOKEN>"',
        });
      }
    }
    const text = await metricsText();
    res.setHeader('Cache-Control', 'no-store');
    res.type('text/plain; version=0.0.4; charset=utf-8').send(text);
  });
  return router;
}

/** A listener of its own that serves only `/metrics` (METRICS_PORT), for a network the public never reaches. */
export function startMetricsServer(port: number, host: string, token?: string): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.use(createMetricsRouter({ token, publicListener: false }));
  app.use((_req, res) => sendError(res, 404, 'Not found: this listener serves only /metrics'));
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}
