import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMail } from './mail/testing/post-mail.ts';
import { SmtpSink } from './mail/testing/smtp-sink.ts';
import { REPO_ROOT } from './paths.ts';
import {
  asPostgresUser,
  createDatabase,
  debianPackagesUnavailable,
  freePort,
  PG_BIN,
  servicesUnavailable,
  startPostgres,
  type PostgresCluster,
  type RunningPostgres,
} from './testing/services.ts';
import { startGatewayProcess, type RunningGatewayProcess } from './testing/start-gateway-process.ts';

// The restore drill: PostgreSQL archives every change to an encrypted pgBackRest repository, as the
// repository's configuration says; the backup CronJob's own script takes a full backup; visitors' orders
// keep coming; the server's disk is lost; the database is brought back to a minute before the loss. What
// was accepted by then reaches the clinic, what came later is not there.

const BASE = path.join(REPO_ROOT, 'deploy', 'kubernetes', 'base');
const PHONE = '38(050) 123-45-67';
const METRICS_TOKEN = 'drill-metrics-token-0123456789';
const execFileAsync = promisify(execFile);
const unavailable =
  servicesUnavailable() ?? debianPackagesUnavailable(['/usr/bin/pgbackrest', '/usr/bin/psql'], ['pgbackrest']);
if (unavailable) console.warn(`Skipping the point-in-time restore drill: ${unavailable}`);

/**
 * The backup CronJob's container: its script and the variables it sets itself, but for how it reaches the
 * database's host over TLS: the drill runs it on that host.
 */
function backupJob(): { script: string; env: Record<string, string> } {
  const cronJob = parse(fs.readFileSync(path.join(BASE, 'backup-cronjob.yaml'), 'utf8')) as {
    spec: {
      jobTemplate: {
        spec: { template: { spec: { containers: { args: string[]; env: { name: string; value?: string }[] }[] } } };
      };
    };
  };
  const [container] = cronJob.spec.jobTemplate.spec.template.spec.containers;
  const env = Object.fromEntries(
    container!.env.flatMap(({ name, value }) =>
      value === undefined || name.startsWith('PGBACKREST_PG1_HOST') || name === 'PGBACKREST_CONFIG'
        ? []
        : [[name, value] as const],
    ),
  );
  return { script: container!.args[0]!, env };
}

describe.skipIf(unavailable)('point-in-time restore with pgBackRest', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-pitr-'));
  const smtp = new SmtpSink();
  const gateways: RunningGatewayProcess[] = [];
  let postgres: RunningPostgres;
  /** What differs here from the cluster: the repository is a folder instead of a bucket, pgBackRest's own files under `root`. */
  const pgbackrestEnv = ({ data, port, socketDir }: PostgresCluster): Record<string, string> => ({
    PGBACKREST_CONFIG: path.join(BASE, 'pgbackrest.conf'),
    PGBACKREST_REPO1_TYPE: 'posix',
    PGBACKREST_REPO1_PATH: path.join(root, 'repository'),
    PGBACKREST_REPO1_CIPHER_PASS: 'a-cipher-pass-for-the-drill-only',
    PGBACKREST_PG1_PATH: data,
    PGBACKREST_PG1_PORT: String(port),
    PGBACKREST_PG1_SOCKET_PATH: socketDir,
    PGBACKREST_LOCK_PATH: path.join(root, 'lock'),
  });
  const steps: string[] = [];
  let stepStarted = Date.now();
  const step = (name: string) => {
    steps.push(`${name} ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
    stepStarted = Date.now();
  };

  beforeAll(async () => {
    fs.chmodSync(root, 0o777);
    await smtp.start();
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.stop('SIGKILL')));
    await postgres?.stop();
    await smtp.stop();
    fs.rmSync(root, { recursive: true, force: true });
    if (steps.length) console.log(`Restore drill: ${steps.join(', ')}`);
  });

  /** pgBackRest as the cluster's owner, with the drill's repository. */
  const pgbackrest = async (...args: string[]) =>
    (
      await execFileAsync(...asPostgresUser('/usr/bin/pgbackrest', ['--stanza=clinic', ...args]), {
        env: { ...process.env, ...pgbackrestEnv(postgres) },
      })
    ).stdout;

  async function order(gateway: RunningGatewayProcess, firstName: string): Promise<void> {
    const response = await postMail(gateway.url, {
      config: 'order',
      page: `${gateway.url}/`,
      fields: { firstName, phone: PHONE },
    });
    expect(response.status, firstName).toBe(202);
  }

  /** The gateway's `clinic_backup_last_success_timestamp_seconds`, as Prometheus scrapes it. */
  async function lastBackupMetric(gateway: RunningGatewayProcess): Promise<number> {
    const response = await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await response.text();
    const value = /^clinic_backup_last_success_timestamp_seconds (\S+)$/m.exec(text)?.[1];
    if (value === undefined) throw new Error(`no clinic_backup_last_success_timestamp_seconds in:\n${text}`);
    return Number(value);
  }

  async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
    const client = new pg.Client(url);
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  }

  it('brings back every order accepted a minute before the disk was lost, and none accepted after the time asked for', {
    timeout: 240_000,
  }, async () => {
    const archiving = fs.readFileSync(path.join(BASE, 'postgresql-archiving.conf'), 'utf8');
    // The settings of the server's own file; pgBackRest's variables reach its archive_command through its environment.
    postgres = await startPostgres({ conf: archiving, env: pgbackrestEnv });
    const serverEnv = pgbackrestEnv(postgres);
    const databaseUrl = await createDatabase(postgres.url);

    const smtpDown = `smtp://127.0.0.1:${await freePort()}`;
    const gatewayEnv = { DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '0', MAIL_RETRY_BASE_MS: '100', METRICS_TOKEN };
    // The clinic's mail server is away: accepted orders wait in the outbox, in the database.
    const first = await startGatewayProcess({ ...gatewayEnv, SMTP_URL: smtpDown }, { timeoutMs: 30_000 });
    gateways.push(first);
    expect(await lastBackupMetric(first)).toBe(0);
    stepStarted = Date.now();
    const jobStarted = Date.now();
    // The nightly job, as the CronJob runs it.
    const job = backupJob();
    const { stdout: jobOutput } = await execFileAsync(...asPostgresUser('/bin/sh', ['-c', job.script]), {
      env: {
        ...process.env,
        ...job.env,
        ...serverEnv,
        PATH: `${PG_BIN}:${process.env.PATH}`,
        DATABASE_URL: databaseUrl,
      },
    });
    expect(jobOutput).toMatch(/backup command end: completed successfully/);
    step('full backup');
    // What the alert on a backup that stopped happening reads: the job's own record, through the gateway.
    const recorded = await lastBackupMetric(first);
    expect(recorded * 1000).toBeGreaterThanOrEqual(jobStarted);
    expect(recorded * 1000).toBeLessThanOrEqual(Date.now());
    const info = JSON.parse(await pgbackrest('--output=json', 'info')) as [
      { backup: { type: string }[]; status: { code: number } },
    ];
    expect(info[0].status.code).toBe(0);
    expect(info[0].backup.map((backup) => backup.type)).toEqual(['full']);
    // Encrypted: the repository's files read as nothing without the pass.
    const withWrongPass = await execFileAsync(...asPostgresUser('/usr/bin/pgbackrest', ['--stanza=clinic', 'info']), {
      env: { ...process.env, ...serverEnv, PGBACKREST_REPO1_CIPHER_PASS: 'not-the-pass' },
    });
    expect(withWrongPass.stdout).toMatch(/status: error[\s\S]*unable to load info file/);
    expect(
      fs
        .readFileSync(path.join(root, 'repository', 'backup', 'clinic', 'backup.info'))
        .subarray(0, 8)
        .toString(),
    ).toBe('Salted__');

    const before = ['Олена', 'Ірина', 'Марта'];
    for (const name of before) await order(first, name);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const noted = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = ['Богдан', 'Тарас'];
    for (const name of after) await order(first, name);
    step('orders accepted');

    // The failure comes a minute after the noted time: by then the server has pushed what it wrote before it.
    const [{ lsn }] = await query<{ lsn: string }>(databaseUrl, 'SELECT pg_current_wal_lsn() AS lsn');
    const [{ segment }] = await query<{ segment: string }>(databaseUrl, `SELECT pg_walfile_name('${lsn}') AS segment`);
    const failureAt = noted.getTime() + 60_000 + 5_000;
    while (Date.now() < failureAt) await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [archiver] = await query<{ last: string | null; failed: number }>(
      databaseUrl,
      'SELECT last_archived_wal AS last, failed_count::int AS failed FROM pg_stat_archiver',
    );
    expect(archiver!.failed).toBe(0);
    expect(archiver!.last! >= segment!).toBe(true);
    step('waited for the failure');

    // The disk is lost: the server dies and its data folder goes.
    await first.stop('SIGKILL');
    await postgres.crash();
    fs.rmSync(postgres.data, { recursive: true, force: true });
    await execFileAsync(...asPostgresUser('mkdir', ['-m', '700', postgres.data]));
    step('failure');

    const target = noted.toISOString().replace('T', ' ').replace('Z', '+00');
    await pgbackrest('--type=time', `--target=${target}`, '--target-action=promote', 'restore');
    step('restore');
    await postgres.resume();
    const started = Date.now();
    while (
      (await query<{ recovering: boolean }>(postgres.url, 'SELECT pg_is_in_recovery() AS recovering').then(
        ([row]) => row!.recovering,
        () => true,
      )) &&
      Date.now() - started < 60_000
    )
      await new Promise((resolve) => setTimeout(resolve, 200));
    step('replay to the noted time');

    // A gateway on the restored database, the clinic's mail server back: every order from before arrives.
    const restored = await startGatewayProcess({ ...gatewayEnv, SMTP_URL: smtp.url }, { timeoutMs: 30_000 });
    gateways.push(restored);
    for (const name of before)
      await smtp.waitForMail((message) => (message.text ?? '').includes(`Імʼя: ${name}`), 20_000);
    step('orders delivered');
    expect(await lastBackupMetric(restored)).toBe(recorded);
    const kept = await query<{ payload: string }>(databaseUrl, 'SELECT payload::text AS payload FROM outbox');
    expect(kept).toHaveLength(before.length);
    for (const name of after)
      expect(
        kept.some((row) => row.payload.includes(name)),
        name,
      ).toBe(false);
    expect(smtp.received.some((message) => after.some((name) => (message.text ?? '').includes(name)))).toBe(false);
  });
});
