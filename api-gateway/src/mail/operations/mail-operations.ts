import type { MailConfig, MailRequest, MailRequestOf } from '@clinic/forms/mail-request';
import type { MailOperation } from './mail-operation.ts';
import { declarationOperation } from './declaration.handler.ts';
import { orderOperation } from './order.handler.ts';
import { reviewOperation } from './review.handler.ts';
import { vacancyOperation } from './vacancy.handler.ts';

/** Every mail form's operation, by its config. */
export const MAIL_OPERATIONS: { [Config in MailConfig]: MailOperation<Config> } = {
  order: orderOperation,
  declaration: declarationOperation,
  review: reviewOperation,
  vacancies: vacancyOperation,
};

/** The largest body any mail form may post: what a route that learns the form from the body must read first. */
export const LARGEST_MAIL_BODY = Math.max(...Object.values(MAIL_OPERATIONS).map((operation) => operation.bodyLimit));

/** A request's operation, typed for that request (the record's type cannot say that by itself). */
export function operationOf<Config extends MailConfig>(
  request: MailRequestOf<Config> & MailRequest,
): MailOperation<Config> {
  return MAIL_OPERATIONS[request.config] as unknown as MailOperation<Config>;
}
