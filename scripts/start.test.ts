import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '@clinic/api-gateway/testing';

// `npm start` is how an operator on one machine runs the site: a SIGTERM to it (a service manager's stop)
// stops the gateway it started, renderers and all, instead of leaving it serving without its parent.
const ROOT = path.resolve(import.meta.dirname, '..');

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );

describe('npm start', () => {
  it('stops the gateway it started when it is sent SIGTERM', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
    const npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '0' },
      stdio: 'ignore',
    });
    try {
      const url = `http://127.0.0.1:${port}/healthz`;
      await expect.poll(() => answers(url), { timeout: 40_000, interval: 200 }).toBe(200);
      const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
      npm.kill('SIGTERM');
      await exited;
      await expect.poll(() => answers(url), { timeout: 10_000, interval: 200 }).toBe(0);
    } finally {
      npm.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
