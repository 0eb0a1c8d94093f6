import { randomUUID } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import * as v from 'valibot';
import {
  HONEYPOT_FIELD,
  MAIL_REQUEST_SCHEMAS,
  MailRequestSchema,
  fieldErrors,
  type MailAccepted,
  type MailConfig,
  type MailRequest,
} from '@clinic/forms/mail-request';
import { contextNames } from '@clinic/forms/form-description';
import { MESSAGE } from '@clinic/forms/rules';
import {
  FORM_PAGE_OF_CONFIG,
  MAIL_FORM_PATHS,
  withFormContext,
  type FormContext,
  type FormPageId,
  type FormPageState,
} from '@clinic/contracts/form-page';
import { ANY_MAIL_FORM_PATH, MAIL_CONFIGS } from '@clinic/contracts/mail-config';
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_HEADER } from '@clinic/contracts/idempotency';
import type { Locale } from '@clinic/contracts/locale';
import { buildPath } from '@clinic/contracts/routes';
import { deferForDatabase, HttpError, sendError } from '../http/errors.ts';
import { isDatabaseUnavailable } from '../postgres/postgres-errors.ts';
import {
  isFormPost,
  isSameSitePost,
  localeOfAddress,
  readFormPost,
  refusalsAsFormPage,
  sendUnreadFormPage,
  type FormPost,
  type SendPage,
} from '../http/form-post.ts';
import type { Logger } from '../logger.ts';
import { readJsonBody } from '../http/request-body.ts';
import type { UploadBudget } from '../http/upload-budget.ts';
import { TEXT_FORM_BODY_LIMIT } from './operations/mail-operation.ts';
import { MAIL_JOB, composeMail, type MailAddresses } from './compose.ts';
import { LARGEST_MAIL_BODY, MAIL_OPERATIONS, operationOf } from './operations/mail-operations.ts';
import type { MailOperation } from './operations/mail-operation.ts';
import { DeadlinePassed, type OutboxStore } from '../outbox/outbox-store.ts';
import { IdempotencyConflict, fingerprintOf, idempotencyKeyOf } from '../http/idempotency.ts';

export interface MailRouterOptions {
  /** Its durable enqueue, which the answer waits for; and what it holds undelivered, when `maxQueuedBytes` limits that. */
  outbox: Pick<OutboxStore, 'enqueueSoon'> & Partial<Pick<OutboxStore, 'queuedBytes'>>;
  addresses: MailAddresses;
  logger: Logger;
  /** Wakes the worker once a message is queued. */
  notify?: () => void;
  rateLimit?: RequestHandler;
  /** A stricter per-client limit for posts that carry a file (any larger than a text form may be). */
  uploadRateLimit?: RequestHandler;
  /** Bodies read at once across all clients; past it a post is answered 503 unread. */
  uploadBudget?: UploadBudget;
  /** While the outbox holds this many bytes not yet delivered, a post that carries a file is answered 503 unread (0: no limit). */
  maxQueuedBytes?: number;
  /** Answers a plain form post with the form's page; without it such posts are refused (415). */
  sendPage?: SendPage;
  /** The site's public origin for a request (PUBLIC_URL or the request's own). */
  siteOrigin?: (req: Request) => string;
  /**
   * A post not committed this long after its body was read is dropped unstored and answered 503
   * (FORM_COMMIT_DEADLINE_MS, below the proxy's time-out): a proxy that gave up on it has told the visitor
   * it failed, so it must not be booked after all. 0: no deadline.
   */
  commitDeadlineMs?: number;
}

/** Seconds a post dropped at its deadline is asked to wait before it is sent again (with the same key). */
const DEADLINE_RETRY_AFTER_SECONDS = 2;

/** Seconds a post refused for a full outbox is asked to wait: the mail server has been away a while. */
const OUTBOX_FULL_RETRY_AFTER_SECONDS = 300;

/** What a plain form post names besides the form's own fields. */
const FORM_META_FIELDS = new Set(['config', 'locale', 'page', HONEYPOT_FIELD, IDEMPOTENCY_KEY_FIELD]);

/** What a request asked for, the honeypot aside: a key sent again with another request is told from a repeat by it. */
const requestFingerprint = (request: MailRequest) => fingerprintOf({ ...request, [HONEYPOT_FIELD]: undefined });

const isMailConfig = (value: unknown): value is MailConfig => (MAIL_CONFIGS as readonly unknown[]).includes(value);

/**
 * The mail forms' endpoints. Each form has its own, `POST /mail/<form>` (`/mail/order`, …,
 * `/mail/vacancy`), with that form's size limit and schema: a request is validated with the
 * browser's own rules, composed by the form's operation, committed to the outbox, and only then
 * answered `202 {id, status: "queued"}`. `POST /mail/send` takes any of them, told by `config`,
 * and must read up to the largest limit before it knows the form's. Both take the forms' plain HTML
 * posts (urlencoded, or multipart with the CV) from visitors without scripts, and answer those with
 * the form's page: its success text, or the form again with the errors.
 */
export function createMailRouter({
  outbox,
  addresses,
  logger,
  notify,
  rateLimit,
  uploadRateLimit,
  uploadBudget,
  maxQueuedBytes = 0,
  sendPage,
  siteOrigin,
  commitDeadlineMs = 0,
}: MailRouterOptions): Router {
  const router = Router();
  const log = logger.child({ module: 'mail' });
  /**
   * When each post's body had been read whole: its deadline counts from there, as a proxy's time-out for the answer
   * starts once it has passed the request on (a slow visitor's upload, streamed through, is no reason to drop it).
   */
  const readAt = new WeakMap<Request, number>();

  /**
   * The one way into the outbox, for the scripts' JSON and for plain form posts. A key stored before answers
   * that post's id and queues nothing. Throws an HttpError for a refused attachment, `IdempotencyConflict` for a
   * key used before with another request, `DeadlinePassed` when the post was not stored in time.
   */
  async function accept(req: Request, request: MailRequest, key: string | undefined): Promise<MailAccepted> {
    const mail = composeMail(request, addresses);
    const received = readAt.get(req) ?? Date.now();
    const id = await outbox.enqueueSoon(MAIL_JOB, mail, operationOf(request).followUp?.(request), {
      idempotency: key ? { key, fingerprint: requestFingerprint(request) } : undefined,
      deadline: commitDeadlineMs > 0 ? received + commitDeadlineMs : undefined,
    });
    log.info({ id, config: request.config, idempotencyKey: key }, 'mail: queued');
    notify?.();
    return { id, status: 'queued' };
  }

  /** The refusal of a post `accept` turned down for its key or its deadline (logged, `Retry-After` set); none for any other error. */
  function outboxRefusal(res: Response, error: unknown, config: MailConfig): HttpError | undefined {
    if (error instanceof IdempotencyConflict) {
      log.warn({ config, idempotencyKey: error.key }, 'mail: a key sent again with a different request, refused');
      return error.refusal();
    }
    if (error instanceof DeadlinePassed) {
      log.warn({ config, commitDeadlineMs }, 'mail: not stored within the deadline, dropped unstored');
      res.setHeader('Retry-After', String(DEADLINE_RETRY_AFTER_SECONDS));
      return new HttpError(503, 'The request could not be stored in time and was not stored; please send it again');
    }
    return undefined;
  }

  const dropped = (req: Request): MailAccepted => {
    // Answer as if accepted, so a bot learns nothing.
    log.warn({ ip: req.ip }, 'mail: honeypot filled, dropped');
    return { id: randomUUID(), status: 'queued' };
  };

  /** The scripts' JSON for the form `config`, or for the one its body names when that is not known yet. */
  async function answerJson(req: Request, res: Response, config: MailConfig | undefined): Promise<void> {
    let key: string | undefined;
    try {
      key = idempotencyKeyOf(req.get(IDEMPOTENCY_KEY_HEADER), IDEMPOTENCY_KEY_HEADER, 'header');
    } catch (error) {
      req.resume();
      throw error;
    }
    const { body, bytes } = await readJsonBody(req, config ? MAIL_OPERATIONS[config].bodyLimit : LARGEST_MAIL_BODY);
    readAt.set(req, Date.now());
    if (
      typeof body === 'object' &&
      body !== null &&
      typeof (body as Record<string, unknown>)[HONEYPOT_FIELD] === 'string' &&
      (body as Record<string, string>)[HONEYPOT_FIELD] !== ''
    ) {
      return void res.status(202).json(dropped(req));
    }
    const named = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).config : undefined;
    // A form's own endpoint answers for its form whatever the body names.
    const request = config ? { ...(body as object), config } : body;
    // A body larger than its form may post is refused before it is validated, as its own endpoint would.
    if (!config && isMailConfig(named) && bytes > MAIL_OPERATIONS[named].bodyLimit)
      return sendError(res, 413, 'Request body is too large');
    const parsed = v.safeParse(config ? MAIL_REQUEST_SCHEMAS[config] : MailRequestSchema, request, {
      abortPipeEarly: true,
    });
    if (!parsed.success) return sendError(res, 400, 'Invalid mail request', fieldErrors(parsed.issues));
    // A refused file throws an HttpError (413, 415) that the error handler answers.
    let accepted: MailAccepted;
    try {
      accepted = await accept(req, parsed.output, key);
    } catch (error) {
      throw outboxRefusal(res, error, parsed.output.config) ?? error;
    }
    res.status(202).json(accepted);
  }

  /** A plain form post for the form `config`, or for the one its `config` field names. */
  async function answerForm(req: Request, res: Response, config: MailConfig | undefined): Promise<void> {
    const origin = siteOrigin?.(req) ?? `${req.protocol}://${req.get('host')}`;
    if (!sendPage) return sendError(res, 415, 'Content-Type must be application/json');
    if (!isSameSitePost(req, origin))
      return sendError(res, 403, 'A form may be posted from this site’s own pages only');
    const refererLocale = localeOfAddress(req.headers.referer);
    let post: FormPost;
    try {
      post = await readFormPost(req, config ? MAIL_OPERATIONS[config].bodyLimit : LARGEST_MAIL_BODY);
      readAt.set(req, Date.now());
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // A multipart post carries a file: one too large for its form is that file's fault.
      const sender = error.status === 413 && req.is('multipart/form-data') ? fileSender(config) : undefined;
      if (sender?.file) {
        return sendUnreadFormPage(
          sendPage,
          req,
          res,
          FORM_PAGE_OF_CONFIG[sender.config],
          { outcome: 'invalid', values: {}, errors: { [sender.file.field]: sender.file.tooLarge } },
          413,
        );
      }
      throw error;
    }
    const { fields, files } = post;
    const form = config ?? fields.config;
    if (!isMailConfig(form))
      return sendError(res, 400, `Unknown form: config must be one of ${MAIL_CONFIGS.join(', ')}`, {
        config: MESSAGE.incorrect,
      });
    const operation = MAIL_OPERATIONS[form];
    const target: FormTarget = {
      form: FORM_PAGE_OF_CONFIG[form],
      locale: fields.locale === 'en' || fields.locale === 'uk' ? fields.locale : refererLocale,
      context: Object.fromEntries(contextNames(operation.form).map((name) => [name, fields[name]])),
    };
    const values = Object.fromEntries(Object.entries(fields).filter(([name]) => !FORM_META_FIELDS.has(name)));
    const key = idempotencyKeyOf(fields[IDEMPOTENCY_KEY_FIELD], IDEMPOTENCY_KEY_FIELD, 'field');
    if (fields[HONEYPOT_FIELD]) {
      dropped(req);
      return sendFormPage(req, res, target, { outcome: 'sent', values: {}, errors: {} }, 200);
    }
    if (post.bytes > operation.bodyLimit) return sendError(res, 413, 'Request body is too large');
    const page = fields.page?.startsWith('/') ? `${origin}${fields.page}` : fields.page;
    const formFields = operation.fieldsOfPost?.(values, files) ?? values;
    const parsed = v.safeParse(
      MAIL_REQUEST_SCHEMAS[form],
      { config: form, page, fields: formFields },
      { abortPipeEarly: true },
    );
    if (!parsed.success)
      return sendFormPage(req, res, target, { outcome: 'invalid', values, errors: fieldErrors(parsed.issues) }, 400);
    try {
      await accept(req, parsed.output, key);
    } catch (error) {
      // The page that answers carries a new key: the visitor may send the form again from it.
      const refusal = outboxRefusal(res, error, form);
      if (refusal) return sendFormPage(req, res, target, { outcome: 'failed', values, errors: {} }, refusal.status);
      if (error instanceof HttpError && error.fields)
        return sendFormPage(req, res, target, { outcome: 'invalid', values, errors: error.fields }, error.status);
      if (!isDatabaseUnavailable(error)) {
        log.error({ err: error, config: form }, 'mail: a plain form post could not be queued');
        return sendFormPage(req, res, target, { outcome: 'failed', values, errors: {} }, 500);
      }
      deferForDatabase(res, log, error, { config: form });
      return sendFormPage(req, res, target, { outcome: 'failed', values, errors: {} }, 503);
    }
    return sendFormPage(req, res, target, { outcome: 'sent', values: {}, errors: {} }, 200);
  }

  function sendFormPage(
    req: Request,
    res: Response,
    target: FormTarget,
    state: Omit<FormPageState, 'form'>,
    httpStatus: number,
  ): Promise<void> {
    const path = withFormContext(buildPath(target.form, target.locale), target.context);
    return sendPage!(req, res, path, { state: { form: target.form, ...state }, httpStatus });
  }

  // A post larger than any text form (or not saying how large) carries a file: those count against the stricter limits, whichever endpoint they go to.
  const carriesFile = (req: Request) => !(Number(req.headers['content-length']) <= TEXT_FORM_BODY_LIMIT);

  /** The 503 for a post with a file while the outbox is full of files not yet delivered (the mail server is away). */
  async function outboxFull(req: Request, res: Response): Promise<HttpError | undefined> {
    if (maxQueuedBytes <= 0 || !outbox.queuedBytes || !carriesFile(req)) return undefined;
    const queued = await outbox.queuedBytes();
    if (queued < maxQueuedBytes) return undefined;
    log.warn(
      { queuedBytes: queued, maxQueuedBytes },
      'mail: the outbox is full of undelivered files, a post with a file is refused',
    );
    res.setHeader('Retry-After', String(OUTBOX_FULL_RETRY_AFTER_SECONDS));
    req.resume();
    return new HttpError(503, 'The site cannot take files right now; please try again later');
  }

  const endpoint =
    (config: MailConfig | undefined): RequestHandler =>
    (req, res, next) => {
      const overBudget = uploadBudget?.admit(req, res, config ? MAIL_OPERATIONS[config].bodyLimit : LARGEST_MAIL_BODY);
      if (overBudget) return next(overBudget);
      void (async () => {
        const refusal = await outboxFull(req, res);
        if (refusal) throw refusal;
        await (isFormPost(req) ? answerForm : answerJson)(req, res, config);
      })().catch(next);
    };

  // A refusal of a plain post names its form by its endpoint, or, on `/mail/send`, by the file it carries.
  const refusedAsPage = (config: MailConfig | undefined) =>
    refusalsAsFormPage(sendPage, (req) => {
      const form = config ?? (carriesFile(req) ? fileSender(undefined)?.config : undefined);
      return form && FORM_PAGE_OF_CONFIG[form];
    });

  const limited = rateLimit ? [rateLimit] : [];
  const uploads: RequestHandler[] = uploadRateLimit
    ? [(req, res, next) => (carriesFile(req) ? uploadRateLimit(req, res, next) : next())]
    : [];
  for (const config of MAIL_CONFIGS)
    router.post(`/${MAIL_FORM_PATHS[config]}`, ...limited, ...uploads, endpoint(config), refusedAsPage(config));
  router.post(`/${ANY_MAIL_FORM_PATH}`, ...limited, ...uploads, endpoint(undefined), refusedAsPage(undefined));
  return router;
}

interface FormTarget {
  form: FormPageId;
  locale: Locale;
  context: FormContext;
}

/** The operation whose form sends a file: the post's own form, or, when the post has not been read far enough to name one, the one form that sends files. */
function fileSender(config: MailConfig | undefined): MailOperation | undefined {
  if (config) return MAIL_OPERATIONS[config];
  const senders = Object.values(MAIL_OPERATIONS).filter((operation) => operation.file);
  return senders.length === 1 ? senders[0] : undefined;
}
