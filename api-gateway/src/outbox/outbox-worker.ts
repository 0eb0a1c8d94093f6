import type { Span } from '@opentelemetry/api';
import { shortReason } from '@clinic/server-kit/short-reason';
import { lastingCondition } from '@clinic/server-kit/lasting-condition';
import type { Logger } from '../logger.ts';
import type { OutboxJob, OutboxStore } from './outbox-store.ts';
import { metrics } from '../metrics.ts';
import { withSpan } from '../telemetry/tracing.ts';

type JobHandler = (job: OutboxJob) => Promise<void>;

export interface RetryPolicy {
  /** First retry after this long; each next one waits twice as long, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /**
   * After this many permanent failures the job is kept as `dead` and no longer retried.
   * Transient failures (the other side down, slow or saying "later") never count: they are
   * retried at `maxDelayMs` for as long as they last.
   */
  maxAttempts: number;
}

/**
 * The other side refused the job itself (an SMTP 5xx, say), so trying again is unlikely to help.
 * Only these count toward `RetryPolicy.maxAttempts`; any other error is taken as transient.
 */
export class PermanentFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentFailure';
  }
}

export interface OutboxWorkerOptions {
  store: OutboxStore;
  handlers: Record<string, JobHandler>;
  logger: Logger;
  retry: RetryPolicy;
  /** How often to look for due jobs when nothing wakes the worker. */
  pollMs?: number;
  /**
   * The store's lease (MAIL_LEASE_MS): a job in hand has it renewed every third of it, so only a
   * worker that died loses its jobs to another, however long a delivery takes.
   */
  leaseMs?: number;
  /** Jobs delivered at the same time (MAIL_CONCURRENCY); one slow delivery holds up only its own slot. */
  concurrency?: number;
  /** Delivered jobs are deleted this long after delivery (MAIL_RETENTION_DAYS), looked for at start and every `sweepMs`. */
  retentionMs?: number;
  sweepMs?: number;
}

const DEFAULT_SWEEP_MS = 60 * 60 * 1000;

function backoffDelay(attempt: number, { baseDelayMs, maxDelayMs }: RetryPolicy): number {
  const exponential = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
  // Up to 20 % jitter, so messages queued together during an outage do not retry in lockstep.
  return Math.round(exponential * (0.8 + Math.random() * 0.2));
}

/**
 * Delivers outbox jobs, `concurrency` at a time: a job leaves the queue only after its
 * handler resolved; a failure is retried with exponential back-off. A job is given up on
 * (kept as `dead`) only after `maxAttempts` permanent failures, so no outage, however long,
 * loses mail.
 */
export class OutboxWorker {
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private readonly pollMs: number;
  private readonly concurrency: number;
  /** The queue cannot be read: said once, not by every loop at every poll of an outage. */
  private readonly queue = lastingCondition({
    starts: (error) =>
      this.options.logger.error({ reason: shortReason(error) }, 'outbox: cannot read the queue; retrying at each poll'),
    ends: () => this.options.logger.info('outbox: the queue can be read again'),
  });
  private sweeper: NodeJS.Timeout | undefined;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.pollMs = options.pollMs ?? 1_000;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const released = this.options.store.releaseClaimed().then(
      (count) => {
        if (count) this.options.logger.warn({ released: count }, 'outbox: jobs in hand at the last stop are due again');
      },
      (error: unknown) =>
        this.options.logger.error({ err: error }, 'outbox: cannot release the jobs in hand at the last stop'),
    );
    this.loops = Array.from({ length: this.concurrency }, () => released.then(() => this.run()));
    const { retentionMs } = this.options;
    if (retentionMs !== undefined) {
      void this.sweep(retentionMs);
      this.sweeper = setInterval(() => void this.sweep(retentionMs), this.options.sweepMs ?? DEFAULT_SWEEP_MS);
      this.sweeper.unref();
    }
  }

  /** Deletes what was delivered more than `retentionMs` ago. */
  private async sweep(retentionMs: number): Promise<void> {
    try {
      const purged = await this.options.store.purgeDelivered(Date.now() - retentionMs);
      if (purged)
        this.options.logger.info(
          { purged, retentionDays: retentionMs / 86_400_000 },
          'outbox: delivered mail past its retention deleted',
        );
    } catch (error) {
      this.options.logger.warn(
        { reason: shortReason(error) },
        'outbox: cannot delete delivered mail past its retention; trying again at the next sweep',
      );
    }
  }

  /** A new job was queued: look now rather than at the next poll. */
  notify(): void {
    for (const wake of this.sleepers) wake();
  }

  /** Finishes the jobs in hand, then stops; queued jobs stay for the next start. */
  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.sweeper);
    this.notify();
    await Promise.all(this.loops);
  }

  private async run(): Promise<void> {
    while (this.running) {
      let job: OutboxJob | undefined;
      try {
        job = await this.options.store.claim();
        this.queue.passed();
      } catch (error) {
        this.queue.failed(error);
      }
      if (job) await this.process(job);
      else await this.idle();
    }
  }

  /** One delivery attempt and its bookkeeping, as one span when tracing is on. */
  private process(job: OutboxJob): Promise<void> {
    return withSpan(
      'outbox.deliver',
      { 'outbox.job.id': job.id, 'outbox.job.kind': job.kind, 'outbox.job.attempt': job.attempts },
      (span) => this.deliver(job, span),
    );
  }

  private async deliver(job: OutboxJob, span: Span | undefined): Promise<void> {
    const { store, handlers, logger, retry } = this.options;
    const log = logger.child({ job: job.id, kind: job.kind, attempt: job.attempts });
    const handler = handlers[job.kind];
    const started = process.hrtime.bigint();
    const attempt = (outcome: 'delivered' | 'retry' | 'rejected' | 'dead') => {
      span?.setAttribute('outbox.outcome', outcome);
      metrics.deliveryAttempts.inc({ kind: job.kind, outcome });
      metrics.deliveryDuration.observe({ kind: job.kind }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    let delivered = false;
    const { leaseMs } = this.options;
    const renewal = leaseMs
      ? setInterval(
          () =>
            store
              .renew(job.id)
              .catch((error: unknown) => log.warn({ reason: shortReason(error) }, 'outbox: cannot renew the lease')),
          leaseMs / 3,
        )
      : undefined;
    try {
      if (!handler) throw new PermanentFailure(`no handler for "${job.kind}"`);
      await handler(job);
      delivered = true;
      attempt('delivered');
      await store.complete(job.id);
      log.info('outbox: delivered');
    } catch (error) {
      // Delivered but not recorded (the database is away): the lease runs out and it is sent again, same Message-ID.
      if (delivered)
        return void log.error(
          { reason: shortReason(error) },
          'outbox: delivered, but cannot record it; it will be sent again',
        );
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentFailure;
      const rejections = job.rejections + (permanent ? 1 : 0);
      if (permanent && rejections >= retry.maxAttempts) {
        attempt('dead');
        await this.record(() => store.bury(job.id, reason), log);
        log.error({ err: error, rejections }, 'outbox: refused for good, job kept as dead');
        return;
      }
      attempt(permanent ? 'rejected' : 'retry');
      const delay = backoffDelay(job.attempts, retry);
      await this.record(() => store.retry(job.id, delay, reason, permanent), log);
      log.warn({ err: error, permanent, rejections, retryInMs: delay }, 'outbox: delivery failed, will retry');
    } finally {
      clearInterval(renewal);
    }
  }

  /** A failure the outbox cannot record is logged; the job's lease runs out and it is tried again. */
  private async record(write: () => Promise<void>, log: Logger): Promise<void> {
    try {
      await write();
    } catch (error) {
      log.error({ reason: shortReason(error) }, 'outbox: cannot record the failed attempt');
    }
  }

  private async idle(): Promise<void> {
    let due: number | undefined;
    try {
      due = await this.options.store.nextDueAt();
    } catch {
      due = undefined;
    }
    const wait = due === undefined ? this.pollMs : Math.max(0, Math.min(this.pollMs, due - Date.now()));
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, wait);
      this.sleepers.add(done);
    });
  }
}
