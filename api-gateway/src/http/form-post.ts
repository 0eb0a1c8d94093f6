import type { ErrorRequestHandler, Request, Response } from 'express';
import {
  FORM_CONTEXT_QUERY,
  withFormContext,
  type FormContext,
  type FormPageId,
  type FormPageState,
} from '@clinic/contracts/form-page';
import { buildPath } from '@clinic/contracts/routes';
import { splitLocale, type Locale } from '@clinic/contracts/locale';
import { HttpError } from './errors.ts';
import { readLimitedBody } from './request-body.ts';

/** A file of a multipart form post. */
interface PostedFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A plain HTML form's post: its text fields (the first value of each name) and its files. */
export interface FormPost {
  fields: Record<string, string>;
  files: Record<string, PostedFile>;
  /** Size of the body as received. */
  bytes: number;
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** A browser's plain form post (no script): urlencoded, or multipart when it carries a file. Anything else is the scripts' JSON. */
export function isFormPost(req: Request): boolean {
  return Boolean(req.is(FORM_TYPES));
}

/**
 * Reads a urlencoded or multipart body of at most `limit` bytes with the platform's own form parser
 * (the one `fetch` uses), so no parser of ours meets the multipart syntax. A body that is no valid
 * form is a 400, one too large a 413.
 */
export async function readFormPost(req: Request, limit: number): Promise<FormPost> {
  const body = await readLimitedBody(req, limit);
  let data: FormData;
  try {
    data = await new Request('http://form.invalid/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new HttpError(400, 'Request body is not a valid form');
  }
  const fields: Record<string, string> = {};
  const files: Record<string, PostedFile> = {};
  for (const [name, value] of data.entries()) {
    if (typeof value === 'string') {
      fields[name] ??= value;
    } else if (!files[name] && (value.size > 0 || value.name !== '')) {
      // A file input left empty posts a nameless empty file: that is no file.
      files[name] = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
  }
  return { fields, files, bytes: body.length };
}

/**
 * Whether a form post comes from this site's own pages. A plain form needs no preflight, so a page
 * elsewhere could post one in a visitor's name: the browser's `Sec-Fetch-Site` and `Origin` tell.
 */
export function isSameSitePost(req: Request, siteOrigin: string): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return false;
  const origin = req.headers.origin;
  if (!origin || origin === 'null')
    return fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
  try {
    const { host } = new URL(origin);
    return host === req.get('host') || host === new URL(siteOrigin).host;
  } catch {
    return false;
  }
}

/**
 * Sends the page at `address` (path, and query for a form's answer): its head, status and render; with
 * `formPage`, as the answer to a plain form post. Page rendering provides it; the form endpoints, below
 * it, are handed one.
 */
export type SendPage = (
  req: Request,
  res: Response,
  address: string,
  formPage?: { state: FormPageState; httpStatus: number },
) => Promise<void>;

/** The locale of the page a post came from, for an answer that cannot read the post's own. */
export function localeOfAddress(address: string | undefined): Locale {
  return splitLocale(parseAddress(address)?.pathname ?? '/').locale;
}

/**
 * The address of `form`'s page to answer a post with that was not read (refused, or too large): in the
 * locale of the page the post came from (`Referer`) and, when that was the form's own page, with what it was
 * opened with (a vacancy's name, an amount), so the form comes back as it was offered.
 */
export function formPageOfReferer(referer: string | undefined, form: FormPageId): string {
  const locale = localeOfAddress(referer);
  const path = buildPath(form, locale);
  const from = parseAddress(referer);
  if (from?.pathname !== path) return path;
  const context: FormContext = {};
  for (const [key, name] of Object.entries(FORM_CONTEXT_QUERY))
    context[key as keyof FormContext] = from.searchParams.get(name) ?? undefined;
  return withFormContext(path, context);
}

/** Answers a post that was not read with `form`'s page as the page the post came from offered it (`formPageOfReferer`). */
export function sendUnreadFormPage(
  sendPage: SendPage,
  req: Request,
  res: Response,
  form: FormPageId,
  state: Omit<FormPageState, 'form'>,
  httpStatus: number,
): Promise<void> {
  return sendPage(req, res, formPageOfReferer(req.headers.referer, form), { state: { form, ...state }, httpStatus });
}

/**
 * A form's endpoint's answer to a post refused before it is read (429: too many from this client; 503: too many
 * uploads at once, no room for files): the scripts get the JSON error from the error handler, and a plain post of
 * `formOf`'s form (none: the JSON too) the form's page with the result every failed send shows. What the visitor
 * typed was not read; their browser's back button has it.
 */
export function refusalsAsFormPage(
  sendPage: SendPage | undefined,
  formOf: (req: Request) => FormPageId | undefined,
): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (!(error instanceof HttpError) || (error.status !== 429 && error.status !== 503)) return next(error);
    const form = sendPage && isFormPost(req) && !res.headersSent ? formOf(req) : undefined;
    if (!sendPage || !form) return next(error);
    req.resume();
    sendUnreadFormPage(sendPage, req, res, form, { outcome: 'failed', values: {}, errors: {} }, error.status).catch(
      next,
    );
  };
}

function parseAddress(address: string | undefined): URL | undefined {
  try {
    return new URL(address ?? '/', 'http://site.invalid');
  } catch {
    return undefined;
  }
}
