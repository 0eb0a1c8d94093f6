import * as v from 'valibot';
import type { MailConfigName } from '@clinic/contracts/mail-config';
import { DeclarationMailFieldsSchema } from './declaration-form.ts';
import { OrderMailFieldsSchema } from './order-form.ts';
import { ReviewMailFieldsSchema } from './review-form.ts';
import { VacancyMailFieldsSchema } from './vacancy-form.ts';
import { MAX_LENGTH, MESSAGE, hasControlCharacter, required } from './rules.ts';

export type MailConfig = MailConfigName;

/** Hidden input people never fill; a request that fills it is accepted and dropped. */
export const HONEYPOT_FIELD = 'website';

/** The address of the page the form was sent from. */
const page = v.pipe(
  required,
  v.maxLength(MAX_LENGTH.page, MESSAGE.tooLong),
  v.check((value) => !hasControlCharacter(value), MESSAGE.incorrect),
);
const honeypot = v.optional(v.string(), '');

/** One mail form's request: which form, the page it was sent from, and the form's fields (not a pre-written text: the gateway composes the mail). */
function mailRequest<const Config extends MailConfig, Fields extends v.GenericSchema>(config: Config, fields: Fields) {
  return v.object({ config: v.literal(config), page, fields, [HONEYPOT_FIELD]: honeypot }, MESSAGE.required);
}

/** Each mail form's request, by the form's config: the schema its own endpoint validates with. */
export const MAIL_REQUEST_SCHEMAS = {
  order: mailRequest('order', OrderMailFieldsSchema),
  declaration: mailRequest('declaration', DeclarationMailFieldsSchema),
  review: mailRequest('review', ReviewMailFieldsSchema),
  vacancies: mailRequest('vacancies', VacancyMailFieldsSchema),
};

/** Any mail form's request, told apart by its config: what `POST /mail/send` takes. */
export const MailRequestSchema = v.variant('config', Object.values(MAIL_REQUEST_SCHEMAS), MESSAGE.incorrect);
export type MailRequestInput = v.InferInput<typeof MailRequestSchema>;
export type MailRequest = v.InferOutput<typeof MailRequestSchema>;
/** The validated request of one form. */
export type MailRequestOf<Config extends MailConfig> = v.InferOutput<(typeof MAIL_REQUEST_SCHEMAS)[Config]>;

/** `202 Accepted` once the message is in the outbox. */
export const MailAcceptedSchema = v.object({ id: v.string(), status: v.literal('queued') });
export type MailAccepted = v.InferOutput<typeof MailAcceptedSchema>;

/**
 * Issues as `field name → message key`, the `fields` of a 400: a form field by its own
 * name (`fields.cv.dataUrl` → `cv`), anything else by its top-level key; the first issue wins.
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const keys = (issue.path ?? []).map((item) => String(item.key));
    const name = keys[0] === 'fields' && keys.length > 1 ? keys[1]! : (keys[0] ?? 'body');
    errors[name] ??= issue.message;
  }
  return errors;
}
