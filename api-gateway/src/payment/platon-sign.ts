import { createHash, timingSafeEqual } from 'node:crypto';
import { PAYMENT } from '@clinic/contracts/constants';

/**
 * Platon's signatures are PHP expressions (`md5(strtoupper(strrev(...)))`), so they are
 * computed the way PHP does: `strrev` reverses bytes of the UTF-8 text and PHP 8's
 * `strtoupper` upper-cases only a–z, leaving Cyrillic and every other byte alone.
 * Worked example: ./README.md.
 */

/** PHP 8 `strtoupper` on text: a–z only (JavaScript's toUpperCase would also change Cyrillic). */
export function asciiUpperCase(value: string): string {
  return value.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

function reversedBytes(value: string): Buffer {
  return Buffer.from(value, 'utf8').reverse();
}

function asciiUpperBytes(bytes: Buffer): Buffer {
  const upper = Buffer.from(bytes);
  upper.forEach((byte, index) => {
    if (byte >= 0x61 && byte <= 0x7a) upper[index] = byte - 0x20;
  });
  return upper;
}

function md5Hex(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('hex');
}

/** `md5(strtoupper(a . b . …))` over parts that are already bytes. */
function platonHash(parts: Buffer[]): string {
  return md5Hex(asciiUpperBytes(Buffer.concat(parts)));
}

const text = (value: string): Buffer => Buffer.from(value, 'utf8');

/** Kopecks as Platon's amount: always two decimals, `50000` → `"500.00"`. */
export function formatAmount(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError(`amount must be a non-negative integer of kopecks, got ${amountMinor}`);
  return `${Math.floor(amountMinor / 100)}.${String(amountMinor % 100).padStart(2, '0')}`;
}

/** `"500.00"` or `"500"` → `50000`; anything else → undefined. */
export function parseAmount(value: string): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export interface PaymentData {
  amount: string;
  description: string;
  currency: string;
  recurring: string;
}

/** The form's `data` field: base64 of the UTF-8 JSON, keys in this order, Cyrillic unescaped. */
export function encodePaymentData(amountMinor: number, description: string): string {
  const data: PaymentData = {
    amount: formatAmount(amountMinor),
    description,
    currency: PAYMENT.currency,
    recurring: PAYMENT.recurring,
  };
  return Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
}

/** Reads `data` back; undefined unless it is base64 JSON with the four string fields. */
export function decodePaymentData(encoded: string): PaymentData | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { amount, description, currency, recurring } = parsed as Record<string, unknown>;
    if ([amount, description, currency].some((value) => typeof value !== 'string')) return undefined;
    return { amount, description, currency, recurring: typeof recurring === 'string' ? recurring : '' } as PaymentData;
  } catch {
    return undefined;
  }
}

export interface SignedParts {
  key: string;
  payment: string;
  data: string;
  url: string;
}

/** `md5(strtoupper(strrev(key) . strrev(payment) . strrev(data) . strrev(url) . strrev(secret)))`. */
export function checkoutSign({ key, payment, data, url }: SignedParts, secret: string): string {
  return platonHash([key, payment, data, url, secret].map(reversedBytes));
}

export interface CallbackSignedParts {
  email?: string;
  order: string;
  card: string;
}

/** `md5(strtoupper(strrev(email) . secret . order . strrev(first6(card) . last4(card))))`. */
export function callbackSign({ email = '', order, card }: CallbackSignedParts, secret: string): string {
  const cardBytes = text(card);
  const cardEnds = Buffer.concat([cardBytes.subarray(0, 6), cardBytes.subarray(Math.max(0, cardBytes.length - 4))]);
  return platonHash([reversedBytes(email), text(secret), text(order), cardEnds.reverse()]);
}

/** Exactly the expected lower-case hex, compared in constant time so a forger learns nothing of where they differ. */
export function signaturesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
