import * as v from 'valibot';
import { BIRTHDAY_FIELD, PHONE_FIELD, type MailFormDescription } from './form-description.ts';
import { MESSAGE, birthday, phone, requiredLine } from './rules.ts';

/** Sign a declaration with a family doctor: the full name, the phone and the birthday. */
export const DECLARATION_FORM = [
  { kind: 'text', name: 'pib', label: 'booking.field.pib', mailLabel: 'ПІБ', required: true, autoComplete: 'name' },
  PHONE_FIELD,
  BIRTHDAY_FIELD,
] as const satisfies MailFormDescription;

/** Declaration dialog: pib (full name), phone and birthday, all required. */
export const DeclarationFormSchema = v.object(
  {
    pib: requiredLine,
    phone,
    birthday,
  },
  MESSAGE.required,
);

/**
 * The gateway gets the form as it is: no note from dialog state, unlike the other forms.
 * @alias named like the other forms' mail schemas, which mail-request.ts lists side by side
 */
export const DeclarationMailFieldsSchema = DeclarationFormSchema;
