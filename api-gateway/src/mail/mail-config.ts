import * as v from 'valibot';
import type { MailConfig as MailConfigName } from '@clinic/forms/mail-request';
import type { RetryPolicy } from './outbox-worker.ts';

export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…`; unset: each message becomes an .eml file under `DATA_DIR/mail/`. */
  smtpUrl: string | undefined;
  from: string;
  to: Record<MailConfigName, string>;
  retry: RetryPolicy;
  /** Deliveries at the same time, and at most as many SMTP connections (MAIL_CONCURRENCY). */
  concurrency: number;
  smtpTimeouts: SmtpTimeouts;
  reviews: { upstreamUrl: string | undefined; token: string | undefined };
  /** MAIL_LEASE_MS: how long a claimed job stays with its worker before another may take it over (a replica died). */
  leaseMs: number;
}

/** Milliseconds before an SMTP connection counts as failed: to connect, to be greeted, of silence mid-session. */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

type Env = Record<string, string | undefined>;

const ADDRESS = /^[^\r\n]*@[^\r\n]+$/;
const address = v.pipe(v.string(), v.trim(), v.regex(ADDRESS, 'must be an e-mail address (optionally "Name <address>"), one line'));
const addresses = v.pipe(v.string(), v.trim(), v.check((value) => value.split(',').every((part) => ADDRESS.test(part.trim())), 'must be one or more comma-separated e-mail addresses'));
const count = (fallback: string, min: number) => v.optional(v.pipe(v.string(), v.transform(Number), v.integer('must be an integer'), v.minValue(min)), fallback);

const MailEnvSchema = v.object({
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'), v.url('must be a URL'))),
  MAIL_FROM: v.optional(address, 'Clinic website <no-reply@clinic.local>'),
  MAIL_TO: v.optional(addresses, 'clinic@clinic.local'),
  MAIL_TO_ORDER: v.optional(addresses),
  MAIL_TO_DECLARATION: v.optional(addresses),
  MAIL_TO_REVIEW: v.optional(addresses),
  MAIL_TO_VACANCIES: v.optional(addresses),
  MAIL_RETRY_BASE_MS: count('5000', 1),
  MAIL_RETRY_MAX_MS: count('900000', 1),
  MAIL_MAX_ATTEMPTS: count('50', 1),
  MAIL_LEASE_MS: count('300000', 1000),
  MAIL_CONCURRENCY: count('4', 1),
  SMTP_CONNECTION_TIMEOUT_MS: count('10000', 1),
  SMTP_GREETING_TIMEOUT_MS: count('10000', 1),
  SMTP_SOCKET_TIMEOUT_MS: count('30000', 1),
  CONTENT_UPSTREAM_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  REVIEWS_UPSTREAM_TOKEN: v.optional(v.pipe(v.string(), v.regex(/^[^\r\n]+$/, 'must be one line'))),
});

/** The mail and reviews part of the gateway's configuration, every problem listed. */
export function resolveMailConfig(env: Env): { config: MailSettings; problems: string[] } {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = v.safeParse(MailEnvSchema, present);
  if (!parsed.success) {
    return { config: undefined as never, problems: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`) };
  }
  const values = parsed.output;
  return {
    problems: [],
    config: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      to: {
        order: values.MAIL_TO_ORDER ?? values.MAIL_TO,
        declaration: values.MAIL_TO_DECLARATION ?? values.MAIL_TO,
        review: values.MAIL_TO_REVIEW ?? values.MAIL_TO,
        vacancies: values.MAIL_TO_VACANCIES ?? values.MAIL_TO,
      },
      retry: { baseDelayMs: values.MAIL_RETRY_BASE_MS, maxDelayMs: values.MAIL_RETRY_MAX_MS, maxAttempts: values.MAIL_MAX_ATTEMPTS },
      concurrency: values.MAIL_CONCURRENCY,
      smtpTimeouts: { connectionMs: values.SMTP_CONNECTION_TIMEOUT_MS, greetingMs: values.SMTP_GREETING_TIMEOUT_MS, socketMs: values.SMTP_SOCKET_TIMEOUT_MS },
      reviews: { upstreamUrl: values.CONTENT_UPSTREAM_URL?.replace(/\/$/, ''), token: values.REVIEWS_UPSTREAM_TOKEN },
      leaseMs: values.MAIL_LEASE_MS,
    },
  };
}
