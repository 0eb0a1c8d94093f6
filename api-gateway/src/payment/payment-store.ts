import type { Locale } from '@clinic/contracts/locale';
import type { PaymentSubject } from '@clinic/contracts/payment';
import type { IdempotencyClaim } from '../http/idempotency.ts';

export interface PaymentsPurged {
  anonymised: number;
  eventsDeleted: number;
}

export type PaymentStatus = 'pending' | 'paid' | 'declined' | 'refunded' | 'chargeback';

export interface NewPayment {
  order: string;
  /** Kopecks, so amounts compare exactly. */
  amountMinor: number;
  currency: string;
  subject: PaymentSubject;
  description: string;
  firstName: string;
  phone: string;
  locale: Locale;
}

export interface PaymentRecord extends NewPayment {
  status: PaymentStatus;
  transactionId: string | null;
  card: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One signed provider notification, already checked against the order's amount and currency. */
export interface PaymentNotification {
  order: string;
  /** Platon's `status`: SALE, DECLINED, REFUND, REVERSAL, CHARGEBACK. */
  providerStatus: string;
  /** Platon's `id`: the transaction the notification is about. */
  transactionId: string;
  card: string | null;
  /** Every field received except the card number, kept with the notification. */
  payload: Record<string, string>;
}

export type NotificationResult =
  | { outcome: 'applied' | 'duplicate'; record: PaymentRecord }
  | { outcome: 'rejected'; reason: string; record: PaymentRecord }
  | { outcome: 'unknown-order' };

/**
 * Payment records behind a small interface: SQLite on one node, PostgreSQL when the
 * gateway runs as several replicas, with no change to the handlers.
 *
 * Promise-returning so that an asynchronous database fits behind it. Contract of every
 * implementation:
 * - `create` stores a `pending` record with no transaction; a second `create` of the same
 *   order throws. Given the checkout's key, a payment stored before under that key is answered
 *   and nothing is stored (`IdempotencyConflict` if it was asked for with another request), also
 *   when both arrive at once.
 * - `applyNotification` reads the payment, asks `decideNotification` (./payment-status.ts,
 *   the only place the state machine lives) and writes what it decided, all in one
 *   transaction that serialises notifications of the same order (SQLite: `BEGIN IMMEDIATE`;
 *   PostgreSQL: `SELECT … FOR UPDATE`). `applied` moves status and binds the transaction id
 *   (and card, if sent); `duplicate` and `rejected` change no payment field. Every
 *   notification of a known order is appended to its log whatever the outcome.
 * - Once this returns, the change is durable (fsync'd: SQLite `synchronous=FULL`).
 */
export interface PaymentStore {
  create(payment: NewPayment, idempotency?: IdempotencyClaim): Promise<PaymentRecord>;
  /**
   * What is past its retention (last changed, or received, before `before`): a payment keeps its order, amount,
   * status and transaction and loses the payer's name and phone; the provider's notifications are deleted.
   */
  purgeBefore(before: Date): Promise<PaymentsPurged>;
  find(order: string): Promise<PaymentRecord | undefined>;
  applyNotification(notification: PaymentNotification): Promise<NotificationResult>;
  close(): Promise<void>;
}
