import { randomUUID } from 'node:crypto';
import { inTransaction, type PostgresPool } from '../postgres/postgres-pool.ts';
import { IdempotencyConflict } from '../http/idempotency.ts';
import {
  DEFAULT_LEASE_MS,
  DeadlinePassed,
  withinDeadline,
  type EnqueueOptions,
  type FollowUp,
  type OutboxJob,
  type OutboxRow,
  type OutboxStatus,
  type OutboxStore,
  type QueuedJob,
} from './outbox-store.ts';

/** PostgreSQL's code for a statement cancelled by `statement_timeout`. */
const QUERY_CANCELED = '57014';

interface KeyedRow {
  id: string;
  idempotency_key: string;
  request_hash: string;
}

/**
 * The outbox in PostgreSQL, shared by several gateway replicas, each with its own worker.
 * A job is claimed with `FOR UPDATE SKIP LOCKED` and a lease: one replica has it at a time,
 * and if that replica dies mid-delivery the lease runs out and another takes it over.
 */
export class PostgresOutboxStore implements OutboxStore {
  private batch: QueuedJob[] = [];

  constructor(
    private readonly pool: PostgresPool,
    private readonly now: () => number = Date.now,
    private readonly leaseMs = DEFAULT_LEASE_MS,
    /** Where claims, completions and retries are committed; `openUnsyncedPool` spares them an fsync each. */
    private readonly bookkeeping: PostgresPool = pool,
  ) {}

  /** Group commit: jobs enqueued in the same turn of the event loop share one INSERT and one commit. */
  enqueueSoon(kind: string, payload: unknown, followUp?: FollowUp, options?: EnqueueOptions): Promise<string> {
    return new Promise((resolve, reject) => {
      if (this.batch.length === 0) setImmediate(() => void this.flush());
      this.batch.push({ kind, payload, followUp, options, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    let batch = withinDeadline(this.batch, Date.now());
    this.batch = [];
    if (batch.length === 0) return;
    const ids = new Map(batch.map((item) => [item, randomUUID()]));
    const keys = batch.flatMap((item) => (item.options?.idempotency ? [item.options.idempotency.key] : []));
    const deadlines = batch.flatMap((item) => (item.options?.deadline === undefined ? [] : [item.options.deadline]));
    let keyed: KeyedRow[];
    try {
      keyed = await inTransaction(this.pool, async (client) => {
        if (deadlines.length) {
          // A connection may have been long in coming: what is late by now is dropped, and the INSERT is
          // cancelled by the server itself once the earliest deadline left has passed.
          batch = withinDeadline(batch, Date.now());
          const remaining = Math.min(...batch.map((item) => item.options?.deadline ?? Infinity)) - Date.now();
          if (batch.length === 0) return [];
          if (Number.isFinite(remaining))
            await client.query(`SELECT set_config('statement_timeout', $1, true)`, [`${Math.max(1, remaining)}ms`]);
        }
        // A key stored before (or by another replica this instant) inserts nothing; its row is read below.
        const { rows } = await client.query<KeyedRow>(
          `INSERT INTO outbox (id, kind, payload, follow_up, next_attempt_at, created_at, idempotency_key, request_hash)
           SELECT id, kind, payload, follow_up, $7, $7, key, hash
           FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::jsonb[], $5::text[], $6::text[]) AS job (id, kind, payload, follow_up, key, hash)
           ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
           RETURNING id, idempotency_key, request_hash`,
          [
            batch.map((item) => ids.get(item)),
            batch.map((item) => item.kind),
            batch.map((item) => JSON.stringify(item.payload)),
            batch.map((item) => (item.followUp ? JSON.stringify(item.followUp) : null)),
            batch.map((item) => item.options?.idempotency?.key ?? null),
            batch.map((item) => item.options?.idempotency?.fingerprint ?? null),
            this.now(),
          ],
        );
        const found = new Set(rows.map((row) => row.idempotency_key));
        const others = keys.filter((key) => !found.has(key));
        if (others.length === 0) return rows;
        const stored = await client.query<KeyedRow>(
          `SELECT id, idempotency_key, request_hash FROM outbox WHERE idempotency_key = ANY($1::text[])`,
          [others],
        );
        return [...rows, ...stored.rows];
      });
    } catch (error) {
      const cancelled = (error as { code?: string }).code === QUERY_CANCELED;
      for (const item of batch) item.reject(cancelled ? new DeadlinePassed() : error);
      return;
    }
    const byKey = new Map(keyed.map((row) => [row.idempotency_key, row]));
    for (const item of batch) {
      const idempotency = item.options?.idempotency;
      if (!idempotency) {
        item.resolve(ids.get(item)!);
        continue;
      }
      const row = byKey.get(idempotency.key);
      if (row?.request_hash === idempotency.fingerprint) item.resolve(row.id);
      else if (row) item.reject(new IdempotencyConflict(idempotency.key));
      else item.reject(new Error(`the job of Idempotency-Key "${idempotency.key}" is neither stored nor new`));
    }
  }

  /**
   * A job whose lease ran out first, else the pending job due earliest; each branch one seek in
   * its partial index. SKIP LOCKED passes over a row another replica is claiming this instant.
   */
  async claim(): Promise<OutboxJob | undefined> {
    const now = this.now();
    const { rows } = await this.bookkeeping.query<{
      id: string;
      kind: string;
      payload: unknown;
      attempts: number;
      rejections: number;
    }>(
      `UPDATE outbox SET status = 'sending', lease_until = $2, attempts = attempts + 1
       WHERE id = COALESCE(
         (SELECT id FROM outbox WHERE status = 'sending' AND lease_until < $1 ORDER BY lease_until LIMIT 1 FOR UPDATE SKIP LOCKED),
         (SELECT id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1 ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED))
       RETURNING id, kind, payload, attempts, rejections`,
      [now, now + this.leaseMs],
    );
    return rows[0];
  }

  async complete(id: string): Promise<void> {
    await inTransaction(this.bookkeeping, async (client) => {
      const now = this.now();
      // The attachment (a CV) has no business staying in the database once delivered.
      const { rows } = await client.query<{ follow_up: FollowUp | null }>(
        `UPDATE outbox SET status = 'done', done_at = $2, lease_until = NULL, last_error = NULL, payload = payload - 'attachments'
         WHERE id = $1 RETURNING follow_up`,
        [id, now],
      );
      const followUp = rows[0]?.follow_up;
      if (!followUp) return;
      // The follow-up's id derives from its parent: a second delivery by another replica queues nothing more.
      await client.query(
        `INSERT INTO outbox (id, kind, payload, parent_id, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (id) DO NOTHING`,
        [`${id}:${followUp.kind}`, followUp.kind, JSON.stringify(followUp.payload), id, now],
      );
    });
  }

  async retry(id: string, delayMs: number, error: string, rejected = false): Promise<void> {
    await this.bookkeeping.query(
      `UPDATE outbox SET status = 'pending', lease_until = NULL, next_attempt_at = $2, last_error = $3, rejections = rejections + $4 WHERE id = $1 AND status = 'sending'`,
      [id, this.now() + delayMs, error, rejected ? 1 : 0],
    );
  }

  async bury(id: string, error: string): Promise<void> {
    await this.bookkeeping.query(
      `UPDATE outbox SET status = 'dead', lease_until = NULL, last_error = $2, rejections = rejections + 1 WHERE id = $1 AND status = 'sending'`,
      [id, error],
    );
  }

  async renew(id: string): Promise<void> {
    await this.bookkeeping.query(`UPDATE outbox SET lease_until = $2 WHERE id = $1 AND status = 'sending'`, [
      id,
      this.now() + this.leaseMs,
    ]);
  }

  /** Other replicas may be delivering right now: a job in hand is only taken back when its lease runs out. */
  async releaseClaimed(): Promise<number> {
    return 0;
  }

  async nextDueAt(): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ at: number | null }>(
      `SELECT LEAST((SELECT MIN(next_attempt_at) FROM outbox WHERE status = 'pending'), (SELECT MIN(lease_until) FROM outbox WHERE status = 'sending')) AS at`,
    );
    return rows[0]?.at ?? undefined;
  }

  async get(id: string): Promise<OutboxRow | undefined> {
    const { rows } = await this.pool.query<OutboxRow>(
      `SELECT id, kind, status, attempts, rejections, next_attempt_at, last_error, created_at, done_at, parent_id FROM outbox WHERE id = $1`,
      [id],
    );
    return rows[0];
  }

  async counts(): Promise<Record<OutboxStatus, number>> {
    const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, done: 0, dead: 0 };
    const { rows } = await this.pool.query<{ status: OutboxStatus; count: number }>(
      `SELECT status, COUNT(*) AS count FROM outbox GROUP BY status`,
    );
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  async oldestPendingAt(): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ at: number | null }>(
      `SELECT MIN(created_at) AS at FROM outbox WHERE status IN ('pending', 'sending')`,
    );
    return rows[0]?.at ?? undefined;
  }

  async queuedBytes(): Promise<number> {
    // The stored (possibly compressed) size: read from each row's header, not its content.
    const { rows } = await this.pool.query<{ bytes: string }>(
      `SELECT COALESCE(SUM(pg_column_size(payload)), 0) AS bytes FROM outbox WHERE status IN ('pending', 'sending')`,
    );
    return Number(rows[0]?.bytes ?? 0);
  }

  async purgeDead(before: number): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM outbox WHERE status = 'dead' AND created_at < $1`, [
      before,
    ]);
    return rowCount ?? 0;
  }

  async purgeDelivered(before: number): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM outbox WHERE status = 'done' AND done_at < $1`, [before]);
    return rowCount ?? 0;
  }
}
