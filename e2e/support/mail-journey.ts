import path from 'node:path';
import Database from 'better-sqlite3';
import { test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { SmtpSink, type RunningGatewayProcess } from '@clinic/api-gateway/testing';
import { startBuiltGateway } from './gateway.ts';

export interface MailJourney {
  readonly smtp: SmtpSink;
  readonly gateway: RunningGatewayProcess;
  /** The first message, received or to come, whose text holds `line` (e.g. `ПІБ: Олена`). */
  mailWith(line: string): Promise<ParsedMail>;
  /** Rows of a table in the gateway's own SQLite file, read as it stands now. */
  rows<T>(sql: string, ...params: unknown[]): T[];
}

/**
 * Gives the calling spec file a gateway of its own that delivers to a real SMTP server on
 * loopback, started before its tests and stopped after them (once per worker).
 */
export function useMailJourney(env: Record<string, string> = {}): MailJourney {
  let smtp: SmtpSink | undefined;
  let gateway: RunningGatewayProcess | undefined;

  test.beforeAll(async () => {
    smtp = await new SmtpSink().start();
    gateway = await startBuiltGateway({
      SMTP_URL: smtp.url,
      MAIL_TO: 'desk@clinic.test',
      MAIL_TO_VACANCIES: 'hr@clinic.test',
      RATE_LIMIT_MAX: '1000',
      ...env,
    });
  });

  test.afterAll(async () => {
    await gateway?.stop();
    await smtp?.stop();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the mail journey is used outside its tests');
    return value;
  };

  return {
    get smtp() {
      return started(smtp);
    },
    get gateway() {
      return started(gateway);
    },
    mailWith(line) {
      return started(smtp).waitForMail((mail) => (mail.text ?? '').includes(line));
    },
    rows<T>(sql: string, ...params: unknown[]) {
      const db = new Database(path.join(started(gateway).dataDir, 'gateway.sqlite'), {
        readonly: true,
        fileMustExist: true,
      });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
  };
}
