import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type SqliteDatabase = Database.Database;

/**
 * The gateway's own SQLite file for the mail outbox and the embedded reviews.
 * WAL lets the worker read while requests write; `synchronous = FULL` makes a commit
 * survive power loss, which is what a `202 Accepted` promises.
 */
export function openDatabase(file: string): SqliteDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  return db;
}

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'gateway.sqlite');
}
