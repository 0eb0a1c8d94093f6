import { BIRTHDAY, PHONE, REVIEW } from '@clinic/contracts/constants';
import type { FormContext } from '@clinic/contracts/form-page';
import type { SelectOption } from './select-field.ts';
import { CV } from './rules.ts';

/**
 * How a visitor gives a field's value. A dialog and a page without scripts render the same kind
 * each in its own way: a rating is stars in a dialog and a select on a page, a masked text keeps
 * its mask only where a script can.
 */
type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'rating' | 'file';

/** One field a visitor fills in: its input, its rules' place (the schema beside it) and its line in the staff mail. */
export interface FieldDescription<Name extends string = string> {
  kind: FieldKind;
  name: Name;
  /** Catalogue key of the visible label, in both locales. */
  label: string;
  /**
   * The label of its line in the staff mail, which is Ukrainian whatever the visitor's locale (a file
   * is attached instead); a form that is not mailed, such as the payment, has none.
   */
  mailLabel?: string;
  required?: boolean;
  autoComplete: string;
  inputMode?: 'tel' | 'numeric' | 'email';
  /** Catalogue key of an input's placeholder, or of a select's first option with an empty value. */
  placeholder?: string;
  /** An IMask pattern the value keeps as typed where a script runs (`0` is a digit). */
  mask?: string;
  /** Catalogue key of a permanent hint, read with the input. */
  hint?: string;
  /** A select's (and a rating's) options. */
  options?: readonly SelectOption[];
  /** The value the field starts with. */
  initial?: string | number;
  /** A file picker's types. */
  accept?: string;
}

/**
 * A line of the staff mail that the visitor does not type: what the button that opened the form
 * carried (a note, the vacancy, what a review is about), joined with " / " when it has several parts.
 */
interface ContextDescription {
  kind: 'context';
  /** Which of the values a form's address can carry (`FORM_CONTEXT_QUERY`) make up the line. */
  parts: readonly (keyof FormContext)[];
  mailLabel: string;
  /** Leave the line out when it has nothing, rather than saying nothing was given. */
  omitWhenEmpty?: boolean;
}

/** A form, in the order its fields are asked for and its mail's lines are written. */
export type FormDescription = readonly (FieldDescription | ContextDescription)[];

/** A form the staff receive by mail: every field has its line's label. */
export type MailFormDescription = readonly ((FieldDescription & { mailLabel: string }) | ContextDescription)[];

/** The fields a visitor fills in, in order: what a dialog and a page render. */
export function askedFields(form: FormDescription): FieldDescription[] {
  return form.filter((entry): entry is FieldDescription => entry.kind !== 'context');
}

/** The names of the values a form carries from where it was opened. */
export function contextNames(form: FormDescription): (keyof FormContext)[] {
  return form.flatMap((entry) => (entry.kind === 'context' ? entry.parts : []));
}

/** What each asked field starts with in an empty form: its initial value, nothing for a file, else an empty text. */
export function emptyValues(form: FormDescription): Record<string, string | number | undefined> {
  return Object.fromEntries(
    askedFields(form).map((field) => [field.name, field.kind === 'file' ? undefined : (field.initial ?? '')]),
  );
}

export const FIRST_NAME_FIELD = {
  kind: 'text',
  name: 'firstName',
  label: 'booking.field.firstName',
  mailLabel: 'Імʼя',
  required: true,
  autoComplete: 'given-name',
} as const satisfies FieldDescription;

export const PHONE_FIELD = {
  kind: 'tel',
  name: 'phone',
  label: 'booking.field.phone',
  mailLabel: 'Телефон',
  required: true,
  autoComplete: 'tel',
  inputMode: 'tel',
  placeholder: 'booking.placeholder.phone',
  mask: PHONE.mask,
} as const satisfies FieldDescription;

export const BIRTHDAY_FIELD = {
  kind: 'text',
  name: 'birthday',
  label: 'booking.field.birthday',
  mailLabel: 'Дата народження',
  required: true,
  autoComplete: 'bday',
  inputMode: 'numeric',
  placeholder: 'booking.placeholder.birthday',
  mask: BIRTHDAY.mask,
} as const satisfies FieldDescription;

/** Stars from five down to one, five chosen until the visitor picks another. */
export const RATING_FIELD = {
  kind: 'rating',
  name: 'rating',
  label: 'booking.field.rating',
  mailLabel: 'Оцінка',
  autoComplete: 'off',
  options: [5, 4, 3, 2, 1].map((count) => ({
    value: String(count),
    label: 'booking.rating.star',
    labelValues: { count },
  })),
  initial: REVIEW.defaultRating,
} as const satisfies FieldDescription;

export const CV_FIELD = {
  kind: 'file',
  name: 'cv',
  label: 'booking.field.cv',
  mailLabel: 'Резюме',
  required: true,
  autoComplete: 'off',
  accept: CV.accept,
  hint: CV.hint,
} as const satisfies FieldDescription;
