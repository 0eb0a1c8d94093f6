import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { normalizePhone } from './phone.ts';
import { MESSAGE, phone } from './rules.ts';

const WRITTEN = [
  '+380501234567',
  '+38 (050) 123-45-67',
  '050 123 45 67',
  '0501234567',
  '501234567',
  '380501234567',
  '8 050 123 45 67',
  '38(050) 123-45-67',
];

describe('normalizePhone', () => {
  it.each(WRITTEN)('writes %s as 38(050) 123-45-67', (written) => {
    expect(normalizePhone(written)).toBe('38(050) 123-45-67');
  });
  it.each(['', '050 123 45', '+1 212 555 0100', '38(150) 123-45-67', '05012345678'])(
    'leaves %s for the rules to refuse',
    (written) => {
      expect(normalizePhone(written)).toBe(written);
    },
  );
});

describe('phone rule', () => {
  it.each(WRITTEN)('accepts %s and gives the masked form', (written) => {
    expect(v.parse(phone, written)).toBe('38(050) 123-45-67');
  });
  it('still refuses a number that is not Ukrainian', () => {
    const result = v.safeParse(phone, '+1 212 555 0100');
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe(MESSAGE.incorrect);
  });
});
