import type { Request, Response } from 'express';
import { sendError } from './errors.ts';

/** Seconds a refused upload is asked to wait: about what the uploads in hand take to be read and queued. */
const RETRY_AFTER_SECONDS = 10;

/**
 * The bytes of request bodies the gateway reads at once, across all clients. A body is read whole
 * before it is checked and queued, and holds a few times its size in memory while it is: the budget
 * keeps that bounded however many uploads arrive together. A post that does not fit is answered 503
 * with `Retry-After` before any of it is read.
 */
export class UploadBudget {
  private inFlight = 0;

  constructor(readonly maxBytes: number) {}

  /**
   * Reserves the body's declared size (`limit` when it declares none) until the answer is sent and returns
   * true; or answers 503 itself, lets the body drain unread, and returns false.
   */
  admit(req: Request, res: Response, limit: number): boolean {
    const declared = Number(req.headers['content-length']);
    const bytes = Number.isFinite(declared) && declared >= 0 ? Math.min(declared, limit) : limit;
    // A body larger than its limit is refused by its reader (413) without being held: it reserves only the limit.
    if (this.maxBytes > 0 && this.inFlight > 0 && this.inFlight + bytes > this.maxBytes) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      sendError(res, 503, 'The site is taking in too many uploads at once; please try again in a few seconds');
      // Read and dropped, so the client sees this answer rather than a connection reset mid-upload.
      req.resume();
      return false;
    }
    this.inFlight += bytes;
    res.once('close', () => (this.inFlight -= bytes));
    return true;
  }
}
