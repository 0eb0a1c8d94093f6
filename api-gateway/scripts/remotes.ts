/**
 * `npm run remotes -- …`: releases of the remotes. With `--gateway <url> --token <token>` a team's command
 * goes to the gateway's release API, which checks and records it as the token's team; without, an
 * operator's command reads and writes the gateway's store itself (`DATA_DIR` or `DATABASE_URL`).
 */
import { pino } from 'pino';
import { withholdContent } from '@clinic/contracts/server-render';
import { ConfigError, loadConfig } from '../src/config/config.ts';
import { databaseFile, openDatabase } from '../src/store/sqlite-database.ts';
import { openPostgres } from '../src/postgres/postgres-pool.ts';
import { readFederationHost } from '../src/releases/federation-host-file.ts';
import { PostgresReleaseRegistry } from '../src/releases/postgres-release-registry.ts';
import { PostgresReleaseStore } from '../src/releases/postgres-release-store.ts';
import { RELEASE_API_PATH, renderVerifier } from '../src/releases/release-api-router.ts';
import { SqliteReleaseRegistry } from '../src/releases/release-registry.ts';
import { SqliteReleaseStore } from '../src/releases/release-store.ts';
import { remoteFiles } from '../src/releases/remote-files.ts';
import { REMOTES_USAGE, remotesCommand, type CommandResult } from '../src/releases/remotes-command.ts';
import { loadShellRenderer } from '../src/ssr/server-pages.ts';

/** Takes `--gateway` and `--token` out of the arguments; the rest is the command. */
function splitConnection(argv: string[]): { gateway?: string; token?: string; args: string[] } {
  const args: string[] = [];
  const connection: { gateway?: string; token?: string } = {};
  for (let index = 0; index < argv.length; index += 1) {
    const match = /^--(gateway|token)(?:=(.*))?$/.exec(argv[index]!);
    if (!match) {
      args.push(argv[index]!);
      continue;
    }
    connection[match[1] as 'gateway' | 'token'] = match[2] ?? argv[++index];
  }
  return { ...connection, args };
}

async function overHttp(gateway: string, token: string | undefined, args: string[]): Promise<CommandResult> {
  if (!URL.canParse(gateway) || !/^https?:$/.test(new URL(gateway).protocol))
    return { code: 2, lines: [`--gateway ${gateway} is not an http(s) URL`] };
  if (!token)
    return { code: 2, lines: ['--token <token> is required with --gateway: ask an operator for your remote’s token'] };
  let response: Response;
  try {
    response = await fetch(new URL(RELEASE_API_PATH, gateway), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ args }),
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    return { code: 1, lines: [`${gateway} cannot be reached: ${(error as Error).cause ?? (error as Error).message}`] };
  }
  const body = (await response.json().catch(() => undefined)) as
    | (CommandResult & { error?: { message: string } })
    | undefined;
  if (body && Array.isArray(body.lines)) return { code: body.code, lines: body.lines };
  return {
    code: response.status === 401 || response.status === 403 ? 3 : 1,
    lines: [`${gateway} answered ${response.status}: ${body?.error?.message ?? 'no release API there'}`],
  };
}

async function locally(args: string[]): Promise<CommandResult> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    return { code: 2, lines: [error instanceof ConfigError ? error.message : String(error)] };
  }
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const postgres = config.databaseUrl ? await openPostgres(config.databaseUrl, logger, 2) : undefined;
  const db = postgres ? undefined : openDatabase(databaseFile(config.dataDir));
  const fetch = remoteFiles({ appsDir: config.appsDir, timeoutMs: config.remoteFetchTimeoutMs });
  // Only commands that check a build need the shell's renderer.
  const checks = ['promote', 'canary', 'rollback', 'preview'].includes(args[0] ?? '');
  const renderer = checks ? loadShellRenderer({ shellDistDir: config.shellDistDir, fetch, logger }) : undefined;
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

const { gateway, token, args } = splitConnection(process.argv.slice(2));
const { code, lines } =
  args.length === 0
    ? { code: 2, lines: [REMOTES_USAGE] }
    : gateway
      ? await overHttp(gateway, token, args)
      : await locally(args);
(code === 0 ? console.log : console.error)(lines.join('\n'));
process.exitCode = code;
