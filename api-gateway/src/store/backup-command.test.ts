import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_USAGE, backupCommand } from './backup-command.ts';
import { databaseFile, openDatabase } from './sqlite-database.ts';
import { openSqlitePaymentStore } from '../payment/sqlite-payment-store.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-command-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const at = (name: string) => path.join(dir, name);
const NOW = () => new Date('2026-11-28T02:17:00.123Z');

/** A gateway's DATA_DIR holding a release token named `name`, closed as a stopped gateway leaves it. */
function dataDirWith(name: string, folder = at('data')): string {
  const db = openDatabase(databaseFile(folder));
  db.prepare(
    `INSERT INTO release_tokens (id, remote, name, secret_hash, created_at) VALUES ('t1', 'mf_search', ?, 'x', 0)`,
  ).run(name);
  db.close();
  return folder;
}
const tokenName = (folder: string) => {
  const db = openDatabase(databaseFile(folder));
  try {
    return (db.prepare('SELECT name FROM release_tokens').get() as { name: string } | undefined)?.name;
  } finally {
    db.close();
  }
};

describe('npm run backup', () => {
  it('copies every SQLite file of DATA_DIR, and restores them in place of the ones there, which it keeps aside', async () => {
    const dataDir = dataDirWith('before');
    await openSqlitePaymentStore(path.join(dataDir, 'payments.sqlite')).close();
    const created = backupCommand(['create', at('backup')], { dataDir });
    expect(created).toEqual({
      code: 0,
      lines: [
        expect.stringMatching(/^gateway\.sqlite -> .*\/backup\/gateway\.sqlite \(\d+ KiB\)$/),
        expect.stringMatching(/^payments\.sqlite -> .*\/backup\/payments\.sqlite \(\d+ KiB\)$/),
        `restore with every gateway stopped: npm run backup -- restore ${at('backup')}`,
      ],
    });
    expect(fs.readdirSync(at('backup')).sort()).toEqual(['gateway.sqlite', 'payments.sqlite']);

    // A later write, still in the WAL beside the file: it must not reach the restored file, and is kept aside.
    const db = openDatabase(databaseFile(dataDir));
    db.pragma('wal_autocheckpoint = 0');
    db.prepare(`UPDATE release_tokens SET name = 'after'`).run();
    fs.copyFileSync(`${databaseFile(dataDir)}-wal`, at('wal-with-a-later-write'));
    db.close();
    fs.copyFileSync(at('wal-with-a-later-write'), `${databaseFile(dataDir)}-wal`);

    const restored = backupCommand(['restore', at('backup')], { dataDir, now: NOW });
    const aside = path.join(dataDir, 'before-restore-2026-11-28T02-17-00Z');
    expect(restored).toEqual({
      code: 0,
      lines: [
        expect.stringMatching(/^gateway\.sqlite restored from .*\/backup \(\d+ KiB\)$/),
        expect.stringMatching(/^payments\.sqlite restored from .*\/backup \(\d+ KiB\)$/),
        `the files it replaced are in ${aside}`,
      ],
    });
    expect(tokenName(dataDir)).toBe('before');
    expect(fs.readdirSync(dataDir).filter((name) => name.endsWith('-wal'))).toEqual([]);
    expect(tokenName(aside)).toBe('after');
  });

  it('never replaces a backup, nor restores a damaged one or none', () => {
    const dataDir = dataDirWith('kept');
    expect(backupCommand(['create', at('backup')], { dataDir }).code).toBe(0);
    expect(backupCommand(['create', at('backup')], { dataDir })).toEqual({
      code: 2,
      lines: [`${at('backup')} already holds gateway.sqlite: a backup never replaces another; name a new folder`],
    });
    fs.writeFileSync(path.join(at('backup'), 'gateway.sqlite'), 'not a database, only its first bytes');
    expect(backupCommand(['restore', at('backup')], { dataDir })).toEqual({
      code: 1,
      lines: [`${path.join(at('backup'), 'gateway.sqlite')} is damaged (file is not a database); nothing restored`],
    });
    expect(backupCommand(['restore', at('empty')], { dataDir })).toEqual({
      code: 2,
      lines: [`${at('empty')} holds no backup: no gateway.sqlite in it`],
    });
    expect(tokenName(dataDir)).toBe('kept');
    expect(backupCommand(['create', at('other')], { dataDir: at('no-data') })).toEqual({
      code: 1,
      lines: [`nothing to back up: no gateway.sqlite or payments.sqlite in ${at('no-data')}`],
    });
  });

  it('points at pg_dump when the data is in PostgreSQL, and answers a wrong command with its usage', () => {
    expect(backupCommand(['create', at('x')], { dataDir: dir, databaseUrl: 'postgres://db/clinic' }).lines[0]).toMatch(
      /^DATABASE_URL is set: .* pg_dump --format=custom .* pg_restore --clean --if-exists --no-owner/,
    );
    for (const args of [[], ['create'], ['save', at('x')], ['restore', at('x'), 'extra']])
      expect(backupCommand(args, { dataDir: dir })).toEqual({ code: 2, lines: [BACKUP_USAGE] });
  });
});
