import type { SqliteDatabase } from './sqlite-database.ts';

const INCREMENTAL = 2;
/** Free pages kept for the next writes before any go back to the file system (about 4 MB of 4 KB pages). */
const FREE_PAGES_KEPT = 1024;
/** What the write-ahead log is cut back to after a checkpoint: a CV it once held does not keep it large. */
const WAL_BYTES_KEPT = 4 * 1024 * 1024;

/**
 * Lets the file shrink: SQLite keeps the pages of deleted data (a delivered CV) as free pages and never
 * gives them back unless auto_vacuum is on. Switching a file written before to incremental takes one
 * VACUUM, once; afterwards `releaseFreePages` returns them at the cost of the pages freed.
 */
export function keepFileSmall(db: SqliteDatabase): void {
  db.pragma(`journal_size_limit = ${WAL_BYTES_KEPT}`);
  if (db.pragma('auto_vacuum', { simple: true }) === INCREMENTAL) return;
  db.pragma('auto_vacuum = INCREMENTAL');
  db.exec('VACUUM');
}

/** Gives free pages back to the file system once there are more than a few MB of them. */
export function releaseFreePages(db: SqliteDatabase): void {
  const free = db.pragma('freelist_count', { simple: true }) as number;
  if (free > FREE_PAGES_KEPT) db.pragma(`incremental_vacuum(${free - FREE_PAGES_KEPT / 2})`);
}
