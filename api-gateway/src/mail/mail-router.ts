import { randomUUID } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import * as v from 'valibot';
import { HONEYPOT_FIELD, MailRequestSchema, fieldErrors, type MailAccepted, type MailRequest } from '@clinic/forms/mail-request';
import { MESSAGE } from '@clinic/forms/rules';
import { FORM_PAGE_OF_CONFIG, withFormContext, type FormPageId, type FormPageState } from '@clinic/contracts/form-page';
import { MAIL_CONFIGS, type MailConfigName } from '@clinic/contracts/mail-config';
import { splitLocale, type Locale } from '@clinic/contracts/locale';
import { buildPath } from '@clinic/contracts/routes';
import { HttpError, sendError } from '../http/errors.ts';
import { isDatabaseUnavailable } from '../postgres/postgres-errors.ts';
import { isFormPost, isSameSitePost, readFormPost, type FormPost, type SendPage } from '../http/form-post.ts';
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
  /** Answers a plain form post with the form's page; without it such posts are refused (415). */
  sendPage?: SendPage;
  /** The site's public origin for a request (PUBLIC_URL or the request's own). */
  siteOrigin?: (req: Request) => string;
}

/** What a plain form post names besides the form's own fields. */
const FORM_META_FIELDS = new Set(['config', 'locale', 'page', HONEYPOT_FIELD]);

/**
 * `POST /mail/send` `{config, page, fields}`: validated with the browser's own rules,
 * composed here, committed to the outbox, and only then answered `202 {id, status: "queued"}`.
 * A review (config `review`) is created after its mail has gone out. The same endpoint takes the
 * forms' plain HTML posts (urlencoded, or multipart with the CV) from visitors without scripts and
 * answers those with the form's page: its success text, or the form again with the errors.
 */
export function createMailRouter({ outbox, addresses, logger, notify, rateLimit, sendPage, siteOrigin }: MailRouterOptions): Router {
  const router = Router();
  const log = logger.child({ module: 'mail' });

  /** The one way into the outbox, for the scripts' JSON and for plain form posts. Throws an HttpError for a refused CV. */
  async function accept(request: MailRequest): Promise<MailAccepted> {
    const cvContentType = request.config === 'vacancies' ? checkCv(request.fields.cv) : undefined;
    const mail = composeMail(request, addresses, cvContentType);
    const followUp = request.config === 'review' ? { kind: 'review', payload: { page: request.page, fields: request.fields } } : undefined;
    const id = await outbox.enqueueSoon('mail', mail, followUp);
    log.info({ id, config: request.config }, 'mail: queued');
    notify?.();
    return { id, status: 'queued' };
  }

  const dropped = (req: Request): MailAccepted => {
    // Answer as if accepted, so a bot learns nothing.
    log.warn({ ip: req.ip }, 'mail: honeypot filled, dropped');
    return { id: randomUUID(), status: 'queued' };
  };

  const answerForm = async (req: Request, res: Response) => {
    const origin = siteOrigin?.(req) ?? `${req.protocol}://${req.get('host')}`;
    if (!sendPage) return sendError(res, 415, 'Content-Type must be application/json');
    if (!isSameSitePost(req, origin)) return sendError(res, 403, 'A form may be posted from this site’s own pages only');
    const refererLocale = localeOfAddress(req.headers.referer);
    let post: FormPost;
    try {
      post = await readFormPost(req, BODY_LIMITS.vacancy);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // Only the vacancy form sends a file: an upload too large for it is its CV's fault.
      if (error.status === 413 && req.is('multipart/form-data')) {
        return sendFormPage(req, res, { form: 'vacancy', locale: refererLocale, context: {} }, { outcome: 'invalid', values: {}, errors: { cv: MESSAGE.cvTooLarge } }, 413);
      }
      throw error;
    }
    const { fields, files } = post;
    const config = fields.config as MailConfigName;
    if (!(MAIL_CONFIGS as readonly string[]).includes(config)) {
      return sendError(res, 400, `Unknown form: config must be one of ${MAIL_CONFIGS.join(', ')}`, { config: MESSAGE.incorrect });
    }
    const target: FormTarget = {
      form: FORM_PAGE_OF_CONFIG[config],
      locale: fields.locale === 'en' || fields.locale === 'uk' ? fields.locale : refererLocale,
      context: { note: fields.note, relationType: fields.relationType, relationSlug: fields.relationSlug, vacancyName: fields.vacancyName },
    };
    const values = Object.fromEntries(Object.entries(fields).filter(([name]) => !FORM_META_FIELDS.has(name)));
    if (fields[HONEYPOT_FIELD]) {
      dropped(req);
      return sendFormPage(req, res, target, { outcome: 'sent', values: {}, errors: {} }, 200);
    }
    if (config !== 'vacancies' && post.bytes > BODY_LIMITS.text) return sendError(res, 413, 'Request body is too large');
    const page = fields.page?.startsWith('/') ? `${origin}${fields.page}` : fields.page;
    const cv = files.cv && { filename: files.cv.name, dataUrl: `data:${files.cv.type || 'application/octet-stream'};base64,${files.cv.bytes.toString('base64')}` };
    const formFields: Record<string, unknown> = { ...values, ...(config === 'review' && values.rating && { rating: Number(values.rating) }), ...(cv && { cv }) };
    const parsed = v.safeParse(MailRequestSchema, { config, page, fields: formFields }, { abortPipeEarly: true });
    if (!parsed.success) return sendFormPage(req, res, target, { outcome: 'invalid', values, errors: fieldErrors(parsed.issues) }, 400);
    try {
      await accept(parsed.output);
    } catch (error) {
      if (error instanceof HttpError && error.fields) return sendFormPage(req, res, target, { outcome: 'invalid', values, errors: error.fields }, error.status);
      log.error({ err: error, config }, 'mail: a plain form post could not be queued');
      return sendFormPage(req, res, target, { outcome: 'failed', values, errors: {} }, isDatabaseUnavailable(error) ? 503 : 500);
    }
    return sendFormPage(req, res, target, { outcome: 'sent', values: {}, errors: {} }, 200);
  };

  function sendFormPage(req: Request, res: Response, target: FormTarget, state: Omit<FormPageState, 'form'>, httpStatus: number): Promise<void> {
    const path = withFormContext(buildPath(target.form, target.locale), target.context);
    return sendPage!(req, res, path, { state: { form: target.form, ...state }, httpStatus });
  }

  router.post('/mail/send', ...(rateLimit ? [rateLimit] : []), (req, res, next) => {
    if (isFormPost(req)) return void answerForm(req, res).catch(next);
    next();
  });

  router.post('/mail/send', readMailBody(BODY_LIMITS), async (req, res) => {
    const body: unknown = req.body;
    if (typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>)[HONEYPOT_FIELD] === 'string' && (body as Record<string, string>)[HONEYPOT_FIELD] !== '') {
      return res.status(202).json(dropped(req));
    }
    const parsed = v.safeParse(MailRequestSchema, body, { abortPipeEarly: true });
    if (!parsed.success) return sendError(res, 400, 'Invalid mail request', fieldErrors(parsed.issues));
    const request = parsed.output;
    // A body naming config twice can pass the reader's look with one and parse as the other.
    if (request.config !== 'vacancies' && bodyBytes(req) > BODY_LIMITS.text) {
      return sendError(res, 413, 'Request body is too large');
    }
    // A refused file throws an HttpError (413, 415) that the error handler answers.
    res.status(202).json(await accept(request));
  });

  return router;
}

interface FormTarget {
  form: FormPageId;
  locale: Locale;
  context: Parameters<typeof withFormContext>[1];
}

/** The locale of the page a post came from, for an answer that cannot read the post's own. */
function localeOfAddress(address: string | undefined): Locale {
  try {
    return splitLocale(new URL(address ?? '/', 'http://site.invalid').pathname).locale;
  } catch {
    return 'uk';
  }
}
