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
