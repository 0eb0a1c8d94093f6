import * as v from 'valibot';
import { BIRTHDAY, PHONE, REVIEW } from '@clinic/contracts/constants';

/**
 * The forms' validation rules. Each message is a catalogue key (packages/i18n), so the
 * browser shows it in the visitor's language and the gateway can name it in a 400.
 */
export const MESSAGE = {
  required: 'forms.validation.required',
  incorrect: 'forms.validation.incorrect',
  incorrectEmail: 'forms.validation.incorrectEmail',
  cvType: 'forms.validation.cvType',
  cvTooLarge: 'forms.validation.cvTooLarge',
  tooLong: 'forms.validation.tooLong',
  controlCharacters: 'forms.validation.controlCharacters',
} as const;

/** Upper bounds of free text, which no message names: generous for people, small enough for a mail body. */
export const MAX_LENGTH = { line: 200, text: 5_000, email: 254, page: 2_048 } as const;

const text = v.string(MESSAGE.required);

export const required = v.pipe(text, v.trim(), v.nonEmpty(MESSAGE.required));

/** C0 and C1 controls (line breaks and tabs among them), DEL, and Unicode's line and paragraph separators. */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

export function withoutControlCharacters(value: string): string {
  return value.replace(new RegExp(CONTROL_CHARACTER.source, 'gu'), '');
}

/** What a one-line field (a name, a phone, a goal, a subject) may not hold: it would add lines to the mail, or hide in it. */
const oneLine = v.check((value: string) => !hasControlCharacter(value), MESSAGE.controlCharacters);

/** A required one-line value such as a name. */
export const requiredLine = v.pipe(required, v.maxLength(MAX_LENGTH.line, MESSAGE.tooLong), oneLine);

/** A required free text such as a review comment. */
export const requiredText = v.pipe(required, v.maxLength(MAX_LENGTH.text, MESSAGE.tooLong));

export const optionalLine = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.line, MESSAGE.tooLong), oneLine),
  '',
);

export const optionalLongText = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.text, MESSAGE.tooLong)),
  '',
);

/** The masked value `38(0XX) XXX-XX-XX`: 17 characters, 380 followed by 9 digits once + ( ) - and spaces are removed. */
export function isValidPhone(masked: string): boolean {
  return masked.length === PHONE.maskedLength && PHONE.pattern.test(masked.replace(/[+()\-\s]/g, ''));
}

/**
 * A phone is taken only as the masked value and kept as written: guessing at any other writing read a
 * number one digit short as another, well-formed one, which then reached the clinic.
 */
export const phone = v.pipe(required, oneLine, v.check(isValidPhone, MESSAGE.incorrect));

/** Phone digits as sent in a review (digits only). */
export function phoneDigits(masked: string): string {
  return masked.replace(/\D/g, '');
}

export const birthday = v.pipe(required, oneLine, v.length(BIRTHDAY.length, MESSAGE.incorrect));

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a filled e-mail looks like an address; one that does not is still sent as typed. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * The vacancy form's e-mail is optional and not part of the form's validity: a filled value that is no
 * address gets a message (`emailAdvice`) but is sent as typed, so the clinic can still read it. One line
 * only, as it may become the mail's Reply-To.
 */
export const optionalEmail = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.email, MESSAGE.tooLong), oneLine),
  '',
);

/** The message a filled e-mail that is no address gets, beside the field; it does not stop the form. */
export function emailAdvice(value: string | undefined): typeof MESSAGE.incorrectEmail | undefined {
  const typed = value?.trim() ?? '';
  return typed === '' || isEmailAddress(typed) ? undefined : MESSAGE.incorrectEmail;
}

/** Review stars, 1 to 5, 5 when not given. */
export const rating = v.optional(
  v.pipe(
    v.number(MESSAGE.incorrect),
    v.integer(MESSAGE.incorrect),
    v.minValue(1, MESSAGE.incorrect),
    v.maxValue(5, MESSAGE.incorrect),
  ),
  REVIEW.defaultRating,
);

export function hasLineBreak(value: string): boolean {
  return /[\r\n]/.test(value);
}

/** A one-line value a dialog passes on (a vacancy's name, what a review is about). */
export const headerSafeLine = v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.line, MESSAGE.tooLong), oneLine);

/** The CV a vacancy takes: pdf, msword or docx, at most 10 MB; `hint`, the catalogue key of the picker's permanent hint. */
export const CV = {
  hint: 'forms.hint.cv',
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  extensions: ['pdf', 'doc', 'docx'],
  accept:
    '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type CvKind = (typeof CV.extensions)[number];

export function cvExtension(filename: string): CvKind | undefined {
  const extension = filename.toLowerCase().split('.').pop() ?? '';
  return (CV.extensions as readonly string[]).includes(extension) ? (extension as CvKind) : undefined;
}

/** Browsers leave the type empty for some .doc files, so the extension decides then. */
export function isAllowedCvFile(filename: string, mimeType: string): boolean {
  if (!cvExtension(filename)) return false;
  return mimeType === '' || (CV.mimeTypes as readonly string[]).includes(mimeType);
}

/** The part of a browser `File` the rules need; duck-typed so the gateway can import this module. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).size === 'number'
  );
}

/** The CV as picked in the browser. */
export const cvFile = v.pipe(
  v.custom<FileLike>(isFileLike, MESSAGE.required),
  v.check((file) => isAllowedCvFile(file.name, file.type), MESSAGE.cvType),
  v.check((file) => file.size <= CV.maxBytes, MESSAGE.cvTooLarge),
);

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[^;,]*)*;base64,[A-Za-z0-9+/]*={0,2}$/;

/** Bytes a base64 data URL decodes to, without decoding it. */
export function dataUrlByteLength(dataUrl: string): number {
  const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor((data.length * 3) / 4) - padding;
}

/** The CV as it travels to the gateway (the file content as a data URL). */
export const cvUpload = v.object(
  {
    // Whatever the visitor's file is called: the gateway reduces the name to a safe base name.
    filename: v.pipe(
      required,
      v.maxLength(MAX_LENGTH.line, MESSAGE.tooLong),
      v.check((name) => cvExtension(name) !== undefined, MESSAGE.cvType),
    ),
    dataUrl: v.pipe(
      required,
      v.check((value) => DATA_URL.test(value), MESSAGE.cvType),
      v.check((value) => {
        const type = /^data:([^;,]*)/.exec(value)?.[1] ?? '';
        return type === '' || type === 'application/octet-stream' || (CV.mimeTypes as readonly string[]).includes(type);
      }, MESSAGE.cvType),
      v.check((value) => dataUrlByteLength(value) > 0, MESSAGE.required),
    ),
  },
  MESSAGE.required,
);
