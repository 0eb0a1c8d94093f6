import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from './mail/testing/smtp-sink.ts';
import { callbackSign } from './payment/platon-sign.ts';
import { CHECKOUT_FORM } from './payment/testing/checkout-form.ts';
import {
  createDatabase,
  servicesUnavailable,
  startPostgres,
  startRedis,
  type RunningService,
} from './testing/services.ts';
import { startGatewayProcess, type GatewayProcess } from './testing/start-gateway-process.ts';

const unavailable = servicesUnavailable();
if (unavailable) console.warn(`Skipping the two-replica tests: ${unavailable}`);

const PHONE = '38(050) 123-45-67';
const MERCHANT = { key: 'REPLICA-KEY', secret: 'Replica-Secret-7d1e' };
const METRICS_TOKEN = 'replica-metrics-token-0123456789';
const RATE_LIMIT = 30;
const LEASE_MS = 2_000;
/** Deliveries at once per replica. */
const CONCURRENCY = 2;

interface Replica {
  child: GatewayProcess;
  url: string;
}

/** Every accepted id's Message-ID, as the gateway writes it (`<outbox id@sender's domain>`). */
const messageId = (id: string) => `<${id}@clinic.local>`;

describe.skipIf(unavailable)('two gateway replicas on one PostgreSQL and one Redis', () => {
  let postgres: RunningService;
  let redis: RunningService;
  let databaseUrl: string;
  let db: pg.Pool;
  const smtp = new SmtpSink();
  const dirs: string[] = [];
  const replicas: Replica[] = [];

  /** The real gateway (`src/main.ts`) as a child process, so it can be killed like a real replica. */
  async function startReplica(): Promise<Replica> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-replica-'));
    dirs.push(dir);
    const { child, url } = await startGatewayProcess(
      {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redis.url,
        SMTP_URL: smtp.url,
        MAIL_LEASE_MS: String(LEASE_MS),
        MAIL_CONCURRENCY: String(CONCURRENCY),
        MAIL_RETRY_BASE_MS: '100',
        MAIL_RETRY_MAX_MS: '300',
        RATE_LIMIT_MAX: String(RATE_LIMIT),
        PAYMENT_KEY: MERCHANT.key,
        PAYMENT_SECRET: MERCHANT.secret,
        PUBLIC_URL: 'http://127.0.0.1',
        METRICS_TOKEN,
      },
      { dataDir: dir },
    );
    const replica = { child, url };
    replicas.push(replica);
    return replica;
  }

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis(), smtp.start()]);
    databaseUrl = await createDatabase(postgres.url);
    db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // Both at once: the schema is migrated by one while the other waits.
    await Promise.all([startReplica(), startReplica()]);
  }, 90_000);

  afterAll(async () => {
    for (const { child } of replicas) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.all(
      replicas.map(({ child }) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise((resolve) => child.once('exit', resolve)),
      ),
    );
    await db?.end();
    await smtp.stop();
    await Promise.all([postgres?.stop(), redis?.stop()]);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const order = (url: string, firstName: string) =>
    fetch(`${url}/mail/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ config: 'order', page: `${url}/`, fields: { firstName, phone: PHONE } }),
    });

  async function accept(url: string, firstName: string): Promise<string> {
    const response = await order(url, firstName);
    expect(response.status).toBe(202);
    return ((await response.json()) as { id: string }).id;
  }

  const outboxStates = async (ids: string[]) =>
    (await db.query<{ status: string }>(`SELECT status FROM outbox WHERE id = ANY($1)`, [ids])).rows.map(
      (row) => row.status,
    );

  async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function delivered(url: string): Promise<number> {
    const text = await (
      await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return Number(
      /gateway_outbox_delivery_attempts_total\{kind="mail",outcome="delivered"\} (\d+)/.exec(text)?.[1] ?? 0,
    );
  }

  it('delivers orders spread over both replicas exactly once each, with the id each was accepted under', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = replicas;
    const ids = await Promise.all(Array.from({ length: 12 }, (_, n) => accept((n % 2 ? b : a)!.url, `Пацієнт ${n}`)));
    await until(async () => (await outboxStates(ids)).filter((status) => status === 'done').length === ids.length);
    // Time for a second copy to arrive, were one on its way.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const messageIds = smtp.received.map((mail) => mail.messageId);
    expect(messageIds.sort()).toEqual(ids.map(messageId).sort());
    expect((await delivered(a!.url)) + (await delivered(b!.url))).toBe(ids.length);
    // The outbox gauges read the shared table: either replica shows the whole queue.
    for (const { url } of [a!, b!]) {
      const text = await (
        await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      expect(text).toContain(`gateway_outbox_jobs{state="done"} ${ids.length}`);
      expect(text).toContain('gateway_outbox_oldest_pending_age_seconds 0');
    }
  });

  it('applies the same payment callback once when it reaches both replicas at the same moment', async () => {
    const [a, b] = replicas;
    const checkout = await fetch(`${a!.url}/payment/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(CHECKOUT_FORM),
    });
    expect(checkout.status).toBe(200);
    const { fields } = (await checkout.json()) as { fields: Record<string, string> };
    const callback = (status: string, id: string) => {
      const body = {
        order: fields.order!,
        status,
        id,
        amount: '500.00',
        currency: 'UAH',
        card: '411111****1111',
        email: '',
      };
      return new URLSearchParams({ ...body, sign: callbackSign(body, MERCHANT.secret) });
    };
    const post = (url: string, body: URLSearchParams) => fetch(`${url}/payment/callback`, { method: 'POST', body });
    const answers = await Promise.all([
      post(a!.url, callback('SALE', 'tx-1')),
      post(b!.url, callback('SALE', 'tx-1')),
      post(b!.url, callback('SALE', 'tx-1')),
    ]);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(['OK', 'OK', 'OK']);
    // A contradicting notification at both replicas at once is acknowledged and changes nothing.
    const contradicting = await Promise.all([
      post(a!.url, callback('DECLINED', 'tx-2')),
      post(b!.url, callback('DECLINED', 'tx-2')),
    ]);
    expect(contradicting.map((answer) => answer.status)).toEqual([200, 200]);

    const payment = await db.query(`SELECT status, transaction_id FROM payments WHERE "order" = $1`, [fields.order]);
    expect(payment.rows).toEqual([{ status: 'paid', transaction_id: 'tx-1' }]);
    const events = await db.query<{ outcome: string }>(
      `SELECT outcome FROM payment_events WHERE "order" = $1 ORDER BY id`,
      [fields.order],
    );
    expect(events.rows.map((row) => row.outcome)).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'rejected',
      'rejected',
    ]);
  });

  it('holds the rate limit across replicas: a client spreading its requests gets the limit once, not twice', async () => {
    const [a, b] = replicas;
    const answers: { status: number; remaining: number | undefined }[] = [];
    for (let request = 0; request < RATE_LIMIT + 4; request++) {
      const response = await fetch(`${(request % 2 ? b : a)!.url}/payment/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      // draft-8 `RateLimit: "payment"; r=<remaining>; t=<seconds>`: what is left in the one shared window.
      const remaining = /;\s*r=(\d+)/.exec(response.headers.get('ratelimit') ?? '')?.[1];
      answers.push({ status: response.status, remaining: remaining === undefined ? undefined : Number(remaining) });
    }
    const allowed = answers.filter((answer) => answer.status === 400);
    // Other tests may have spent some of this client's window already; whatever was left is counted down once, across both.
    expect(allowed.length).toBeGreaterThan(RATE_LIMIT / 2);
    expect(allowed.length).toBeLessThanOrEqual(RATE_LIMIT);
    allowed.forEach((answer, index) => expect(answer.remaining).toBe(allowed[0]!.remaining! - index));
    expect(allowed.at(-1)!.remaining).toBe(0);
    expect(answers.slice(allowed.length).map((answer) => answer.status)).toEqual(
      Array(answers.length - allowed.length).fill(429),
    );
    expect(answers.length - allowed.length).toBeGreaterThanOrEqual(4);
  });

  it('loses nothing when a replica is SIGKILLed in the middle of a delivery: the other takes its job over once the lease runs out', {
    timeout: 60_000,
  }, async () => {
    const [a, b] = replicas;
    const before = smtp.received.length;
    // The SMTP server takes each message but does not acknowledge it yet: both workers are stuck mid-delivery.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    smtp.beforeAccept = () => held;
    const ids = await Promise.all(Array.from({ length: 8 }, (_, n) => accept((n % 2 ? b : a)!.url, `Пацієнтка ${n}`)));
    await until(async () => smtp.received.length >= before + 2 * CONCURRENCY);
    const inHand = (
      await db.query<{ id: string }>(`SELECT id FROM outbox WHERE id = ANY($1) AND status = 'sending'`, [ids])
    ).rows.length;
    expect(inHand).toBe(2 * CONCURRENCY);

    a!.child.kill('SIGKILL');
    await new Promise((resolve) => a!.child.once('exit', resolve));
    release();
    smtp.beforeAccept = undefined;

    await until(async () => (await outboxStates(ids)).every((status) => status === 'done'), 30_000);
    const arrived = smtp.received.slice(before).map((mail) => mail.messageId!);
    expect(new Set(arrived)).toEqual(new Set(ids.map(messageId)));
    // At least once: only the messages the killed replica had in hand may arrive twice, under the same Message-ID.
    expect(arrived.length).toBeLessThanOrEqual(ids.length + CONCURRENCY);
  });
});
