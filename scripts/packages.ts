// The shared packages as a remote's own repository installs them: compiled to JavaScript and declarations,
// published to a registry with the shell's server build beside them (for the team's `clinic-remote check`).
//
//   npm run packages:build                           every package's dist/ (JavaScript and .d.ts)
//   npm run packages:publish -- --registry <url>     publishes each package (and @clinic/shell-server) the registry lacks
//
// As `changeset publish`: a version the registry has is skipped, so a second run is a no-op and a run that
// failed part-way is completed by running it again. A version the registry lacks waits for its pending
// changesets to be applied (`npx changeset version`): published as it stands, a breaking change would go out
// under its old major. `--unversioned` publishes the versions in package.json as they are, for a registry of
// one's own (`npm run registry`, the tests' private registry).
//
// In this repository the workspaces keep exporting their TypeScript source; the published manifest is
// derived from the same package.json, every `./src/<module>.ts(x)` export becoming its compiled file.
import { execFile, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import getReleasePlan from '@changesets/get-release-plan';
import ts from 'typescript';
import { PUBLISHED_WITH } from '../packages/federation/src/remote-init.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PACKAGES_DIR = path.join(ROOT, 'packages');
const OUTPUT_DIR = path.join(ROOT, 'node_modules', '.cache', 'clinic-packages');

interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  exports?: Record<string, string | string[]>;
  bin?: Record<string, string>;
  files?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** The workspace packages, each after the packages it depends on (our shared singletons are peers). */
function packagesInOrder(): Array<{ dir: string; manifest: Manifest }> {
  const all = readdirSync(PACKAGES_DIR)
    .map((folder) => path.join(PACKAGES_DIR, folder))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: readManifest(dir) }));
  const ordered: typeof all = [];
  const visit = (entry: (typeof all)[number]) => {
    if (ordered.includes(entry)) return;
    for (const dependency of Object.keys({ ...entry.manifest.dependencies, ...entry.manifest.peerDependencies })) {
      const inner = all.find((candidate) => candidate.manifest.name === dependency);
      if (inner) visit(inner);
    }
    ordered.push(entry);
  };
  all.forEach(visit);
  return ordered;
}

/** A relative import of a source file, as the compiler leaves it in declarations: `'./locale.ts'`. */
const SOURCE_SPECIFIER = /((?:from|import)\s*\(?\s*['"]\.{1,2}\/[^'"]*?)\.tsx?(['"])/g;

/** A package's testing helpers ship only when its exports offer them: others import test tools it does not declare. */
const shipsTesting = (manifest: Manifest) => JSON.stringify(manifest.exports ?? {}).includes('./src/testing/');

/** The files of a package that ship: its source without tests (and its testing helpers unless its exports offer them). */
function shippedSources(dir: string, manifest: Manifest, fileNames: string[]): string[] {
  const src = path.join(dir, 'src');
  return fileNames.filter(
    (file) =>
      !/\.test\.tsx?$/.test(file) &&
      (shipsTesting(manifest) || !file.startsWith(path.join(src, 'testing') + path.sep)) &&
      (file.startsWith(src + path.sep) || file.endsWith('.d.ts')),
  );
}

/**
 * Compiles the packages' source file by file into each one's `dist/`, so its modules stay the modules its
 * exports name and the federation shares by name; relative imports point at the compiled files. One program
 * for all of them (their compiler options are the repository's one set): each package's imports of the
 * others are checked once, not again for every package that imports them. Stylesheets are copied beside the
 * code that imports them.
 */
function buildPackages(packages: Array<{ dir: string; manifest: Manifest }>): void {
  const sources = new Set<string>();
  let options: ts.CompilerOptions | undefined;
  for (const { dir, manifest } of packages) {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(dir, 'tsconfig.json'),
      {
        noEmit: false,
        declaration: true,
        rewriteRelativeImportExtensions: true,
        // Each file is written to its package's dist/ (below), by its path under the output folder, which mirrors
        // packages/ and is never written itself (an output folder holding the sources would leave them out).
        rootDir: PACKAGES_DIR,
        outDir: OUTPUT_DIR,
        sourceMap: false,
      },
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) =>
          fail(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
      },
    );
    if (!config) fail(`${dir}: no tsconfig.json`);
    options ??= config.options;
    for (const file of shippedSources(dir, manifest, config.fileNames)) sources.add(file);
    rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  }
  const program = ts.createProgram([...sources], options!);
  const diagnostics = [...ts.getPreEmitDiagnostics(program)];
  if (diagnostics.length === 0) {
    const result = program.emit(undefined, (file, text) => {
      // <package>/src/<module>.js becomes packages/<package>/dist/<module>.js.
      const [folder, ...rest] = path.relative(OUTPUT_DIR, file).split(path.sep);
      const target = path.join(PACKAGES_DIR, folder!, 'dist', ...rest.slice(1));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.endsWith('.d.ts') ? text.replace(SOURCE_SPECIFIER, '$1.js$2') : text);
    });
    diagnostics.push(...result.diagnostics);
  }
  if (diagnostics.length)
    fail(
      ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => ROOT,
        getNewLine: () => '\n',
      }),
    );
  for (const { dir, manifest } of packages) {
    const src = path.join(dir, 'src');
    // Stylesheets ship as they are, beside the modules that import them; nothing else of the source does.
    cpSync(src, path.join(dir, 'dist'), {
      recursive: true,
      filter: (from) =>
        statSync(from).isDirectory()
          ? shipsTesting(manifest) || from !== path.join(src, 'testing')
          : from.endsWith('.css'),
    });
  }
}

/** An export of the source (`./src/button.tsx`) as its compiled file; stylesheets stay as they are. */
function compiledExport(target: string | string[]): string | { types: string; default: string } {
  const first = Array.isArray(target) ? target[0]! : target;
  if (!/\.tsx?$/.test(first)) return first.replace(/^\.\/src\//, './dist/');
  const stem = first.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, '');
  return { types: `${stem}.d.ts`, default: `${stem}.js` };
}

/** The package.json a registry gets: public, its exports compiled, no scripts or development dependencies. */
function publishedManifest(manifest: Manifest): Manifest {
  const { private: _private, scripts: _scripts, devDependencies: _dev, exports, ...rest } = manifest;
  const compiled = Object.fromEntries(
    Object.entries(exports ?? {}).map(([key, target]) => [
      key,
      key.endsWith('.json') || key.endsWith('.d.ts') ? target : compiledExport(target),
    ]),
  );
  const extraFiles = Object.values(exports ?? {})
    .flat()
    .filter((target) => !target.startsWith('./src/'))
    .map((target) => target.replace(/^\.\//, ''));
  return {
    ...rest,
    exports: { ...compiled, './package.json': './package.json' },
    files: ['dist', ...(manifest.bin ? ['bin'] : []), ...(manifest.files ?? []), ...extraFiles, PUBLISHED_WITH],
  };
}

/**
 * A folder holding what `npm publish` sends for a package, with the version of every package published beside it
 * (`clinic-remote init` gives a new remote those versions).
 */
function stagePackage(dir: string, manifest: Manifest, versions: Record<string, string>): string {
  const stage = mkdtempSync(path.join(tmpdir(), 'clinic-package-'));
  const published = publishedManifest(manifest);
  for (const file of published.files ?? [])
    if (file !== PUBLISHED_WITH) cpSync(path.join(dir, file), path.join(stage, file), { recursive: true });
  writeFileSync(path.join(stage, PUBLISHED_WITH), `${JSON.stringify(versions, null, 2)}\n`);
  writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
  return stage;
}

/**
 * The shell's server build as a package (`@clinic/shell-server`): its workspace links `ssr/` to the shell's
 * server build, which goes into the package as files, for a remote team's check to render in, offline.
 */
function stageShellServer(dir: string, manifest: Manifest): string {
  const ssr = path.join(dir, 'ssr');
  if (!existsSync(path.join(ssr, 'main.cjs'))) fail('the shell has no server build: run npm run build first');
  const stage = mkdtempSync(path.join(tmpdir(), 'clinic-shell-server-'));
  cpSync(ssr, path.join(stage, 'ssr'), { recursive: true, dereference: true });
  const { private: _private, ...published } = manifest;
  writeFileSync(path.join(stage, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
  return stage;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function run(command: string, args: string[], cwd = ROOT): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** A package compiled from its own source; the others (the shell's server build) are published as they are. */
const compiled = ({ dir }: { dir: string }) => existsSync(path.join(dir, 'src'));

function buildAll(): void {
  const packages = packagesInOrder().filter(compiled);
  buildPackages(packages);
  for (const { manifest } of packages) console.log(`built ${manifest.name}@${manifest.version}`);
}

const execute = promisify(execFile);
const firstLine = (text: string) => text.trim().split('\n')[0] ?? '';
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Whether the registry holds this version of a package: npm's own reading, with the user's registry credentials. */
async function registryHas(name: string, version: string, registry: string): Promise<boolean> {
  try {
    const { stdout } = await execute('npm', [
      'view',
      `${name}@${version}`,
      'version',
      '--json',
      '--registry',
      registry,
    ]);
    return stdout.trim() !== '';
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    if (/\bE404\b/.test(stdout + stderr)) return false;
    throw new Error(`cannot ask ${registry} for ${name}: ${firstLine(stderr || stdout)}`, { cause: error });
  }
}

/** A registry answering that the version is there already (a rerun racing another, or a registry that lists late). */
const ALREADY_PUBLISHED = /EPUBLISHCONFLICT|previously published|already present|E409/;

/** `npm publish` of one staged package: true when sent, false when the registry had it; fails with npm's own output. */
async function publish(stage: string, registry: string): Promise<boolean> {
  try {
    await execute('npm', ['publish', stage, '--registry', registry, '--ignore-scripts']);
    return true;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    if (ALREADY_PUBLISHED.test(stdout + stderr)) return false;
    throw new Error(`${stdout}${stderr}`.trim(), { cause: error });
  }
}

/** `@clinic/shell-server` is the shell's server build: it carries the shell's version (a fixed group of the changesets). */
function shellServerProblem(packages: Array<{ manifest: Manifest }>): string | undefined {
  const server = packages.find(({ manifest }) => manifest.name === '@clinic/shell-server')?.manifest;
  const shell = readManifest(path.join(ROOT, 'shell'));
  if (server && server.version !== shell.version)
    return `@clinic/shell-server is at ${server.version} and @clinic/shell at ${shell.version}: they are versioned together (fixed in .changeset/config.json); run \`npx changeset version\``;
  return undefined;
}

/**
 * Publishes what the registry lacks, as `changeset publish` does: a version the registry has is skipped, so
 * a run that failed part-way is completed by running it again. One package at a time, each after those it
 * depends on, so the registry never holds a package whose dependencies it lacks.
 */
async function publishAll(registry: string, { unversioned }: { unversioned: boolean }): Promise<void> {
  const packages = packagesInOrder();
  const versions = Object.fromEntries(packages.map(({ manifest }) => [manifest.name, manifest.version]));
  const mismatch = shellServerProblem(packages);
  if (mismatch) fail(mismatch);
  let since = performance.now();
  const held = await Promise.all(
    packages.map(({ manifest }) => registryHas(manifest.name, manifest.version, registry)),
  );
  const lacking = packages.filter((_, index) => !held[index]);
  for (const { manifest } of packages.filter((_, index) => held[index]))
    console.log(`skipped ${manifest.name}@${manifest.version}: ${registry} has it`);
  console.log(`asked ${registry} for ${packages.length} packages in ${seconds(since)}`);
  if (lacking.length === 0) {
    console.log(`nothing to publish: ${registry} has every package at its version`);
    return;
  }
  // A version not out yet must not leave with changes still waiting to bump it: a breaking one would go out under its old major.
  const pending = unversioned ? [] : await pendingBumps(lacking.map(({ manifest }) => manifest.name));
  if (pending.length)
    fail(
      `changesets are pending (${pending.join(', ')}): run \`npx changeset version\` and commit, then publish; ` +
        '--unversioned publishes the versions in package.json as they are',
    );
  since = performance.now();
  if (lacking.some(compiled)) buildAll();
  // The shell's server build is published with the packages it was built from.
  if (lacking.some((entry) => !compiled(entry))) run('npx', ['turbo', 'run', 'build', '--filter=@clinic/shell']);
  console.log(`built in ${seconds(since)}`);
  const done: string[] = [];
  for (const [index, entry] of lacking.entries()) {
    const name = `${entry.manifest.name}@${entry.manifest.version}`;
    since = performance.now();
    const stage = compiled(entry)
      ? stagePackage(entry.dir, entry.manifest, versions)
      : stageShellServer(entry.dir, entry.manifest);
    const sent = await publish(stage, registry).catch((error: Error) => error);
    rmSync(stage, { recursive: true, force: true });
    if (sent instanceof Error) {
      const rest = lacking.slice(index).map(({ manifest }) => `${manifest.name}@${manifest.version}`);
      fail(
        [
          `npm publish ${name} failed:`,
          sent.message,
          `published ${done.length ? done.join(', ') : 'nothing'}; not published ${rest.join(', ')}.`,
          'Run the same command again once the cause is mended: it publishes what the registry still lacks.',
        ].join('\n'),
      );
    }
    console.log(sent ? `published ${name} to ${registry} in ${seconds(since)}` : `skipped ${name}: ${registry} has it`);
    done.push(name);
  }
}

/** What the pending changesets would bump, one `<package> <bump>` each (of `names` only, when given); empty once they are applied. */
export async function pendingBumps(names?: string[]): Promise<string[]> {
  const plan = await getReleasePlan(ROOT);
  return plan.releases
    .filter((release) => release.type !== 'none' && (!names || names.includes(release.name)))
    .map(({ name, type }) => `${name} ${type}`);
}

if (process.argv[1] === import.meta.filename) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { registry: { type: 'string' }, unversioned: { type: 'boolean', default: false } },
  });
  const [command] = positionals;
  if (command === 'build') buildAll();
  else if (command === 'publish') {
    if (!values.registry) fail('usage: npm run packages:publish -- --registry <url> [--unversioned]');
    await publishAll(values.registry, { unversioned: values.unversioned }).catch((error: Error) => fail(error.message));
  } else fail('usage: packages.ts build | publish --registry <url> [--unversioned]');
}
