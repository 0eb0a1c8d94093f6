import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test.ts';
import { REPO_ROOT, startBuiltGateway } from './support/gateway.ts';
import { remotes } from './support/remote-builds.ts';
import { closePromosBeforehand } from './support/promos.ts';
import {
  freePort,
  startStaticOrigin,
  type RunningGatewayProcess,
  type StaticOrigin,
} from '@clinic/api-gateway/testing';

// The mf-search team in a repository of its own: the platform publishes the shared packages to a private
// registry (Verdaccio on loopback, holding the @clinic scope and passing every other package through from the
// registry npm is set up with, so the team installs from it alone); the team copies nothing but its remote's
// folder, installs, type-checks, tests,
// builds and checks its build as its CI would, uploads dist/ to its own origin and promotes it into the
// running site with its own client and the token an operator gave it (it holds none of the site's keys). A
// build made against a contract major the shell does not accept is refused twice: by the team's check and
// by promote.

test.describe.configure({ mode: 'serial', timeout: 600_000 });
test.beforeEach(({ page }) => closePromosBeforehand(page));

const run = promisify(execFile);
/** What the team's change adds to its search box: a mark its own tests do not mind, seen in the server's HTML and in the browser. */
const MARK = 'data-shipped-from="its own repository"';
let registry: { url: string; process: ChildProcess; dir: string };
let team: string;
let npmEnv: NodeJS.ProcessEnv;
let origin: StaticOrigin;
let gateway: RunningGatewayProcess;
const timings: Record<string, number> = {};

async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    timings[step] = (Date.now() - started) / 1000;
  }
}

/** An npm command in the team's folder, as its CI runs it; answers its output, or fails with it. */
async function npm(...args: string[]): Promise<string> {
  const { stdout, stderr } = await run('npm', args, { cwd: team, env: npmEnv, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout: string; stderr: string; code: number }) => {
      throw new Error(`npm ${args.join(' ')} exited ${error.code}:\n${error.stdout}\n${error.stderr}`);
    },
  );
  return `${stdout}${stderr}`;
}

/** An npm command in the team's folder that is expected to fail: answers its exit code and output. */
async function failing(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    await run('npm', args, { cwd: team, env: npmEnv });
    return { code: 0, output: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** A private registry as a company runs one: our scope published to it, every other package fetched from `upstream` and kept. */
async function startRegistry(upstream: string): Promise<typeof registry> {
  const dir = mkdtempSync(path.join(tmpdir(), 'verdaccio-'));
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'config.yaml'),
    [
      `storage: ${path.join(dir, 'storage')}`,
      `uplinks: { upstream: { url: ${JSON.stringify(upstream)} } }`,
      'packages:',
      "  '@clinic/*': { access: $all, publish: $all }",
      "  '**': { access: $all, proxy: upstream }",
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const child = spawn(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'verdaccio'),
    ['--config', path.join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const url = `http://127.0.0.1:${port}/`;
  await expect
    .poll(
      async () =>
        child.exitCode === null ? (await fetch(`${url}-/ping`).catch(() => undefined))?.status : `exited: ${output}`,
      { timeout: 90_000, message: 'Verdaccio answers' },
    )
    .toBe(200);
  return { url, process: child, dir };
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  registry = await startRegistry((await run('npm', ['config', 'get', 'registry'])).stdout.trim());
  const userConfig = path.join(registry.dir, 'npmrc');
  // The team's CI knows one registry, the private one, for every package. npm publishes only with a token for
  // the registry's host; Verdaccio here lets anyone publish our scope.
  writeFileSync(
    userConfig,
    [`registry=${registry.url}`, `//${new URL(registry.url).host}/:_authToken=team-ci`, ''].join('\n'),
  );
  npmEnv = {
    ...process.env,
    NPM_CONFIG_USERCONFIG: userConfig,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    CI: 'true',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  // The working tree's versions as they stand, pending changesets and all: this registry is the test's own.
  await timed('publish the packages', () =>
    run('npm', ['run', 'packages:publish', '--', '--registry', registry.url, '--unversioned'], {
      cwd: REPO_ROOT,
      env: npmEnv,
      maxBuffer: 64 * 1024 * 1024,
    }),
  );

  team = path.join(mkdtempSync(path.join(tmpdir(), 'team-')), 'mf-search');
  cpSync(path.join(REPO_ROOT, 'mf-search'), team, {
    recursive: true,
    filter: (from) => !/[\\/](node_modules|dist|dist-dev|\.turbo)$/.test(from),
  });
  const searchBox = path.join(team, 'src', 'search-box.tsx');
  writeFileSync(
    searchBox,
    readFileSync(searchBox, 'utf8').replace('className="search-box__input"', `className="search-box__input" ${MARK}`),
  );
  origin = await startStaticOrigin();
  gateway = await startBuiltGateway({ SSR_REMOTE_POLL_MS: '200' });
});

test.afterAll(async () => {
  await gateway?.stop();
  await origin?.close();
  registry?.process.kill();
  if (team) rmSync(path.dirname(team), { recursive: true, force: true });
  if (registry) rmSync(registry.dir, { recursive: true, force: true });
  console.log(
    `own-repository journey: ${Object.entries(timings)
      .map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`)
      .join(', ')}`,
  );
});

test('the team installs, type-checks, tests, builds and checks its remote alone, then promotes it into the site with its token', async ({
  page,
}) => {
  await timed('install', () => npm('install'));
  const installed = (await run('du', ['-sm', path.join(team, 'node_modules')])).stdout.split('\t')[0];
  console.log(`standalone mf-search: node_modules ${installed} MB`);
  // Nothing of this repository: every @clinic package comes from the registry, compiled.
  expect(readFileSync(path.join(team, 'node_modules', '@clinic', 'ui', 'package.json'), 'utf8')).not.toContain(
    './src/',
  );
  // And every other package through the same registry, which keeps what it passed on.
  for (const name of ['react', 'webpack', 'vitest'])
    expect(existsSync(path.join(registry.dir, 'storage', name))).toBe(true);
  await timed('typecheck', () => npm('run', 'typecheck'));
  expect(await timed('test', () => npm('test'))).toMatch(/Tests\s+\d+ passed/);
  await timed('build', () => npm('run', 'build'));
  expect(await timed('check', () => npm('run', 'check'))).toContain(
    '✓ dist: contract, exposes, shared versions, every file, and a server render of each exposed module',
  );

  cpSync(path.join(team, 'dist'), path.join(origin.dir, 'team-1'), { recursive: true });
  const manifestUrl = `${origin.url}/team-1/mf-manifest.json`;
  // An operator gives the team a token for its remote; the team's CI holds it, and the gateway's address.
  const created = await remotes({ DATA_DIR: gateway.dataDir }, 'token', 'create', 'mf-search', '--name', 'search team');
  expect(created.code).toBe(0);
  npmEnv = { ...npmEnv, CLINIC_GATEWAY_URL: gateway.url, CLINIC_RELEASE_TOKEN: created.output.split('\n')[1] };
  const promoted = await timed('promote', () => npm('run', 'release', '--', 'promote', 'mf-search', manifestUrl));
  expect(promoted).toContain(`mf-search: ${manifestUrl}`);
  // The token is for mf-search alone.
  const elsewhere = await failing('run', 'release', '--', 'abort', 'mf-booking');
  expect(elsewhere.code).toBe(3);
  expect(elsewhere.output).toContain('answered 403: This token is for mf-search, not mf-booking');

  await expect
    .poll(async () => (await (await page.request.get(`${gateway.url}/en`)).text()).includes(MARK), {
      timeout: 15_000,
      message: 'the server renders the team’s build',
    })
    .toBe(true);
  await page.goto(`${gateway.url}/en`);
  const box = page.getByRole('banner').getByRole('combobox');
  await expect(box).toHaveAttribute('data-shipped-from', 'its own repository');
  // Hydrated with the team's code: typing searches and shows results.
  await box.fill('acne');
  await expect(page.getByRole('banner').getByRole('listbox')).toBeVisible();
});

test('a build made against a contract major the shell does not accept is refused by the team’s check and by promote', async () => {
  // The platform's next contract major, as a team could install it before the shell moves.
  const next = mkdtempSync(path.join(tmpdir(), 'contracts-next-'));
  cpSync(path.join(team, 'node_modules', '@clinic', 'contracts'), next, { recursive: true });
  const manifest = JSON.parse(readFileSync(path.join(next, 'package.json'), 'utf8'));
  writeFileSync(path.join(next, 'package.json'), JSON.stringify({ ...manifest, version: '2.0.0' }));
  await run('npm', ['publish', next, '--registry', registry.url, '--ignore-scripts'], { env: npmEnv });
  rmSync(next, { recursive: true, force: true });

  await npm('install', '@clinic/contracts@2.0.0');
  await npm('run', 'build');
  const refusal =
    /the build was made against @clinic\/contracts 2\.0\.0; the shell is on 1\.\d+\.\d+ and accepts \^1\.0\.0: update @clinic\/contracts and rebuild/;
  const checked = await failing('run', 'check');
  expect(checked.code).toBe(1);
  expect(checked.output).toMatch(refusal);

  cpSync(path.join(team, 'dist'), path.join(origin.dir, 'team-2'), { recursive: true });
  const promoted = await failing(
    'run',
    'release',
    '--',
    'promote',
    'mf-search',
    `${origin.url}/team-2/mf-manifest.json`,
  );
  expect(promoted.code).toBe(1);
  expect(promoted.output).toMatch(refusal);
});
