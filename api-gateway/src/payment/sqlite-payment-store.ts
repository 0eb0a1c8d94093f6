import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { NewPayment, NotificationOutcome, PaymentNotification, PaymentRecord, PaymentStatus, PaymentStore } from './payment-store.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS payments (
  "order" TEXT PRIMARY KEY,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  subject TEXT NOT NULL,
  description TEXT NOT NULL,
  first_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  locale TEXT NOT NULL,
  status TEXT NOT NULL,
  transaction_id TEXT,
  card TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payment_notifications (
  "order" TEXT NOT NULL REFERENCES payments("order"),
  key TEXT NOT NULL,
  provider_status TEXT NOT NULL,
  status_after TEXT NOT NULL,
  payload TEXT NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY ("order", key)
);
`;

interface PaymentRow {
  order: string;
  amount_minor: number;
  currency: string;
  subject: string;
  description: string;
  first_name: string;
  phone: string;
  locale: string;
  status: string;
  transaction_id: string | null;
  card: string | null;
  created_at: string;
  updated_at: string;
}

function toRecord(row: PaymentRow): PaymentRecord {
  return {
    order: row.order,
    amountMinor: row.amount_minor,
    currency: row.currency,
    subject: row.subject as PaymentRecord['subject'],
    description: row.description,
    firstName: row.first_name,
    phone: row.phone,
    locale: row.locale as PaymentRecord['locale'],
    status: row.status as PaymentStatus,
    transactionId: row.transaction_id,
    card: row.card,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Payment records in their own SQLite file (WAL), e.g. `DATA_DIR/payments.sqlite`. */
export function openSqlitePaymentStore(file: string, now: () => Date = () => new Date()): PaymentStore {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);

  const insert = db.prepare(
    `INSERT INTO payments ("order", amount_minor, currency, subject, description, first_name, phone, locale, status, created_at, updated_at)
     VALUES (@order, @amountMinor, @currency, @subject, @description, @firstName, @phone, @locale, 'pending', @at, @at)`,
  );
  const select = db.prepare<[string], PaymentRow>(`SELECT * FROM payments WHERE "order" = ?`);
  const insertNotification = db.prepare(
    `INSERT OR IGNORE INTO payment_notifications ("order", key, provider_status, status_after, payload, received_at)
     VALUES (@order, @key, @providerStatus, @statusAfter, @payload, @at)`,
  );
  const update = db.prepare(
    `UPDATE payments SET status = @status, transaction_id = COALESCE(@transactionId, transaction_id), card = COALESCE(@card, card), updated_at = @at WHERE "order" = @order`,
  );

  const apply = db.transaction((notification: PaymentNotification, transition: (current: PaymentStatus) => PaymentStatus): NotificationOutcome => {
    const row = select.get(notification.order);
    if (!row) return 'unknown-order';
    const status = transition(row.status as PaymentStatus);
    const at = now().toISOString();
    const inserted = insertNotification.run({
      order: notification.order,
      key: notification.key,
      providerStatus: notification.providerStatus,
      statusAfter: status,
      payload: JSON.stringify(notification.payload),
      at,
    });
    if (inserted.changes === 0) return 'duplicate';
    update.run({ order: notification.order, status, transactionId: notification.transactionId, card: notification.card, at });
    return 'applied';
  });

  return {
    create(payment: NewPayment): PaymentRecord {
      insert.run({ ...payment, at: now().toISOString() });
      return toRecord(select.get(payment.order)!);
    },
    find(order: string): PaymentRecord | undefined {
      const row = select.get(order);
      return row ? toRecord(row) : undefined;
    },
    applyNotification: (notification, transition) => apply.immediate(notification, transition),
    close(): void {
      if (db.open) db.close();
    },
  };
}
