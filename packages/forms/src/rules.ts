import * as v from 'valibot';
import { BIRTHDAY, PHONE } from '@clinic/contracts/constants';

/**
 * Validation rules of spec §5. Each message is a catalogue key (packages/i18n), so the
 * browser shows it in the visitor's language and the gateway can name it in a 400.
 */
export const MESSAGE = {
  required: 'forms.validation.required',
  incorrect: 'forms.validation.incorrect',
  incorrectEmail: 'forms.validation.incorrectEmail',
  cvType: 'forms.validation.cvType',
} as const;

const text = v.string(MESSAGE.required);

export const required = v.pipe(text, v.trim(), v.nonEmpty(MESSAGE.required));

export const optionalText = v.optional(v.pipe(v.string(), v.trim()), '');

/** The masked value `38(0XX) XXX-XX-XX`: 17 characters, 380 followed by 9 digits once + ( ) - and spaces are removed. */
export function isValidPhone(masked: string): boolean {
  return masked.length === PHONE.maskedLength && PHONE.pattern.test(masked.replace(/[+()\-\s]/g, ''));
}

export const phone = v.pipe(required, v.check(isValidPhone, MESSAGE.incorrect));

/** Phone digits as sent in a review (spec §3: digits only). */
export function phoneDigits(masked: string): string {
  return masked.replace(/\D/g, '');
}

export const birthday = v.pipe(required, v.length(BIRTHDAY.length, MESSAGE.incorrect));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checked only when filled (spec §5). */
export const optionalEmail = v.optional(
  v.pipe(v.string(), v.trim(), v.check((value) => value === '' || EMAIL_PATTERN.test(value), MESSAGE.incorrectEmail)),
  '',
);
