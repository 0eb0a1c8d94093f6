import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@clinic/contracts/idempotency';
import { HttpError } from './errors.ts';

/** A key used before for a different request: the second one is refused, not stored. */
export class IdempotencyConflict extends Error {
  constructor(readonly key: string) {
    super(`Idempotency-Key "${key}" was already used for a different request`);
    this.name = 'IdempotencyConflict';
  }

  /** Its answer: 422, naming the key. */
  refusal(): HttpError {
    return new HttpError(422, this.message, { [IDEMPOTENCY_KEY_HEADER]: 'was already used for a different request' });
  }
}

/** What a post's key and what it asked for: a repeat is known by the key, and told from a misuse of it by the fingerprint. */
export interface IdempotencyClaim {
  key: string;
  fingerprint: string;
}

/** The same request, the same fingerprint: a digest of its JSON, so a store compares it without keeping the request twice. */
export function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/** Why a key was refused, beside the header or field that carried it. */
const KEY_PROBLEM = 'must be 8 to 128 letters, digits or . _ : -';

/**
 * A post's key from its header or hidden field: none when it sent none, a 400 naming where it came from
 * (`Idempotency-Key header`, `idempotency_key field`) when it is no valid key.
 */
export function idempotencyKeyOf(
  value: string | undefined,
  name: string,
  carrier: 'header' | 'field',
): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(value))
    throw new HttpError(400, `Invalid ${name} ${carrier}`, { [name]: KEY_PROBLEM });
  return value;
}
