import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../store/sqlite-database.ts';
import { SqliteReviewStore } from './review-store.ts';
import { REVIEWS_USAGE, reviewsCommand } from './reviews-command.ts';
import { PostgresReviewStore } from './postgres-review-store.ts';
import { openPostgres } from '../postgres/postgres-pool.ts';
import { createDatabase, servicesUnavailable, startPostgres } from '../testing/services.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function storeIn() {
  const dir = mkdtempSync(path.join(tmpdir(), 'reviews-'));
  dirs.push(dir);
  const db = openDatabase(databaseFile(dir));
  return { dir, db, store: new SqliteReviewStore(db) };
}

const review = (id: string, slug = 'olena-kovalenko') => ({
  id,
  locale: 'uk' as const,
  relation: { type: 'doctor', slug },
  name: 'Олена',
  phone: '380501234567',
  comment: 'Уважний лікар',
  rating: 5,
});

/** `npm run reviews` with this environment; the DATABASE_URL of the shell running the tests is not its. */
const runIn =
  (env: Record<string, string>) =>
  (...args: string[]) =>
    execFileSync('npm', ['run', '--silent', 'reviews', '--', ...args], {
      cwd: path.resolve(import.meta.dirname, '..', '..', '..'),
      env: { ...process.env, DATABASE_URL: '', ...env },
      encoding: 'utf8',
    });

describe('reviews command', () => {
  it('lists reviews as pending, publishes and rejects them by id', async () => {
    const { store } = storeIn();
    await store.create(review('a1'));
    await store.create(review('b2'));
    expect((await reviewsCommand(['list'], store)).lines.map((line) => line.split('\t').slice(0, 2).join(' '))).toEqual(
      ['a1 pending', 'b2 pending'],
    );
    expect(await store.published('uk', { type: 'doctor', slug: 'olena-kovalenko' })).toEqual([]);

    expect(await reviewsCommand(['publish', 'a1'], store)).toEqual({ code: 0, lines: ['review a1 published'] });
    expect(await reviewsCommand(['reject', 'b2'], store)).toEqual({ code: 0, lines: ['review b2 rejected'] });
    expect((await store.published('uk', { type: 'doctor', slug: 'olena-kovalenko' })).map((found) => found.id)).toEqual(
      ['a1'],
    );
    expect(await store.published('en', { type: 'doctor', slug: 'olena-kovalenko' })).toEqual([]);
  });

  it('prints what visitors wrote as text: one line each, escape sequences shown, never sent to the terminal', async () => {
    const { store } = storeIn();
    await store.create({
      ...review('e5'),
      name: 'Олена\u001b[2J',
      comment: 'Чудово\r\nf6\tpublished\t2026-01-01\u001b[1A\u001b[2K\u009b31m\u202etxt.exe',
    });
    const { lines } = await reviewsCommand(['list'], store);
    expect(lines).toHaveLength(1);
    // Tabs separate the columns; no other control character is left.
    expect(lines[0]!.replace(/\t/g, '')).not.toMatch(/[\p{Cc}\u202e]/u);
    expect(lines[0]).toContain(
      'Олена\\u{1b}[2J: Чудово f6 published 2026-01-01\\u{1b}[1A\\u{1b}[2K\\u{9b}31m\\u{202e}txt.exe',
    );
    expect(lines[0]!.split('\t')).toHaveLength(7);
  });

  it('says so for an unknown id or command', async () => {
    const { store } = storeIn();
    expect(await reviewsCommand(['publish', 'nope'], store)).toEqual({ code: 1, lines: ['no review with id nope'] });
    expect(await reviewsCommand(['delete', 'x'], store)).toEqual({ code: 2, lines: [REVIEWS_USAGE] });
    expect(await reviewsCommand([], store)).toEqual({ code: 2, lines: [REVIEWS_USAGE] });
  });

  it('runs as `npm run reviews` on DATA_DIR', async () => {
    const { dir, db, store } = storeIn();
    await store.create(review('c3'));
    db.close();
    const run = runIn({ DATA_DIR: dir });
    expect(run('publish', 'c3')).toContain('review c3 published');
    expect(run('list')).toMatch(/^c3\tpublished\t/m);
    // npm and tsx start twice; a busy CI machine needs the time.
  }, 120_000);
});

const postgresUnavailable = servicesUnavailable();

describe.skipIf(postgresUnavailable)('reviews command with DATABASE_URL', () => {
  it('moderates the reviews the gateway keeps in PostgreSQL, not a local file', async () => {
    const server = await startPostgres();
    const logger = pino({ level: 'silent' });
    try {
      const url = await createDatabase(server.url);
      const pool = await openPostgres(url, logger, 1);
      const store = new PostgresReviewStore(pool);
      await store.create(review('pg1'));
      await store.create(review('pg2'));
      // An empty DATA_DIR beside it: what a replica has on its own disk.
      const { dir } = storeIn();
      const run = runIn({ DATA_DIR: dir, DATABASE_URL: url });
      expect(
        run('list')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t').slice(0, 2).join(' ')),
      ).toEqual(['pg1 pending', 'pg2 pending']);
      expect(run('publish', 'pg1')).toContain('review pg1 published');
      expect(
        (await store.published('uk', { type: 'doctor', slug: 'olena-kovalenko' })).map((found) => found.id),
      ).toEqual(['pg1']);
      await pool.end();
    } finally {
      await server.stop();
    }
  }, 120_000);
});
