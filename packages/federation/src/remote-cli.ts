import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  RELEASE_GATEWAY_VARIABLE,
  RELEASE_TOKEN_VARIABLE,
  releaseConnection,
  sendReleaseCommand,
} from '@clinic/contracts/release-api';
import { checkRemoteBuild } from './remote-check.ts';
import { INIT_USAGE, initRemote } from './remote-init.ts';

const USAGE = [
  'usage: clinic-remote check [--dist <build folder, default dist>] [--shell <folder with ssr/main.cjs, default the installed @clinic/shell-server>]',
  `       clinic-remote release [--gateway <url>] [--token <token>] <command>   (default ${RELEASE_GATEWAY_VARIABLE}, ${RELEASE_TOKEN_VARIABLE})`,
  '         status | promote <remote> <manifest-url> | canary <remote> <manifest-url> <percent>|--auto | abort <remote>',
  '         | rollback <remote> | preview <remote> <manifest-url>, each with [--note <text>]: what the gateway may do with the token',
  `       ${INIT_USAGE}   (a new team's remote, in a folder of that name)`,
].join('\n');

/**
 * `clinic-remote release <command>`: the team's release of its remote, through the gateway's release API with its
 * token. The command is the operator's `npm run remotes` command, which the gateway runs for the token's remote only.
 */
async function release(argv: string[]): Promise<number> {
  const {
    gateway = process.env[RELEASE_GATEWAY_VARIABLE],
    token = process.env[RELEASE_TOKEN_VARIABLE],
    args,
  } = releaseConnection(argv);
  if (!gateway || !args.length) {
    console.error(
      gateway ? USAGE : `the gateway is not named: --gateway <url> or ${RELEASE_GATEWAY_VARIABLE}\n${USAGE}`,
    );
    return 2;
  }
  const { code, lines } = await sendReleaseCommand(gateway, token, args);
  (code === 0 ? console.log : console.error)(lines.join('\n'));
  return code;
}

/** The installed `@clinic/shell-server`, as the remote's own folder resolves it. */
function installedShellServer(): string | undefined {
  try {
    return path.dirname(
      createRequire(path.join(process.cwd(), 'package.json')).resolve('@clinic/shell-server/package.json'),
    );
  } catch {
    return undefined;
  }
}

/**
 * `clinic-remote check`: what a remote team's CI runs on its build before uploading it. Exit 0 when a release would
 * be accepted. `clinic-remote release`: see `release`; `clinic-remote init`: see `initRemote`.
 */
async function main(argv: string[]): Promise<number> {
  if (argv[0] === 'release') return release(argv.slice(1));
  if (argv[0] === 'init') return initRemote(argv.slice(1));
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { dist: { type: 'string', default: 'dist' }, shell: { type: 'string' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command] = parsed.positionals;
  if (command !== 'check' || parsed.positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const shell = parsed.values.shell ?? installedShellServer();
  if (!shell) {
    console.error('@clinic/shell-server is not installed: add it to the remote’s devDependencies (or pass --shell)');
    return 2;
  }
  const dist = path.resolve(parsed.values.dist);
  const problems = await checkRemoteBuild({ dist, shell: path.resolve(shell) });
  if (problems.length) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    return 1;
  }
  console.log(
    `✓ ${path.relative(process.cwd(), dist) || '.'}: contract, exposes, shared versions, every file, and a server render of each exposed module`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
