import { PHONE } from '@clinic/contracts/constants';

/**
 * The IMask options of every phone field. The operator code's leading 0 is fixed, so
 * `501234567` keeps all nine digits; only digits are fed to the mask, so a `+` or the
 * site's own `+38 (050) …` display format is not taken for the first digit.
 */
export const PHONE_INPUT = {
  mask: PHONE.mask.replace('(0', '(\\0'),
  prepareChar: (typed: string) => typed.replace(/\D/g, ''),
} as const;

/** The ten national digits (`0501234567`) of a number written any usual way, or undefined. */
function nationalDigits(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits.length === PHONE.digits && digits.startsWith('380')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('80')) return digits.slice(1);
  if (digits.length === 10 && digits.startsWith('0')) return digits;
  if (digits.length === 9 && !digits.startsWith('0')) return `0${digits}`;
  return undefined;
}

/**
 * A phone number as people type or paste it (`+380501234567`, `+38 (050) 123-45-67`,
 * `050 123 45 67`, `0501234567`, `501234567`) in the masked form `38(050) 123-45-67`;
 * anything else unchanged, for the rules to refuse.
 */
export function normalizePhone(text: string): string {
  const national = nationalDigits(text);
  if (!national) return text;
  return `38(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
}
