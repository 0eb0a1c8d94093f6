import * as v from 'valibot';
import { ApiErrorSchema } from '@clinic/contracts/api-error';
// By the package name: the shared module, whose base URL the shell set.
import { apiUrl } from '@clinic/api-client/base';

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

/** A JSON POST to one of the gateway's own endpoints (`mail/order`, `payment/checkout`). */
export async function postJson<TSchema extends v.GenericSchema>(
  path: string,
  body: unknown,
  schema: TSchema,
  signal?: AbortSignal,
): Promise<v.InferOutput<TSchema>> {
  const response = await request(apiUrl(path), {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return parseResponse(response, schema);
}
