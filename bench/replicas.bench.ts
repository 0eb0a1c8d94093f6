// POST /mail/send (order) with the outbox in PostgreSQL behind two gateway replicas (Redis for
// the shared state), beside one replica on SQLite: accepted requests per second, p99 latency,
// and how fast the workers deliver to an SMTP server on loopback. The rate limit is off;
// PostgreSQL fsyncs its commits, as SQLite does (synchronous = FULL).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import {
  type RunningGatewayProcess,
  createDatabase,
  freePort,
  servicesUnavailable,
  startPostgres,
  startRedis,
} from '@clinic/api-gateway/testing';
import { startQuietGateway } from './support/gateway-process.ts';
import { REPO_ROOT, benchSetting } from './support/settings.ts';

const DURATION_S = benchSetting('BENCH_DURATION', 10);
const CONNECTIONS = benchSetting('BENCH_CONNECTIONS', 10);

/** An SMTP server that only counts what it is given, so the figures measure the gateway, not a mail parser. */
async function startCountingSmtp(): Promise<{ url: string; count(): number; stop(): Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Figures {
  accepted: number;
  other: number;
  acceptedPerSecond: number;
  p50: number;
  p99: number;
  deliveredPerSecond: number;
}

/** Load spread evenly over the gateways; then waits until the SMTP server has every accepted message. */
async function measure(gateways: RunningGatewayProcess[], smtp: { count(): number }): Promise<Figures> {
  const request = (url: string) => ({
    url: `${url}/mail/send`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      config: 'order',
      page: `${url}/likari`,
      fields: {
        firstName: 'Олена',
        phone: '38(050) 123-45-67',
        goal: 'Консультація дерматолога',
        note: 'Дерматологія',
      },
    }),
  });
  const connections = Math.max(1, Math.round(CONNECTIONS / gateways.length));
  await Promise.all(gateways.map((gateway) => autocannon({ ...request(gateway.url), connections, duration: 2 }))); // warm-up
  await waitForDeliveries(smtp, smtp.count(), 120_000, () => true);
  const deliveredBefore = smtp.count();
  const started = Date.now();
  const results = await Promise.all(
    gateways.map((gateway) => autocannon({ ...request(gateway.url), connections, duration: DURATION_S })),
  );
  const accepted = results.reduce((sum, result) => sum + result['2xx'], 0);
  await waitForDeliveries(smtp, deliveredBefore + accepted, 300_000);
  const deliveredIn = (Date.now() - started) / 1000;
  const duration = Math.max(...results.map((result) => result.duration || DURATION_S));
  return {
    accepted,
    other: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
    acceptedPerSecond: Math.round(accepted / duration),
    // Each load generator's own percentile; the worse of them stands for the whole.
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    deliveredPerSecond: Math.round(accepted / deliveredIn),
  };
}

async function waitForDeliveries(
  smtp: { count(): number },
  target: number,
  timeoutMs: number,
  quiet = () => false,
): Promise<void> {
  const started = Date.now();
  let last = -1;
  let stableSince = Date.now();
  while (smtp.count() < target) {
    if (Date.now() - started > timeoutMs) throw new Error(`only ${smtp.count()} of ${target} messages delivered`);
    // During warm-up the target is unknown: stop once nothing arrived for a second.
    if (quiet() && smtp.count() === last && Date.now() - stableSince > 1_000) return;
    if (smtp.count() !== last) {
      last = smtp.count();
      stableSince = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main(): Promise<void> {
  const unavailable = servicesUnavailable();
  if (unavailable) throw new Error(unavailable);
  if (!existsSync(path.join(REPO_ROOT, 'api-gateway', 'dist', 'main.js'))) {
    spawnSync('npm', ['run', 'build', '-w', '@clinic/api-gateway'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
  const smtp = await startCountingSmtp();
  const [postgres, redis] = await Promise.all([startPostgres({ durable: true }), startRedis()]);
  const rows: Record<string, Figures> = {};
  try {
    const sqlite = await startQuietGateway({ env: { SMTP_URL: smtp.url } });
    try {
      rows['1 replica, SQLite'] = await measure([sqlite], smtp);
    } finally {
      await sqlite.stop();
    }
    const databaseUrl = await createDatabase(postgres.url);
    const shared = { SMTP_URL: smtp.url, DATABASE_URL: databaseUrl, REDIS_URL: redis.url };
    const replicas = await Promise.all([startQuietGateway({ env: shared }), startQuietGateway({ env: shared })]);
    try {
      rows['2 replicas, PostgreSQL + Redis'] = await measure(replicas, smtp);
    } finally {
      await Promise.all(replicas.map((replica) => replica.stop()));
    }
  } finally {
    await Promise.all([postgres.stop(), redis.stop(), smtp.stop()]);
  }
  console.log(
    `POST /mail/send (order), ${CONNECTIONS} connections in all, ${DURATION_S} s, delivered to an SMTP server on loopback`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, figures]) => [
        name,
        {
          'accepted (202)': figures.accepted,
          'other answers': figures.other,
          'accepted/s': figures.acceptedPerSecond,
          'p50 (ms)': figures.p50,
          'p99 (ms)': figures.p99,
          'delivered/s': figures.deliveredPerSecond,
        },
      ]),
    ),
  );
  const failed = Object.values(rows).some((figures) => figures.other > 0);
  process.exitCode = failed ? 1 : 0;
}

void main();
