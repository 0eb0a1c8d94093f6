import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@clinic/api-gateway/testing';
import { REPO_ROOT } from './gateway.ts';

// What a remote's team works with outside this repository: the platform's private registry holding our
// packages, and its remote's folder copied alone.

const run = promisify(execFile);

export interface PrivateRegistry {
  url: string;
  /** Verdaccio's folder: its configuration and, under `storage/`, every package it holds or has passed on. */
  dir: string;
  /** npm's environment for the team: the private registry for every package, and a token to publish with. */
  npmEnv: NodeJS.ProcessEnv;
  stop(): void;
}

/**
 * Verdaccio on loopback, as a company runs its registry: our scope published to it, every other package
 * fetched from the registry npm is set up with and kept. Verdaccio here lets anyone publish our scope; npm
 * publishes only with a token for the registry's host, so the environment carries one.
 */
export async function startPrivateRegistry(): Promise<PrivateRegistry> {
  const upstream = (await run('npm', ['config', 'get', 'registry'])).stdout.trim();
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
  const stop = () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while ((await fetch(`${url}-/ping`).catch(() => undefined))?.status !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop();
      throw new Error(`Verdaccio did not answer on ${url}: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const userConfig = path.join(dir, 'npmrc');
  writeFileSync(userConfig, [`registry=${url}`, `//${new URL(url).host}/:_authToken=team-ci`, ''].join('\n'));
  const npmEnv = {
    ...process.env,
    NPM_CONFIG_USERCONFIG: userConfig,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    CI: 'true',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  return { url, dir, npmEnv, stop };
}

/** The platform publishes the working tree's packages as they stand, pending changesets and all: the registry is the caller's own. */
export async function publishPackages(registry: PrivateRegistry): Promise<void> {
  await run('npm', ['run', 'packages:publish', '--', '--registry', registry.url, '--unversioned'], {
    cwd: REPO_ROOT,
    env: registry.npmEnv,
    maxBuffer: 64 * 1024 * 1024,
  });
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
