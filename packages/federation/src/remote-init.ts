import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isPlatformRemote, remoteOfFolder } from '@clinic/contracts/runtime-config';
import { OPEN_SLOTS } from '@clinic/contracts/slots';

type OpenSlot = (typeof OPEN_SLOTS)[number];

/** This package's folder (above `src/` here, above `dist/` as published): the templates ship in it. */
const PACKAGE_DIR = path.resolve(import.meta.dirname, '..');
const TEMPLATE_DIR = path.join(PACKAGE_DIR, 'remote-template');
/**
 * Written beside the package's package.json when it is published: the version of each @clinic package published
 * with it, which a new remote depends on.
 */
export const PUBLISHED_WITH = 'published-with.json';

/** A range in the template that stands for "the version of this @clinic package the generator was published with". */
const PLATFORM_RANGE = 'platform';

export const INIT_USAGE = 'clinic-remote init <mf-name> --slot <slot> [--registry <url of the @clinic packages>]';

class InitRefused extends Error {}

/** The @clinic packages' versions: as published with this package, or in this repository the workspace's. */
function platformVersions(packageDir: string): Record<string, string> {
  const published = path.join(packageDir, PUBLISHED_WITH);
  if (existsSync(published)) return JSON.parse(readFileSync(published, 'utf8'));
  const workspace = path.dirname(packageDir);
  return Object.fromEntries(
    readdirSync(workspace)
      .map((folder) => path.join(workspace, folder, 'package.json'))
      .filter((file) => existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as { name: string; version: string })
      .map(({ name, version }) => [name, version]),
  );
}

/**
 * The registry this package was installed from: the lockfile of its install (npx's cache or a project) records the
 * address of its tarball, `<registry>/@clinic/federation/-/federation-<version>.tgz`. None for a workspace link.
 */
export function installedFrom(packageDir: string): string | undefined {
  const root = path.resolve(packageDir, '..', '..', '..');
  if (path.basename(path.dirname(path.dirname(packageDir))) !== 'node_modules') return undefined;
  const key = path.relative(root, packageDir).split(path.sep).join('/');
  for (const lockfile of [
    path.join(root, 'node_modules', '.package-lock.json'),
    path.join(root, 'package-lock.json'),
  ]) {
    if (!existsSync(lockfile)) continue;
    const resolved: unknown = JSON.parse(readFileSync(lockfile, 'utf8')).packages?.[key]?.resolved;
    const registry =
      typeof resolved === 'string' && /^(https?:\/\/.+?\/)@clinic(?:\/|%2f)federation\/-\//i.exec(resolved);
    if (registry) return registry[1];
  }
  return undefined;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * The project's `.npmrc`: the @clinic scope from the registry this package came from; every package from it when
 * npm took every package from there for this command too (a registry that passes public packages through).
 */
function npmrc(registry: string, npmRegistry: string | undefined): string {
  const everything = npmRegistry !== undefined && withSlash(npmRegistry) === registry;
  return [
    everything ? `registry=${registry}` : `@clinic:registry=${registry}`,
    `# A registry that asks for a token: //${new URL(registry).host}/:_authToken=\${NPM_TOKEN}`,
    '',
  ].join('\n');
}

/** `doctor-page.aside` → the file `doctor-page-aside` and the component `DoctorPageAside`. */
function slotNames(slot: OpenSlot): { slotFile: string; Component: string } {
  const words = slot.split(/[.-]/);
  return {
    slotFile: words.join('-'),
    Component: words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(''),
  };
}

function fill(template: string, values: Record<string, string>, file: string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: the template names {{${name}}}, which init does not fill`);
    return value;
  });
}

/** Each template file of the remote and the path it is written to (templates ship as `.tmpl`: npm leaves dotfiles out). */
function templateFiles(slot: OpenSlot, slotFile: string): Array<{ template: string; target: string }> {
  const files: Array<{ template: string; target: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else files.push({ template: file, target: path.relative(TEMPLATE_DIR, file).replace(/\.tmpl$/, '') });
    }
  };
  walk(TEMPLATE_DIR);
  const slotDir = path.join('slots', slot) + path.sep;
  return files.flatMap(({ template, target }) => {
    if (target.startsWith(`slots${path.sep}`))
      return target.startsWith(slotDir)
        ? [{ template, target: path.join('src', target.slice(slotDir.length).replace(/^component/, slotFile)) }]
        : [];
    return [{ template, target: target.replace(/^github/, '.github').replace(/^gitignore$/, '.gitignore') }];
  });
}

/** The template's package.json with each @clinic dependency at the version published with this package. */
function packageJson(text: string, versions: Record<string, string>): string {
  const manifest = JSON.parse(text) as Record<string, unknown>;
  for (const field of ['dependencies', 'devDependencies']) {
    const dependencies = manifest[field] as Record<string, string>;
    for (const [name, range] of Object.entries(dependencies)) {
      if (range !== PLATFORM_RANGE) continue;
      const version = versions[name];
      if (!version) throw new Error(`${name} was not published with @clinic/federation`);
      dependencies[name] = `^${version}`;
    }
  }
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function parse(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { slot: { type: 'string' }, registry: { type: 'string' } },
    });
  } catch (error) {
    throw new InitRefused(`${(error as Error).message}: ${INIT_USAGE}`);
  }
  const [remote, ...extra] = parsed.positionals;
  if (!remote || extra.length) throw new InitRefused(`usage: ${INIT_USAGE}`);
  // The names an operator can register: the folder's, with `_` for `-` as the federation name (`mf_reviews`).
  const federationName = remoteOfFolder(remote);
  if (!federationName)
    throw new InitRefused(
      `"${remote}" is not a remote name: mf- and lower-case letters and digits, words joined by single hyphens (mf-reviews)`,
    );
  if (isPlatformRemote(federationName))
    throw new InitRefused(`${remote} is one of the platform's own remotes: choose a name of the team's own`);
  const { slot, registry } = parsed.values;
  if (!slot) throw new InitRefused(`which slot does ${remote} fill? --slot ${OPEN_SLOTS.join(' | ')}`);
  if (!(OPEN_SLOTS as readonly string[]).includes(slot))
    throw new InitRefused(`"${slot}" is not a slot a remote can fill: ${OPEN_SLOTS.join(', ')}`);
  if (registry !== undefined && !URL.canParse(registry))
    throw new InitRefused(`--registry "${registry}" is not a URL (https://npm.example.com/)`);
  return { remote, federationName, slot: slot as OpenSlot, registry };
}

/**
 * `clinic-remote init <remote> --slot <slot>`: a new team's remote in the folder `<remote>` of the current one,
 * ready to install, test, build, check and release on its own. Bad input is refused with one line and exit 2.
 */
export function initRemote(
  argv: string[],
  { cwd = process.cwd(), env = process.env, packageDir = PACKAGE_DIR } = {},
): number {
  try {
    const { remote, federationName, slot, registry: named } = parse(argv);
    const dir = path.resolve(cwd, remote);
    if (existsSync(dir) && (!statSync(dir).isDirectory() || readdirSync(dir).length > 0))
      throw new InitRefused(`${dir} already exists and is not an empty folder: choose another name, or another folder`);
    const found = named ?? installedFrom(packageDir) ?? env.npm_config_registry;
    if (!found)
      throw new InitRefused(
        'where do the @clinic packages come from? --registry <url> (this @clinic/federation is not an install)',
      );
    const registry = withSlash(found);
    const { slotFile, Component } = slotNames(slot);
    const values = { remote, federationName, slot, slotFile, Component, registry };
    const versions = platformVersions(packageDir);
    const files = templateFiles(slot, slotFile).map(({ template, target }) => {
      const text = fill(readFileSync(template, 'utf8'), values, template);
      return { target, text: target === 'package.json' ? packageJson(text, versions) : text };
    });
    files.push({ target: '.npmrc', text: npmrc(registry, env.npm_config_registry) });
    for (const { target, text } of files) {
      mkdirSync(path.dirname(path.join(dir, target)), { recursive: true });
      writeFileSync(path.join(dir, target), text);
    }
    console.log(
      [
        `${remote}: a remote for ${slot} in ${path.relative(cwd, dir)}/, @clinic packages from ${registry}`,
        `  cd ${remote} && npm install && npm test && npm run build && npm run check`,
        `  the operator registers it: npm run remotes -- register ${remote} --slot ${slot}`,
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof InitRefused)) throw error;
    console.error(`clinic-remote init: ${error.message}`);
    return 2;
  }
}
