import { postJson } from '@clinic/api-client/http';
import { MailAcceptedSchema, type MailAccepted, type MailRequestInput } from '@clinic/forms/mail-request';

/** `POST /mail/send`: resolves once the gateway has the message in its outbox (202). */
export function sendMail(request: MailRequestInput, signal?: AbortSignal): Promise<MailAccepted> {
  return postJson('mail/send', request, MailAcceptedSchema, signal);
}
