import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { SqliteOutboxStore } from '../outbox/outbox-store.ts';
import { openSqlitePaymentStore } from '../payment/sqlite-payment-store.ts';
import { SqliteReviewStore } from '../reviews/review-store.ts';
import { openDatabase, type SqliteDatabase } from './sqlite-database.ts';
import { sweepOldAndRecent } from './testing/retention-scenario.ts';

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
