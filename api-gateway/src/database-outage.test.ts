import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, openPostgres } from './postgres/postgres-pool.ts';
import { isDatabaseUnavailable } from './postgres/postgres-errors.ts';
import { SmtpSink } from './mail/testing/smtp-sink.ts';
import { orderMail } from './testing/order-mail.ts';
import { createDatabase, servicesUnavailable, startPostgres, type RunningPostgres } from './testing/services.ts';
import { startGatewayProcess, type RunningGatewayProcess } from './testing/start-gateway-process.ts';

const unavailable = servicesUnavailable();
if (unavailable) console.warn(`Skipping the database outage tests: ${unavailable}`);

const METRICS_TOKEN = 'outage-metrics-token-0123456789';
const PAGES = ['/', '/likari/dermatolohiia/olena-kovalenko', '/en/clinics', '/api/uk/api/clinics/get-clinics/'];

interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(unavailable)('PostgreSQL restarted and stopped under traffic, two replicas', () => {
  let postgres: RunningPostgres;
  const smtp = new SmtpSink();
  const replicas: RunningGatewayProcess[] = [];
  const dirs: string[] = [];

  beforeAll(async () => {
    [postgres] = await Promise.all([startPostgres(), smtp.start()]);
    const databaseUrl = await createDatabase(postgres.url);
    const start = async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-outage-'));
      dirs.push(dir);
      return startGatewayProcess(
        {
          DATABASE_URL: databaseUrl,
          SMTP_URL: smtp.url,
          MAIL_RETRY_BASE_MS: '100',
          MAIL_RETRY_MAX_MS: '500',
          MAIL_LEASE_MS: '3000',
          RATE_LIMIT_MAX: '0',
          METRICS_TOKEN,
          LOG_LEVEL: 'warn',
        },
        { dataDir: dir, timeoutMs: 60_000 },
      );
    };
    replicas.push(...(await Promise.all([start(), start()])));
  }, 150_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
    await smtp.stop();
    await postgres?.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function timed(url: string, init?: RequestInit): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
    };
  }

  const order = (url: string, n: number) =>
    timed(`${url}/mail/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderMail(url, `Пацієнт ${n}`)),
    });

  async function metric(url: string, name: string): Promise<string | undefined> {
    const text = await (
      await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return new RegExp(`^${name.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1];
  }

  it('ends no process and answers no 500: mail gets 503 with Retry-After within 1 s while it is down, pages and metrics keep answering, every 202 is delivered', {
    timeout: 120_000,
  }, async () => {
    const accepted: string[] = [];
    const answers: Answer[] = [];
    let load = true;
    let sent = 0;
    // 5 mails and 10 pages a second, spread over both replicas, for the whole test.
    const mails = (async () => {
      while (load) {
        const n = sent++;
        const url = replicas[n % 2]!.url;
        const started = performance.now();
        const response = await fetch(`${url}/mail/send`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            config: 'order',
            page: `${url}/`,
            fields: { firstName: `Пацієнтка ${n}`, phone: '38(067) 123-45-67' },
          }),
        });
        const body = (await response.json()) as { id?: string };
        answers.push({
          status: response.status,
          ms: performance.now() - started,
          retryAfter: response.headers.get('retry-after'),
        });
        if (response.status === 202) accepted.push(body.id!);
        await sleep(200);
      }
    })();
    const pages = (async () => {
      for (let n = 0; load; n++) {
        answers.push(await timed(`${replicas[n % 2]!.url}${PAGES[n % PAGES.length]}`));
        await sleep(100);
      }
    })();

    await sleep(1_500);
    // A restart: every session is terminated by the administrator's command, then the server is back.
    await postgres.halt();
    await postgres.resume();
    await sleep(1_500);

    // An outage: what a replica answers while the database is away.
    await postgres.halt();
    const during: Record<string, Answer[]> = { mail: [], page: [], health: [], ready: [] };
    for (const replica of replicas) {
      during.mail!.push(await order(replica.url, 1_000));
      for (const page of PAGES) during.page!.push(await timed(`${replica.url}${page}`));
      during.health!.push(await timed(`${replica.url}/healthz`));
      during.ready!.push(await timed(`${replica.url}/readyz`));
      expect(await metric(replica.url, 'gateway_dependency_up{dependency="postgres"}')).toBe('0');
    }
    // A visitor without scripts gets the form's page again, as typed, with the error every failed send shows.
    const plainPosts = {
      '/mail/order': {
        locale: 'uk',
        page: '/order',
        firstName: 'Олена Безбазна',
        phone: '38(050) 123-45-67',
        goal: '',
      },
      '/payment/checkout': {
        locale: 'uk',
        firstName: 'Олена Безбазна',
        phone: '38(050) 123-45-67',
        subjectPayment: 'services',
        amount: '500',
      },
    };
    for (const [endpoint, fields] of Object.entries(plainPosts)) {
      const url = replicas[0]!.url;
      const response = await fetch(`${url}${endpoint}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { Origin: url },
      });
      const html = await response.text();
      expect({ endpoint, status: response.status, retryAfter: response.headers.get('retry-after') }).toEqual({
        endpoint,
        status: 503,
        retryAfter: '5',
      });
      expect(html).toContain('Упс, щось пішло не так!');
      expect(html).toContain('value="Олена Безбазна"');
    }
    await sleep(1_000);
    await postgres.resume();

    // Recovered by themselves: each replica takes mail again.
    for (const replica of replicas) {
      const started = Date.now();
      let status = 0;
      while (status !== 202 && Date.now() - started < 15_000) {
        status = (await order(replica.url, 2_000)).status;
        if (status !== 202) await sleep(200);
      }
      expect(status).toBe(202);
    }
    await sleep(1_000);
    load = false;
    await Promise.all([mails, pages]);

    expect(replicas.map((replica) => replica.child.exitCode)).toEqual([null, null]);
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    for (const answer of during.mail!) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(answer.ms).toBeLessThan(1_000);
    }
    expect(during.page!.map((answer) => answer.status)).toEqual(
      PAGES.flatMap(() => 200).concat(PAGES.flatMap(() => 200)),
    );
    expect([...during.health!, ...during.ready!].map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    for (const replica of replicas)
      expect(await metric(replica.url, 'gateway_dependency_up{dependency="postgres"}')).toBe('1');

    // Every message accepted, before, between and after, arrives.
    const undelivered = () => {
      const arrived = new Set(smtp.received.map((mail) => mail.messageId));
      return accepted.filter((id) => !arrived.has(`<${id}@clinic.local>`));
    };
    const waitingSince = Date.now();
    while (undelivered().length > 0 && Date.now() - waitingSince < 30_000) await sleep(100);
    expect(undelivered()).toEqual([]);
    // What an operator reads: a short line when the database goes and when it is back, not one per request.
    const said = replicas.flatMap((replica) => replica.logs).filter((line) => Number(line.level) >= 40);
    const times = new Map<string, number>();
    for (const line of said) times.set(String(line.msg), (times.get(String(line.msg)) ?? 0) + 1);
    console.log(`Logged at warn or above by both replicas: ${JSON.stringify(Object.fromEntries(times))}`);
    expect(said.filter((line) => JSON.stringify(line.err ?? '').includes('\\n    at '))).toEqual([]);
    // Two outages (the restart and the stop), two replicas: each state change said once by each.
    expect([...times].filter(([, count]) => count > 4)).toEqual([]);
    const refused = answers.filter((answer) => answer.status === 503).length;
    console.log(
      `PostgreSQL restarted, then stopped 1 s, under traffic: ${answers.length} requests, 500s: 0, 503 with Retry-After: ${refused} (mail while it was down), ` +
        `${accepted.length} mails accepted, all delivered; processes exited: 0`,
    );
  });

  it('keeps the process up when connections are cut in the middle of a transaction, and opens new ones once the server is back', {
    timeout: 60_000,
  }, async () => {
    const databaseUrl = await createDatabase(postgres.url);
    const pool = await openPostgres(databaseUrl, pino({ level: 'silent' }));
    try {
      await pool.query('CREATE TABLE visits (n integer)');
      // One connection checked out between two statements, another in the middle of one, when the server goes.
      const idle = await pool.connect();
      await idle.query('BEGIN');
      const busy = inTransaction(pool, async (client) => {
        await client.query('INSERT INTO visits VALUES (1)');
        await client.query('SELECT pg_sleep(30)');
      });
      busy.catch(() => {});
      await sleep(300);
      await postgres.halt();
      const failures = await Promise.all([
        busy.then(
          () => undefined,
          (error: unknown) => error,
        ),
        idle.query('SELECT 1').then(
          () => undefined,
          (error: unknown) => error,
        ),
        pool.query('SELECT 1').then(
          () => undefined,
          (error: unknown) => error,
        ),
      ]);
      idle.release(true);
      expect(failures.map(isDatabaseUnavailable)).toEqual([true, true, true]);
      await postgres.resume();
      expect((await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM visits')).rows).toEqual([{ n: 0 }]);
    } finally {
      await pool.end();
    }
  });
});
