import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import * as v from 'valibot';
import { HONEYPOT_FIELD, MailRequestSchema, fieldErrors, type MailAccepted } from '@clinic/forms/mail-request';
import { sendError } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { composeMail, type MailAddresses } from './compose.ts';
import { checkCv } from './cv-file.ts';
import { bodyBytes, readMailBody } from './mail-body.ts';
import type { OutboxStore } from '../outbox/outbox-store.ts';

/** Text forms are small; only the vacancy form carries a file (10 MB, about 13.4 MB as base64). */
const BODY_LIMITS = { text: 32 * 1024, vacancy: 14 * 1024 * 1024 } as const;

export interface MailRouterOptions {
  /** Only its durable enqueue is needed: the answer waits for it. */
  outbox: Pick<OutboxStore, 'enqueueSoon'>;
  addresses: MailAddresses;
  logger: Logger;
  /** Wakes the worker once a message is queued. */
  notify?: () => void;
  rateLimit?: RequestHandler;
}

/**
 * `POST /mail/send` `{config, page, fields}`: validated with the browser's own rules,
 * composed here, committed to the outbox, and only then answered `202 {id, status: "queued"}`.
 * A review (config `review`) is created after its mail has gone out.
 */
export function createMailRouter({ outbox, addresses, logger, notify, rateLimit }: MailRouterOptions): Router {
  const router = Router();
  const log = logger.child({ module: 'mail' });

  router.post('/mail/send', ...(rateLimit ? [rateLimit] : []), readMailBody(BODY_LIMITS), async (req, res) => {
    const body: unknown = req.body;
    if (typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>)[HONEYPOT_FIELD] === 'string' && (body as Record<string, string>)[HONEYPOT_FIELD] !== '') {
      // Answer as if accepted, so a bot learns nothing.
      log.warn({ ip: req.ip }, 'mail: honeypot filled, dropped');
      const dropped: MailAccepted = { id: randomUUID(), status: 'queued' };
      return res.status(202).json(dropped);
    }
    const parsed = v.safeParse(MailRequestSchema, body, { abortPipeEarly: true });
    if (!parsed.success) return sendError(res, 400, 'Invalid mail request', fieldErrors(parsed.issues));
    const request = parsed.output;
    // A body naming config twice can pass the reader's look with one and parse as the other.
    if (request.config !== 'vacancies' && bodyBytes(req) > BODY_LIMITS.text) {
      return sendError(res, 413, 'Request body is too large');
    }
    // A refused file throws an HttpError (413, 415) that the error handler answers.
    const cvContentType = request.config === 'vacancies' ? checkCv(request.fields.cv) : undefined;
    const mail = composeMail(request, addresses, cvContentType);
    const followUp = request.config === 'review' ? { kind: 'review', payload: { page: request.page, fields: request.fields } } : undefined;
    const id = await outbox.enqueueSoon('mail', mail, followUp);
    log.info({ id, config: request.config }, 'mail: queued');
    notify?.();
    const accepted: MailAccepted = { id, status: 'queued' };
    res.status(202).json(accepted);
  });

  return router;
}
