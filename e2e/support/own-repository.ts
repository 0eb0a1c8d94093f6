import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { startStaticOrigin, type RunningGatewayProcess, type StaticOrigin } from '@clinic/api-gateway/testing';
import { startPrivateRegistry, type PrivateRegistry } from '../../scripts/registry.ts';
import { REPO_ROOT, startBuiltGateway } from './gateway.ts';

// What a remote's team works with outside this repository: the platform's private registry holding our
// packages, and its remote's folder copied alone.

const run = promisify(execFile);

/** The platform publishes the working tree's packages as they stand, pending changesets and all: the registry is the caller's own. */
export async function publishPackages(registry: PrivateRegistry): Promise<void> {
  await oneAtATime('publish-packages', () =>
    run('npm', ['run', 'packages:publish', '--', '--registry', registry.url, '--unversioned'], {
      cwd: REPO_ROOT,
      env: registry.npmEnv,
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
}

/**
 * Runs `work` while no other test of this run does the same: publishing compiles every package's dist/ afresh,
 * and two journeys doing it at once would each find the other's dist/ half deleted. The lock is a folder in
 * this run's own directory (made by the global set-up), so a run that was killed leaves none behind.
 */
async function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is unset: the global set-up of playwright.config.ts makes it');
  const lock = path.join(runDir, `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await sleep(250);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A remote's folder copied alone into a new temporary folder, without what a build or an install left in it; answers the copy. */
export function copyRemoteAlone(remote: string): string {
  const copy = path.join(mkdtempSync(path.join(tmpdir(), 'team-')), remote);
  cpSync(path.join(REPO_ROOT, remote), copy, {
    recursive: true,
    filter: (from) => !/[\\/](node_modules|dist|dist-dev|\.turbo)$/.test(from),
  });
  return copy;
}

/** An npm command in a team's folder, as its CI runs it: answers its output, or fails with it. */
export async function npmIn(dir: string, env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  const { stdout, stderr } = await run('npm', args, { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 }).catch(
    (error: { stdout: string; stderr: string; code: number }) => {
      throw new Error(`npm ${args.join(' ')} exited ${error.code}:\n${error.stdout}\n${error.stderr}`);
    },
  );
  return `${stdout}${stderr}`;
}

/** How long each step of a journey took, in seconds, and the line the journey prints of them. */
export function stepTimes() {
  const timings: Record<string, number> = {};
  async function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await work();
    } finally {
      timings[step] = (Date.now() - started) / 1000;
    }
  }
  const summary = (journey: string) =>
    `${journey}: ${Object.entries(timings)
      .map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`)
      .join(', ')}`;
  return { timings, timed, summary };
}

/** What a team outside this repository ships with: the registry holding our packages, an origin of its own and the running site. */
export interface TeamPlatform {
  registry: PrivateRegistry;
  origin: StaticOrigin;
  gateway: RunningGatewayProcess;
  /** Stops the gateway, the origin and the registry, in that order. */
  stop(): Promise<void>;
}

/**
 * Starts the private registry and publishes the packages to it (the step `publish the packages` of `timed`), then
 * the team's origin and the site's gateway, which follows a promoted build within 200 ms. A step that fails stops
 * what the ones before it started.
 */
export async function startTeamPlatform(timed: ReturnType<typeof stepTimes>['timed']): Promise<TeamPlatform> {
  let registry: PrivateRegistry | undefined;
  let origin: StaticOrigin | undefined;
  let gateway: RunningGatewayProcess | undefined;
  const stop = async () => {
    await gateway?.stop();
    await origin?.close();
    await registry?.stop();
  };
  try {
    const started = await startPrivateRegistry();
    registry = started;
    await timed('publish the packages', () => publishPackages(started));
    origin = await startStaticOrigin();
    gateway = await startBuiltGateway({ SSR_REMOTE_POLL_MS: '200' });
    return { registry, origin, gateway, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
