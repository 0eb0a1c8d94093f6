import type { Request } from 'express';
import { HttpError } from './errors.ts';

/** The body, refused with 413 once it grows past `limit` bytes (before any of it is read when Content-Length says so). */
export async function readLimitedBody(req: Request, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  const tooLarge = () => {
    // Stop reading; closing the connection after the answer leaves the rest of the upload unread.
    req.pause();
    req.res?.setHeader('Connection', 'close');
    return new HttpError(413, 'Request body is too large');
  };
  if (declared > limit) throw tooLarge();
  // A declared size is filled in place: gathering chunks and joining them would hold the body twice.
  if (Number.isSafeInteger(declared) && declared >= 0) {
    const body = Buffer.allocUnsafe(declared);
    let received = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      if (received + chunk.length > declared)
        throw new HttpError(400, 'Request body is longer than its Content-Length');
      chunk.copy(body, received);
      received += chunk.length;
    }
    if (received < declared) throw new HttpError(400, 'Request body is shorter than its Content-Length');
    return body;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, received);
}

/** A JSON body as parsed, and its size as received. */
export interface JsonBody {
  body: unknown;
  bytes: number;
}

/**
 * Reads a UTF-8 JSON body of at most `limit` bytes: refused with 415 for another type, encoding or
 * charset, with 413 as soon as it is known to be too large (before it is parsed), 400 when it is no JSON.
 */
export async function readJsonBody(req: Request, limit: number): Promise<JsonBody> {
  if (!req.is('application/json')) throw new HttpError(415, 'Content-Type must be application/json');
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding !== 'identity') throw new HttpError(415, `Content-Encoding "${encoding}" is not supported`);
  const charset = /;\s*charset=["']?([^;"'\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8')
    throw new HttpError(415, `charset "${charset}" is not supported, use utf-8`);
  const raw = await readLimitedBody(req, limit);
  try {
    return { body: JSON.parse(raw.toString('utf8')), bytes: raw.length };
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}
