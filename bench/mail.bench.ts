// POST /mail/send (order) against the production gateway with the outbox on disk:
// accepted requests per second and p99 latency. The rate limit is off, the worker
// writes .eml files meanwhile, as it would in the default set-up.
// Then delivery: a gateway started on a backlog of BENCH_MAIL_BACKLOG (10,000) queued
// messages and a local SMTP server; delivered messages per second until the outbox is empty.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { type OutgoingMail, databaseFile, openDatabase, SqliteOutboxStore } from '@clinic/api-gateway/testing';
import { startQuietGateway } from './support/gateway-process.ts';
import { REPO_ROOT, benchSetting } from './support/settings.ts';

const DURATION_S = benchSetting('BENCH_DURATION', 10);
const CONNECTIONS = benchSetting('BENCH_CONNECTIONS', 10);
const TARGET_P99_MS = 25;
const BACKLOG = benchSetting('BENCH_MAIL_BACKLOG', 10_000);
const TARGET_DELIVERED_PER_S = 100;

// No top-level await: the repository root is not an ES module package, so tsx loads this as CommonJS.
async function main(): Promise<void> {
  if (!existsSync(path.join(REPO_ROOT, 'api-gateway', 'dist', 'main.js'))) {
    spawnSync('npm', ['run', 'build', '-w', '@clinic/api-gateway'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }

  const gateway = await startQuietGateway();
  const body = JSON.stringify({
    config: 'order',
    page: `${gateway.url}/likari`,
    fields: { firstName: 'Олена', phone: '38(050) 123-45-67', goal: 'Консультація дерматолога', note: 'Дерматологія' },
  });
  const request = {
    url: `${gateway.url}/mail/send`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body,
  };

  try {
    await autocannon({ ...request, connections: CONNECTIONS, duration: 2 }); // warm-up
    const result = await autocannon({ ...request, connections: CONNECTIONS, duration: DURATION_S });
    const accepted = result['2xx'];
    const acceptedPerSecond = accepted / (result.duration || DURATION_S);
    const emlFiles = existsSync(path.join(gateway.dataDir, 'mail'))
      ? readdirSync(path.join(gateway.dataDir, 'mail')).length
      : 0;
    console.log(`POST /mail/send (order), ${CONNECTIONS} connections, ${DURATION_S} s, outbox in ${gateway.dataDir}`);
    console.table({
      'accepted (202)': accepted,
      'other answers': result.non2xx + result.errors + result.timeouts,
      'accepted requests/s': Math.round(acceptedPerSecond),
      'latency p50 (ms)': result.latency.p50,
      'latency p99 (ms)': result.latency.p99,
      'latency max (ms)': result.latency.max,
      '.eml written by the worker meanwhile': emlFiles,
    });
    const ok = result.latency.p99 <= TARGET_P99_MS && result.non2xx === 0 && result.errors === 0;
    console.log(`p99 ${result.latency.p99} ms (target ≤ ${TARGET_P99_MS} ms): ${ok ? 'met' : 'NOT met'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    gateway.stop();
  }
  const delivered = await deliveryThroughput();
  if (delivered < TARGET_DELIVERED_PER_S) process.exitCode = 1;
}

/** Delivered/s from a queued backlog to an SMTP server on loopback that takes every message. */
async function deliveryThroughput(): Promise<number> {
  let received = 0;
  let done: () => void = () => {};
  const all = new Promise<void>((resolve) => (done = resolve));
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      stream.on('end', () => {
        received += 1;
        if (received === BACKLOG) done();
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-bench-delivery-'));
  const db = openDatabase(databaseFile(dataDir));
  const outbox = new SqliteOutboxStore(db);
  db.transaction(() => {
    for (let i = 0; i < BACKLOG; i++) {
      const mail: OutgoingMail = {
        config: 'order',
        from: 'Clinic <no-reply@clinic.local>',
        to: 'desk@clinic.local',
        subject: 'Запис на прийом',
        text: `Імʼя: Пацієнт ${i}\nТелефон: 38(050) 123-45-67`,
      };
      outbox.enqueue('mail', mail);
    }
  })();
  db.close();

  const started = performance.now();
  const gateway = await startQuietGateway({ dataDir, env: { SMTP_URL: smtpUrl } });
  try {
    await all;
    const seconds = (performance.now() - started) / 1000;
    const perSecond = BACKLOG / seconds;
    console.log(
      `\nDelivery: ${BACKLOG} queued messages to a local SMTP server (MAIL_CONCURRENCY ${process.env.MAIL_CONCURRENCY ?? 'default'})`,
    );
    console.table({
      delivered: received,
      'seconds (from gateway start)': Number(seconds.toFixed(1)),
      'delivered messages/s': Math.round(perSecond),
    });
    console.log(
      `delivered/s ${Math.round(perSecond)} (target ≥ ${TARGET_DELIVERED_PER_S}): ${perSecond >= TARGET_DELIVERED_PER_S ? 'met' : 'NOT met'}`,
    );
    return perSecond;
  } finally {
    gateway.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}

void main();
