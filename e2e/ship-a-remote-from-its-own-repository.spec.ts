import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RunningGatewayProcess, StaticOrigin } from '@clinic/api-gateway/testing';
import { expect, test } from './support/release-test.ts';
import { createTeamToken } from './support/remote-builds.ts';
import { copyRemoteAlone, npmIn, startTeamPlatform, stepTimes, type TeamPlatform } from './support/own-repository.ts';
import type { PrivateRegistry } from '../scripts/registry.ts';

// The mf-search team in a repository of its own: the platform publishes the shared packages to a private
// registry (Verdaccio on loopback, holding the @clinic scope and passing every other package through from the
// registry npm is set up with, so the team installs from it alone); the team copies nothing but its remote's
// folder, installs, type-checks, tests, builds and checks its build as its CI would, uploads dist/ to its own
// origin and promotes it into the running site with its own client and the token an operator gave it (it
// holds none of the site's keys). A build made against a contract major the shell does not accept is refused
// twice: by the team's check and by promote. (`npm run bench -- own-repositories` takes all four remotes
// through the same steps.)

test.describe.configure({ mode: 'serial', timeout: 600_000 });

const run = promisify(execFile);
/** What the team's change adds to its search box: a mark its own tests do not mind, seen in the server's HTML and in the browser. */
const MARK = 'data-shipped-from="its own repository"';
let platform: TeamPlatform;
let registry: PrivateRegistry;
let team: string;
let npmEnv: NodeJS.ProcessEnv;
let origin: StaticOrigin;
let gateway: RunningGatewayProcess;
const { timed, summary } = stepTimes();

const npm = (...args: string[]) => npmIn(team, npmEnv, ...args);

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

test.beforeAll(async () => {
  test.setTimeout(600_000);
  platform = await startTeamPlatform(timed);
  ({ registry, origin, gateway } = platform);
  npmEnv = registry.npmEnv;

  team = copyRemoteAlone('mf-search');
  const searchBox = path.join(team, 'src', 'search-box.tsx');
  writeFileSync(
    searchBox,
    readFileSync(searchBox, 'utf8').replace('className="search-box__input"', `className="search-box__input" ${MARK}`),
  );
});

test.afterAll(async () => {
  await platform?.stop();
  if (team) rmSync(path.dirname(team), { recursive: true, force: true });
  console.log(summary('own-repository journey'));
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
  // An operator gives the team a token for its remote and the origin of its builds; the team's CI holds it, and
  // the gateway's address.
  const token = await createTeamToken(gateway.dataDir, 'mf-search', 'search team', origin.url);
  npmEnv = { ...npmEnv, CLINIC_GATEWAY_URL: gateway.url, CLINIC_RELEASE_TOKEN: token };
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
    /the build was made against @clinic\/contracts 2\.0\.0; the shell is on 1\.\d+\.\d+ and accepts >=0\.0\.0 <2\.0\.0: update @clinic\/contracts and rebuild/;
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
