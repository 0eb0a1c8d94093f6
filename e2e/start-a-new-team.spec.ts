import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RunningGatewayProcess, StaticOrigin } from '@clinic/api-gateway/testing';
import { expect, test } from './support/release-test.ts';
import { REPO_ROOT } from './support/gateway.ts';
import { createTeamToken, remotes } from './support/remote-builds.ts';
import { npmIn, startTeamPlatform, stepTimes, type TeamPlatform } from './support/own-repository.ts';
import type { PrivateRegistry } from '../scripts/registry.ts';

// A fifth team joins the site without a shell release: it generates its remote with the published
// @clinic/federation (`clinic-remote init`) in a folder of its own, outside this repository, installs it from
// the platform's private registry, type-checks, tests, builds and checks it, uploads dist/ to its own origin;
// an operator registers the remote for its slot and gives the team a token; the team promotes its build, and the
// doctor page shows the team's component, on the server and in the browser, in both languages.

test.describe.configure({ mode: 'serial', timeout: 600_000 });

const run = promisify(execFile);
const REMOTE = 'mf-reviews';
const SLOT = 'doctor-page.aside';
const DOCTOR_PAGES = [
  { path: '/likari/dermatolohiia/olena-kovalenko', title: 'Від команди mf-reviews', doctor: 'Олена Коваленко' },
  { path: '/en/likari/dermatolohiia/olena-kovalenko', title: 'From the mf-reviews team', doctor: 'Olena Kovalenko' },
];

let platform: TeamPlatform;
let registry: PrivateRegistry;
/** The folder the team starts in, outside this repository. */
let workplace: string;
let team: string;
let npmEnv: NodeJS.ProcessEnv;
let origin: StaticOrigin;
let gateway: RunningGatewayProcess;
let repositoryBefore: string;
const { timed, summary } = stepTimes();

const gitStatus = async () => (await run('git', ['status', '--porcelain'], { cwd: REPO_ROOT })).stdout;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  repositoryBefore = await gitStatus();
  platform = await startTeamPlatform(timed);
  ({ registry, origin, gateway } = platform);
  workplace = mkdtempSync(path.join(tmpdir(), 'new-team-'));
  // A cache of the journey's own: npx must install the generator from this registry, not reuse one it kept from another.
  npmEnv = { ...registry.npmEnv, npm_config_cache: path.join(workplace, '.npm') };
});

test.afterAll(async () => {
  await platform?.stop();
  if (workplace) rmSync(workplace, { recursive: true, force: true });
  console.log(summary('new-team journey'));
});

test('a new team generates its remote, ships it from its own folder, and the doctor page shows it', async ({
  page,
  browser,
}) => {
  const generated = await timed('generate', () =>
    npmIn(
      workplace,
      npmEnv,
      'exec',
      '--yes',
      '--package',
      '@clinic/federation',
      '--',
      'clinic-remote',
      'init',
      REMOTE,
      '--slot',
      SLOT,
    ),
  );
  expect(generated).toContain(`${REMOTE}: a remote for ${SLOT} in ${REMOTE}/, @clinic packages from ${registry.url}`);
  team = path.join(workplace, REMOTE);
  // The registry npm ran the generator from, for every package: it passes public ones through.
  expect(readFileSync(path.join(team, '.npmrc'), 'utf8')).toMatch(new RegExp(`^registry=${registry.url}\n`));
  const npm = (...args: string[]) => npmIn(team, npmEnv, ...args);

  await timed('install', () => npm('install'));
  expect(readFileSync(path.join(team, 'node_modules', '@clinic', 'contracts', 'package.json'), 'utf8')).not.toContain(
    './src/',
  );
  for (const name of ['react', 'webpack', 'vitest'])
    expect(existsSync(path.join(registry.dir, 'storage', name))).toBe(true);
  await timed('typecheck', () => npm('run', 'typecheck'));
  expect(await timed('test', () => npm('test'))).toMatch(/Tests\s+2 passed/);
  await timed('build', () => npm('run', 'build'));
  expect(await timed('check', () => npm('run', 'check'))).toContain(
    '✓ dist: contract, exposes, shared versions, every file, and a server render of each exposed module',
  );
  const manifest = JSON.parse(readFileSync(path.join(team, 'dist', 'mf-manifest.json'), 'utf8'));
  expect(manifest.metaData.slots).toEqual({ [SLOT]: `./${SLOT}` });

  cpSync(path.join(team, 'dist'), path.join(origin.dir, 'reviews-1'), { recursive: true });
  const manifestUrl = `${origin.url}/reviews-1/mf-manifest.json`;
  // The operator's part: the remote exists and may fill its slot, and the team gets a token for it and its origin.
  const registered = await timed('register', () =>
    remotes({ DATA_DIR: gateway.dataDir }, 'register', REMOTE, '--slot', SLOT),
  );
  expect(registered.code, registered.output).toBe(0);
  const token = await timed('token', () => createTeamToken(gateway.dataDir, REMOTE, 'reviews', origin.url));
  const releaseEnv = { ...npmEnv, CLINIC_GATEWAY_URL: gateway.url, CLINIC_RELEASE_TOKEN: token };
  const promoted = await timed('promote', () =>
    npmIn(team, releaseEnv, 'exec', '--', 'clinic-remote', 'release', 'promote', REMOTE, manifestUrl),
  );
  expect(promoted).toContain(`${REMOTE}: ${manifestUrl}`);

  // On the server: the page's HTML holds the component, for a visitor without JavaScript.
  await timed('live on the server', () =>
    expect
      .poll(
        async () =>
          (await (await page.request.get(`${gateway.url}${DOCTOR_PAGES[0]!.path}`)).text()).includes(
            DOCTOR_PAGES[0]!.title,
          ),
        {
          timeout: 15_000,
          message: 'the server renders the team’s component',
        },
      )
      .toBe(true),
  );
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  for (const { path: pagePath, title, doctor } of DOCTOR_PAGES) {
    await plain.goto(`${gateway.url}${pagePath}`);
    await expect(plain.getByRole('complementary', { name: title })).toContainText(doctor);
  }
  await withoutScripts.close();

  // In the browser: the page hydrates with the team's code, fetched from the team's origin, and the switch to
  // English renders the component in the other language.
  const [uk, en] = DOCTOR_PAGES;
  const fromOrigin = page.waitForResponse((response) => response.url().startsWith(`${origin.url}/reviews-1/`));
  await page.goto(`${gateway.url}${uk!.path}`);
  expect((await fromOrigin).ok()).toBe(true);
  await expect(page.getByRole('complementary', { name: uk!.title })).toContainText(uk!.doctor);
  await page.getByRole('banner').getByRole('link', { name: 'English version of the site', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${en!.path}$`));
  await expect(page.getByRole('complementary', { name: en!.title })).toContainText(en!.doctor);

  // Nothing of the journey was written into this repository.
  expect(await gitStatus()).toBe(repositoryBefore);
});
