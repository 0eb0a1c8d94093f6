import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendReleaseCommand } from '@clinic/contracts/release-api';
import { createToken, SqliteReleaseStore, type ReleaseStore } from '@clinic/releases/release-store';
import { postMail } from './mail/testing/post-mail.ts';
import { SmtpSink } from './mail/testing/smtp-sink.ts';
import { backupCommand } from './store/backup-command.ts';
import { databaseFile, openDatabase } from './store/sqlite-database.ts';
import { freePort } from './testing/services.ts';
import { orderMail } from './testing/order-mail.ts';
import { startGatewayProcess, type RunningGatewayProcess } from './testing/start-gateway-process.ts';

// An operator backs up a running single gateway's SQLite files, loses them, and restores them: what visitors sent
// before the backup still reaches the clinic, and a team's release token still works. PostgreSQL's backups and
// their restore to a point in time: point-in-time-restore.test.ts.

const METRICS_TOKEN = 'backup-metrics-token-0123456789';

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
      METRICS_TOKEN,
      ...env,
    },
    { dataDir, timeoutMs: 30_000 },
  );
  gateways.push(gateway);
  return gateway;
}

/** An order a visitor sends while the SMTP server is down: 202, kept in the outbox. */
async function order(gateway: RunningGatewayProcess, firstName: string): Promise<void> {
  const response = await postMail(gateway.url, orderMail(gateway.url, firstName));
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
    const lastBackup = async () => {
      const text = await (
        await fetch(`${first.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      return Number(/^clinic_backup_last_success_timestamp_seconds (\S+)$/m.exec(text)?.[1]);
    };
    expect(await lastBackup()).toBe(0);
    const backedUpAt = new Date('2026-12-01T02:17:00Z');
    const created = backupCommand(['create', folder], { dataDir, now: () => backedUpAt });
    expect(created.code).toBe(0);
    // The running gateway tells when its last whole backup was made, for the alert on backups that stop.
    expect(await lastBackup()).toBe(backedUpAt.getTime() / 1000);
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
});
