import { MESSAGE, hasLineBreak, isEmailAddress } from '@clinic/forms/rules';
import { VACANCY_FORM } from '@clinic/forms/vacancy-form';
import { checkCv, safeCvFileName } from '../cv-file.ts';
import type { MailOperation } from './mail-operation.ts';

/** Refuses header injection even if a rule upstream ever let CR/LF through. */
function headerValue(name: string, value: string): string {
  if (hasLineBreak(value)) throw new Error(`line break in the ${name} header`);
  return value;
}

/**
 * Apply for a vacancy with a CV. The visitor's e-mail is in the text as typed, and goes to Reply-To
 * (never to a header the clinic's addresses are in) only when it is an address; the CV is checked by
 * its bytes and attached under a safe base name.
 */
export const vacancyOperation: MailOperation<'vacancies'> = {
  config: 'vacancies',
  // The CV, at most 10 MB, arrives as base64 (4 characters for 3 bytes) beside the text fields.
  bodyLimit: 14 * 1024 * 1024,
  subject: 'Відгук на вакансію',
  form: VACANCY_FORM,
  extras: ({ fields: { email, cv } }) => ({
    ...(isEmailAddress(email) && { replyTo: headerValue('Reply-To', email) }),
    attachments: [{ filename: safeCvFileName(cv.filename), contentType: checkCv(cv), path: cv.dataUrl }],
  }),
  // The posted file becomes what the dialog sends: its name and its bytes as a data URL, checked like the dialog's.
  fieldsOfPost: (values, { cv }) => ({
    ...values,
    ...(cv && {
      cv: {
        filename: cv.name,
        dataUrl: `data:${cv.type || 'application/octet-stream'};base64,${cv.bytes.toString('base64')}`,
      },
    }),
  }),
  file: { field: 'cv', tooLarge: MESSAGE.cvTooLarge },
};
