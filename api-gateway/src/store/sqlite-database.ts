import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

/** `PRAGMA auto_vacuum`'s value for INCREMENTAL. */
const INCREMENTAL = 2;

/**
 * The gateway's own SQLite file for the mail outbox and the embedded reviews.
 * WAL lets the worker read while requests write; `synchronous = FULL` makes a commit
 * survive power loss, which is what a `202 Accepted` promises.
 */
export function openDatabase(file: string): SqliteDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // Space freed by deleted rows (delivered mail past its retention) can be given back to the file system:
  // a file made before this needs one VACUUM to switch, done once here.
  if (db.pragma('auto_vacuum', { simple: true }) !== INCREMENTAL) {
    db.pragma('auto_vacuum = INCREMENTAL');
    db.exec('VACUUM');
  }
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  return db;
}

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'gateway.sqlite');
}
