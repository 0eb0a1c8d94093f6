/**
 * A form post names itself with a key the sender chose once for that submission: sent again with the same
 * key (a retry after a time-out, a second click on "send" after an error), it gets the first answer and is
 * not taken a second time.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The same key in a page without scripts: a hidden field of each plain form. */
export const IDEMPOTENCY_KEY_FIELD = 'idempotency_key';

/**
 * What a server-rendered form carries in place of its key: the gateway puts a fresh key there in each page it
 * sends (pages are rendered once for many visitors). It is no valid key, so one left in place is refused, never shared.
 */
export const IDEMPOTENCY_KEY_PLACEHOLDER = '{idempotency-key}';

/** What a key may be: 8 to 128 letters, digits, `-`, `_`, `.` or `:` (a UUID is one). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** A fresh key for one submission: 128 random bits (`randomUUID` exists only on HTTPS pages, `getRandomValues` everywhere). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
