import { AsyncResource } from 'node:async_hooks';
import type { Request, RequestHandler, Response } from 'express';
import { sendError } from '../http/errors.ts';

export interface MailBodyLimits {
  /** Every form but the vacancy one. */
  text: number;
  /** The vacancy form, which carries the CV as a data URL. */
  vacancy: number;
}

/** The config names are short; anything longer is not one of them. */
const MAX_CAPTURE = 32;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Finds the top-level `"config"` value of a JSON body as it streams in, one byte at a time
 * and without building anything, so the size limit can depend on it before the body is parsed.
 * Nested objects, string contents and escaped quotes cannot fool it; a key spelled with
 * escapes is not recognised, which only makes the smaller limit apply.
 */
export class ConfigSniffer {
  /** The config once its value has gone by: a string, or `null` when the value is not one. */
  config: string | null | undefined;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private captured: number[] | undefined;
  private key: string | undefined;
  private awaitingValue = false;

  get done(): boolean {
    return this.config !== undefined;
  }

  feed(chunk: Uint8Array): void {
    for (let index = 0; index < chunk.length && !this.done; index++) this.step(chunk[index]!);
  }

  private step(byte: number): void {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (byte === BACKSLASH) this.escaped = true;
      else if (byte === QUOTE) {
        this.inString = false;
        return this.stringEnded();
      }
      if (this.captured && this.captured.length <= MAX_CAPTURE) this.captured.push(byte);
      return;
    }
    if (byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09) return;
    if (this.depth === 1 && this.awaitingValue && byte !== QUOTE) {
      this.config = null;
      return;
    }
    switch (byte) {
      case QUOTE:
        this.inString = true;
        this.captured = this.depth === 1 ? [] : undefined;
        return;
      case 0x7b: // {
      case 0x5b: // [
        this.depth++;
        return;
      case 0x7d: // }
      case 0x5d: // ]
        this.depth--;
        return;
      case 0x3a: // :
        if (this.depth === 1) this.awaitingValue = this.key === 'config';
        return;
      case 0x2c: // ,
        if (this.depth === 1) this.key = undefined;
        return;
    }
  }

  private stringEnded(): void {
    const raw = this.captured;
    this.captured = undefined;
    if (!raw) return;
    const text = raw.length > MAX_CAPTURE ? undefined : Buffer.from(raw).toString('latin1');
    if (this.awaitingValue) this.config = text ?? null;
    else this.key = text;
  }
}

interface SizedRequest {
  bodyBytes?: number;
}

/** Size of the JSON body the mail router parsed, in bytes. */
export function bodyBytes(req: Request): number {
  return (req as SizedRequest).bodyBytes ?? 0;
}

function refuse(req: Request, res: Response, status: number, message: string): void {
  // Stop reading; closing the connection after the answer leaves the rest of the upload unread.
  req.pause();
  res.setHeader('Connection', 'close');
  sendError(res, status, message);
}

/**
 * Reads a JSON body for `POST /mail/send`: at most `limits.text` bytes unless its top-level
 * config is `vacancies`, then at most `limits.vacancy`. A body over its limit is answered 413
 * as soon as that is known (from Content-Length, or while it streams in), before anything
 * parses or validates it.
 */
export function readMailBody(limits: MailBodyLimits): RequestHandler {
  return (req, res, next) => {
    if (!req.is('application/json')) return sendError(res, 415, 'Content-Type must be application/json');
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') return sendError(res, 415, `Content-Encoding "${encoding}" is not supported`);
    const charset = /;\s*charset=["']?([^;"'\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset && charset !== 'utf-8' && charset !== 'utf8') return sendError(res, 415, `charset "${charset}" is not supported, use utf-8`);
    const declared = Number(req.headers['content-length'] ?? Number.NaN);
    if (declared > limits.vacancy) return refuse(req, res, 413, 'Request body is too large');

    const sniffer = new ConfigSniffer();
    const chunks: Buffer[] = [];
    let received = 0;
    let finished = false;
    const tooLarge = () => received > limits.vacancy || (received > limits.text && sniffer.done && sniffer.config !== 'vacancies');
    const stop = () => {
      finished = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (!sniffer.done) sniffer.feed(chunk);
      if (tooLarge()) {
        stop();
        return refuse(req, res, 413, 'Request body is too large');
      }
      chunks.push(chunk);
    };
    // The stream ends in the connection's context; what follows runs in the request's, with its id.
    const onEnd = AsyncResource.bind(() => {
      stop();
      if (received > limits.text && sniffer.config !== 'vacancies') return sendError(res, 413, 'Request body is too large');
      try {
        req.body = JSON.parse(Buffer.concat(chunks, received).toString('utf8'));
      } catch {
        return sendError(res, 400, 'Request body is not valid JSON');
      }
      (req as SizedRequest).bodyBytes = received;
      next();
    });
    // The client went away mid-upload: there is no one left to answer.
    const onError = () => {
      if (!finished) stop();
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  };
}
