import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The table of scripts (docs/scripts.md) is where a newcomer learns the commands: it names every script of the
// root package.json, and every command it names runs a script that exists (in the workspace `-w` names). The
// README's own short table runs only scripts that exist too.
const ROOT = path.resolve(import.meta.dirname, '..');

function scriptsOf(dir: string): string[] {
  return Object.keys(JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).scripts ?? {});
}

/** The folder of each workspace, by its package name, as the lock file links it. */
function workspaceDirs(): Map<string, string> {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  return new Map(
    Object.entries(lock.packages as Record<string, { link?: boolean; resolved?: string }>).flatMap(([where, entry]) =>
      entry.link && entry.resolved ? [[where.replace(/^node_modules\//, ''), entry.resolved] as const] : [],
    ),
  );
}

/** The page that lists every script. */
function scriptsPage(): string {
  return readFileSync(path.join(ROOT, 'docs', 'scripts.md'), 'utf8');
}

/** The commands in the first column of a page's tables, as `{ script, workspace? }`. */
function documentedCommands(page: string): { script: string; workspace?: string }[] {
  return page
    .split('\n')
    .filter((line) => line.startsWith('| `npm '))
    .map((line) => {
      const command = /^\| `npm ([^`]+)`/.exec(line)![1]!;
      const [verb, name] = command.split(' ');
      const workspace = /-w (\S+)/.exec(command)?.[1];
      return { script: verb === 'run' ? name! : verb!, ...(workspace ? { workspace } : {}) };
    });
}

function unknownCommands(page: string) {
  const workspaces = workspaceDirs();
  return documentedCommands(page).filter(({ script, workspace }) => {
    const dir = workspace ? workspaces.get(workspace) : '.';
    return dir === undefined || !scriptsOf(dir).includes(script);
  });
}

describe('the table of scripts', () => {
  it('names every script of the root package.json', () => {
    const page = scriptsPage();
    const missing = scriptsOf('.').filter(
      (script) => !page.includes(`\`npm run ${script}`) && !page.includes(`\`npm ${script}\``),
    );
    expect(missing).toEqual([]);
  });

  it('runs only scripts that exist, in the workspace it names', () => {
    expect(documentedCommands(scriptsPage()).length).toBeGreaterThan(10);
    expect(unknownCommands(scriptsPage())).toEqual([]);
  });

  it("leaves no command in the README's short table that does not exist", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(documentedCommands(readme).length).toBeGreaterThan(3);
    expect(unknownCommands(readme)).toEqual([]);
  });
});
