// The shared packages as a remote's own repository installs them: compiled to JavaScript and declarations,
// published to a registry with the shell's server build beside them (for the team's `clinic-remote check`).
//
//   npm run packages:build                           every package's dist/ (JavaScript and .d.ts)
//   npm run packages:publish -- --registry <url>     builds, then publishes each package (and @clinic/shell-server)
//
// Publishing waits for pending changesets to be applied (`npx changeset version`): published as they stand,
// a breaking change would go out under its old major. `--unversioned` publishes the versions in package.json
// as they are, for a registry of one's own (the tests' private registry).
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
    files: ['dist', ...(manifest.bin ? ['bin'] : []), ...extraFiles],
  };
}

/** A folder holding what `npm publish` sends for a package. */
function stagePackage(dir: string, manifest: Manifest): string {
  const stage = mkdtempSync(path.join(tmpdir(), 'clinic-package-'));
  const published = publishedManifest(manifest);
  for (const file of published.files ?? []) cpSync(path.join(dir, file), path.join(stage, file), { recursive: true });
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

/** `npm publish` of one staged package; fails with npm's own output. */
async function publish(stage: string, registry: string): Promise<void> {
  await promisify(execFile)('npm', ['publish', stage, '--registry', registry, '--ignore-scripts']).catch(
    (error: { stdout?: string; stderr?: string }) => {
      throw new Error(`npm publish ${stage} failed:\n${error.stdout}${error.stderr}`);
    },
  );
}

async function publishAll(registry: string): Promise<void> {
  buildAll();
  // The shell's server build is published with the packages it was built from.
  run('npx', ['turbo', 'run', 'build', '--filter=@clinic/shell']);
  const stages = packagesInOrder().map((entry) => ({
    name: `${entry.manifest.name}@${entry.manifest.version}`,
    stage: compiled(entry) ? stagePackage(entry.dir, entry.manifest) : stageShellServer(entry.dir, entry.manifest),
  }));
  try {
    // All at once: a registry takes each package whether or not the ones it depends on are there yet.
    await Promise.all(
      stages.map(async ({ name, stage }) => {
        await publish(stage, registry);
        console.log(`published ${name} to ${registry}`);
      }),
    );
  } finally {
    for (const { stage } of stages) rmSync(stage, { recursive: true, force: true });
  }
}

/** What the pending changesets would bump, one `<package> <bump>` each; empty once they are applied. */
export async function pendingBumps(): Promise<string[]> {
  const plan = await getReleasePlan(ROOT);
  return plan.releases.filter((release) => release.type !== 'none').map(({ name, type }) => `${name} ${type}`);
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
    const pending = values.unversioned ? [] : await pendingBumps();
    if (pending.length)
      fail(
        `changesets are pending (${pending.join(', ')}): run \`npx changeset version\` and commit, then publish; ` +
          '--unversioned publishes the versions in package.json as they are',
      );
    await publishAll(values.registry).catch((error: Error) => fail(error.message));
  } else fail('usage: packages.ts build | publish --registry <url> [--unversioned]');
}
