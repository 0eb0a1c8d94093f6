import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { contractWindow, type FederationHost } from '@clinic/contracts/federation-host';
import type { RemoteManifest } from '@clinic/contracts/remote-manifest';

const require = createRequire(import.meta.url);

/**
 * The folder of a package as an app installed it: the nearest `node_modules/<name>` from the app up, as
 * Node resolves it. In this repository that is the workspace's link; in a remote's own repository the
 * package as published.
 */
function installedPackageDir(appDir: string, name: string): string {
  for (let dir = appDir; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`${name} is not installed for ${appDir}: add it to the app's dependencies and install`);
}

export function installedPackageVersion(appDir: string, name: string): string {
  return JSON.parse(readFileSync(path.join(installedPackageDir(appDir, name), 'package.json'), 'utf8')).version;
}

/** A file of this package, as source in the repository or compiled as published. */
export function ownModule(name: string): string {
  const source = path.join(import.meta.dirname, `${name}.ts`);
  return existsSync(source) ? source : path.join(import.meta.dirname, `${name}.js`);
}

const ROUTER_EXPORTS_IN_USE = ownModule('react-router-dom-used');
const INTL_EXPORTS_IN_USE = ownModule('react-intl-used');
/** The name react-intl-used.ts imports react-intl by: under its own, it would import the shared module itself. */
export const REACT_INTL_PACKAGE = 'react-intl-package';

/** The version of an installed package, found from its entry: not every package exports its package.json. */
function installedVersion(name: string): string {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (manifest.name === name) return manifest.version;
  }
  throw new Error(`cannot find the installed version of ${name}`);
}

function dependencyRange(dir: string, name: string): string | false {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return manifest.dependencies?.[name] ?? false;
}

/**
 * Workspace packages whose module-level state or context must be one across the page:
 * the atoms, the intl context and the UI context. A trailing `/` key covers every subpath.
 * These packages list their modules one by one in `exports`: the federation plugin looks the
 * `/` key up with Node's resolver, and a `./*` pattern answering it is deprecated (DEP0155).
 */
export const SHARED_WORKSPACE_PACKAGES = ['@clinic/state', '@clinic/i18n', '@clinic/ui'] as const;

/**
 * Single stateful modules of packages that are otherwise private to each app: the API client's
 * base URL, set once by the shell from the runtime config. The shell provides its shared modules
 * in its first script, so sharing the whole client would put it there, with the contract schemas
 * and the schema library, for a page whose content came with the HTML.
 */
export const SHARED_WORKSPACE_MODULES = ['@clinic/api-client/base'] as const;

/** The package a shared name belongs to: `react-dom/client` → `react-dom`, `@clinic/i18n/format` → `@clinic/i18n`. */
function packageOf(name: string): string {
  return name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * One instance of each across the page: React and its renderer, the router, the
 * store and the intl context, and the workspace packages that hold state or context.
 * Everything else stays private to the app that bundles it.
 */
export function sharedModules(
  dir: string,
  { eager = false, fromHostOnly = false }: { eager?: boolean; fromHostOnly?: boolean } = {},
) {
  // A remote's server build must take React and the other npm singletons from the shell's server bundle: a copy of its own is a second React.
  const npmSingleton = (name: string, packageName = name) => ({
    singleton: true,
    eager,
    requiredVersion: dependencyRange(dir, packageName),
    ...(fromHostOnly ? { import: false as const } : {}),
  });
  // A package shared as the list of its exports the apps use (`module`), under the package's name and version.
  const exportsInUse = (name: string, module: string) => ({
    ...npmSingleton(name),
    import: fromHostOnly ? (false as const) : module,
    version: installedVersion(name),
  });
  // Our own packages are semver-versioned and published: the app's range says which versions its build works with.
  const workspaceSingleton = (name: string) => ({
    singleton: true,
    eager,
    requiredVersion: dependencyRange(dir, name) || installedPackageVersion(dir, name),
    version: installedPackageVersion(dir, name),
  });
  return {
    react: npmSingleton('react'),
    'react/jsx-runtime': npmSingleton('react/jsx-runtime', 'react'),
    'react-dom': npmSingleton('react-dom'),
    'react-dom/client': npmSingleton('react-dom/client', 'react-dom'),
    'react-router-dom': exportsInUse('react-router-dom', ROUTER_EXPORTS_IN_USE),
    jotai: npmSingleton('jotai'),
    'jotai/utils': npmSingleton('jotai/utils', 'jotai'),
    'react-intl': exportsInUse('react-intl', INTL_EXPORTS_IN_USE),
    ...Object.fromEntries(SHARED_WORKSPACE_PACKAGES.map((name) => [`${name}/`, workspaceSingleton(name)])),
    ...Object.fromEntries(SHARED_WORKSPACE_MODULES.map((name) => [name, workspaceSingleton(packageOf(name))])),
  };
}

type SharedModuleConfig = ReturnType<typeof sharedModules>[keyof ReturnType<typeof sharedModules>];

/** The version a build provides of a shared module: the one its config names, else the installed package's. */
function providedVersion(name: string, config: SharedModuleConfig, version: (pkg: string) => string): string {
  return 'version' in config && config.version ? config.version : version(packageOf(name));
}

/**
 * Release checks of `@clinic/contracts` before 1.2 also held a remote's own copy to this range: any version
 * leaves the remote's range to decide there too, so a team on an older contracts package is not refused by
 * a newer shell-server.
 */
const ANY_VERSION = '*';

/**
 * The shell's side of every release check: for each shared singleton, the version it provides. Whether that
 * serves a remote is the remote's range to say, so the shell's own ranges are not part of it.
 */
export function hostSharedContract(shellDir: string): FederationHost['shared'] {
  return Object.fromEntries(
    Object.entries(sharedModules(shellDir)).map(([name, config]) => [
      name,
      { version: providedVersion(name, config, installedVersion), accepts: ANY_VERSION },
    ]),
  );
}

/** A remote's side of the same check, as its manifest lists it: each shared singleton, the version its build carries and the range it needs. */
export function remoteSharedManifest(appDir: string): RemoteManifest['shared'] {
  return Object.entries(sharedModules(appDir)).map(([name, config]) => ({
    name,
    version: providedVersion(name, config, (pkg) => installedPackageVersion(appDir, pkg)),
    singleton: config.singleton,
    requiredVersion: config.requiredVersion,
  }));
}

/**
 * The shell accepts remotes built against its own major of the contract and the one before it: a platform release
 * on a new major never takes apart a page whose remotes have not moved yet, and teams move in their own time.
 */
export function hostContractRange(shellDir: string): { version: string; accepts: string } {
  const version = installedPackageVersion(shellDir, '@clinic/contracts');
  return { version, accepts: contractWindow(version) };
}
