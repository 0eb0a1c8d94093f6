import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from '../logger.ts';
import type { OutgoingMail } from './compose.ts';
import type { SmtpTimeouts } from '../config/mail-config.ts';
import { PermanentFailure } from '../outbox/outbox-worker.ts';

/** Hands one composed message over; resolves only once the other side has taken it. */
export interface MailTransport {
  send(mail: OutgoingMail, messageId: string): Promise<void>;
  close(): void;
}

function message(mail: OutgoingMail, messageId: string): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments,
    // The same id on every attempt, so a receiver can drop a copy sent again after a crash.
    messageId,
    // Attachments arrive as data URLs only; never let a message make us read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * A 5xx reply refuses the message itself; connection errors, time-outs and 4xx replies
 * ("try again later") are transient and retried for as long as they last.
 */
function classifySmtpError(error: unknown): unknown {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code !== 'number' || code < 500 || code > 599) return error;
  return new PermanentFailure(
    `SMTP server refused the message (${code}): ${error instanceof Error ? error.message : String(error)}`,
    { cause: error },
  );
}

/**
 * A pool of up to `maxConnections` SMTP connections, each reused for many messages: a
 * connection per message capped delivery at a few messages a second. A server that
 * accepts but never greets holds one connection until `greetingMs`, not the others.
 */
export function createSmtpTransport(
  url: string,
  { maxConnections, timeouts }: { maxConnections: number; timeouts: SmtpTimeouts },
): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections,
    maxMessages: 1_000,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
  return {
    async send(mail, messageId) {
      try {
        await transporter.sendMail(message(mail, messageId));
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    close: () => transporter.close(),
  };
}

/** The embedded default: each message as an .eml file, written whole or not at all, and a log line. */
export function createFileTransport(dir: string, logger: Logger): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail, messageId) {
      const info = (await transporter.sendMail(message(mail, messageId))) as { message: Buffer };
      await fs.mkdir(dir, { recursive: true });
      const name = `${messageId.replace(/^<|>$/g, '').replace(/[^\w.@-]+/g, '_')}.eml`;
      const file = path.join(dir, name);
      const temporary = `${file}.tmp`;
      await fs.writeFile(temporary, info.message);
      await fs.rename(temporary, file);
      logger.info({ file, to: mail.to, subject: mail.subject }, 'mail written (no SMTP_URL configured)');
    },
    close: () => transporter.close(),
  };
}
