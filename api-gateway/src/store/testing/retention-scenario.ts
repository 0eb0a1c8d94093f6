import { pino } from 'pino';
import { expect } from 'vitest';
import type { OutboxStore } from '../../outbox/outbox-store.ts';
import type { NewPayment, PaymentStore } from '../../payment/payment-store.ts';
import type { ReviewStatus, ReviewStore } from '../../reviews/review-store.ts';
import { RetentionSweeper } from '../retention.ts';
import { retentionTasks } from '../../retention-tasks.ts';

const DAY = 86_400_000;
/** The sweep's "now", and a period of 30 days for every store. */
const NOW = Date.parse('2026-12-01T00:00:00Z');
const PERIOD = 30 * DAY;
const OLD = NOW - 40 * DAY;
const RECENT = NOW - 10 * DAY;

export interface RetentionStores {
  /** Its clock set to `clock.now`, so each job is accepted at the time the scenario says. */
  outbox: OutboxStore;
  reviews: ReviewStore;
  /** Its clock set to `clock.now` too. */
  payments: PaymentStore;
  clock: { now: number };
  /** Makes the stored review look written at `at` (the stores stamp the moment they store it). */
  writtenAt(reviewId: string, at: number): Promise<void>;
}

const payment = (order: string, firstName: string): NewPayment => ({
  order,
  amountMinor: 50_000,
  currency: 'UAH',
  subject: 'services',
  description: 'Послуги',
  firstName,
  phone: '380501234567',
  locale: 'uk',
});

/**
 * Old and recent data in each store, a sweep at start, what it logged and what is left: the same for SQLite and
 * PostgreSQL.
 */
export async function sweepOldAndRecent(stores: RetentionStores): Promise<void> {
  const { outbox, reviews, payments, clock } = stores;
  // Mail refused for good, long ago and lately, and one never delivered yet.
  clock.now = OLD;
  const deadOld = await outbox.enqueueSoon('mail', { text: 'Олена, 380501234567' });
  await outbox.claim();
  await outbox.bury(deadOld, '550 no such mailbox');
  clock.now = RECENT;
  const deadRecent = await outbox.enqueueSoon('mail', { text: 'Марія' });
  await outbox.claim();
  await outbox.bury(deadRecent, '550 no such mailbox');
  clock.now = OLD;
  const waiting = await outbox.enqueueSoon('mail', { text: 'Ірина, 380501234568' });

  const review = async (id: string, at: number, status: ReviewStatus | 'pending') => {
    await reviews.create({
      id,
      locale: 'uk',
      relation: { type: 'doctor', slug: 'olena' },
      name: 'Олена',
      phone: '380501234567',
      comment: 'Дуже уважний лікар',
      rating: 5,
    });
    await stores.writtenAt(id, at);
    if (status !== 'pending') await reviews.moderate(id, status);
  };
  await review('old-pending', OLD, 'pending');
  await review('old-rejected', OLD, 'rejected');
  await review('old-published', OLD, 'published');
  await review('recent-published', RECENT, 'published');
  await review('recent-pending', RECENT, 'pending');

  clock.now = OLD;
  await payments.create(payment('order-old', 'Олена'));
  await payments.applyNotification({
    order: 'order-old',
    providerStatus: 'SALE',
    transactionId: 'tx-1',
    card: '****1111',
    payload: { status: 'SALE', first_name: 'Олена', phone: '380501234567' },
  });
  clock.now = RECENT;
  await payments.create(payment('order-recent', 'Ірина'));

  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const sweeper = new RetentionSweeper(
    retentionTasks({ deadMailMs: PERIOD, reviewsMs: PERIOD, paymentsMs: PERIOD }, { outbox, reviews, payments }),
    logger,
    60 * 60 * 1000,
    () => NOW,
  );
  await sweeper.start();
  sweeper.stop();

  expect(
    lines.map(({ store, retentionDays, deleted, phonesRemoved, anonymised, eventsDeleted }) => ({
      store,
      retentionDays,
      deleted,
      phonesRemoved,
      anonymised,
      eventsDeleted,
    })),
  ).toEqual([
    { store: 'dead mail', retentionDays: 30, deleted: 1 },
    { store: 'reviews', retentionDays: 30, deleted: 2, phonesRemoved: 1 },
    { store: 'payments', retentionDays: 30, anonymised: 1, eventsDeleted: 1 },
  ]);

  // Mail: the old dead one went; the recent dead one and the one still to deliver stay (an accepted post is never lost).
  expect(await outbox.get(deadOld)).toBeUndefined();
  expect((await outbox.get(deadRecent))?.status).toBe('dead');
  expect((await outbox.get(waiting))?.status).toBe('pending');

  // Reviews: what was never published went; a published one keeps its text and first name, not the phone.
  const left = Object.fromEntries((await reviews.list()).map((kept) => [kept.id, kept]));
  expect(Object.keys(left).sort()).toEqual(['old-published', 'recent-pending', 'recent-published']);
  expect(left['old-published']).toMatchObject({ name: 'Олена', comment: 'Дуже уважний лікар', phone: '' });
  expect(left['recent-published']).toMatchObject({ phone: '380501234567' });
  expect(await reviews.published('uk', { type: 'doctor', slug: 'olena' })).toHaveLength(2);

  // Payments: the old one keeps what the books need and loses who paid; the recent one is whole.
  expect(await payments.find('order-old')).toMatchObject({
    amountMinor: 50_000,
    status: 'paid',
    transactionId: 'tx-1',
    firstName: '',
    phone: '',
  });
  expect(await payments.find('order-recent')).toMatchObject({ firstName: 'Ірина', phone: '380501234567' });

  // Nothing is left past its period: the next sweep removes nothing and says nothing.
  lines.length = 0;
  await sweeper.sweep();
  expect(lines).toEqual([]);
}
