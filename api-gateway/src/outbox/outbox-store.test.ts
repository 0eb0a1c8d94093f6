import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type SqliteDatabase } from '../store/sqlite-database.ts';
import { CLAIM, DeadlinePassed, SqliteOutboxStore } from './outbox-store.ts';
import { IdempotencyConflict } from '../http/idempotency.ts';

let dir: string;
let db: SqliteDatabase;
let now: number;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  db = openDatabase(path.join(dir, 'gateway.sqlite'));
  now = 1_000_000;
});
afterEach(() => {
  if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SqliteOutboxStore', () => {
  it('stores a job sent again with its key once, answering each copy with its id', async () => {
    const store = new SqliteOutboxStore(db, () => now);
    const idempotency = { key: 'booking-0001', fingerprint: 'same request' };
    const ids = await Promise.all(
      Array.from({ length: 3 }, () => store.enqueueSoon('mail', { n: 1 }, undefined, { idempotency })),
    );
    expect(await store.enqueueSoon('mail', { n: 1 }, undefined, { idempotency })).toBe(ids[0]);
    expect(new Set(ids).size).toBe(1);
    await expect(
      store.enqueueSoon('mail', { n: 2 }, undefined, { idempotency: { ...idempotency, fingerprint: 'other' } }),
    ).rejects.toThrow(IdempotencyConflict);
    expect(await store.counts()).toMatchObject({ pending: 1 });
  });

  it('drops a job whose deadline passed before it was committed, and keeps the others of its batch', async () => {
    const store = new SqliteOutboxStore(db, () => now);
    const late = store.enqueueSoon('mail', { n: 1 }, undefined, { deadline: Date.now() - 1 });
    const onTime = store.enqueueSoon('mail', { n: 2 }, undefined, { deadline: Date.now() + 5_000 });
    await expect(late).rejects.toThrow(DeadlinePassed);
    expect((await store.get(await onTime))?.status).toBe('pending');
    expect(await store.counts()).toMatchObject({ pending: 1 });
  });

  it('claims by index seeks alone, so a large backlog costs O(log n) per claim', () => {
    new SqliteOutboxStore(db);
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${CLAIM}`).all({ now, lease: now }) as { detail: string }[]).map(
      (row) => row.detail,
    );
    expect(plan).toContainEqual(expect.stringContaining('USING INDEX outbox_due (status=? AND next_attempt_at<?)'));
    expect(plan).toContainEqual(expect.stringContaining('USING INDEX outbox_lease (status=? AND lease_until<?)'));
    expect(plan.filter((step) => /\bSCAN\b|TEMP B-TREE/.test(step))).toEqual([]);
  });

  it("keeps every commit of an accepted job fsync'd (synchronous=FULL) around the worker's own bookkeeping", async () => {
    const store = new SqliteOutboxStore(db, () => now);
    store.enqueue('mail', { subject: 'x' });
    const job = (await store.claim())!;
    await store.retry(job.id, 0, 'later');
    await store.complete((await store.claim())!.id);
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('deletes delivered mail past its retention, keeps what is not delivered and what is dead, and the file shrinks', async () => {
    const store = new SqliteOutboxStore(db, () => now);
    const DAY = 86_400_000;
    // A month of forms, each with a patient's name and phone and a page of text.
    const mail = (n: number) => ({
      subject: `Запис ${n}`,
      text: `Імʼя: Пацієнт ${n}\nТелефон: 38050${String(n).padStart(7, '0')}\n${'Коментар. '.repeat(300)}`,
    });
    const delivered: string[] = [];
    for (let n = 0; n < 1_000; n++) {
      const id = store.enqueue('mail', mail(n));
      await store.claim();
      await store.complete(id);
      delivered.push(id);
    }
    const dead = store.enqueue('mail', mail(-1));
    await store.claim();
    await store.bury(dead, '550 mailbox unavailable');
    now += 29 * DAY;
    const recent = store.enqueue('mail', mail(1_000));
    await store.claim();
    await store.complete(recent);
    const waiting = store.enqueue('mail', mail(1_001));
    db.pragma('wal_checkpoint(TRUNCATE)');
    const file = path.join(dir, 'gateway.sqlite');
    const before = fs.statSync(file).size;

    now += 2 * DAY;
    expect(await store.purgeDelivered(now - 30 * DAY)).toBe(1_000);
    db.pragma('wal_checkpoint(TRUNCATE)');
    const after = fs.statSync(file).size;
    console.log(
      `Outbox file: ${(before / 1024).toFixed(0)} KiB with 1,000 delivered mails, ${(after / 1024).toFixed(0)} KiB once they are past retention`,
    );

    expect(await store.get(delivered[0]!)).toBeUndefined();
    expect(await store.get(delivered[999]!)).toBeUndefined();
    expect((await store.get(recent))?.status).toBe('done');
    expect((await store.get(dead))?.status).toBe('dead');
    expect((await store.get(waiting))?.status).toBe('pending');
    expect(after).toBeLessThan(before / 4);
  });

  it('switches a file made without auto-vacuum to incremental auto-vacuum when it opens it', () => {
    db.close();
    const file = path.join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec('CREATE TABLE kept (n INTEGER); INSERT INTO kept VALUES (7)');
    expect(old.pragma('auto_vacuum', { simple: true })).toBe(0);
    old.close();
    db = openDatabase(file);
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
    expect(db.prepare('SELECT n FROM kept').all()).toEqual([{ n: 7 }]);
  });

  it('uses WAL', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it('hands a job out once until it is completed', async () => {
    const store = new SqliteOutboxStore(db, () => now);
    const id = store.enqueue('mail', { subject: 'x' });
    const job = await store.claim();
    expect(job).toMatchObject({ id, kind: 'mail', payload: { subject: 'x' }, attempts: 1 });
    expect(await store.claim()).toBeUndefined();
    await store.complete(id);
    expect((await store.get(id))?.status).toBe('done');
    expect(await store.claim()).toBeUndefined();
  });

  it('holds a failed job back until its retry is due', async () => {
    const store = new SqliteOutboxStore(db, () => now);
    const id = store.enqueue('mail', {});
    await store.claim();
    await store.retry(id, 5_000, 'connection refused');
    expect(await store.claim()).toBeUndefined();
    expect(await store.nextDueAt()).toBe(now + 5_000);
    now += 5_000;
    expect(await store.claim()).toMatchObject({ id, attempts: 2 });
    await store.bury(id, 'still refused');
    expect(await store.get(id)).toMatchObject({ status: 'dead', last_error: 'still refused' });
  });

  it('counts permanent refusals apart from attempts', async () => {
    const store = new SqliteOutboxStore(db, () => now);
    const id = store.enqueue('mail', {});
    await store.claim();
    await store.retry(id, 0, 'connection refused');
    await store.claim();
    await store.retry(id, 0, '550 no such mailbox', true);
    expect(await store.claim()).toMatchObject({ id, attempts: 3, rejections: 1 });
    await store.bury(id, '550 no such mailbox');
    expect(await store.get(id)).toMatchObject({ status: 'dead', attempts: 3, rejections: 2 });
  });

  it('queues the follow-up once its job is done, and only once', async () => {
    const store = new SqliteOutboxStore(db, () => now);
    const id = store.enqueue('mail', { subject: 'review' }, { kind: 'review', payload: { rating: 5 } });
    await store.claim();
    await store.complete(id);
    const followUp = await store.claim();
    expect(followUp).toMatchObject({ id: `${id}:review`, kind: 'review', payload: { rating: 5 } });
    expect((await store.get(followUp!.id))?.parent_id).toBe(id);
  });

  it('drops the attachment from a delivered message', async () => {
    const store = new SqliteOutboxStore(db, () => now);
    const id = store.enqueue('mail', { subject: 'cv', attachments: [{ path: 'data:application/pdf;base64,AAAA' }] });
    await store.claim();
    await store.complete(id);
    const row = db.prepare('SELECT payload FROM outbox WHERE id = ?').get(id) as { payload: string };
    expect(JSON.parse(row.payload)).toEqual({ subject: 'cv' });
  });

  it('keeps queued and in-hand jobs across a close without draining', async () => {
    const file = path.join(dir, 'gateway.sqlite');
    const first = new SqliteOutboxStore(db, () => now);
    const queued = first.enqueue('mail', { n: 1 });
    const inHand = first.enqueue('mail', { n: 2 });
    now += 1;
    expect((await first.claim())?.id).toBe(queued);
    db.close();

    db = openDatabase(file);
    const second = new SqliteOutboxStore(db, () => now);
    expect(await second.releaseClaimed()).toBe(1);
    const ids = [(await second.claim())?.id, (await second.claim())?.id].sort();
    expect(ids).toEqual([queued, inHand].sort());
  });

  it('takes back a job whose worker vanished once its lease ran out', async () => {
    const store = new SqliteOutboxStore(db, () => now);
    const id = store.enqueue('mail', {});
    await store.claim();
    now += 5 * 60_000 + 1;
    expect((await store.claim())?.id).toBe(id);
  });
});

describe('OutboxStore group commit', () => {
  it('commits jobs queued in the same turn together and resolves each with its id', async () => {
    const store = new SqliteOutboxStore(db, () => now);
    const ids = await Promise.all([
      store.enqueueSoon('mail', { n: 1 }),
      store.enqueueSoon('mail', { n: 2 }),
      store.enqueueSoon('mail', { n: 3 }),
    ]);
    expect(new Set(ids).size).toBe(3);
    expect((await store.counts()).pending).toBe(3);
    expect((await store.claim())?.payload).toEqual({ n: 1 });
  });
});

describe('the SQLite file', () => {
  const fileBytes = (file: string) =>
    fs.statSync(file).size + (fs.statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0);

  it('shrinks again once delivered attachments have left it, also a file written before it could', async () => {
    const file = path.join(dir, 'gateway.sqlite');
    db.pragma('auto_vacuum = NONE');
    db.exec('VACUUM');
    const store = new SqliteOutboxStore(db, () => now);
    const cv = `data:application/pdf;base64,${Buffer.alloc(8 * 1024 * 1024, 7).toString('base64')}`;
    const ids = [0, 1, 2].map(() =>
      store.enqueue('mail', { subject: 'cv', attachments: [{ filename: 'cv.pdf', path: cv }] }),
    );
    db.pragma('wal_checkpoint(TRUNCATE)');
    const full = fileBytes(file);
    expect(full).toBeGreaterThan(30 * 1024 * 1024);

    for (const id of ids) await store.complete(((await store.claim()) ?? { id }).id);
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(fileBytes(file)).toBeLessThan(8 * 1024 * 1024);
    expect((await store.counts()).done).toBe(3);
  });
});
