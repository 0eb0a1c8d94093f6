import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README's table of scripts is where a newcomer learns the commands: it names every script of the root
// package.json, and every command it names runs a script that exists (in the workspace `-w` names).
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

/** The README's "Scripts" section, up to the next heading of its level. */
function scriptsSection(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Scripts\n');
  return readme.slice(start, readme.indexOf('\n## ', start + 1));
}

/** The commands in the first column of the README's "Scripts" table, as `{ script, workspace? }`. */
function documentedCommands(): { script: string; workspace?: string }[] {
  return scriptsSection()
    .split('\n')
    .filter((line) => line.startsWith('| `npm '))
    .map((line) => {
      const command = /^\| `npm ([^`]+)`/.exec(line)![1]!;
      const [verb, name] = command.split(' ');
      const workspace = /-w (\S+)/.exec(command)?.[1];
      return { script: verb === 'run' ? name! : verb!, ...(workspace ? { workspace } : {}) };
    });
}

describe("the README's table of scripts", () => {
  const commands = documentedCommands();

  it('names every script of the root package.json', () => {
    const section = scriptsSection();
    const missing = scriptsOf('.').filter(
      (script) => !section.includes(`\`npm run ${script}`) && !section.includes(`\`npm ${script}\``),
    );
    expect(missing).toEqual([]);
  });

  it('runs only scripts that exist, in the workspace it names', () => {
    const workspaces = workspaceDirs();
    const unknown = commands.filter(({ script, workspace }) => {
      const dir = workspace ? workspaces.get(workspace) : '.';
      return dir === undefined || !scriptsOf(dir).includes(script);
    });
    expect(commands.length).toBeGreaterThan(10);
    expect(unknown).toEqual([]);
  });
});
