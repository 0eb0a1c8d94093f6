import type { PaymentRecord, PaymentStatus } from './payment-store.ts';

/** A payments row as both stores keep it (the same columns in SQLite and PostgreSQL). */
export interface PaymentRow {
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
  /** The checkout's key and a digest of what it asked for, kept to answer its repeats; not part of the record. */
  idempotency_key: string | null;
  request_hash: string | null;
}

export function toRecord(row: PaymentRow): PaymentRecord {
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
