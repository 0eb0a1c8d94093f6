import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type SqliteDatabase } from './database.ts';
import { CLAIM, OutboxStore } from './outbox-store.ts';

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

describe('OutboxStore', () => {
  it('claims by index seeks alone, so a large backlog costs O(log n) per claim', () => {
    new OutboxStore(db);
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${CLAIM}`).all({ now, lease: now }) as { detail: string }[]).map((row) => row.detail);
    expect(plan).toContainEqual(expect.stringContaining('USING INDEX outbox_due (status=? AND next_attempt_at<?)'));
    expect(plan).toContainEqual(expect.stringContaining('USING INDEX outbox_lease (status=? AND lease_until<?)'));
    expect(plan.filter((step) => /\bSCAN\b|TEMP B-TREE/.test(step))).toEqual([]);
  });

  it('keeps every commit of an accepted job fsync\'d (synchronous=FULL) around the worker\'s own bookkeeping', () => {
    const store = new OutboxStore(db, () => now);
    store.enqueue('mail', { subject: 'x' });
    const job = store.claim()!;
    store.retry(job.id, 0, 'later');
    store.complete(store.claim()!.id);
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
  });

  it('uses WAL', () => {
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it('hands a job out once until it is completed', () => {
    const store = new OutboxStore(db, () => now);
    const id = store.enqueue('mail', { subject: 'x' });
    const job = store.claim();
    expect(job).toMatchObject({ id, kind: 'mail', payload: { subject: 'x' }, attempts: 1 });
    expect(store.claim()).toBeUndefined();
    store.complete(id);
    expect(store.get(id)?.status).toBe('done');
    expect(store.claim()).toBeUndefined();
  });

  it('holds a failed job back until its retry is due', () => {
    const store = new OutboxStore(db, () => now);
    const id = store.enqueue('mail', {});
    store.claim();
    store.retry(id, 5_000, 'connection refused');
    expect(store.claim()).toBeUndefined();
    expect(store.nextDueAt()).toBe(now + 5_000);
    now += 5_000;
    expect(store.claim()).toMatchObject({ id, attempts: 2 });
    store.bury(id, 'still refused');
    expect(store.get(id)).toMatchObject({ status: 'dead', last_error: 'still refused' });
  });

  it('counts permanent refusals apart from attempts', () => {
    const store = new OutboxStore(db, () => now);
    const id = store.enqueue('mail', {});
    store.claim();
    store.retry(id, 0, 'connection refused');
    store.claim();
    store.retry(id, 0, '550 no such mailbox', true);
    expect(store.claim()).toMatchObject({ id, attempts: 3, rejections: 1 });
    store.bury(id, '550 no such mailbox');
    expect(store.get(id)).toMatchObject({ status: 'dead', attempts: 3, rejections: 2 });
  });

  it('opens an outbox file written before refusals were counted', () => {
    db.exec(`CREATE TABLE outbox (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL, follow_up TEXT, parent_id TEXT, status TEXT NOT NULL DEFAULT 'pending',
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, lease_until INTEGER, last_error TEXT, created_at INTEGER NOT NULL, done_at INTEGER)`);
    db.prepare(`INSERT INTO outbox (id, kind, payload, attempts, next_attempt_at, created_at) VALUES ('old', 'mail', '{"n":1}', 7, 0, 0)`).run();
    const store = new OutboxStore(db, () => now);
    expect(store.claim()).toEqual({ id: 'old', kind: 'mail', payload: { n: 1 }, attempts: 8, rejections: 0 });
  });

  it('queues the follow-up once its job is done, and only once', () => {
    const store = new OutboxStore(db, () => now);
    const id = store.enqueue('mail', { subject: 'review' }, { kind: 'review', payload: { rating: 5 } });
    store.claim();
    store.complete(id);
    const followUp = store.claim();
    expect(followUp).toMatchObject({ id: `${id}:review`, kind: 'review', payload: { rating: 5 } });
    expect(store.get(followUp!.id)?.parent_id).toBe(id);
  });

  it('drops the attachment from a delivered message', () => {
    const store = new OutboxStore(db, () => now);
    const id = store.enqueue('mail', { subject: 'cv', attachments: [{ path: 'data:application/pdf;base64,AAAA' }] });
    store.claim();
    store.complete(id);
    const row = db.prepare('SELECT payload FROM outbox WHERE id = ?').get(id) as { payload: string };
    expect(JSON.parse(row.payload)).toEqual({ subject: 'cv' });
  });

  it('keeps queued and in-hand jobs across a close without draining', () => {
    const file = path.join(dir, 'gateway.sqlite');
    const first = new OutboxStore(db, () => now);
    const queued = first.enqueue('mail', { n: 1 });
    const inHand = first.enqueue('mail', { n: 2 });
    now += 1;
    expect(first.claim()?.id).toBe(queued);
    db.close();

    db = openDatabase(file);
    const second = new OutboxStore(db, () => now);
    expect(second.releaseClaimed()).toBe(1);
    const ids = [second.claim()?.id, second.claim()?.id].sort();
    expect(ids).toEqual([queued, inHand].sort());
  });

  it('takes back a job whose worker vanished once its lease ran out', () => {
    const store = new OutboxStore(db, () => now);
    const id = store.enqueue('mail', {});
    store.claim();
    now += 5 * 60_000 + 1;
    expect(store.claim()?.id).toBe(id);
  });
});

describe('OutboxStore group commit', () => {
  it('commits jobs queued in the same turn together and resolves each with its id', async () => {
    const store = new OutboxStore(db, () => now);
    const ids = await Promise.all([store.enqueueSoon('mail', { n: 1 }), store.enqueueSoon('mail', { n: 2 }), store.enqueueSoon('mail', { n: 3 })]);
    expect(new Set(ids).size).toBe(3);
    expect(store.counts().pending).toBe(3);
    expect(store.claim()?.payload).toEqual({ n: 1 });
  });
});
