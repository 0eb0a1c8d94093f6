import type {
  NewPayment,
  NotificationResult,
  PaymentNotification,
  PaymentRecord,
  PaymentStatus,
  PaymentStore,
  PaymentsPurged,
} from './payment-store.ts';
import { decideNotification } from './payment-status.ts';
import { toRecord, type PaymentRow } from './payment-row.ts';
import { openSqliteFile } from '../store/sqlite-database.ts';
import { PAYMENT_MIGRATIONS } from '../store/sqlite-migrations.ts';
import { IdempotencyConflict, type IdempotencyClaim } from '../http/idempotency.ts';

/** Payment records in their own SQLite file (WAL, fsync'd on every commit like the outbox), e.g. `DATA_DIR/payments.sqlite`. */
export function openSqlitePaymentStore(file: string, now: () => Date = () => new Date()): PaymentStore {
  const db = openSqliteFile(file, PAYMENT_MIGRATIONS);

  const insert = db.prepare(
    `INSERT INTO payments ("order", amount_minor, currency, subject, description, first_name, phone, locale, status, created_at, updated_at, idempotency_key, request_hash)
     VALUES (@order, @amountMinor, @currency, @subject, @description, @firstName, @phone, @locale, 'pending', @at, @at, @key, @fingerprint)`,
  );
  const select = db.prepare<[string], PaymentRow>(`SELECT * FROM payments WHERE "order" = ?`);
  const selectByKey = db.prepare<[string], PaymentRow>(`SELECT * FROM payments WHERE idempotency_key = ?`);
  // One writer at a time: the look-up and the insert cannot be split by a second checkout with the same key.
  const create = db.transaction((payment: NewPayment, idempotency: IdempotencyClaim | undefined): PaymentRow => {
    const stored = idempotency && selectByKey.get(idempotency.key);
    if (stored) {
      if (stored.request_hash !== idempotency.fingerprint) throw new IdempotencyConflict(idempotency.key);
      return stored;
    }
    insert.run({
      ...payment,
      at: now().toISOString(),
      key: idempotency?.key ?? null,
      fingerprint: idempotency?.fingerprint ?? null,
    });
    return select.get(payment.order)!;
  });
  const insertEvent = db.prepare(
    `INSERT INTO payment_events ("order", provider_status, transaction_id, outcome, reason, status_after, payload, received_at)
     VALUES (@order, @providerStatus, @transactionId, @outcome, @reason, @statusAfter, @payload, @at)`,
  );
  const update = db.prepare(
    `UPDATE payments SET status = @status, transaction_id = @transactionId, card = COALESCE(@card, card), updated_at = @at WHERE "order" = @order`,
  );

  const anonymise = db.prepare(
    `UPDATE payments SET first_name = '', phone = '' WHERE updated_at < ? AND (first_name <> '' OR phone <> '')`,
  );
  const deleteEvents = db.prepare(`DELETE FROM payment_events WHERE received_at < ?`);
  // Times are `toISOString()` text, which sorts as the times do.
  const purge = db.transaction(
    (at: string): PaymentsPurged => ({
      anonymised: anonymise.run(at).changes,
      eventsDeleted: deleteEvents.run(at).changes,
    }),
  );

  const apply = db.transaction((notification: PaymentNotification): NotificationResult => {
    const row = select.get(notification.order);
    if (!row) return { outcome: 'unknown-order' };
    const decision = decideNotification(
      { status: row.status as PaymentStatus, transactionId: row.transaction_id },
      notification,
    );
    const at = now().toISOString();
    if (decision.outcome === 'applied') {
      update.run({
        order: notification.order,
        status: decision.status,
        transactionId: decision.transactionId,
        card: notification.card,
        at,
      });
    }
    insertEvent.run({
      order: notification.order,
      providerStatus: notification.providerStatus,
      transactionId: notification.transactionId,
      outcome: decision.outcome,
      reason: decision.outcome === 'rejected' ? decision.reason : null,
      statusAfter: decision.outcome === 'applied' ? decision.status : row.status,
      payload: JSON.stringify(notification.payload),
      at,
    });
    const record = toRecord(select.get(notification.order)!);
    return decision.outcome === 'rejected'
      ? { outcome: 'rejected', reason: decision.reason, record }
      : { outcome: decision.outcome, record };
  });

  return {
    create: async (payment, idempotency) => toRecord(create.immediate(payment, idempotency)),
    async find(order: string): Promise<PaymentRecord | undefined> {
      const row = select.get(order);
      return row ? toRecord(row) : undefined;
    },
    applyNotification: async (notification) => apply.immediate(notification),
    purgeBefore: async (before) => purge.immediate(before.toISOString()),
    async close(): Promise<void> {
      if (db.open) db.close();
    },
  };
}
