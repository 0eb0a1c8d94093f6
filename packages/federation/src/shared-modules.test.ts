import path from 'node:path';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import semver from 'semver';
import {
  hostSharedContract,
  installedPackageVersion,
  SHARED_WORKSPACE_MODULES,
  SHARED_WORKSPACE_PACKAGES,
  sharedModules,
} from './shared-modules.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const APPS = ['shell', 'mf-content', 'mf-booking', 'mf-payment', 'mf-search'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('shared modules of the federation config', () => {
  const versionOf = (folder: string): string =>
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'packages', folder, 'package.json'), 'utf8')).version;

  it.each(APPS)(
    '%s takes the API client’s base URL and the state package from the share scope as singletons, in the versions its package.json accepts',
    (app) => {
      const shared = sharedModules(path.join(REPO_ROOT, app)) as Record<string, unknown>;
      const declared = JSON.parse(readFileSync(path.join(REPO_ROOT, app, 'package.json'), 'utf8'))
        .dependencies as Record<string, string>;
      const accepted = (name: string, folder: string) => ({
        singleton: true,
        eager: false,
        requiredVersion: declared[name] ?? versionOf(folder),
        version: versionOf(folder),
      });
      expect(shared['@clinic/api-client/base']).toEqual(accepted('@clinic/api-client', 'api-client'));
      // The rest of the client (its schemas, the schema library) is each app's own, loaded with its first call.
      expect(shared['@clinic/api-client/']).toBeUndefined();
      expect(shared['@clinic/state/']).toEqual(accepted('@clinic/state', 'state'));
      expect(shared.react).toMatchObject({ singleton: true });
    },
  );

  const packagesDir = path.join(REPO_ROOT, 'packages');
  const holdsState = (file: string) => /^let /m.test(readFileSync(file, 'utf8'));

  it('shares every workspace module that keeps module-level state, so the shell’s settings reach the remotes', () => {
    const packages: readonly string[] = SHARED_WORKSPACE_PACKAGES;
    const modules: readonly string[] = SHARED_WORKSPACE_MODULES;
    const withSource = readdirSync(packagesDir).filter((folder) => existsSync(path.join(packagesDir, folder, 'src')));
    const stateful = withSource.flatMap((folder) =>
      sourceFiles(path.join(packagesDir, folder, 'src'))
        .filter(holdsState)
        .map((file) => ({
          pkg: `@clinic/${folder}`,
          module: `@clinic/${folder}/${path.basename(file).replace(/\.tsx?$/, '')}`,
        })),
    );
    expect(stateful.map(({ module }) => module)).toContain('@clinic/api-client/base');
    for (const { pkg, module } of stateful)
      expect(packages.includes(pkg) || modules.includes(module), module).toBe(true);
  });

  it('reaches a stateful module by its package name inside its own package too', () => {
    // A relative import is not matched by the shared key: a remote's copy of the importer would bring a second instance.
    for (const name of [...SHARED_WORKSPACE_PACKAGES, '@clinic/api-client']) {
      const files = sourceFiles(path.join(packagesDir, name.replace('@clinic/', ''), 'src'));
      const stateful = files.filter(holdsState).map((file) => path.basename(file));
      for (const file of files) {
        const relative = [...readFileSync(file, 'utf8').matchAll(/from '\.\/([\w-]+\.tsx?)'/g)].map(
          (match) => match[1],
        );
        expect(
          relative.filter((target) => stateful.includes(target!)),
          `${name}: ${path.basename(file)}`,
        ).toEqual([]);
      }
    }
  });

  it('puts the shell’s shared modules in its first script when asked, so the page needs no second round trip for React', () => {
    const eager = Object.values(
      sharedModules(path.join(REPO_ROOT, 'shell'), { eager: true }) as Record<string, { eager: boolean }>,
    );
    expect(eager.every((config) => config.eager)).toBe(true);
  });

  it('makes a remote’s server build take React and the other npm singletons from the shell, never a copy of its own', () => {
    const shared = sharedModules(path.join(REPO_ROOT, 'mf-content'), { fromHostOnly: true }) as Record<
      string,
      { import?: unknown }
    >;
    for (const name of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-router-dom',
      'jotai',
      'jotai/utils',
      'react-intl',
    ])
      expect(shared[name]?.import, name).toBe(false);
    // Workspace packages keep their fallback: the shell's server bundle provides only the subpaths it imports itself.
    expect(shared['@clinic/state/']?.import).toBeUndefined();
  });

  /** The names a module lists in its `export { … } from` and `export type { … } from` statements. */
  function exportedNames(file: string): Set<string> {
    const names = new Set<string>();
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from/g))
      for (const name of list!.split(',').map((part) => part.trim())) if (name) names.add(name);
    return names;
  }

  /** The names the apps import from a package, types included. */
  function importedNames(packageName: string): Set<string> {
    const imported = new Set<string>();
    const statement = new RegExp(`import\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${packageName}'`, 'g');
    for (const app of APPS)
      for (const file of sourceFiles(path.join(REPO_ROOT, app, 'src')))
        for (const [, list] of readFileSync(file, 'utf8').matchAll(statement))
          for (const part of list!.split(',')) {
            const name = part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]!;
            if (name) imported.add(name);
          }
    return imported;
  }

  const EXPORTS_IN_USE = [
    { packageName: 'react-router-dom', file: 'react-router-dom-used.ts' },
    { packageName: 'react-intl', file: 'react-intl-used.ts' },
  ];

  it.each(EXPORTS_IN_USE)(
    'shares what the apps use of $packageName, in place of the whole package',
    ({ packageName, file }) => {
      const shared = sharedModules(path.join(REPO_ROOT, 'mf-content')) as Record<
        string,
        { import?: string; version?: string }
      >;
      const installed = JSON.parse(
        readFileSync(path.join(REPO_ROOT, 'node_modules', packageName, 'package.json'), 'utf8'),
      ).version;
      expect(shared[packageName]).toMatchObject({
        singleton: true,
        version: installed,
        import: path.join(import.meta.dirname, file),
      });
    },
  );

  it.each(EXPORTS_IN_USE)(
    'the shared list of $packageName has every export an app imports from it',
    ({ packageName, file }) => {
      const offered = exportedNames(path.join(import.meta.dirname, file));
      const imported = importedNames(packageName);
      expect(imported.size).toBeGreaterThan(5);
      expect([...imported].filter((name) => !offered.has(name))).toEqual([]);
    },
  );

  it('offers the shell’s installed version of each singleton, and to older release checks a range that refuses no copy', () => {
    const offered = hostSharedContract(path.join(REPO_ROOT, 'shell'));
    expect(offered['@clinic/i18n/']?.version).toBe(
      installedPackageVersion(path.join(REPO_ROOT, 'shell'), '@clinic/i18n'),
    );
    // An older check held the remote's own copy to `accepts`: a copy built before a platform patch or minor, or after it, passes.
    for (const [name, { accepts }] of Object.entries(offered))
      for (const copy of ['1.0.0', '1.0.9', '2.9.3', '12.1.0', '19.2.0'])
        expect(semver.satisfies(copy, accepts!), `${name} ${copy}`).toBe(true);
  });
});
