import type { MailConfig as MailConfigName } from '@clinic/forms/mail-request';
import type { RetryPolicy } from '../outbox/outbox-worker.ts';

/** The mail and reviews part of the gateway's configuration (config.ts reads it from the environment). */
export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…`; unset: each message becomes an .eml file under `DATA_DIR/mail/`. */
  smtpUrl: string | undefined;
  from: string;
  to: Record<MailConfigName, string>;
  retry: RetryPolicy;
  /** Deliveries at the same time, and at most as many SMTP connections. */
  concurrency: number;
  smtpTimeouts: SmtpTimeouts;
  reviews: { upstreamUrl: string | undefined; token: string | undefined };
  /** How long a claimed job stays with its worker before another may take it over (a replica died). */
  leaseMs: number;
  /** Delivered messages, names and phone numbers included, are deleted from the outbox this long after delivery. */
  retentionMs: number;
}

/** Milliseconds before an SMTP connection counts as failed: to connect, to be greeted, of silence mid-session. */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}
