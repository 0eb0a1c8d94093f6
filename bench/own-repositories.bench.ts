// Each of the four remotes as its team works outside this repository: the platform publishes the shared
// packages to a private registry (Verdaccio on loopback, passing public packages through), then each remote's
// folder, copied alone, installs from that registry only, type-checks, tests, builds and checks its build
// (`npm run check`), as its CI would, and serves its standalone page (`npm run dev`, content from a gateway),
// which Chromium opens. Prints the time of each step and the size of each install; exits 1 if a remote fails a
// step, with what went wrong. The end-to-end journey takes mf-search through the same steps and on into a
// running site; this takes all four, which is too long for every CI run.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '@clinic/api-gateway/testing';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startBuiltGateway } from '../e2e/support/gateway.ts';
import { copyRemoteAlone, npmIn, publishPackages } from '../e2e/support/own-repository.ts';
import { startPrivateRegistry } from '../scripts/registry.ts';

/** Each remote, a path of its standalone page and what that page shows once the remote is mounted there. */
const REMOTES = [
  { remote: 'mf-content', path: '/en/clinics', shown: 'main h1, h1' },
  { remote: 'mf-booking', path: '/', shown: 'nav button' },
  { remote: 'mf-payment', path: '/en', shown: 'dialog input' },
  { remote: 'mf-search', path: '/', shown: '[role="combobox"]' },
];
const STEPS = [
  { step: 'install', args: ['install'] },
  { step: 'typecheck', args: ['run', 'typecheck'] },
  { step: 'test', args: ['test'] },
  { step: 'build', args: ['run', 'build'] },
  { step: 'check', args: ['run', 'check'] },
];

/**
 * `npm run dev` in the team's folder, on a port of the bench's choosing, with API calls sent to `gatewayUrl`;
 * returns once Chromium shows the remote on its standalone page, or fails with why not.
 */
async function openStandalonePage(
  folder: string,
  { path: pagePath, shown }: (typeof REMOTES)[number],
  { npmEnv, gatewayUrl }: { npmEnv: NodeJS.ProcessEnv; gatewayUrl: string },
): Promise<void> {
  const port = await freePort();
  const server = spawn('npm', ['run', 'dev', '--', '--port', String(port)], {
    cwd: folder,
    env: { ...npmEnv, DEV_GATEWAY_URL: gatewayUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const deadline = Date.now() + 180_000;
    while (!(await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.ok) {
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`npm run dev did not serve:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await page.goto(`http://127.0.0.1:${port}${pagePath}`, { timeout: 180_000 });
    await page.locator(shown).first().waitFor({ state: 'visible', timeout: 180_000 });
    if (errors.length) throw new Error(`the standalone page threw: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    // The dev server's whole process group: npm, webpack and its workers.
    if (server.exitCode === null) process.kill(-server.pid!, 'SIGTERM');
  }
}

const registry = await startPrivateRegistry();
const gateway = await startBuiltGateway();
const rows = [];
const failures: string[] = [];
try {
  const publishing = Date.now();
  await publishPackages(registry);
  console.log(
    `Published the shared packages to the private registry in ${((Date.now() - publishing) / 1000).toFixed(1)} s`,
  );
  for (const standalone of REMOTES) {
    const { remote } = standalone;
    const folder = copyRemoteAlone(remote);
    const row: Record<string, string> = { remote };
    const steps = [
      ...STEPS.map(({ step, args }) => ({ step, run: () => npmIn(folder, registry.npmEnv, ...args) })),
      {
        step: 'dev page',
        run: () => openStandalonePage(folder, standalone, { npmEnv: registry.npmEnv, gatewayUrl: gateway.url }),
      },
    ];
    try {
      for (const { step, run } of steps) {
        const started = Date.now();
        try {
          await run();
          row[`${step} (s)`] = ((Date.now() - started) / 1000).toFixed(1);
        } catch (error) {
          row[`${step} (s)`] = 'FAILED';
          failures.push(`${remote}, ${step}: ${(error as Error).message}`);
          break;
        }
      }
      row['node_modules'] =
        `${execFileSync('du', ['-sm', path.join(folder, 'node_modules')], { encoding: 'utf8' }).split('\t')[0]} MB`;
    } finally {
      rmSync(path.dirname(folder), { recursive: true, force: true });
    }
    rows.push(row);
  }
} finally {
  await gateway.stop();
  await registry.stop();
}

console.log('Each remote copied alone, installed from the private registry only, through its CI steps (seconds):');
console.table(rows);
for (const failure of failures) console.error(failure);
process.exit(failures.length ? 1 : 0);
