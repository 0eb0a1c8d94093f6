import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// `npm run typecheck` checks the repository as one program (the root tsconfig.json): a file only a workspace's
// own tsconfig.json includes, or an option only it sets, would be checked by the workspace's `typecheck` and
// missed by the one CI runs.
const ROOT = path.resolve(import.meta.dirname, '..');

function parsed(configFile: string): ts.ParsedCommandLine {
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`${configFile} cannot be read`);
  return config;
}

/** The options that decide a file's diagnostics (not where its config came from). */
function checkingOptions(options: ts.CompilerOptions): ts.CompilerOptions {
  const { configFilePath: _file, pathsBasePath: _base, ...rest } = options;
  return rest;
}

/** Every workspace folder of the root package.json (`packages/*` expanded). */
function workspaceDirs(): string[] {
  const patterns: string[] = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces;
  return patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(pattern.slice(0, -2), entry.name))
      : [pattern],
  );
}

describe('the one typecheck', () => {
  const whole = parsed(path.join(ROOT, 'tsconfig.json'));
  const checked = new Set(whole.fileNames);
  const workspaces = workspaceDirs().filter((dir) => existsSync(path.join(ROOT, dir, 'tsconfig.json')));

  it('finds the workspaces', () => {
    expect(workspaces).toEqual(expect.arrayContaining(['shell', 'mf-content', 'api-gateway', 'packages/ui']));
  });

  it.each(workspaces)('checks every file %s checks, with the same options', (dir) => {
    const own = parsed(path.join(ROOT, dir, 'tsconfig.json'));
    const missing = own.fileNames.filter((file) => !checked.has(file)).map((file) => path.relative(ROOT, file));
    expect(missing).toEqual([]);
    expect(checkingOptions(own.options)).toEqual(checkingOptions(whole.options));
  });
});
