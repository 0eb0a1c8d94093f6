import type { IncomingMessage, Server } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { closeListener } from './close-listener.ts';

/** How often, while draining, connections that fell idle (each after its last answer) are looked for and closed. */
const IDLE_SWEEP_MS = 100;
/** A connection held while the listener closed that has sent no request after this is closed as idle. */
const HELD_READ_MS = 2_000;
/**
 * Graceful shutdown of the HTTP side, in two steps so a load balancer can move traffic away before
 * anything is refused:
 *
 * 1. `start()`: `/readyz` answers 503 while every request is still served as usual. Each answer now
 *    carries `Connection: close`, so a keep-alive client (a proxy's connection pool) reconnects
 *    (to another replica, once its probe has noticed) instead of reusing this connection.
 * 2. `stopAccepting(server)`: the listener closes, so a new connection is refused (a proxy passes the
 *    request to the next server); idle connections are closed; `idle()` resolves once every request
 *    already received has been answered (a 202 only ever follows the commit to the outbox) and its
 *    connection has ended.
 */
export class Drain {
  private draining = false;
  private readonly inFlight = new Set<Response>();
  private closed: Promise<void> | undefined;

  get active(): boolean {
    return this.draining;
  }

  start(): void {
    this.draining = true;
    // Requests in hand whose answer has not started yet are the last on their connection too.
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  /**
   * Closes the listener; connections already open are answered, then closed as they fall idle. Resolves
   * once it is closed, with the connections the kernel still held for it then (see `closeListener`).
   */
  stopAccepting(server: Server): Promise<number | undefined> {
    this.start();
    let sweep: NodeJS.Timeout | undefined;
    // Emitted once the listener is closed and the last connection has ended.
    this.closed = new Promise((resolve) =>
      server.once('close', () => {
        clearInterval(sweep);
        resolve();
      }),
    );
    return closeListener(server).then(({ waiting, held }) => {
      // A connection whose answer had started before the drain stays open after it; once idle it is
      // closed, never while it carries a request. But a connection held unread until now looks idle
      // until its request is read, so sweeping waits for those (their requests are on their way).
      const unread = new Set(held);
      const read = (req: IncomingMessage) => unread.delete(req.socket);
      server.on('request', read);
      for (const socket of held) socket.once('close', () => unread.delete(socket));
      const sweepFrom = performance.now() + HELD_READ_MS;
      sweep = setInterval(() => {
        if (unread.size > 0 && performance.now() < sweepFrom) return;
        server.off('request', read);
        server.closeIdleConnections();
      }, IDLE_SWEEP_MS);
      return waiting;
    });
  }

  /** Resolves once `stopAccepting` has been called and every connection has ended, each after its last answer. */
  async idle(): Promise<void> {
    if (!this.closed) throw new Error('Drain.idle() before stopAccepting()');
    await this.closed;
  }

  /** Requests taken while draining are answered as usual, each as the last on its connection. */
  middleware(): RequestHandler {
    return (_req, res, next) => {
      if (this.draining) res.setHeader('Connection', 'close');
      this.inFlight.add(res);
      res.once('close', () => this.inFlight.delete(res));
      next();
    };
  }
}
