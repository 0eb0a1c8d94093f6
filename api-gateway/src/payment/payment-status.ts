import type { PaymentStatus } from './payment-store.ts';

/**
 * The payment state machine: the one rule every payment store applies inside its own
 * transaction. Platon's callback signature covers only email, order and card, not
 * `status`, `amount` or `id`, so a captured signature can be re-posted with any status:
 * only the provider's legal transitions, on the transaction that settled the order, may
 * move a payment.
 *
 *   pending ─SALE──────→ paid ─REFUND/REVERSAL→ refunded (final)
 *          └DECLINE(D)─→ declined (final)   └─CHARGEBACK─────→ chargeback (final)
 */

/** Platon's notification statuses; the sandbox also reports a decline. */
const FROM_PROVIDER: Record<string, PaymentStatus> = {
  SALE: 'paid',
  REFUND: 'refunded',
  REVERSAL: 'refunded',
  CHARGEBACK: 'chargeback',
  DECLINE: 'declined',
  DECLINED: 'declined',
};

const LEGAL: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'declined'],
  paid: ['refunded', 'chargeback'],
  declined: [],
  refunded: [],
  chargeback: [],
};

/** What a store knows of a payment when a notification arrives. */
export interface PaymentState {
  status: PaymentStatus;
  /** The provider's transaction that paid or declined the order; null while pending. */
  transactionId: string | null;
}

/** The part of a notification the rule looks at. */
export interface NotificationFacts {
  providerStatus: string;
  transactionId: string;
}

export type Decision =
  /** Move to `status`; the order is now bound to `transactionId`. */
  | { outcome: 'applied'; status: PaymentStatus; transactionId: string }
  /** The same notification again (the provider retries until it reads "OK"): nothing to do. */
  | { outcome: 'duplicate' }
  /** Illegal or contradictory: nothing changes; the reason is for the warning. */
  | { outcome: 'rejected'; reason: string };

/** The provider's status as a target state; undefined when it is not one of Platon's. */
function statusFromProvider(providerStatus: string): PaymentStatus | undefined {
  return Object.hasOwn(FROM_PROVIDER, providerStatus) ? FROM_PROVIDER[providerStatus] : undefined;
}

/** Pure: what a notification does to a payment in `current`. */
export function decideNotification(current: PaymentState, notification: NotificationFacts): Decision {
  const target = statusFromProvider(notification.providerStatus);
  if (!target) return { outcome: 'rejected', reason: `unknown status ${JSON.stringify(notification.providerStatus)}` };
  const { transactionId } = notification;
  if (current.transactionId !== null && current.transactionId !== transactionId) {
    return {
      outcome: 'rejected',
      reason: `transaction ${transactionId} is not the order's transaction ${current.transactionId}`,
    };
  }
  if (target === current.status) return { outcome: 'duplicate' };
  if (!LEGAL[current.status].includes(target))
    return { outcome: 'rejected', reason: `${current.status} cannot become ${target}` };
  return { outcome: 'applied', status: target, transactionId };
}
