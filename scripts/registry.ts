// A private npm registry on loopback for trying the packages' whole path: publish them, then install them in
// a remote's folder copied alone, as a team's repository does.
//
//   npm run registry                       Verdaccio on 127.0.0.1:4873 until Ctrl-C; prints how to use it
//   npm run registry -- --port 4900        on another port
//
// Our scope is kept in a temporary folder (removed when it stops); every other package comes through from the
// registry npm is configured with.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_PORT = 4873;

export interface PrivateRegistry {
  url: string;
  /** Verdaccio's folder: its configuration and, under `storage/`, every package it holds or has passed on. */
  dir: string;
  /** An npm user configuration naming the registry for every package, with a token to publish with. */
  userConfig: string;
  /** npm's environment for publishing to it and installing from it. */
  npmEnv: NodeJS.ProcessEnv;
  /** Stops Verdaccio; its folder goes too unless `keep`, for another registry started on the same folder. */
  stop(options?: { keep?: boolean }): Promise<void>;
}

export interface RegistryOptions {
  /** A port of 127.0.0.1; a free one when none. */
  port?: number;
  /** A folder a registry stopped with `keep` left: its packages are there again. */
  dir?: string;
  /** Packages of our scope it refuses to take, as a registry whose permissions lack them does. */
  refuse?: string[];
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Verdaccio on loopback, as a company runs its registry: our scope published to it, every other package
 * fetched from the registry npm is set up with and kept. It lets anyone publish our scope (but `refuse`);
 * npm publishes only with a token for the registry's host, so the user configuration carries one.
 */
export async function startPrivateRegistry({ port, dir, refuse = [] }: RegistryOptions = {}): Promise<PrivateRegistry> {
  const upstream = (await promisify(execFile)('npm', ['config', 'get', 'registry'])).stdout.trim();
  const folder = dir ?? mkdtempSync(path.join(tmpdir(), 'verdaccio-'));
  mkdirSync(folder, { recursive: true });
  const listen = port ?? (await freePort());
  writeFileSync(
    path.join(folder, 'config.yaml'),
    [
      `storage: ${path.join(folder, 'storage')}`,
      `uplinks: { upstream: { url: ${JSON.stringify(upstream)} } }`,
      'packages:',
      // No user is in this group: publishing such a package answers 403, as a registry without the permission does.
      ...refuse.map((name) => `  '${name}': { access: $all, publish: no-such-group }`),
      "  '@clinic/*': { access: $all, publish: $all }",
      "  '**': { access: $all, proxy: upstream }",
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'verdaccio'),
    ['--config', path.join(folder, 'config.yaml'), '--listen', `127.0.0.1:${listen}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${listen}/`;
  const stop = async ({ keep = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill();
      await exited;
    }
    if (!keep) rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while ((await fetch(`${url}-/ping`).catch(() => undefined))?.status !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop({ keep: dir !== undefined });
      throw new Error(`Verdaccio did not answer on ${url}: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const userConfig = path.join(folder, 'npmrc');
  writeFileSync(userConfig, [`registry=${url}`, `//${new URL(url).host}/:_authToken=local-try`, ''].join('\n'));
  const npmEnv = {
    ...process.env,
    NPM_CONFIG_USERCONFIG: userConfig,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    CI: 'true',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
  };
  return { url, dir: folder, userConfig, npmEnv, stop };
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: String(DEFAULT_PORT) } } });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`--port must be a port number from 1 to 65535, not "${values.port}"`);
    process.exit(2);
  }
  const registry = await startPrivateRegistry({ port }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  console.log(
    [
      `Verdaccio answers on ${registry.url} (Ctrl-C stops it and drops what it holds).`,
      'Publish the packages to it, then install them in a remote copied alone:',
      `  NPM_CONFIG_USERCONFIG=${registry.userConfig} npm run packages:publish -- --registry ${registry.url} --unversioned`,
      `  NPM_CONFIG_USERCONFIG=${registry.userConfig} npm install   (in the copied remote's folder)`,
    ].join('\n'),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void registry.stop().then(() => process.exit(0)));
}
