import type { Request, Response } from 'express';
import { HttpError } from './errors.ts';

/** Seconds a refused upload is asked to wait: about what the uploads in hand take to be read and queued. */
const RETRY_AFTER_SECONDS = 10;

/**
 * The bytes of request bodies the gateway reads at once, across all clients. A body is read whole
 * before it is checked and queued, and holds a few times its size in memory while it is: the budget
 * keeps that bounded however many uploads arrive together. A post that does not fit is refused 503
 * with `Retry-After` before any of it is read.
 */
export class UploadBudget {
  private inFlight = 0;

  constructor(readonly maxBytes: number) {}

  /**
   * Reserves the body's declared size (`limit` when it declares none) until the answer is sent and returns
   * undefined; or, when it does not fit, lets the body drain unread, asks for `Retry-After`, and returns the
   * 503 to answer with.
   */
  admit(req: Request, res: Response, limit: number): HttpError | undefined {
    const declared = Number(req.headers['content-length']);
    const bytes = Number.isFinite(declared) && declared >= 0 ? Math.min(declared, limit) : limit;
    // A body larger than its limit is refused by its reader (413) without being held: it reserves only the limit.
    if (this.maxBytes > 0 && this.inFlight > 0 && this.inFlight + bytes > this.maxBytes) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      // Read and dropped, so the client sees the answer rather than a connection reset mid-upload.
      req.resume();
      return new HttpError(503, 'The site is taking in too many uploads at once; please try again in a few seconds');
    }
    this.inFlight += bytes;
    res.once('close', () => (this.inFlight -= bytes));
    return undefined;
  }
}
