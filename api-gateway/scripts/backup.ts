/**
 * `npm run backup -- create <folder> | restore <folder>`: backs up, or restores, the SQLite files the gateway keeps in
 * DATA_DIR, with the gateway's environment. With DATABASE_URL the data is in PostgreSQL, which pg_dump backs up.
 */
import { commandConfig } from './command-config.ts';
import { backupCommand } from '../src/store/backup-command.ts';

const config = commandConfig();
const { code, lines } = backupCommand(process.argv.slice(2), {
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
});
(code === 0 ? console.log : console.error)(lines.join('\n'));
process.exitCode = code;
