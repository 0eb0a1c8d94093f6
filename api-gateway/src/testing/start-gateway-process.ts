import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Env } from '../config/config.ts';
import { GATEWAY_ROOT } from '../paths.ts';
import { freePort } from './services.ts';

/** Where a test run's bundle of the gateway's source is (see `bundle-source.ts`), when it made one. */
export const SOURCE_BUNDLE_VARIABLE = 'CLINIC_GATEWAY_SOURCE_BUNDLE';

export type GatewayProcess = ChildProcessByStdio<null, Readable, Readable>;

export interface GatewayProcessOptions {
  /**
   * `source`: the current source, for the gateway's own tests (no build needed): the bundle of it that the test
   * run made at its start (`SOURCE_BUNDLE_VARIABLE`), which starts in half the time, or else `src/main.ts`
   * through tsx. `build`: `dist/main.js` as production runs it, for the end-to-end tests and the benchmarks.
   */
  entry?: 'source' | 'build';
  /**
   * By default the process gets `env` and nothing of this process's environment but PATH, so a test
   * states every variable it means; the end-to-end tests and benchmarks pass theirs on (CHROMIUM_PATH, PG_BIN…).
   */
  inheritEnv?: boolean;
  /** Durable state goes here; by default a fresh folder that `stop()` removes. */
  dataDir?: string;
  timeoutMs?: number;
}

export interface RunningGatewayProcess {
  url: string;
  dataDir: string;
  child: GatewayProcess;
  /** Everything the gateway logged, one parsed JSON line each. */
  logs: Array<Record<string, unknown>>;
  /** Every line it wrote to stdout, as written: JSON or not. */
  stdout: string[];
  /** Signals the process and waits for it to exit; the data folder it made goes too, unless it was killed (a crash a test restarts from). */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The gateway's entry as a process of its own, on 127.0.0.1, logging at info and stopping without a delay unless `env` says otherwise; for tests that read its start-up output themselves. */
export function spawnGatewayProcess(
  env: Env,
  { entry = 'source', inheritEnv = false }: Pick<GatewayProcessOptions, 'entry' | 'inheritEnv'> = {},
): GatewayProcess {
  const sourceBundle = process.env[SOURCE_BUNDLE_VARIABLE];
  const args =
    entry === 'build'
      ? [path.join(GATEWAY_ROOT, 'dist', 'main.js')]
      : sourceBundle
        ? [sourceBundle]
        : ['--import', 'tsx', path.join(GATEWAY_ROOT, 'src', 'main.ts')];
  return spawn(process.execPath, args, {
    cwd: path.resolve(GATEWAY_ROOT, '..'),
    // No load balancer waits on a test's gateway: it stops at once unless a test sets SHUTDOWN_DELAY_MS.
    env: {
      ...(inheritEnv ? process.env : { PATH: process.env.PATH }),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SHUTDOWN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const QUIET_LEVELS = new Set(['warn', 'error', 'fatal', 'silent']);

/**
 * Starts the gateway and answers once it listens; one that exits first, or takes longer than
 * `timeoutMs`, fails with its output. It stops by itself when this process exits.
 */
export async function startGatewayProcess(
  env: Env = {},
  options: GatewayProcessOptions = {},
): Promise<RunningGatewayProcess> {
  const { timeoutMs = 30_000, dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-gateway-')) } = options;
  // Logging at info, the gateway names the port the OS gave it ("gateway listening"); a quieter one
  // (a benchmark keeping request logs out of its figures) gets a free port and is asked /healthz.
  const quiet = QUIET_LEVELS.has(env.LOG_LEVEL ?? 'info');
  const port = quiet ? String(await freePort()) : '0';
  const child = spawnGatewayProcess({ DATA_DIR: dataDir, PORT: port, ...env }, options);
  const stopOnExit = () => child.kill('SIGKILL');
  process.once('exit', stopOnExit);

  const logs: Array<Record<string, unknown>> = [];
  const stdout: string[] = [];
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const lines = createInterface({ input: child.stdout });
  const listening = new Promise<string>((resolve) => {
    lines.on('line', (line) => {
      output += `${line}\n`;
      stdout.push(line);
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'gateway listening') resolve(String(entry.url));
      } catch {
        // not a log line
      }
    });
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`gateway did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const started = (address: string) => {
      clearTimeout(timer);
      resolve(address);
    };
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code}:\n${output}`));
    });
    if (quiet) void answersHealth(`http://127.0.0.1:${port}`, child).then(started);
    else void listening.then(started);
  });

  return {
    url,
    dataDir,
    child,
    logs,
    stdout,
    async stop(signal = 'SIGTERM') {
      process.off('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      if (signal !== 'SIGKILL' && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function answersHealth(url: string, child: GatewayProcess): Promise<string> {
  while (child.exitCode === null) {
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return url;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return new Promise(() => {}); // the exit handler has failed the start
}
