import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const GATEWAY_MAIN = path.join(REPO_ROOT, 'api-gateway', 'dist', 'main.js');

export interface RunningGateway {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the gateway logged, one parsed JSON line each. */
  logs: Array<Record<string, unknown>>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the production gateway on 127.0.0.1 with a port the OS picks and a fresh data
 * folder, and resolves once it listens. Stops by itself with the test process.
 */
export async function startGateway(env: Record<string, string> = {}, dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-e2e-'))): Promise<RunningGateway> {
  const child = spawn(process.execPath, [GATEWAY_MAIN], {
    cwd: REPO_ROOT,
    // LOG_LEVEL stays at info: the "gateway listening" line is how we learn the port.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        logs.push(entry);
        if (entry.msg === 'gateway listening') resolve(String(entry.url));
      } catch {
        // not a log line
      }
    });
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}: ${stderr}`)));
  });
  const stopOnExit = () => child.kill('SIGKILL');
  process.once('exit', stopOnExit);
  return {
    url,
    dataDir,
    process: child,
    logs,
    async stop(signal = 'SIGTERM') {
      process.off('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      if (signal !== 'SIGKILL') rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
