/** `npm run remotes -- status | promote | rollback | canary`: a team's releases, read and written in the gateway's store. */
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../src/config/config.ts';
import { databaseFile, openDatabase } from '../src/store/sqlite-database.ts';
import { openPostgres } from '../src/postgres/postgres-pool.ts';
import { readFederationHost } from '../src/releases/federation-host-file.ts';
import { PostgresReleaseRegistry } from '../src/releases/postgres-release-registry.ts';
import { SqliteReleaseRegistry } from '../src/releases/release-registry.ts';
import { remoteFiles } from '../src/releases/remote-files.ts';
import { remotesCommand } from '../src/releases/remotes-command.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(2);
}
const logger = pino({ level: 'warn' }, pino.destination(2));
const postgres = config.databaseUrl ? await openPostgres(config.databaseUrl, logger, 2) : undefined;
const db = postgres ? undefined : openDatabase(databaseFile(config.dataDir));
const { code, lines } = await remotesCommand(process.argv.slice(2), {
  registry: postgres ? new PostgresReleaseRegistry(postgres) : new SqliteReleaseRegistry(db!),
  defaults: config.remotes,
  fetch: remoteFiles({ appsDir: config.appsDir, timeoutMs: config.remoteFetchTimeoutMs }),
  host: readFederationHost(config.shellDistDir, logger),
  siteOrigin: config.publicUrl && new URL(config.publicUrl).origin,
  pollMs: config.ssr.remotePollMs,
});
db?.close();
await postgres?.end();
(code === 0 ? console.log : console.error)(lines.join('\n'));
process.exitCode = code;
