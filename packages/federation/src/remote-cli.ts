import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkRemoteBuild } from './remote-check.ts';

const USAGE =
  'usage: clinic-remote check [--dist <build folder, default dist>] [--shell <folder with ssr/main.cjs, default the installed @clinic/shell-server>]';

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

/** `clinic-remote check`: what a remote team's CI runs on its build before uploading it. Exit 0 when a release would be accepted. */
async function main(argv: string[]): Promise<number> {
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
