import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SqliteBackupRuns } from './backup-runs.ts';
import { GATEWAY_FILE, openDatabase, PAYMENTS_FILE } from './sqlite-database.ts';

export const BACKUP_USAGE = 'usage: npm run backup -- create <folder> | restore <folder>';

/** Every SQLite file the gateway keeps in DATA_DIR: the outbox, reviews and releases; the payments. */
const SQLITE_FILES = [GATEWAY_FILE, PAYMENTS_FILE];

/** What SQLite keeps beside a file in WAL mode: commits not yet in the file itself, and their index. */
const WAL_SIDE_FILES = ['-wal', '-shm'];

export interface BackupOptions {
  dataDir: string;
  /** With PostgreSQL the gateway keeps nothing in DATA_DIR: pg_dump backs it up. */
  databaseUrl?: string;
  now?: () => Date;
}

interface CommandResult {
  code: number;
  lines: string[];
}

const size = (file: string) => `${(fs.statSync(file).size / 1024).toFixed(0)} KiB`;
const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Answers what is wrong with an SQLite file, or undefined when it is whole. */
function damage(file: string): string | undefined {
  let db;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const result = db.pragma('quick_check', { simple: true });
    return result === 'ok' ? undefined : String(result);
  } catch (error) {
    return (error as Error).message;
  } finally {
    db?.close();
  }
}

/**
 * Each file copied with `VACUUM INTO`: one consistent state of it, read while the gateway goes on writing,
 * compacted, with nothing of the WAL left beside it. A copy is written under a temporary name and checked
 * before it takes its own, so a folder never holds half a backup under a backup's name.
 */
function create(dataDir: string, folder: string, now: Date): CommandResult {
  const present = SQLITE_FILES.filter((name) => fs.existsSync(path.join(dataDir, name)));
  if (!present.length) return { code: 1, lines: [`nothing to back up: no ${SQLITE_FILES.join(' or ')} in ${dataDir}`] };
  const taken = present.filter((name) => fs.existsSync(path.join(folder, name)));
  if (taken.length)
    return {
      code: 2,
      lines: [`${folder} already holds ${taken.join(' and ')}: a backup never replaces another; name a new folder`],
    };
  fs.mkdirSync(folder, { recursive: true });
  const lines: string[] = [];
  for (const name of present) {
    const target = path.join(folder, name);
    const partial = `${target}.partial`;
    fs.rmSync(partial, { force: true });
    const db = new Database(path.join(dataDir, name), { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      db.exec(`VACUUM INTO ${sqlString(partial)}`);
    } finally {
      db.close();
    }
    const problem = damage(partial);
    if (problem) {
      fs.rmSync(partial, { force: true });
      return { code: 1, lines: [...lines, `${name}: the copy does not read back whole (${problem}); nothing kept`] };
    }
    fs.renameSync(partial, target);
    lines.push(`${name} -> ${target} (${size(target)})`);
  }
  // In the live file, after the copies: the gateway's metric tells when the last whole backup was made.
  if (present.includes(GATEWAY_FILE)) {
    const live = openDatabase(path.join(dataDir, GATEWAY_FILE));
    try {
      new SqliteBackupRuns(live).record('vacuum-into', now.getTime());
    } finally {
      live.close();
    }
  }
  lines.push(`restore with every gateway stopped: npm run backup -- restore ${folder}`);
  return { code: 0, lines };
}

/**
 * Whether a process (a gateway, a command) has `file` open: SQLite grants an exclusive lock on a file in WAL
 * mode only to a connection that is alone with it.
 */
function inUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    db.close();
  }
}

/**
 * The backup's files in place of DATA_DIR's. The files they replace, and the WAL beside them (which SQLite
 * would otherwise replay into the restored file), are moved into a folder of their own, never deleted.
 */
function restore(dataDir: string, folder: string, now: Date): CommandResult {
  const names = SQLITE_FILES.filter((name) => fs.existsSync(path.join(folder, name)));
  if (!names.includes(GATEWAY_FILE)) return { code: 2, lines: [`${folder} holds no backup: no ${GATEWAY_FILE} in it`] };
  for (const name of names) {
    const problem = damage(path.join(folder, name));
    if (problem) return { code: 1, lines: [`${path.join(folder, name)} is damaged (${problem}); nothing restored`] };
  }
  const open = SQLITE_FILES.filter((name) => inUse(path.join(dataDir, name)));
  if (open.length)
    return {
      code: 1,
      lines: [`${open.join(' and ')} in ${dataDir} is open in a running gateway: stop every gateway, then restore`],
    };
  const aside = path.join(
    dataDir,
    `before-restore-${now
      .toISOString()
      .replaceAll(':', '-')
      .replace(/\.\d+Z$/, 'Z')}`,
  );
  const lines: string[] = [];
  fs.mkdirSync(dataDir, { recursive: true });
  for (const name of SQLITE_FILES) {
    const live = path.join(dataDir, name);
    for (const file of [live, ...WAL_SIDE_FILES.map((suffix) => `${live}${suffix}`)]) {
      if (!fs.existsSync(file)) continue;
      fs.mkdirSync(aside, { recursive: true });
      fs.renameSync(file, path.join(aside, path.basename(file)));
    }
    if (!names.includes(name)) continue;
    fs.copyFileSync(path.join(folder, name), `${live}.partial`);
    fs.renameSync(`${live}.partial`, live);
    lines.push(`${name} restored from ${folder} (${size(live)})`);
  }
  if (fs.existsSync(aside)) lines.push(`the files it replaced are in ${aside}`);
  return { code: 0, lines };
}

/**
 * `npm run backup -- create <folder>` copies the gateway's SQLite files while it runs; `restore <folder>` puts
 * a backup in their place while no gateway runs. Returns the exit code and the lines to print.
 */
export function backupCommand(
  args: readonly string[],
  { dataDir, databaseUrl, now = () => new Date() }: BackupOptions,
): CommandResult {
  const [command, folder, ...rest] = args;
  if ((command !== 'create' && command !== 'restore') || !folder || rest.length)
    return { code: 2, lines: [BACKUP_USAGE] };
  if (databaseUrl)
    return {
      code: 2,
      lines: [
        'DATABASE_URL is set: the gateway keeps its data in PostgreSQL, nothing in DATA_DIR. Back it up with ' +
          'pg_dump --format=custom and restore with pg_restore --clean --if-exists --no-owner (docs/operations.md: Backups)',
      ],
    };
  const target = path.resolve(folder);
  return command === 'create' ? create(dataDir, target, now()) : restore(dataDir, target, now());
}
