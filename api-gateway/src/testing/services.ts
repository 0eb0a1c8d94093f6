import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Debian's PostgreSQL 15 (the version `apt-get install postgresql` gives on Debian 12). */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const REDIS_SERVER = '/usr/bin/redis-server';

export interface RunningService {
  url: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

const execFileAsync = promisify(execFile);

const isRoot = () => process.getuid?.() === 0;

/**
 * Debian's `packages`, installed here when one of `binaries` is missing and we are root. Answers why
 * they cannot run, or undefined when they can; under `CI=true` that reason throws instead, so CI never
 * skips a test silently.
 */
export function debianPackagesUnavailable(binaries: string[], packages: string[]): string | undefined {
  const installed = () => binaries.every((binary) => fs.existsSync(binary));
  if (!installed() && isRoot() && fs.existsSync('/usr/bin/apt-get')) {
    // Test files run in parallel: one installs while the others wait on the lock, then find it done.
    const script = `${binaries.map((binary) => `[ -x ${binary} ]`).join(' && ')} || { apt-get update -qq && apt-get install -y -qq ${packages.join(' ')}; }`;
    spawnSync('flock', [path.join(os.tmpdir(), 'clinic-apt.lock'), 'sh', '-c', script], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const reason = installed()
    ? undefined
    : `${binaries.join(' and ')} ${binaries.length > 1 ? 'are' : 'is'} not installed and cannot be: run "apt-get install -y ${packages.join(' ')}" as root`;
  if (reason && process.env.CI === 'true') throw new Error(reason);
  return reason;
}

/** PostgreSQL 15 and Redis from Debian's packages; see `debianPackagesUnavailable`. */
export function servicesUnavailable(): string | undefined {
  return debianPackagesUnavailable([path.join(PG_BIN, 'initdb'), REDIS_SERVER], ['postgresql', 'redis-server']);
}

/** Runs a program as the `postgres` user when we are root (initdb refuses root, pgBackRest wants the cluster's owner). */
export function asPostgresUser(program: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];
}

const pgCommand = (binary: string, args: string[]) => asPostgresUser(path.join(PG_BIN, binary), args);

export interface RunningPostgres extends RunningService, PostgresCluster {
  /** Stops the server as an administrator would (`pg_ctl stop -m fast`: sessions are terminated), keeping its data. */
  halt(): Promise<void>;
  /** Stops it as a crash would (`pg_ctl stop -m immediate`), keeping the folder. */
  crash(): Promise<void>;
  /** Starts it again, same port and data, after `halt()` or `crash()`. */
  resume(): Promise<void>;
}

/** Where a cluster keeps its files and listens: its data folder, its port, the folder of its Unix socket. */
export interface PostgresCluster {
  data: string;
  port: number;
  socketDir: string;
}

export interface PostgresOptions {
  /** Commits reach the disk (benchmarks); tests run without fsync. */
  durable?: boolean;
  /** Lines appended to the cluster's postgresql.conf, as an operator's server has them. */
  conf?: string;
  /** Variables the server's processes get besides this process's (its archive_command reads them), given where it is. */
  env?: (cluster: PostgresCluster) => Record<string, string>;
}

/** A throw-away PostgreSQL cluster in a temporary folder on a free loopback port; `stop()` deletes it. */
export async function startPostgres({ durable = false, conf, env }: PostgresOptions = {}): Promise<RunningPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-pg-'));
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir]);
  fs.chmodSync(dir, 0o700);
  const data = path.join(dir, 'data');
  let serverEnv: NodeJS.ProcessEnv = process.env;
  const run = (binary: string, args: string[]) => {
    const [command, argv] = pgCommand(binary, args);
    execFileSync(command, argv, { stdio: 'pipe', env: serverEnv });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  if (conf) fs.appendFileSync(path.join(data, 'postgresql.conf'), `\n${conf}\n`);
  const port = await freePort();
  const cluster = { data, port, socketDir: dir };
  serverEnv = { ...process.env, ...env?.(cluster) };
  // fsync off in tests: the cluster is deleted afterwards, and two busy cores are shared.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=${durable ? 'on' : 'off'} -c max_connections=60`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  start();
  // Without blocking this process: a test keeps its traffic going meanwhile.
  const pgCtl = (args: string[]) => execFileAsync(...pgCommand('pg_ctl', ['-D', data, ...args]), { env: serverEnv });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    ...cluster,
    async halt() {
      await pgCtl(['-m', 'fast', '-w', 'stop']);
    },
    async crash() {
      await pgCtl(['-m', 'immediate', '-w', 'stop']);
    },
    async resume() {
      await pgCtl(['-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
    },
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface RunningRedis extends RunningService {
  /** Suspends the server (SIGSTOP): connections stay open, nothing is answered; `thaw()` lets it go on. */
  freeze(): void;
  thaw(): void;
}

/** A throw-away redis-server on a free loopback port (or `port`, to start one again where a stopped one was), with no persistence. */
export async function startRedis({ port }: { port?: number } = {}): Promise<RunningRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-redis-'));
  port ??= await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    // DEBUG SLEEP lets a test keep the server busy without taking a core from the tests beside it.
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      ...['--enable-debug-command', 'local'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 20_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => child.kill('SIGSTOP'),
    thaw: () => child.kill('SIGCONT'),
    async stop() {
      if (child.exitCode === null) {
        // A frozen server would not act on SIGTERM.
        child.kill('SIGCONT');
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let databases = 0;

/** A new, empty database on the cluster at `url`, so tests sharing one cluster do not see each other's rows. */
export async function createDatabase(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `test_${process.pid}_${++databases}`;
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/**
 * Waits until a service started as `child` answers at `url` (any answer: what is behind it may not be up
 * yet); fails with the service's own words when it exits first or does not listen within `timeoutMs`.
 */
export async function untilListening(
  name: string,
  child: ChildProcess,
  url: string,
  output: () => string,
  timeoutMs = 10_000,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${output()}`);
    if (
      await fetch(`${url}/healthz`).then(
        () => true,
        () => false,
      )
    )
      return;
    if (Date.now() - started > timeoutMs) throw new Error(`${name} did not listen on ${url}: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
