import * as v from 'valibot';
import { ApiErrorSchema } from '@clinic/contracts/api-error';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '@clinic/contracts/idempotency';
// By the package name: the shared module, whose base URL the shell set.
import { apiUrl, failedPostKey, forgetFailedPost, rememberFailedPost } from '@clinic/api-client/base';

/** A failed API call, typed in one place: `status` 0 means the network failed. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function parseResponse<TSchema extends v.GenericSchema>(
  response: Response,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = v.safeParse(ApiErrorSchema, body);
    if (error.success) throw new ApiError(response.status, error.output.error.message, error.output.error.fields);
    throw new ApiError(response.status, `Request failed with status ${response.status}`);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(response.status, `Unexpected response: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}

async function request(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error');
  }
}

/** A GET under the API base (a content operation's `operationUrl`), its answer validated against the contract schema. */
export async function getJson<TSchema extends v.GenericSchema>(
  path: string,
  schema: TSchema,
  signal?: AbortSignal,
): Promise<v.InferOutput<TSchema>> {
  const response = await request(apiUrl(path), { signal, headers: { Accept: 'application/json' } });
  return parseResponse(response, schema);
}

/**
 * The gateway answers 503 with `Retry-After` only for a post it did not take (its database restarting, too
 * many uploads at once), so sending it again is safe. A post waits out a short one by itself, at most twice:
 * a visitor who sends a form through a brief outage sees it sent, not an error. A longer wait (a full outbox
 * asks for minutes) fails at once.
 */
const LONGEST_RETRY_AFTER_SECONDS = 10;
const MOST_RETRIES = 2;

/** How long the answer asks to wait before the same post is sent again, when it is worth waiting for. */
function retryDelayMs(response: Response): number | undefined {
  if (response.status !== 503) return undefined;
  const header = response.headers.get('retry-after')?.trim() ?? '';
  if (!/^\d+$/.test(header) || Number(header) > LONGEST_RETRY_AFTER_SECONDS) return undefined;
  return Number(header) * 1000;
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    signal?.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * A JSON POST to one of the gateway's own endpoints (`mail/order`, `payment/checkout`), sent again after a
 * short 503. Each post carries an `Idempotency-Key`, the same on its own retries and when the same body is
 * posted again after a failure; a new one otherwise.
 */
export async function postJson<TSchema extends v.GenericSchema>(
  path: string,
  body: unknown,
  schema: TSchema,
  signal?: AbortSignal,
): Promise<v.InferOutput<TSchema>> {
  const text = JSON.stringify(body);
  const sent = `${path}\n${text}`;
  const key = failedPostKey(sent) ?? newIdempotencyKey();
  const init: RequestInit = {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
    body: text,
  };
  try {
    let response = await request(apiUrl(path), init);
    for (let retry = 0; retry < MOST_RETRIES; retry++) {
      const waitMs = retryDelayMs(response);
      if (waitMs === undefined) break;
      await response.body?.cancel();
      await delay(waitMs, signal);
      response = await request(apiUrl(path), init);
    }
    const answer = await parseResponse(response, schema);
    forgetFailedPost(sent);
    return answer;
  } catch (error) {
    rememberFailedPost(sent, key);
    throw error;
  }
}
