import * as v from 'valibot';
import { MESSAGE, birthday, phone, requiredLine } from './rules.ts';

/** Declaration dialog (spec §3, §5): pib (full name), phone and birthday, all required. */
export const DeclarationFormSchema = v.object(
  {
    pib: requiredLine,
    phone,
    birthday,
  },
  MESSAGE.required,
);
export type DeclarationFormInput = v.InferInput<typeof DeclarationFormSchema>;
export type DeclarationForm = v.InferOutput<typeof DeclarationFormSchema>;

export const DeclarationMailFieldsSchema = DeclarationFormSchema;
export type DeclarationMailFields = v.InferOutput<typeof DeclarationMailFieldsSchema>;
