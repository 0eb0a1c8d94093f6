import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMail } from './mail/testing/post-mail.ts';
import { SmtpSink } from './mail/testing/smtp-sink.ts';
import { openPostgres } from './postgres/postgres-pool.ts';
import { PostgresReleaseStore } from './releases/postgres-release-store.ts';
import { sendReleaseCommand } from '@clinic/contracts/release-api';
import { createToken, SqliteReleaseStore, type ReleaseStore } from './releases/release-store.ts';
import { REPO_ROOT } from './paths.ts';
import { backupCommand } from './store/backup-command.ts';
import { databaseFile, openDatabase } from './store/sqlite-database.ts';
import {
  createDatabase,
  freePort,
  PG_BIN,
  servicesUnavailable,
  startPostgres,
  type RunningPostgres,
} from './testing/services.ts';
import { startGatewayProcess, type RunningGatewayProcess } from './testing/start-gateway-process.ts';

// An operator backs up a running gateway's data, loses it, and restores it: what visitors sent before the backup
// still reaches the clinic, and a team's release token still works.

const PHONE = '38(050) 123-45-67';
const unavailable = servicesUnavailable();
if (unavailable) console.warn(`Skipping the PostgreSQL backup test: ${unavailable}`);

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
const gateways: RunningGatewayProcess[] = [];
const smtp = new SmtpSink();
/** Where no SMTP server answers: the gateway that takes the orders keeps them in its outbox. */
let deadSmtpUrl: string;

beforeAll(async () => {
  await smtp.start();
  deadSmtpUrl = `smtp://127.0.0.1:${await freePort()}`;
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.stop('SIGKILL')));
  await smtp.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A gateway on `dataDir` and `env`; `delivering`, it sends mail to the clinic's SMTP server, else to none. */
async function startGateway(
  env: Record<string, string>,
  dataDir: string,
  { delivering = false } = {},
): Promise<RunningGatewayProcess> {
  const gateway = await startGatewayProcess(
    {
      SMTP_URL: delivering ? smtp.url : deadSmtpUrl,
      MAIL_RETRY_BASE_MS: '100',
      MAIL_RETRY_MAX_MS: '300',
      // A message taken for delivery when the copy was made is free again soon after the restore.
      MAIL_LEASE_MS: '1000',
      RATE_LIMIT_MAX: '0',
      ...env,
    },
    { dataDir, timeoutMs: 30_000 },
  );
  gateways.push(gateway);
  return gateway;
}

/** An order a visitor sends while the SMTP server is down: 202, kept in the outbox. */
async function order(gateway: RunningGatewayProcess, firstName: string): Promise<void> {
  const response = await postMail(gateway.url, {
    config: 'order',
    page: `${gateway.url}/`,
    fields: { firstName, phone: PHONE },
  });
  expect(response.status).toBe(202);
}

/** What the restored gateway shows: the waiting order reaches the clinic, and the team's token still releases. */
async function expectRestored(gateway: RunningGatewayProcess, firstName: string, token: string): Promise<void> {
  await smtp.waitForMail((message) => (message.text ?? '').includes(`Імʼя: ${firstName}`), 20_000);
  const status = await sendReleaseCommand(gateway.url, token, ['status']);
  expect(status.code).toBe(0);
  expect(status.lines[0]).toBe('mf-search');
}

async function teamToken(store: ReleaseStore): Promise<string> {
  return (await createToken(store, 'mf_search', 'search team', ['https://static.example'])).token;
}

describe('backup and restore', () => {
  it('SQLite: `backup create` copies a running gateway’s files; `restore` waits until it is stopped, then brings everything back', {
    timeout: 90_000,
  }, async () => {
    const dataDir = tempDir('backup-sqlite-');
    const first = await startGateway({}, dataDir);
    await order(first, 'Олена');
    const db = openDatabase(databaseFile(dataDir));
    const token = await teamToken(new SqliteReleaseStore(db));
    db.close();

    const folder = path.join(tempDir('backup-sqlite-copy-'), 'nightly');
    const created = backupCommand(['create', folder], { dataDir });
    expect(created.code).toBe(0);
    expect(created.lines[0]).toMatch(new RegExp(`^gateway.sqlite -> ${folder}/gateway.sqlite \\(\\d+ KiB\\)$`));
    // Restoring under a running gateway would lose what it writes meanwhile.
    expect(backupCommand(['restore', folder], { dataDir })).toEqual({
      code: 1,
      lines: [`gateway.sqlite in ${dataDir} is open in a running gateway: stop every gateway, then restore`],
    });

    await first.stop('SIGKILL');
    const restoredDir = tempDir('backup-sqlite-restored-');
    expect(backupCommand(['restore', folder], { dataDir: restoredDir })).toEqual({
      code: 0,
      lines: [`gateway.sqlite restored from ${folder} (${created.lines[0]!.match(/\((\d+ KiB)\)$/)![1]})`],
    });
    await expectRestored(await startGateway({}, restoredDir, { delivering: true }), 'Олена', token);
  });

  describe.skipIf(unavailable)('PostgreSQL', () => {
    let postgres: RunningPostgres;
    beforeAll(async () => {
      postgres = await startPostgres();
    }, 60_000);
    afterAll(() => postgres?.stop());

    it('the Kubernetes CronJob’s own script dumps a running gateway’s database; pg_restore into an empty one brings everything back', {
      timeout: 90_000,
    }, async () => {
      const databaseUrl = await createDatabase(postgres.url);
      const first = await startGateway({ DATABASE_URL: databaseUrl }, tempDir('backup-pg-'));
      await order(first, 'Ірина');
      const pool = await openPostgres(databaseUrl, pino({ level: 'silent' }), 1);
      const token = await teamToken(new PostgresReleaseStore(pool));
      await pool.end();

      const cronJob = parse(
        fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'kubernetes', 'base', 'backup-cronjob.yaml'), 'utf8'),
      ) as { spec: { jobTemplate: { spec: { template: { spec: { containers: { args: string[] }[] } } } } } };
      const [script] = cronJob.spec.jobTemplate.spec.template.spec.containers[0]!.args;
      const backups = tempDir('backup-pg-dumps-');
      // A dump from an earlier night, past the days the job keeps them.
      const old = path.join(backups, 'gateway-20000101T021700Z.pgdump');
      fs.writeFileSync(old, 'old');
      fs.utimesSync(old, new Date('2000-01-01'), new Date('2000-01-01'));
      const output = execFileSync('/bin/sh', ['-c', script!], {
        env: {
          PATH: `${PG_BIN}:${process.env.PATH}`,
          DATABASE_URL: databaseUrl,
          BACKUP_DIR: backups,
          BACKUP_KEEP_DAYS: '7',
        },
        encoding: 'utf8',
      });
      const [dump] = fs.readdirSync(backups);
      expect(fs.readdirSync(backups)).toEqual([expect.stringMatching(/^gateway-\d{8}T\d{6}Z\.pgdump$/)]);
      expect(output).toBe(`backed up to ${path.join(backups, dump!)}\n${old}\n`);

      // The database is lost: the gateway stops, and the dump goes into a new, empty one.
      await first.stop('SIGKILL');
      const restoredUrl = await createDatabase(postgres.url);
      execFileSync(path.join(PG_BIN, 'pg_restore'), [
        '--clean',
        '--if-exists',
        '--no-owner',
        `--dbname=${restoredUrl}`,
        path.join(backups, dump!),
      ]);
      await expectRestored(
        await startGateway({ DATABASE_URL: restoredUrl }, tempDir('backup-pg-restored-'), { delivering: true }),
        'Ірина',
        token,
      );
    });
  });
});
