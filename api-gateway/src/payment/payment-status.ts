import type { PaymentStatus } from './payment-store.ts';

/** Platon's notification statuses; the sandbox also reports a decline. */
const FROM_PROVIDER: Record<string, PaymentStatus> = {
  SALE: 'paid',
  REFUND: 'refunded',
  REVERSAL: 'refunded',
  CHARGEBACK: 'chargeback',
  DECLINE: 'declined',
  DECLINED: 'declined',
};

const ALLOWED: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'declined'],
  declined: ['paid'],
  paid: ['refunded', 'chargeback'],
  refunded: ['chargeback'],
  chargeback: [],
};

/** The record's status after a notification; an unknown or out-of-order status leaves it as it is. */
export function nextStatus(current: PaymentStatus, providerStatus: string): PaymentStatus {
  const target = FROM_PROVIDER[providerStatus.toUpperCase()];
  return target && ALLOWED[current].includes(target) ? target : current;
}
