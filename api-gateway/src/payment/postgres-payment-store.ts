import { inTransaction, type PostgresPool } from '../postgres/postgres-pool.ts';
import type {
  NewPayment,
  NotificationResult,
  PaymentRecord,
  PaymentStatus,
  PaymentStore,
  PaymentsPurged,
} from './payment-store.ts';
import { decideNotification } from './payment-status.ts';
import { toRecord, type PaymentRow } from './payment-row.ts';
import { IdempotencyConflict, type IdempotencyClaim } from '../http/idempotency.ts';

/**
 * Payment records in PostgreSQL (DATABASE_URL), shared by the replicas. A notification locks
 * its payment's row (`SELECT … FOR UPDATE`), so the same callback reaching two replicas at once
 * is decided twice in turn by the one state machine: applied once, a duplicate the second time.
 */
export function postgresPaymentStore(pool: PostgresPool, now: () => Date = () => new Date()): PaymentStore {
  return {
    async create(payment: NewPayment, idempotency?: IdempotencyClaim): Promise<PaymentRecord> {
      const at = now().toISOString();
      // A second checkout with the key stores nothing, even one racing the first on another replica: the unique
      // index decides, and the row it kept is read back.
      const { rows } = await pool.query<PaymentRow>(
        `INSERT INTO payments ("order", amount_minor, currency, subject, description, first_name, phone, locale, status, created_at, updated_at, idempotency_key, request_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $9, $10, $11)
         ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
         RETURNING *`,
        [
          payment.order,
          payment.amountMinor,
          payment.currency,
          payment.subject,
          payment.description,
          payment.firstName,
          payment.phone,
          payment.locale,
          at,
          idempotency?.key ?? null,
          idempotency?.fingerprint ?? null,
        ],
      );
      if (rows[0]) return toRecord(rows[0]);
      const stored = await pool.query<PaymentRow>(`SELECT * FROM payments WHERE idempotency_key = $1`, [
        idempotency!.key,
      ]);
      const row = stored.rows[0]!;
      if (row.request_hash !== idempotency!.fingerprint) throw new IdempotencyConflict(idempotency!.key);
      return toRecord(row);
    },
    async find(order: string): Promise<PaymentRecord | undefined> {
      const { rows } = await pool.query<PaymentRow>(`SELECT * FROM payments WHERE "order" = $1`, [order]);
      return rows[0] ? toRecord(rows[0]) : undefined;
    },
    applyNotification: (notification) =>
      inTransaction(pool, async (client): Promise<NotificationResult> => {
        const { rows } = await client.query<PaymentRow>(`SELECT * FROM payments WHERE "order" = $1 FOR UPDATE`, [
          notification.order,
        ]);
        const row = rows[0];
        if (!row) return { outcome: 'unknown-order' };
        const decision = decideNotification(
          { status: row.status as PaymentStatus, transactionId: row.transaction_id },
          notification,
        );
        const at = now().toISOString();
        let current = row;
        if (decision.outcome === 'applied') {
          const updated = await client.query<PaymentRow>(
            `UPDATE payments SET status = $2, transaction_id = $3, card = COALESCE($4, card), updated_at = $5 WHERE "order" = $1 RETURNING *`,
            [notification.order, decision.status, decision.transactionId, notification.card, at],
          );
          current = updated.rows[0]!;
        }
        await client.query(
          `INSERT INTO payment_events ("order", provider_status, transaction_id, outcome, reason, status_after, payload, received_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            notification.order,
            notification.providerStatus,
            notification.transactionId,
            decision.outcome,
            decision.outcome === 'rejected' ? decision.reason : null,
            current.status,
            JSON.stringify(notification.payload),
            at,
          ],
        );
        const record = toRecord(current);
        return decision.outcome === 'rejected'
          ? { outcome: 'rejected', reason: decision.reason, record }
          : { outcome: decision.outcome, record };
      }),
    purgeBefore: (before) =>
      inTransaction(pool, async (client): Promise<PaymentsPurged> => {
        // Times are `toISOString()` text, which sorts as the times do.
        const at = before.toISOString();
        const anonymised = await client.query(
          `UPDATE payments SET first_name = '', phone = '' WHERE updated_at < $1 AND (first_name <> '' OR phone <> '')`,
          [at],
        );
        const events = await client.query(`DELETE FROM payment_events WHERE received_at < $1`, [at]);
        return { anonymised: anonymised.rowCount ?? 0, eventsDeleted: events.rowCount ?? 0 };
      }),
    // The pool is shared with the outbox and closed by whoever opened it.
    async close(): Promise<void> {},
  };
}
