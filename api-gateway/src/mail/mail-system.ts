import path from 'node:path';
import type { ReviewMailFields } from '@clinic/forms/review-form';
import type { Logger } from '../logger.ts';
import { reviewFromFields, type ReviewSink } from '../reviews/new-review.ts';
import { SqliteReviewStore, type ReviewStore } from '../reviews/review-store.ts';
import { PostgresReviewStore } from '../reviews/postgres-review-store.ts';
import { openUnsyncedPool, type PostgresPool } from '../postgres/postgres-pool.ts';
import { observeBackups, observeOutbox } from '../metrics.ts';
import { PostgresBackupRuns, SqliteBackupRuns } from '../store/backup-runs.ts';
import { PostgresOutboxStore } from '../outbox/postgres-outbox-store.ts';
import { UpstreamReviews } from '../reviews/upstream-reviews.ts';
import { MAIL_JOB, type MailAddresses, type OutgoingMail } from './compose.ts';
import { REVIEW_JOB } from './operations/review.handler.ts';
import { databaseFile, openDatabase, type SqliteDatabase } from '../store/sqlite-database.ts';
import type { MailSettings } from '../config/mail-config.ts';
import { SqliteOutboxStore, type OutboxStore } from '../outbox/outbox-store.ts';
import { OutboxWorker } from '../outbox/outbox-worker.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './transport.ts';

export interface MailSystem {
  outbox: OutboxStore;
  worker: OutboxWorker;
  addresses: MailAddresses;
  reviews: ReviewSink;
  /** Stops the worker after the job in hand, then closes transport and database. */
  close(): Promise<void>;
}

export interface MailSystemOptions {
  settings: MailSettings;
  dataDir: string;
  logger: Logger;
  /** Outbox and reviews in PostgreSQL (DATABASE_URL), shared with other replicas; the caller closes it. */
  postgres?: PostgresPool;
  /** Tests and benchmarks may pass their own; by default `DATA_DIR/gateway.sqlite` (unused with `postgres`). */
  db?: SqliteDatabase;
  /**
   * Where a review sent through the outbox is kept when no CMS takes reviews: the gateway's own store, which
   * the content source reads too; by default one in `db` or `postgres`.
   */
  reviewStore?: ReviewStore;
  transport?: MailTransport;
  pollMs?: number;
}

interface ReviewJob {
  page: string;
  fields: ReviewMailFields;
}

function messageIdDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

/** Outbox, worker, transport and review sink of one gateway process, wired from configuration. */
export function createMailSystem({
  settings,
  dataDir,
  logger,
  postgres,
  db = postgres ? undefined : openDatabase(databaseFile(dataDir)),
  reviewStore = postgres ? new PostgresReviewStore(postgres) : new SqliteReviewStore(db!),
  transport,
  pollMs,
}: MailSystemOptions): MailSystem {
  const log = logger.child({ module: 'mail' });
  const bookkeeping = postgres && openUnsyncedPool(postgres, settings.concurrency + 1, log);
  const outbox: OutboxStore = postgres
    ? new PostgresOutboxStore(postgres, Date.now, settings.leaseMs, bookkeeping)
    : new SqliteOutboxStore(db!, Date.now, settings.leaseMs);
  observeOutbox(
    async () => ({ counts: await outbox.counts(), oldestPendingAt: await outbox.oldestPendingAt() }),
    postgres ? 'postgres' : undefined,
  );
  const backups = postgres ? new PostgresBackupRuns(postgres) : new SqliteBackupRuns(db!);
  observeBackups(() => backups.lastFinishedAt());
  const mailTransport =
    transport ??
    (settings.smtpUrl
      ? createSmtpTransport(settings.smtpUrl, { maxConnections: settings.concurrency, timeouts: settings.smtpTimeouts })
      : createFileTransport(path.join(dataDir, 'mail'), log));
  const { upstreamUrl, token } = settings.reviews;
  const reviews: ReviewSink = upstreamUrl && token ? new UpstreamReviews(upstreamUrl, token) : reviewStore;
  if (upstreamUrl && !token)
    logger.warn(
      `REVIEWS_UPSTREAM_TOKEN is not set: reviews are kept in ${postgres ? 'PostgreSQL' : 'DATA_DIR/gateway.sqlite'}, not forwarded to the CMS`,
    );
  const domain = messageIdDomain(settings.from);
  const worker = new OutboxWorker({
    store: outbox,
    logger: log,
    retry: settings.retry,
    concurrency: settings.concurrency,
    leaseMs: settings.leaseMs,
    retentionMs: settings.retentionMs,
    pollMs,
    handlers: {
      [MAIL_JOB]: (job) => mailTransport.send(job.payload as OutgoingMail, `<${job.id}@${domain}>`),
      [REVIEW_JOB]: (job) => {
        const { page, fields } = job.payload as ReviewJob;
        return reviews.create(reviewFromFields(job.id, page, fields));
      },
    },
  });
  return {
    outbox,
    worker,
    addresses: { from: settings.from, to: settings.to },
    reviews,
    async close() {
      await worker.stop();
      mailTransport.close();
      db?.close();
      await bookkeeping?.end();
    },
  };
}
