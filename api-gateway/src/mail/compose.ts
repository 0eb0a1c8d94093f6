import type { MailConfig, MailRequest } from '@clinic/forms/mail-request';
import { describedLines, type MailAttachment } from './operations/mail-operation.ts';
import { operationOf } from './operations/mail-operations.ts';
import { printableLines } from '../printable-text.ts';

/** The outbox job that sends one mail. */
export const MAIL_JOB = 'mail';

/** A message as it waits in the outbox: everything the transport needs, already composed. */
export interface OutgoingMail {
  config: MailConfig;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** One item with the filename and a path holding the file as a data URL. */
  attachments?: MailAttachment[];
}

export interface MailAddresses {
  from: string;
  to: Record<MailConfig, string>;
}

/** Where a value of several lines starts each of them: no line of a visitor's text can pass for one of the mail's labels. */
const SET_OFF = '    | ';

/** `Label: value`; a value of several lines goes under its label, each line set off. */
function textLine(label: string, value: string): string {
  const lines = printableLines(value);
  return lines.length === 1
    ? `${label}: ${lines[0]}`
    : `${label}:\n${lines.map((line) => `${SET_OFF}${line}`).join('\n')}`;
}

/**
 * The Ukrainian-labelled mail the clinic's staff read, composed by the gateway from validated fields:
 * each field under its label, then the page it was sent from. Only fixed texts and configured
 * addresses reach the headers; control characters in what visitors wrote are shown escaped. Throws an HttpError for an attachment the form's operation refuses.
 */
export function composeMail(request: MailRequest, addresses: MailAddresses): OutgoingMail {
  const operation = operationOf(request);
  const lines = [...describedLines(operation.form, request.fields), ['Сторінка', request.page] as const];
  return {
    config: request.config,
    from: addresses.from,
    to: addresses.to[request.config],
    subject: operation.subject,
    text: lines.map(([label, value]) => textLine(label, String(value))).join('\n'),
    ...operation.extras?.(request),
  };
}
