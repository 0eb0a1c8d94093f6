import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from '../logger.ts';
import type { OutgoingMail } from './compose.ts';

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

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail, messageId) {
      await transporter.sendMail(message(mail, messageId));
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
