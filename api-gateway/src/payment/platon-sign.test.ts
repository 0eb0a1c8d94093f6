import { describe, expect, it } from 'vitest';
import {
  asciiUpperCase,
  callbackSign,
  checkoutSign,
  decodePaymentData,
  encodePaymentData,
  formatAmount,
  parseAmount,
  signaturesMatch,
} from './platon-sign.ts';

// The vectors below were computed outside this code, with coreutils (see README.md):
// printf '%s' "$x" | rev; tr a-z A-Z; md5sum. The Cyrillic ones with Python on bytes.
const KEY = 'CLINIC-KEY-1';
const SECRET = 'secret-Pass_42';
const URL = 'https://clinic.example/?payment-success';
const DATA =
  'eyJhbW91bnQiOiI1MDAuMDAiLCJkZXNjcmlwdGlvbiI6ItCf0L7RgdC70YPQs9C4OiDQmtC+0L3RgdGD0LvRjNGC0LDRhtGW0Y8iLCJjdXJyZW5jeSI6IlVBSCIsInJlY3VycmluZyI6IlkifQ==';

describe('amounts', () => {
  it('always has two decimals', () => {
    expect(formatAmount(50_000)).toBe('500.00');
    expect(formatAmount(1)).toBe('0.01');
    expect(formatAmount(9_999_900)).toBe('99999.00');
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });

  it('parses what the provider reports', () => {
    expect(parseAmount('500.00')).toBe(50_000);
    expect(parseAmount('500')).toBe(50_000);
    expect(parseAmount('500.5')).toBe(50_050);
    expect(parseAmount('5e2')).toBeUndefined();
    expect(parseAmount('-1.00')).toBeUndefined();
    expect(parseAmount('')).toBeUndefined();
  });
});

describe('data', () => {
  it('is base64 of the UTF-8 JSON with Cyrillic unescaped', () => {
    expect(encodePaymentData(50_000, 'Послуги: Консультація')).toBe(DATA);
    expect(Buffer.from(DATA, 'base64').toString('utf8')).toBe(
      '{"amount":"500.00","description":"Послуги: Консультація","currency":"UAH","recurring":"Y"}',
    );
  });

  it('decodes back, and refuses what is not base64 JSON', () => {
    expect(decodePaymentData(DATA)).toEqual({
      amount: '500.00',
      description: 'Послуги: Консультація',
      currency: 'UAH',
      recurring: 'Y',
    });
    expect(decodePaymentData('not json')).toBeUndefined();
    expect(decodePaymentData(Buffer.from('{"amount":5}').toString('base64'))).toBeUndefined();
  });
});

describe('checkout sign', () => {
  it('matches the worked example', () => {
    expect(checkoutSign({ key: KEY, payment: 'CC', data: DATA, url: URL }, SECRET)).toBe(
      '15ae73fc26ed13cc552e93e908ceea80',
    );
  });

  it('upper-cases ASCII only and reverses bytes, as PHP does, when the text has Cyrillic', () => {
    const url = 'https://clinic.example/послуги?payment-success';
    expect(checkoutSign({ key: KEY, payment: 'CC', data: DATA, url }, SECRET)).toBe('b3bbea2d55404e217ea0bb458f802879');
    // What JavaScript's toUpperCase on reversed characters would give instead: a different signature.
    expect(checkoutSign({ key: KEY, payment: 'CC', data: DATA, url }, SECRET)).not.toBe(
      'dd9c9f98d69fac53bb2d7f72c2c3682e',
    );
  });

  it('changes with every signed part', () => {
    const base = { key: KEY, payment: 'CC', data: DATA, url: URL };
    const signs = new Set([
      checkoutSign(base, SECRET),
      checkoutSign({ ...base, key: 'OTHER' }, SECRET),
      checkoutSign({ ...base, data: encodePaymentData(50_100, 'Послуги: Консультація') }, SECRET),
      checkoutSign({ ...base, url: 'https://evil.example/' }, SECRET),
      checkoutSign(base, 'other-secret'),
    ]);
    expect(signs.size).toBe(5);
  });
});

describe('asciiUpperCase', () => {
  it('leaves Cyrillic alone', () => {
    expect(asciiUpperCase('Послуги: консультація abc і ї є ґ')).toBe('Послуги: консультація ABC і ї є ґ');
    expect('і'.toUpperCase()).toBe('І');
  });
});

describe('callback sign', () => {
  const order = '0b7f7c3e-4d4a-4e0f-9b8e-2f9c1a5d6e70';
  const card = '411111****1111';

  it('matches hand-computed vectors, with and without an email', () => {
    expect(callbackSign({ email: 'Patient@Example.com', order, card }, SECRET)).toBe(
      'f49c06b910aca5cb8f6db02382e0ff2d',
    );
    expect(callbackSign({ email: '', order, card }, SECRET)).toBe('7721f79f5f9d002177680649941ccd18');
    expect(callbackSign({ order, card }, SECRET)).toBe('7721f79f5f9d002177680649941ccd18');
  });

  it('uses only the first six and last four characters of the card', () => {
    expect(callbackSign({ order, card: '4111111111111111' }, SECRET)).toBe(callbackSign({ order, card }, SECRET));
  });

  it('handles a Cyrillic email byte by byte', () => {
    expect(callbackSign({ email: 'пацієнт@clinic.example', order: 'order-1', card: '4111111111' }, SECRET)).toBe(
      '35cd95b9f3943d992589a0fd38a868a3',
    );
  });
});

describe('signaturesMatch', () => {
  it('accepts only the same lower-case hex', () => {
    expect(signaturesMatch('15ae73fc26ed13cc552e93e908ceea80', '15ae73fc26ed13cc552e93e908ceea80')).toBe(true);
    expect(signaturesMatch('15ae73fc26ed13cc552e93e908ceea80', '15AE73FC26ED13CC552E93E908CEEA80')).toBe(false);
    expect(signaturesMatch('15ae73fc26ed13cc552e93e908ceea80', ' 15ae73fc26ed13cc552e93e908ceea80')).toBe(false);
    expect(signaturesMatch('15ae73fc26ed13cc552e93e908ceea80', '15ae73fc26ed13cc552e93e908ceea81')).toBe(false);
    expect(signaturesMatch('15ae73fc26ed13cc552e93e908ceea80', '15ae73')).toBe(false);
    expect(signaturesMatch('15ae73fc26ed13cc552e93e908ceea80', '')).toBe(false);
  });
});
