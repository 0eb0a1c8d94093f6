import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresOutboxStore } from '../outbox/postgres-outbox-store.ts';
import { DeadlinePassed } from '../outbox/outbox-store.ts';
import { IdempotencyConflict } from '../http/idempotency.ts';
import { postgresPaymentStore } from '../payment/postgres-payment-store.ts';
import type { NewPayment } from '../payment/payment-store.ts';
import { PostgresReviewStore } from '../reviews/postgres-review-store.ts';
import { createDatabase, servicesUnavailable, startPostgres, type RunningService } from '../testing/services.ts';
import { MIGRATIONS, migrate } from './migrations.ts';
import { sweepOldAndRecent } from '../store/testing/retention-scenario.ts';
import { openPostgres, openUnsyncedPool, type PostgresPool } from './postgres-pool.ts';

const unavailable = servicesUnavailable();
if (unavailable) console.warn(`Skipping the PostgreSQL tests: ${unavailable}`);

const logger = pino({ level: 'silent' });

describe.skipIf(unavailable)('PostgreSQL stores', () => {
  let server: RunningService;
  const pools: PostgresPool[] = [];

  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await server?.stop();
  });

  /** `count` pools on one new database, as that many replicas would have. */
  async function replicas(count: number): Promise<PostgresPool[]> {
    const url = await createDatabase(server.url);
    const opened = await Promise.all(Array.from({ length: count }, () => openPostgres(url, logger, 4)));
    pools.push(...opened);
    return opened;
  }

  describe('retention', () => {
    it('removes from each store what is past its period, logs the counts, and keeps the rest', async () => {
      const [pool] = await replicas(1);
      const clock = { now: 0 };
      await sweepOldAndRecent({
        outbox: new PostgresOutboxStore(pool!, () => clock.now),
        reviews: new PostgresReviewStore(pool!),
        payments: postgresPaymentStore(pool!, () => new Date(clock.now)),
        clock,
        writtenAt: async (id, at) =>
          void (await pool!.query('UPDATE reviews SET created_at = $1 WHERE id = $2', [new Date(at), id])),
      });
    });
  });

  describe('migrations', () => {
    it('run once when replicas start at the same moment, each step recorded with its version', async () => {
      const url = await createDatabase(server.url);
      const raw = Array.from({ length: 3 }, () => new pg.Pool({ connectionString: url, max: 1 }));
      try {
        const applied = await Promise.all(raw.map((pool) => migrate(pool)));
        expect(applied.flat().sort((a, b) => a - b)).toEqual(MIGRATIONS.map((step) => step.version));
        const { rows } = await raw[0]!.query('SELECT version, name FROM schema_migrations ORDER BY version');
        expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
        expect(await migrate(raw[0]!)).toEqual([]);
      } finally {
        await Promise.all(raw.map((pool) => pool.end()));
      }
    });

    it('let the gateway of the release before run on the newer schema, and refuse one a newer step breaks', async () => {
      const [pool] = await replicas(1);
      // A newer release's step that only adds: this gateway, the release before it, runs on the schema.
      await pool!.query(`INSERT INTO schema_migrations (version, name) VALUES (999, 'a column added')`);
      expect(await migrate(pool!)).toEqual([]);
      await pool!.query(
        `INSERT INTO schema_migrations (version, name, breaks_older) VALUES (1000, 'a column dropped', true)`,
      );
      await expect(migrate(pool!)).rejects.toThrow(
        /step 1000 \(a column dropped\), which a gateway knowing up to version \d+ cannot run on/,
      );
    });
  });

  describe('outbox', () => {
    it('deletes only the jobs delivered before the retention cut-off', async () => {
      const [pool] = await replicas(1);
      let now = 1_000_000;
      const store = new PostgresOutboxStore(pool!, () => now);
      const [old, dead] = [
        await store.enqueueSoon('mail', { text: 'Пацієнт 1, 380501234567' }),
        await store.enqueueSoon('mail', { text: 'Пацієнт 2' }),
      ];
      await store.claim();
      await store.claim();
      await store.complete(old);
      await store.bury(dead, '550 mailbox unavailable');
      now += 10_000;
      const recent = await store.enqueueSoon('mail', { text: 'Пацієнт 3' });
      await store.claim();
      await store.complete(recent);
      const waiting = await store.enqueueSoon('mail', { text: 'Пацієнт 4' });
      expect(await store.purgeDelivered(now - 5_000)).toBe(1);
      expect(await store.get(old)).toBeUndefined();
      expect([
        (await store.get(recent))?.status,
        (await store.get(dead))?.status,
        (await store.get(waiting))?.status,
      ]).toEqual(['done', 'dead', 'pending']);
    });

    it('stores a job sent again with its key once, across replicas, and answers each copy with its id', async () => {
      const [a, b] = await replicas(2);
      const stores = [new PostgresOutboxStore(a!), new PostgresOutboxStore(b!)];
      const idempotency = { key: 'booking-0001', fingerprint: 'same request' };
      const ids = await Promise.all(
        Array.from({ length: 6 }, (_, n) => stores[n % 2]!.enqueueSoon('mail', { n: 1 }, undefined, { idempotency })),
      );
      expect(new Set(ids).size).toBe(1);
      expect(await stores[0]!.counts()).toMatchObject({ pending: 1 });
      // Later, on the other replica: the same answer, nothing more stored.
      expect(await stores[1]!.enqueueSoon('mail', { n: 1 }, undefined, { idempotency })).toBe(ids[0]);
      await expect(
        stores[1]!.enqueueSoon('mail', { n: 2 }, undefined, { idempotency: { ...idempotency, fingerprint: 'other' } }),
      ).rejects.toThrow(IdempotencyConflict);
      expect(await stores[0]!.counts()).toMatchObject({ pending: 1 });
    });

    it('drops a job whose deadline passed before it was committed, storing nothing', async () => {
      const [pool] = await replicas(1);
      const store = new PostgresOutboxStore(pool!);
      await expect(store.enqueueSoon('mail', { n: 1 }, undefined, { deadline: Date.now() - 1 })).rejects.toThrow(
        DeadlinePassed,
      );
      // A commit the server cannot finish before the deadline is cancelled by the server itself.
      const locker = await pool!.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE outbox IN EXCLUSIVE MODE');
        const held = store.enqueueSoon('mail', { n: 2 }, undefined, { deadline: Date.now() + 300 });
        await expect(held).rejects.toThrow(DeadlinePassed);
        await locker.query('ROLLBACK');
      } finally {
        locker.release();
      }
      expect(await store.counts()).toEqual({ pending: 0, sending: 0, done: 0, dead: 0 });
      const kept = await store.enqueueSoon('mail', { n: 3 }, undefined, { deadline: Date.now() + 5_000 });
      expect((await store.get(kept))?.status).toBe('pending');
    });

    it('hands each job to exactly one of several replicas claiming at once', async () => {
      const [a, b] = await replicas(2);
      const stores = [new PostgresOutboxStore(a!), new PostgresOutboxStore(b!)];
      const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => stores[n % 2]!.enqueueSoon('mail', { n })));
      const claimed: string[] = [];
      await Promise.all(
        stores.flatMap((store) =>
          Array.from({ length: 3 }, async () => {
            for (let job = await store.claim(); job; job = await store.claim()) claimed.push(job.id);
          }),
        ),
      );
      expect(claimed.sort()).toEqual([...ids].sort());
      expect(await stores[0]!.counts()).toEqual({ pending: 0, sending: 40, done: 0, dead: 0 });
    });

    it('gives a job back once the lease of the replica that claimed it runs out, and not before', async () => {
      const [a, b] = await replicas(2);
      let now = 1_000_000;
      const dying = new PostgresOutboxStore(a!, () => now, 30_000);
      const survivor = new PostgresOutboxStore(b!, () => now, 30_000);
      const id = await dying.enqueueSoon('mail', { subject: 'x' });
      expect(await dying.claim()).toMatchObject({ id, attempts: 1 });
      now += 29_999;
      expect(await survivor.claim()).toBeUndefined();
      expect(await survivor.releaseClaimed()).toBe(0);
      now += 2;
      expect(await survivor.claim()).toMatchObject({ id, attempts: 2, payload: { subject: 'x' } });
    });

    it('keeps a job with the replica that renews its lease, however long the delivery takes', async () => {
      const [a, b] = await replicas(2);
      let now = 1_000_000;
      const slow = new PostgresOutboxStore(a!, () => now, 30_000);
      const other = new PostgresOutboxStore(b!, () => now, 30_000);
      const id = await slow.enqueueSoon('mail', {});
      expect((await slow.claim())?.id).toBe(id);
      for (let renewals = 0; renewals < 3; renewals++) {
        now += 20_000;
        await slow.renew(id);
      }
      now += 29_999;
      expect(await other.claim()).toBeUndefined();
      await slow.complete(id);
      await slow.renew(id);
      expect(await slow.get(id)).toMatchObject({ status: 'done' });
    });

    it('commits the worker’s bookkeeping without waiting for the disk, and what a 202 promised with it', async () => {
      const [pool] = await replicas(1);
      const unsynced = openUnsyncedPool(pool!, 1, logger);
      pools.push(unsynced);
      expect((await pool!.query('SHOW synchronous_commit')).rows).toEqual([{ synchronous_commit: 'on' }]);
      expect((await unsynced.query('SHOW synchronous_commit')).rows).toEqual([{ synchronous_commit: 'off' }]);
      const store = new PostgresOutboxStore(pool!, Date.now, 60_000, unsynced);
      const id = await store.enqueueSoon('mail', { subject: 'x' });
      expect((await store.claim())?.id).toBe(id);
      await store.complete(id);
      expect((await store.get(id))?.status).toBe('done');
    });

    it('retries, buries, queues a follow-up once however often its job completes, and drops attachments', async () => {
      const [pool] = await replicas(1);
      let now = 5_000;
      const store = new PostgresOutboxStore(pool!, () => now);
      const id = await store.enqueueSoon(
        'mail',
        { subject: 'cv', attachments: [{ path: 'data:application/pdf;base64,AAAA' }] },
        { kind: 'review', payload: { rating: 5 } },
      );
      const queued = await store.queuedBytes();
      expect(queued).toBeGreaterThan(40);
      await store.claim();
      await store.retry(id, 1_000, '451 later', false);
      expect(await store.claim()).toBeUndefined();
      expect(await store.nextDueAt()).toBe(6_000);
      now = 6_000;
      expect(await store.claim()).toMatchObject({ id, attempts: 2, rejections: 0 });
      await store.complete(id);
      await store.complete(id);
      expect(await store.get(id)).toMatchObject({ status: 'done', parent_id: null });
      const { rows } = await pool!.query('SELECT payload FROM outbox WHERE id = $1', [id]);
      expect(rows[0].payload).toEqual({ subject: 'cv' });
      // Only the follow-up is left undelivered.
      expect(await store.queuedBytes()).toBeLessThan(queued);
      const followUp = await store.claim();
      expect(followUp).toMatchObject({ id: `${id}:review`, kind: 'review', payload: { rating: 5 } });
      expect(await store.claim()).toBeUndefined();
      await store.bury(followUp!.id, '400 refused');
      expect(await store.get(followUp!.id)).toMatchObject({
        status: 'dead',
        rejections: 1,
        last_error: '400 refused',
        parent_id: id,
      });
      expect(await store.oldestPendingAt()).toBeUndefined();
    });
  });

  describe('payments', () => {
    const payment: NewPayment = {
      order: 'order-1',
      amountMinor: 50_000,
      currency: 'UAH',
      subject: 'services',
      description: 'Послуги',
      firstName: 'Олена',
      phone: '380501234567',
      locale: 'uk',
    };
    const sale = {
      order: 'order-1',
      providerStatus: 'SALE',
      transactionId: 'tx-1',
      card: '****1111',
      payload: { status: 'SALE' },
    };

    it('applies the same notification once when it reaches two replicas at the same moment', async () => {
      const [a, b] = await replicas(2);
      const stores = [postgresPaymentStore(a!), postgresPaymentStore(b!)];
      expect(await stores[0]!.create(payment)).toMatchObject({
        status: 'pending',
        transactionId: null,
        amountMinor: 50_000,
      });
      await expect(stores[1]!.create(payment)).rejects.toThrow();
      const results = await Promise.all([...stores, ...stores].map((store) => store.applyNotification(sale)));
      expect(results.map((result) => result.outcome).sort()).toEqual([
        'applied',
        'duplicate',
        'duplicate',
        'duplicate',
      ]);
      expect(await stores[1]!.find('order-1')).toMatchObject({
        status: 'paid',
        transactionId: 'tx-1',
        card: '****1111',
      });
      const { rows } = await a!.query(`SELECT outcome FROM payment_events WHERE "order" = 'order-1'`);
      expect(rows).toHaveLength(4);
    });

    it('stores one payment for a checkout key sent to two replicas at the same moment, and refuses it for another checkout', async () => {
      const [a, b] = await replicas(2);
      const stores = [postgresPaymentStore(a!), postgresPaymentStore(b!)];
      const claim = { key: 'checkout-key-1', fingerprint: 'form-1' };
      const answers = await Promise.all(
        [0, 1, 2, 3].map((n) => stores[n % 2]!.create({ ...payment, order: `order-${n}` }, claim)),
      );
      expect(new Set(answers.map((record) => record.order)).size).toBe(1);
      const { rows } = await a!.query(`SELECT "order" FROM payments`);
      expect(rows).toEqual([{ order: answers[0]!.order }]);
      await expect(
        stores[1]!.create({ ...payment, order: 'order-9' }, { ...claim, fingerprint: 'form-2' }),
      ).rejects.toThrow(IdempotencyConflict);
      // Without a key, or with another, each checkout is its own order.
      await stores[0]!.create({ ...payment, order: 'order-10' });
      await stores[1]!.create({ ...payment, order: 'order-11' }, { key: 'checkout-key-2', fingerprint: 'form-1' });
      expect((await a!.query(`SELECT count(*)::int AS n FROM payments`)).rows).toEqual([{ n: 3 }]);
    });

    it('keeps a decided payment as it is when a contradicting notification races a legal one', async () => {
      const [a, b] = await replicas(2);
      const [first, second] = [postgresPaymentStore(a!), postgresPaymentStore(b!)];
      await first.create(payment);
      const results = await Promise.all([
        first.applyNotification(sale),
        second.applyNotification({ ...sale, providerStatus: 'DECLINED', transactionId: 'tx-2' }),
      ]);
      const applied = results.filter((result) => result.outcome === 'applied');
      expect(applied).toHaveLength(1);
      expect(results.filter((result) => result.outcome === 'rejected')).toHaveLength(1);
      const final = await first.find('order-1');
      expect(['paid', 'declined']).toContain(final?.status);
      // A settled order then refuses whatever the other transaction says.
      expect(
        (
          await second.applyNotification({
            ...sale,
            providerStatus: 'REFUND',
            transactionId: final?.transactionId === 'tx-1' ? 'tx-2' : 'tx-1',
          })
        ).outcome,
      ).toBe('rejected');
      expect(await first.applyNotification({ ...sale, order: 'nobody' })).toEqual({ outcome: 'unknown-order' });
    });
  });

  describe('reviews', () => {
    it('creates a review once, however often its job runs', async () => {
      const [pool] = await replicas(1);
      const store = new PostgresReviewStore(pool!);
      const review = {
        id: 'job-1:review',
        locale: 'en' as const,
        relation: { type: 'doctor', slug: 'ivanenko' },
        name: 'Олена',
        phone: '380501234567',
        comment: 'Дякую',
        rating: 4,
      };
      await Promise.all([store.create(review), store.create(review)]);
      const list = await store.list();
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        ...review,
        status: 'pending',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it('shows only the published reviews of one subject in one locale', async () => {
      const [pool] = await replicas(1);
      const store = new PostgresReviewStore(pool!);
      const base = {
        locale: 'uk' as const,
        relation: { type: 'doctor', slug: 'ivanenko' },
        name: 'Олена',
        phone: '380501234567',
        comment: 'Дякую',
        rating: 5,
      };
      await store.create({ ...base, id: 'shown' });
      await store.create({ ...base, id: 'waiting' });
      await store.create({ ...base, id: 'english', locale: 'en' });
      await store.create({ ...base, id: 'elsewhere', relation: { type: 'doctor', slug: 'petrenko' } });
      await pool!.query(`UPDATE reviews SET status = 'published' WHERE id IN ('shown', 'english', 'elsewhere')`);
      expect((await store.published('uk', { type: 'doctor', slug: 'ivanenko' })).map((review) => review.id)).toEqual([
        'shown',
      ]);
    });
  });
});
