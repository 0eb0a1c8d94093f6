/**
 * `npm run remotes -- …`: releases of the remotes. With `--gateway <url> --token <token>` (or the token in
 * CLINIC_RELEASE_TOKEN) a team's command goes to the gateway's release API, which checks and records it as
 * the token's team; without, an operator's command reads and writes the gateway's store itself (`DATA_DIR`
 * or `DATABASE_URL`).
 */
import { existsSync } from 'node:fs';
import { pino } from 'pino';
import { withholdContent } from '@clinic/contracts/server-render';
import { RELEASE_TOKEN_VARIABLE, releaseConnection, sendReleaseCommand } from '@clinic/contracts/release-api';
import { readFederationHost } from '@clinic/releases/federation-host-file';
import { PostgresReleaseRegistry } from '@clinic/releases/postgres-release-registry';
import { PostgresReleaseStore } from '@clinic/releases/postgres-release-store';
import { renderVerifier } from '@clinic/releases/render-check';
import { SqliteReleaseRegistry } from '@clinic/releases/release-registry';
import { SqliteReleaseStore } from '@clinic/releases/release-store';
import { remoteFiles } from '@clinic/releases/remote-files';
import { REMOTES_USAGE, remotesCommand, type CommandResult } from '@clinic/releases/remotes-command';
import { openPostgres } from '../src/postgres/postgres-pool.ts';
import { databaseFile, openDatabase } from '../src/store/sqlite-database.ts';
import { commandConfig } from './command-config.ts';
import { RendererPool } from '../src/renderers/renderer-pool.ts';
import { shellServerEntry } from '../src/ssr/page-rendering.ts';

async function locally(args: string[]): Promise<CommandResult> {
  const config = commandConfig();
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const postgres = config.databaseUrl ? await openPostgres(config.databaseUrl, logger, 2) : undefined;
  const db = postgres ? undefined : openDatabase(databaseFile(config.dataDir));
  const fetch = remoteFiles({
    appsDir: config.appsDir,
    timeoutMs: config.remoteFetchTimeoutMs,
    maxBytes: config.remoteFetchMaxBytes,
  });
  // Only commands that check a build need a renderer: one is started for each check, none is kept.
  const checks = ['promote', 'canary', 'rollback', 'preview'].includes(args[0] ?? '');
  const entry = shellServerEntry(config.shellDistDir);
  const renderer =
    checks && existsSync(entry)
      ? new RendererPool({ settings: { ...config.renderers, count: 0 }, shellServerEntry: entry, fetch, logger })
      : undefined;
  try {
    return await remotesCommand(args, {
      registry: postgres ? new PostgresReleaseRegistry(postgres) : new SqliteReleaseRegistry(db!),
      store: postgres ? new PostgresReleaseStore(postgres) : new SqliteReleaseStore(db!),
      defaults: config.remotes,
      fetch,
      host: readFederationHost(config.shellDistDir, logger),
      siteOrigin: config.publicUrl && new URL(config.publicUrl).origin,
      pollMs: config.ssr.remotePollMs,
      actor: 'operator',
      verify: renderer && renderVerifier(renderer, withholdContent('the local command')),
    });
  } finally {
    db?.close();
    await postgres?.end();
  }
}

const { gateway, token, args } = releaseConnection(process.argv.slice(2));
const { code, lines } =
  args.length === 0
    ? { code: 2, lines: [REMOTES_USAGE] }
    : gateway
      ? await sendReleaseCommand(gateway, token ?? process.env[RELEASE_TOKEN_VARIABLE], args)
      : await locally(args);
(code === 0 ? console.log : console.error)(lines.join('\n'));
process.exitCode = code;
