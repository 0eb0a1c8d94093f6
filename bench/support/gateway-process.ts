import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../api-gateway/src/testing/services.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface GatewayProcess {
  url: string;
  dataDir: string;
  /** SIGTERM, then the data folder goes once the process has exited. */
  stop(): Promise<void>;
}

/** The production gateway with request logging off (it would measure the log pipe), ready once /healthz answers. */
export async function startQuietGateway({ dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-bench-')), env = {} }: { dataDir?: string; env?: Record<string, string> } = {}): Promise<GatewayProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api-gateway', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`);
    if (await fetch(`${url}/healthz`).then((response) => response.ok, () => false)) break;
    if (tries > 400) throw new Error('gateway did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
