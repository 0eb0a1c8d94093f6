import { randomUUID } from 'node:crypto';
import type { SqliteDatabase } from '../store/sqlite-database.ts';
import { keepFileSmall, releaseFreePages } from '../store/free-pages.ts';
import { IdempotencyConflict, type IdempotencyClaim } from '../http/idempotency.ts';

/** One unit of work: a mail to deliver, or a step that runs after it (creating a review). */
export interface OutboxJob<TPayload = unknown> {
  id: string;
  kind: string;
  payload: TPayload;
  attempts: number;
  /** How many of those attempts the other side refused for good (only these lead to `dead`). */
  rejections: number;
}

/** A job queued once the job before it is done (mail first, then the review). */
export interface FollowUp {
  kind: string;
  payload: unknown;
}

export type OutboxStatus = 'pending' | 'sending' | 'done' | 'dead';

/** What an enqueue is told besides the job: how the request names itself, and until when it may be stored. */
export interface EnqueueOptions {
  /**
   * The request's own key (its `Idempotency-Key`) and a digest of what it asked for: a job with that key
   * already stored is answered instead of queueing another, unless it asked for something else.
   */
  idempotency?: IdempotencyClaim;
  /** Epoch ms past which the job is dropped unstored: by then the client has been told the request failed. */
  deadline?: number;
}

/** The request's deadline passed before its job was committed: nothing was stored. */
export class DeadlinePassed extends Error {
  constructor() {
    super('the request was not stored in time');
    this.name = 'DeadlinePassed';
  }
}

/** What an enqueue was asked for, waiting for the batch it is committed with. */
export interface QueuedJob {
  kind: string;
  payload: unknown;
  followUp?: FollowUp;
  options?: EnqueueOptions;
  resolve: (id: string) => void;
  reject: (error: unknown) => void;
}

/** Rejects the jobs whose deadline is past at `now`, and answers the others. */
export function withinDeadline(batch: QueuedJob[], now: number): QueuedJob[] {
  return batch.filter((item) => {
    const late = item.options?.deadline !== undefined && now > item.options.deadline;
    if (late) item.reject(new DeadlinePassed());
    return !late;
  });
}

export interface OutboxRow {
  id: string;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  rejections: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  done_at: number | null;
  parent_id: string | null;
}

/**
 * The next due job, leased: a job whose lease ran out first, else the pending job due
 * earliest. Each branch is one index seek (`outbox_lease`, `outbox_due`), so a claim stays
 * O(log n) however long the backlog; one OR of both made SQLite gather and sort every due row.
 */
export const CLAIM = `UPDATE outbox SET status = 'sending', lease_until = @lease, attempts = attempts + 1
WHERE id = COALESCE(
  (SELECT id FROM outbox WHERE status = 'sending' AND lease_until < @now ORDER BY lease_until LIMIT 1),
  (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= @now ORDER BY next_attempt_at LIMIT 1))
RETURNING id, kind, payload, attempts, rejections`;

/** How long a claimed job is hidden from other workers before it counts as abandoned (its worker died). */
export const DEFAULT_LEASE_MS = 5 * 60_000;

/**
 * The durable outbox: a job is committed before the request is answered, and leaves
 * the queue only when its handler has finished. SQLite in one process
 * (`SqliteOutboxStore`), PostgreSQL for several replicas (`PostgresOutboxStore`).
 */
export interface OutboxStore {
  /**
   * Resolves once the job (and what follows it) is committed: a crash afterwards loses nothing. With a key
   * already stored it resolves that job's id and stores nothing (`IdempotencyConflict` if the request differs);
   * past its deadline it stores nothing and rejects with `DeadlinePassed`.
   */
  enqueueSoon(kind: string, payload: unknown, followUp?: FollowUp, options?: EnqueueOptions): Promise<string>;
  /** The next due job, leased to the caller; `undefined` when nothing is due. */
  claim(): Promise<OutboxJob | undefined>;
  /** Marks the job done and, in the same transaction, queues its follow-up. */
  complete(id: string): Promise<void>;
  /** Due again after `delayMs`; `rejected` counts this failure as a permanent refusal. */
  retry(id: string, delayMs: number, error: string, rejected?: boolean): Promise<void>;
  /** Gives up on a job refused once too often; it stays with its error for an operator to look at. */
  bury(id: string, error: string): Promise<void>;
  /** The worker still has the job in hand: its lease runs for another `leaseMs` from now. */
  renew(id: string): Promise<void>;
  /** At the start of a worker: what it had in hand when it last stopped is due again at once. */
  releaseClaimed(): Promise<number>;
  /** When the earliest pending job becomes due, if any. */
  nextDueAt(): Promise<number | undefined>;
  get(id: string): Promise<OutboxRow | undefined>;
  counts(): Promise<Record<OutboxStatus, number>>;
  /** When the oldest job not yet delivered was accepted, if any. */
  oldestPendingAt(): Promise<number | undefined>;
  /** Bytes of the jobs not yet delivered (their attachments, mostly), read from the stored sizes without loading the jobs. */
  queuedBytes(): Promise<number>;
  /**
   * Deletes the jobs delivered before `before` (epoch ms), and the names and phone numbers they carry;
   * jobs not delivered yet, and dead ones an operator has to look at, stay. Answers how many went.
   */
  purgeDelivered(before: number): Promise<number>;
  /** Deletes the jobs refused for good that were accepted before `before` (epoch ms), with what they carry. Answers how many went. */
  purgeDead(before: number): Promise<number>;
}

/** The embedded outbox: a table in `DATA_DIR/gateway.sqlite`, one worker. */
export class SqliteOutboxStore implements OutboxStore {
  private readonly statements;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly now: () => number = Date.now,
    private readonly leaseMs = DEFAULT_LEASE_MS,
  ) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO outbox (id, kind, payload, follow_up, parent_id, next_attempt_at, created_at, idempotency_key, request_hash)
         VALUES (@id, @kind, @payload, @follow_up, @parent_id, @at, @at, @key, @fingerprint)`,
      ),
      byKey: db.prepare(`SELECT id, request_hash FROM outbox WHERE idempotency_key = ?`),
      claim: db.prepare(CLAIM),
      complete: db.prepare(
        // The attachment (a CV) has no business staying on disk once delivered.
        `UPDATE outbox SET status = 'done', done_at = @now, lease_until = NULL, last_error = NULL, payload = json_remove(payload, '$.attachments')
         WHERE id = @id RETURNING follow_up`,
      ),
      retry: db.prepare(
        `UPDATE outbox SET status = 'pending', lease_until = NULL, next_attempt_at = @at, last_error = @error, rejections = rejections + @rejected WHERE id = @id`,
      ),
      bury: db.prepare(
        `UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = @error, rejections = rejections + 1 WHERE id = @id`,
      ),
      release: db.prepare(`UPDATE outbox SET status = 'pending', lease_until = NULL WHERE status = 'sending'`),
      renew: db.prepare(`UPDATE outbox SET lease_until = @lease WHERE id = @id AND status = 'sending'`),
      nextDue: db.prepare(`SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending'`),
      get: db.prepare(
        `SELECT id, kind, status, attempts, rejections, next_attempt_at, last_error, created_at, done_at, parent_id FROM outbox WHERE id = ?`,
      ),
      counts: db.prepare(`SELECT status, COUNT(*) AS count FROM outbox GROUP BY status`),
      oldestPending: db.prepare(`SELECT MIN(created_at) AS at FROM outbox WHERE status IN ('pending', 'sending')`),
      queuedBytes: db.prepare(
        `SELECT COALESCE(SUM(octet_length(payload)), 0) AS bytes FROM outbox WHERE status IN ('pending', 'sending')`,
      ),
      purgeDelivered: db.prepare(`DELETE FROM outbox WHERE status = 'done' AND done_at < ?`),
      purgeDead: db.prepare(`DELETE FROM outbox WHERE status = 'dead' AND created_at < ?`),
    };
    // Delivered attachments are removed from their rows; this lets the file give their space back.
    keepFileSmall(db);
  }

  /** Commits the job (and what follows it) before returning: a crash afterwards loses nothing. */
  enqueue(kind: string, payload: unknown, followUp?: FollowUp): string {
    return this.insertOrFind(kind, payload, followUp) as string;
  }

  /** The new job's id; with a key already stored, that job's id, or the conflict when it asked for something else. */
  private insertOrFind(
    kind: string,
    payload: unknown,
    followUp?: FollowUp,
    idempotency?: EnqueueOptions['idempotency'],
  ): string | IdempotencyConflict {
    if (idempotency) {
      const stored = this.statements.byKey.get(idempotency.key) as { id: string; request_hash: string } | undefined;
      if (stored)
        return stored.request_hash === idempotency.fingerprint ? stored.id : new IdempotencyConflict(idempotency.key);
    }
    const id = randomUUID();
    this.statements.insert.run({
      id,
      kind,
      payload: JSON.stringify(payload),
      follow_up: followUp ? JSON.stringify(followUp) : null,
      parent_id: null,
      at: this.now(),
      key: idempotency?.key ?? null,
      fingerprint: idempotency?.fingerprint ?? null,
    });
    return id;
  }

  private batch: QueuedJob[] = [];

  /**
   * Group commit: jobs enqueued in the same turn of the event loop share one transaction,
   * so one fsync covers them all. Resolves once the job is on disk.
   */
  enqueueSoon(kind: string, payload: unknown, followUp?: FollowUp, options?: EnqueueOptions): Promise<string> {
    return new Promise((resolve, reject) => {
      if (this.batch.length === 0) setImmediate(() => this.flush());
      this.batch.push({ kind, payload, followUp, options, resolve, reject });
    });
  }

  private flush(): void {
    // The deadline is read just before the commit, which is synchronous: a job is stored in time or not at all.
    const batch = withinDeadline(this.batch, Date.now());
    this.batch = [];
    let results: (string | IdempotencyConflict)[];
    try {
      results = this.db.transaction(() =>
        batch.map((item) => this.insertOrFind(item.kind, item.payload, item.followUp, item.options?.idempotency)),
      )();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const result = results[index]!;
      if (typeof result === 'string') item.resolve(result);
      else item.reject(result);
    });
  }

  /**
   * The worker's own bookkeeping (claim, done, retry) is committed without waiting for the
   * disk: an fsync each took ~10 ms here and capped delivery near 100 messages/s. Lost to a
   * power cut, such a write only makes a message due again, and it is sent again with the
   * same Message-ID: at least once, as promised. What a 202 promised (enqueue) stays fsync'd.
   */
  private unsynced<T>(write: () => T): T {
    this.db.pragma('synchronous = NORMAL');
    try {
      return write();
    } finally {
      this.db.pragma('synchronous = FULL');
    }
  }

  async claim(): Promise<OutboxJob | undefined> {
    const now = this.now();
    const row = this.unsynced(() => this.statements.claim.get({ now, lease: now + this.leaseMs })) as
      | { id: string; kind: string; payload: string; attempts: number; rejections: number }
      | undefined;
    return row
      ? {
          id: row.id,
          kind: row.kind,
          payload: JSON.parse(row.payload),
          attempts: row.attempts,
          rejections: row.rejections,
        }
      : undefined;
  }

  async complete(id: string): Promise<void> {
    this.unsynced(
      this.db.transaction(() => {
        const now = this.now();
        const row = this.statements.complete.get({ id, now }) as { follow_up: string | null } | undefined;
        if (!row?.follow_up) return;
        const followUp = JSON.parse(row.follow_up) as FollowUp;
        // The follow-up's id derives from its parent, so it is queued once whatever happens.
        this.statements.insert.run({
          id: `${id}:${followUp.kind}`,
          kind: followUp.kind,
          payload: JSON.stringify(followUp.payload),
          follow_up: null,
          parent_id: id,
          at: now,
          key: null,
          fingerprint: null,
        });
      }),
    );
    this.unsynced(() => releaseFreePages(this.db));
  }

  async retry(id: string, delayMs: number, error: string, rejected = false): Promise<void> {
    this.unsynced(() => this.statements.retry.run({ id, at: this.now() + delayMs, error, rejected: rejected ? 1 : 0 }));
  }

  async bury(id: string, error: string): Promise<void> {
    this.statements.bury.run({ id, error });
  }

  async renew(id: string): Promise<void> {
    this.unsynced(() => this.statements.renew.run({ id, lease: this.now() + this.leaseMs }));
  }

  /** After a restart of the only worker, whatever it had in hand is due again at once. */
  async releaseClaimed(): Promise<number> {
    return this.statements.release.run().changes;
  }

  async nextDueAt(): Promise<number | undefined> {
    const row = this.statements.nextDue.get() as { at: number | null };
    return row.at ?? undefined;
  }

  async get(id: string): Promise<OutboxRow | undefined> {
    return this.statements.get.get(id) as OutboxRow | undefined;
  }

  async counts(): Promise<Record<OutboxStatus, number>> {
    const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, done: 0, dead: 0 };
    for (const row of this.statements.counts.all() as { status: OutboxStatus; count: number }[])
      counts[row.status] = row.count;
    return counts;
  }

  async oldestPendingAt(): Promise<number | undefined> {
    return (this.statements.oldestPending.get() as { at: number | null }).at ?? undefined;
  }

  async queuedBytes(): Promise<number> {
    return (this.statements.queuedBytes.get() as { bytes: number }).bytes;
  }

  async purgeDead(before: number): Promise<number> {
    const { changes } = this.statements.purgeDead.run(before);
    if (changes > 0) this.db.pragma('incremental_vacuum');
    return changes;
  }

  async purgeDelivered(before: number): Promise<number> {
    const { changes } = this.statements.purgeDelivered.run(before);
    // The freed pages go back to the file system, not only to SQLite's free list.
    if (changes > 0) this.db.pragma('incremental_vacuum');
    return changes;
  }
}
