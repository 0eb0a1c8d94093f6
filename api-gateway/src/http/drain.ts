import type { RequestHandler } from 'express';
import { sendError } from './errors.ts';

/** Probes keep answering while draining: liveness stays up, readiness says 503. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Graceful shutdown of the HTTP side. Once `start()`ed, `/readyz` answers 503 (the load
 * balancer stops sending traffic), a request that arrives is refused with 503 before it
 * is read (so nothing new is accepted) with `Connection: close`, and `idle()` resolves once
 * every request taken before is answered (a 202 only ever follows the commit to the outbox);
 * then closing the server ends the keep-alive connections, each after its current request.
 */
export class Drain {
  private draining = false;
  private inFlight = 0;
  private waiters: (() => void)[] = [];

  get active(): boolean {
    return this.draining;
  }

  start(): void {
    this.draining = true;
    this.settle();
  }

  /** Resolves once draining and no request taken before is still being answered. */
  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.settle();
    });
  }

  middleware(): RequestHandler {
    return (req, res, next) => {
      if (this.draining) {
        res.setHeader('Connection', 'close');
        if (!PROBES.has(req.path)) return sendError(res, 503, 'The gateway is shutting down; try again');
        return next();
      }
      this.inFlight += 1;
      res.once('close', () => {
        this.inFlight -= 1;
        this.settle();
      });
      next();
    };
  }

  private settle(): void {
    if (!this.draining || this.inFlight > 0) return;
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}
