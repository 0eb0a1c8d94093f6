import * as v from 'valibot';
import {
  MESSAGE,
  cvFile,
  cvUpload,
  headerSafeLine,
  optionalEmail,
  optionalLongText,
  phone,
  requiredLine,
} from './rules.ts';
import { CV_FIELD, FIRST_NAME_FIELD, PHONE_FIELD, type MailFormDescription } from './form-description.ts';

/** Apply for a vacancy: the name, an e-mail if the visitor gives one, the phone, a comment and the CV. */
export const VACANCY_FORM = [
  { kind: 'context', parts: ['vacancyName'], mailLabel: 'Вакансія' },
  FIRST_NAME_FIELD,
  {
    kind: 'email',
    name: 'email',
    label: 'booking.field.email',
    mailLabel: 'Email',
    autoComplete: 'email',
    inputMode: 'email',
  },
  PHONE_FIELD,
  { kind: 'textarea', name: 'comment', label: 'booking.field.comment', mailLabel: 'Коментар', autoComplete: 'off' },
  CV_FIELD,
] as const satisfies MailFormDescription;

const common = {
  firstName: requiredLine,
  email: optionalEmail,
  phone,
  comment: optionalLongText,
};

/** Vacancy dialog: firstName, phone and a pdf/doc/docx CV required; the e-mail only advised on (`emailAdvice`), never required to be an address. */
export const VacancyFormSchema = v.object(
  {
    ...common,
    cv: cvFile,
  },
  MESSAGE.required,
);

/** What reaches the gateway: the CV read into a data URL, plus the vacancy name from dialog state. */
export const VacancyMailFieldsSchema = v.object(
  {
    ...common,
    vacancyName: v.optional(headerSafeLine, ''),
    cv: cvUpload,
  },
  MESSAGE.required,
);
