import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { GATEWAY_MIGRATIONS, migrateSqlite, type SqliteMigration } from './sqlite-migrations.ts';

export type SqliteDatabase = Database.Database;

/** `PRAGMA auto_vacuum`'s value for INCREMENTAL. */
const INCREMENTAL = 2;

/**
 * An SQLite file of the gateway, its schema brought up to date. WAL lets the worker read while
 * requests write; `synchronous = FULL` makes a commit survive power loss, which is what a
 * `202 Accepted` promises. `:memory:` opens a database that lives as long as the connection.
 */
export function openSqliteFile(file: string, migrations: readonly SqliteMigration[]): SqliteDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // Space freed by deleted rows (delivered mail past its retention) can be given back to the file system:
  // a file made before this needs one VACUUM to switch, done once here.
  if (db.pragma('auto_vacuum', { simple: true }) !== INCREMENTAL) {
    db.pragma('auto_vacuum = INCREMENTAL');
    db.exec('VACUUM');
  }
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrateSqlite(db, migrations);
  return db;
}

/** The gateway's own file for the mail outbox, the embedded reviews and the release registry. */
export function openDatabase(file: string): SqliteDatabase {
  return openSqliteFile(file, GATEWAY_MIGRATIONS);
}

/** The gateway's own SQLite file in DATA_DIR: the outbox, the embedded reviews and the release registry. */
export const GATEWAY_FILE = 'gateway.sqlite';
/** The payments' file in DATA_DIR, a database of their own. */
export const PAYMENTS_FILE = 'payments.sqlite';

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, GATEWAY_FILE);
}
