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
