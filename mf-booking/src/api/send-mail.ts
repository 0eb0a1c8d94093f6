import { postJson } from '@clinic/api-client/http';
import { MAIL_FORM_PATHS } from '@clinic/contracts/form-page';
import { MailAcceptedSchema, type MailAccepted, type MailRequestInput } from '@clinic/forms/mail-request';

/** `POST /mail/<form>`, the form's own endpoint: resolves once the gateway has the message in its outbox (202). */
export function sendMail(request: MailRequestInput, signal?: AbortSignal): Promise<MailAccepted> {
  return postJson(MAIL_FORM_PATHS[request.config], request, MailAcceptedSchema, signal);
}
