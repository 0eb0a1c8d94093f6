import type { Locale } from '@clinic/contracts/locale';
import type { PaymentSubject } from '@clinic/contracts/payment';

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

/** One provider notification; `key` tells a replay of the same notification from a new one. */
export interface PaymentNotification {
  order: string;
  key: string;
  providerStatus: string;
  transactionId: string | null;
  card: string | null;
  payload: Record<string, string>;
}

export type NotificationOutcome = 'applied' | 'duplicate' | 'unknown-order';

/**
 * Payment records behind a small interface: SQLite on one node, PostgreSQL when the
 * gateway runs as several replicas (DESIGN §4), with no change to the handlers.
 */
export interface PaymentStore {
  create(payment: NewPayment): PaymentRecord;
  find(order: string): PaymentRecord | undefined;
  /** Records the notification and moves the payment to `transition(current)`, atomically and at most once per `key`. */
  applyNotification(notification: PaymentNotification, transition: (current: PaymentStatus) => PaymentStatus): NotificationOutcome;
  close(): void;
}
