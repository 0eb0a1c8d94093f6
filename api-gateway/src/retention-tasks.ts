import type { RetentionPeriods } from './config/config.ts';
import type { OutboxStore } from './outbox/outbox-store.ts';
import type { PaymentStore } from './payment/payment-store.ts';
import type { ReviewStore } from './reviews/review-store.ts';
import type { RetentionTask } from './store/retention.ts';

/** The stores holding people's names, phone numbers and comments besides delivered mail (which the outbox worker sweeps). */
export function retentionTasks(
  periods: RetentionPeriods,
  stores: {
    outbox: Pick<OutboxStore, 'purgeDead'>;
    reviews: Pick<ReviewStore, 'purgeBefore'>;
    payments: Pick<PaymentStore, 'purgeBefore'>;
  },
): RetentionTask[] {
  return [
    {
      store: 'dead mail',
      periodMs: periods.deadMailMs,
      purge: async (before) => ({ deleted: await stores.outbox.purgeDead(before) }),
    },
    {
      store: 'reviews',
      periodMs: periods.reviewsMs,
      purge: async (before) => ({ ...(await stores.reviews.purgeBefore(new Date(before))) }),
    },
    {
      store: 'payments',
      periodMs: periods.paymentsMs,
      purge: async (before) => ({ ...(await stores.payments.purgeBefore(new Date(before))) }),
    },
  ];
}
