import * as v from 'valibot';
import { MESSAGE, birthday, phone, requiredLine } from './rules.ts';

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
