import type { MailConfig, MailRequest } from '@clinic/forms/mail-request';
import { hasLineBreak } from '@clinic/forms/rules';
import { safeCvFileName } from './cv-file.ts';

/** A message as it waits in the outbox: everything the transport needs, already composed. */
export interface OutgoingMail {
  config: MailConfig;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** One item with the filename and a path holding the file as a data URL. */
  attachments?: { filename: string; contentType: string; path: string }[];
}

export interface MailAddresses {
  from: string;
  to: Record<MailConfig, string>;
}

/** The mail names an empty optional field so. */
export const NOT_GIVEN = 'не вказано';

export const SUBJECTS: Record<MailConfig, string> = {
  order: 'Запис на прийом',
  declaration: 'Запит на декларацію',
  review: 'Новий відгук',
  vacancies: 'Відгук на вакансію',
};

function orNotGiven(value: string): string {
  return value.trim() === '' ? NOT_GIVEN : value;
}

function lines(entries: [label: string, value: string | number][]): string {
  return entries.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function body(request: MailRequest): string {
  switch (request.config) {
    case 'order': {
      const { firstName, phone, goal, note } = request.fields;
      return lines([
        ['Імʼя', firstName],
        ['Телефон', phone],
        ['Мета візиту', orNotGiven(goal)],
        ['Примітка', orNotGiven(note)],
        ['Сторінка', request.page],
      ]);
    }
    case 'declaration': {
      const { pib, phone, birthday } = request.fields;
      return lines([
        ['ПІБ', pib],
        ['Телефон', phone],
        ['Дата народження', birthday],
        ['Сторінка', request.page],
      ]);
    }
    case 'review': {
      const { firstName, phone, comment, rating, relationType, relationSlug } = request.fields;
      const about: [string, string][] = relationType || relationSlug ? [['Про', [relationType, relationSlug].filter(Boolean).join(' / ')]] : [];
      return lines([['Імʼя', firstName], ['Телефон', phone], ['Оцінка', rating], ...about, ['Відгук', comment], ['Сторінка', request.page]]);
    }
    case 'vacancies': {
      const { vacancyName, firstName, email, phone, comment } = request.fields;
      return lines([
        ['Вакансія', orNotGiven(vacancyName)],
        ['Імʼя', firstName],
        ['Email', orNotGiven(email)],
        ['Телефон', phone],
        ['Коментар', orNotGiven(comment)],
        ['Сторінка', request.page],
      ]);
    }
  }
}

/** Refuses header injection even if a rule upstream ever let CR/LF through. */
function headerValue(name: string, value: string): string {
  if (hasLineBreak(value)) throw new Error(`line break in the ${name} header`);
  return value;
}

/**
 * The Ukrainian-labelled mail the clinic's staff read, composed by the gateway from validated fields.
 * Only fixed texts and configured addresses reach the headers; the visitor's e-mail goes
 * to Reply-To only, the CV's filename (reduced to a safe base name) to its attachment.
 */
export function composeMail(request: MailRequest, addresses: MailAddresses, cvContentType?: string): OutgoingMail {
  const mail: OutgoingMail = {
    config: request.config,
    from: addresses.from,
    to: addresses.to[request.config],
    subject: SUBJECTS[request.config],
    text: body(request),
  };
  if (request.config === 'vacancies') {
    const { email, cv } = request.fields;
    if (email) mail.replyTo = headerValue('Reply-To', email);
    const contentType = cvContentType ?? 'application/octet-stream';
    mail.attachments = [{ filename: safeCvFileName(cv.filename), contentType, path: cv.dataUrl }];
  }
  return mail;
}
