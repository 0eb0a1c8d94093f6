import type { MailFormDescription } from '@clinic/forms/form-description';
import type { MailConfig, MailRequestOf } from '@clinic/forms/mail-request';
import type { FormPost } from '../../http/form-post.ts';
import type { FollowUp } from '../../outbox/outbox-store.ts';

/** A line of the mail's text: a Ukrainian label and what the visitor gave. */
export type MailLine = [label: string, value: string | number];

/** The mail names an empty optional field so. */
export const NOT_GIVEN = 'не вказано';

function orNotGiven(value: string): string {
  return value.trim() === '' ? NOT_GIVEN : value;
}

/**
 * The mail's lines as the form describes them, in its order: each field the visitor filled under its
 * mail label (an optional one left empty says so), each value the form carried likewise; a file is attached, not written.
 */
export function describedLines(form: MailFormDescription, fields: Readonly<Record<string, unknown>>): MailLine[] {
  return form.flatMap((entry): MailLine[] => {
    if (entry.kind === 'file') return [];
    if (entry.kind === 'context') {
      const value = entry.parts
        .map((part) => fields[part])
        .filter((part) => typeof part === 'string' && part.trim() !== '')
        .join(' / ');
      return value === '' && entry.omitWhenEmpty ? [] : [[entry.mailLabel, orNotGiven(value)]];
    }
    const value = fields[entry.name];
    if (typeof value === 'number') return [[entry.mailLabel, value]];
    const text = typeof value === 'string' ? value : '';
    return [[entry.mailLabel, entry.required ? text : orNotGiven(text)]];
  });
}

/**
 * One mail form's operation: how large its post may be and what the staff's mail says. Its
 * request is validated with the form's own schema from `@clinic/forms` (the browser's rules)
 * before any of this runs.
 */
export interface MailOperation<Config extends MailConfig = MailConfig> {
  config: Config;
  /** The largest body a post of this form may have, in bytes; larger is refused unread (413). */
  bodyLimit: number;
  subject: string;
  /** The form's fields and carried values: the mail's lines before the page's address, which every mail ends with. */
  form: MailFormDescription;
  /** Reply-To and attachments, for a form that has them; throws an HttpError for a file it refuses. */
  extras?(request: MailRequestOf<Config>): { replyTo?: string; attachments?: MailAttachment[] };
  /** The job that follows once the mail has gone out. */
  followUp?(request: MailRequestOf<Config>): FollowUp;
  /**
   * A plain form post's fields as the form's JSON request has them, for a form whose post is more
   * than its text fields as they are (a number, a file); without it the text fields are taken as they are.
   */
  fieldsOfPost?(values: Record<string, string>, files: FormPost['files']): Record<string, unknown>;
  /** The file the form sends, and the error an upload past the form's limit is answered with on its page. */
  file?: { field: string; tooLarge: string };
}

/** One attachment: the file as a data URL in `path`, as the transport takes it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  path: string;
}

/** Text forms are small. */
export const TEXT_FORM_BODY_LIMIT = 32 * 1024;
