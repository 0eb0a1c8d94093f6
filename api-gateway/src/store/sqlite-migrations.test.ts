import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SqliteReleaseRegistry } from '@clinic/releases/release-registry';
import { SqliteOutboxStore } from '../outbox/outbox-store.ts';
import { openSqlitePaymentStore } from '../payment/sqlite-payment-store.ts';
import { MIGRATIONS, migrate } from '../postgres/migrations.ts';
import { SqliteReviewStore } from '../reviews/review-store.ts';
import { createDatabase, servicesUnavailable, startPostgres, type RunningService } from '../testing/services.ts';
import { databaseFile, openDatabase, openSqliteFile, type SqliteDatabase } from './sqlite-database.ts';
import { GATEWAY_MIGRATIONS, migrateSqlite, PAYMENT_MIGRATIONS, type SqliteMigration } from './sqlite-migrations.ts';

/** Each table's columns, by name, with whether they may be empty: what both dialects must agree on. */
type Columns = Record<string, Record<string, { nullable: boolean }>>;

function sqliteColumns(...dbs: SqliteDatabase[]): Columns {
  const columns: Columns = {};
  for (const db of dbs) {
    const tables = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
      .all() as { name: string }[];
    for (const { name } of tables) {
      const info = db.prepare(`SELECT name, "notnull" AS not_null, pk FROM pragma_table_info(?)`).all(name) as {
        name: string;
        not_null: number;
        pk: number;
      }[];
      columns[name] = Object.fromEntries(
        info.map((column) => [column.name, { nullable: !column.not_null && !column.pk }]),
      );
    }
  }
  return columns;
}

/** The gateway's file as the gateway wrote it before its schema had versions: each store made its own table. */
const UNVERSIONED_GATEWAY_SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  follow_up TEXT,
  parent_id TEXT,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  rejections INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  done_at INTEGER
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS outbox_lease ON outbox (status, lease_until);
CREATE TABLE IF NOT EXISTS reviews (
  id TEXT PRIMARY KEY,
  locale TEXT NOT NULL,
  relation_type TEXT NOT NULL,
  relation_slug TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  comment TEXT NOT NULL,
  rating INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS remote_releases (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  remote TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('promote', 'rollback', 'canary')),
  manifest_url TEXT NOT NULL,
  build_version TEXT NOT NULL,
  percent INTEGER,
  created_at INTEGER NOT NULL
);`;

const UNVERSIONED_PAYMENT_SCHEMA = `
CREATE TABLE IF NOT EXISTS payments (
  "order" TEXT PRIMARY KEY,
  amount_minor INTEGER NOT NULL,
  currency TEXT NOT NULL,
  subject TEXT NOT NULL,
  description TEXT NOT NULL,
  first_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  locale TEXT NOT NULL,
  status TEXT NOT NULL,
  transaction_id TEXT,
  card TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payment_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  "order" TEXT NOT NULL REFERENCES payments("order"),
  provider_status TEXT NOT NULL,
  transaction_id TEXT NOT NULL,
  outcome TEXT NOT NULL,
  reason TEXT,
  status_after TEXT NOT NULL,
  payload TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_events_order ON payment_events ("order");`;

const recorded = (db: SqliteDatabase) =>
  db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all();
const history = (migrations: readonly SqliteMigration[]) => migrations.map(({ version, name }) => ({ version, name }));

let dir: string;
const opened: SqliteDatabase[] = [];

/** A file written by `sql` alone, closed, as an older gateway would have left it. */
function writeFile(name: string, sql: string, rows = ''): string {
  const file = path.join(dir, name);
  const db = new Database(file);
  db.exec(sql + rows);
  db.close();
  return file;
}

function open(file: string, migrations = GATEWAY_MIGRATIONS): SqliteDatabase {
  const db = openSqliteFile(file, migrations);
  opened.push(db);
  return db;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-migrations-'));
});
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite migrations', () => {
  it('build a new file step by step, recording each version, and run nothing on the next open', () => {
    const file = databaseFile(dir);
    open(file).close();
    const again = new Database(file);
    opened.push(again);
    expect(recorded(again)).toEqual(history(GATEWAY_MIGRATIONS));
    expect(migrateSqlite(again, GATEWAY_MIGRATIONS)).toEqual([]);
    expect(migrateSqlite(new Database(':memory:'), GATEWAY_MIGRATIONS)).toEqual(
      GATEWAY_MIGRATIONS.map((step) => step.version),
    );
  });

  it('adopt a gateway file written before the schema had versions: its rows stay and read as before', async () => {
    const file = writeFile(
      'gateway.sqlite',
      UNVERSIONED_GATEWAY_SCHEMA,
      `INSERT INTO outbox (id, kind, payload, attempts, rejections, next_attempt_at, created_at) VALUES ('queued', 'mail', '{"subject":"kept"}', 2, 1, 0, 0);
       INSERT INTO reviews (id, locale, relation_type, relation_slug, name, phone, comment, rating, status, created_at)
         VALUES ('r1', 'uk', 'doctor', 'ivanenko', 'Olena', '+380501234567', 'Уважний лікар', 5, 'published', '2026-11-20T10:00:00.000Z');
       INSERT INTO remote_releases (remote, action, manifest_url, build_version, percent, created_at) VALUES ('mf-search', 'promote', 'https://cdn.test/m.json', 'v7', NULL, 5);`,
    );
    const db = open(file);
    expect(recorded(db)).toEqual(history(GATEWAY_MIGRATIONS));
    expect(sqliteColumns(db)).toEqual(sqliteColumns(open(':memory:')));

    expect(await new SqliteOutboxStore(db).claim()).toEqual({
      id: 'queued',
      kind: 'mail',
      payload: { subject: 'kept' },
      attempts: 3,
      rejections: 1,
    });
    expect(await new SqliteReviewStore(db).published('uk', { type: 'doctor', slug: 'ivanenko' })).toMatchObject([
      { id: 'r1', name: 'Olena', rating: 5 },
    ]);
    expect(await new SqliteReleaseRegistry(db).events()).toMatchObject([
      { remote: 'mf-search', action: 'promote', version: 'v7' },
    ]);
  });

  it('adopt a payments file written before the schema had versions', async () => {
    const file = writeFile(
      'payments.sqlite',
      UNVERSIONED_PAYMENT_SCHEMA,
      `INSERT INTO payments ("order", amount_minor, currency, subject, description, first_name, phone, locale, status, created_at, updated_at)
         VALUES ('order-1', 120000, 'UAH', 'consultation', 'Consultation', 'Olena', '+380501234567', 'uk', 'paid', '2026-11-20T10:00:00.000Z', '2026-11-20T10:01:00.000Z');`,
    );
    const store = openSqlitePaymentStore(file);
    try {
      expect(await store.find('order-1')).toMatchObject({ order: 'order-1', amountMinor: 120000, status: 'paid' });
    } finally {
      await store.close();
    }
    expect(recorded(open(file, PAYMENT_MIGRATIONS))).toEqual(history(PAYMENT_MIGRATIONS));
  });

  it('give an outbox written before refusals were counted its missing column, and only that', async () => {
    const file = writeFile(
      'gateway.sqlite',
      `CREATE TABLE outbox (id TEXT PRIMARY KEY, kind TEXT NOT NULL, payload TEXT NOT NULL, follow_up TEXT, parent_id TEXT, status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, lease_until INTEGER, last_error TEXT, created_at INTEGER NOT NULL, done_at INTEGER);`,
      `INSERT INTO outbox (id, kind, payload, attempts, next_attempt_at, created_at) VALUES ('old', 'mail', '{"n":1}', 7, 0, 0);`,
    );
    const db = open(file);
    expect(sqliteColumns(db)).toEqual(sqliteColumns(open(':memory:')));
    expect(await new SqliteOutboxStore(db).claim()).toEqual({
      id: 'old',
      kind: 'mail',
      payload: { n: 1 },
      attempts: 8,
      rejections: 0,
    });
  });

  it('run on a file a newer gateway added to, and refuse one it took something away from, naming the step', async () => {
    const file = databaseFile(dir);
    const added = { version: 99, name: 'a table of its own', sql: 'CREATE TABLE later_feature (id TEXT PRIMARY KEY);' };
    open(file, [...GATEWAY_MIGRATIONS, added]).close();
    // The gateway of the release before, rolled back onto the newer file: it runs, and its outbox works.
    const db = openDatabase(file);
    opened.push(db);
    const outbox = new SqliteOutboxStore(db);
    const id = outbox.enqueue('mail', { n: 1 });
    expect(await outbox.claim()).toMatchObject({ id, payload: { n: 1 } });
    db.close();

    const taken = {
      version: 100,
      name: 'drops what older code reads',
      sql: 'DROP TABLE later_feature;',
      breaksOlder: true,
    };
    open(file, [...GATEWAY_MIGRATIONS, added, taken]).close();
    expect(() => openDatabase(file)).toThrow(
      `the database file's schema has step 100 (drops what older code reads), which a gateway knowing up to version ${GATEWAY_MIGRATIONS.length} cannot run on: deploy the newer gateway`,
    );
  });

  it('mark the steps that break older gateways in a history written before it said so', () => {
    const file = databaseFile(dir);
    const db = open(file);
    db.exec('ALTER TABLE schema_migrations DROP COLUMN breaks_older');
    db.close();
    const reopened = open(file);
    expect(
      reopened
        .prepare('SELECT version FROM schema_migrations WHERE breaks_older = 1')
        .all()
        .map((row) => (row as { version: number }).version),
    ).toEqual(GATEWAY_MIGRATIONS.filter((step) => step.breaksOlder).map((step) => step.version));
  });

  it('leave the file as it was when a step fails, naming the step', () => {
    const file = databaseFile(dir);
    const broken = [...GATEWAY_MIGRATIONS, { version: 99, name: 'broken', sql: 'CREATE TABLE outbox (id TEXT);' }];
    expect(() => open(file, broken)).toThrow(/migration 99 \(broken\) failed: table outbox already exists/);
    const db = new Database(file);
    opened.push(db);
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all()).toEqual([]);
  });
});

const unavailable = servicesUnavailable();
if (unavailable) console.warn(`Skipping the comparison with PostgreSQL: ${unavailable}`);

describe.skipIf(unavailable)('SQLite and PostgreSQL schemas', () => {
  let server: RunningService;

  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('end with the same tables and columns', async () => {
    const pool = new pg.Pool({ connectionString: await createDatabase(server.url), max: 1 });
    try {
      await migrate(pool, MIGRATIONS);
      const { rows } = await pool.query<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>(
        `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
      );
      const postgres: Columns = {};
      for (const row of rows)
        (postgres[row.table_name] ??= {})[row.column_name] = { nullable: row.is_nullable === 'YES' };

      const gateway = open(':memory:');
      const payments = open(':memory:', PAYMENT_MIGRATIONS);
      const sqlite = sqliteColumns(gateway, payments);
      // Each dialect keeps its own bookkeeping: PostgreSQL's also records which steps a gateway before them cannot run on.
      delete sqlite.schema_migrations;
      delete postgres.schema_migrations;
      expect(Object.keys(sqlite).sort()).toEqual(Object.keys(postgres).sort());
      expect(sqlite).toEqual(postgres);
    } finally {
      await pool.end();
    }
  });
});
