import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteOutboxStore } from '../outbox/outbox-store.ts';
import { openSqlitePaymentStore } from '../payment/sqlite-payment-store.ts';
import { SqliteReviewStore } from '../reviews/review-store.ts';
import { openDatabase, type SqliteDatabase } from './sqlite-database.ts';
import { sweepOldAndRecent } from './testing/retention-scenario.ts';
import { startGatewayProcess } from '../testing/start-gateway-process.ts';

let dir: string;
let db: SqliteDatabase;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-'));
  db = openDatabase(path.join(dir, 'gateway.sqlite'));
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('retention on SQLite', () => {
  it('removes from each store what is past its period, logs the counts, and keeps the rest', async () => {
    const clock = { now: 0 };
    const payments = openSqlitePaymentStore(path.join(dir, 'payments.sqlite'), () => new Date(clock.now));
    try {
      await sweepOldAndRecent({
        outbox: new SqliteOutboxStore(db, () => clock.now),
        reviews: new SqliteReviewStore(db),
        payments,
        clock,
        writtenAt: async (id, at) =>
          void db.prepare('UPDATE reviews SET created_at = ? WHERE id = ?').run(new Date(at).toISOString(), id),
      });
    } finally {
      await payments.close();
    }
  });
});

describe('the gateway process', () => {
  it('sweeps as it starts: what is past its period goes, and the log says how much', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'retention-gateway-'));
    const old = Date.now() - 40 * 86_400_000;
    const file = openDatabase(path.join(dataDir, 'gateway.sqlite'));
    const outbox = new SqliteOutboxStore(file, () => old);
    const dead = outbox.enqueue('mail', { text: 'Олена, 380501234567' });
    await outbox.claim();
    await outbox.bury(dead, '550 no such mailbox');
    file.close();
    const gateway = await startGatewayProcess(
      { DEAD_MAIL_RETENTION_DAYS: '30', SMTP_URL: 'smtp://127.0.0.1:9' },
      { dataDir },
    );
    try {
      await vi.waitFor(() =>
        expect(gateway.logs).toContainEqual(
          expect.objectContaining({
            msg: 'retention: personal data past its period removed',
            store: 'dead mail',
            deleted: 1,
          }),
        ),
      );
    } finally {
      await gateway.stop();
    }
    const after = openDatabase(path.join(dataDir, 'gateway.sqlite'));
    expect(after.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    after.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
