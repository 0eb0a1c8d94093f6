import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltGateway } from './gateway.ts';

/**
 * One gateway on the embedded defaults for every test that needs nothing special, and a directory of this run's
 * own (E2E_RUN_DIR) where tests leave what they share, such as the locks of steps two tests may not run at once.
 */
export default async function globalSetup() {
  const runDir = mkdtempSync(path.join(tmpdir(), 'e2e-run-'));
  process.env.E2E_RUN_DIR = runDir;
  const gateway = await startBuiltGateway();
  process.env.E2E_BASE_URL = gateway.url;
  return async () => {
    await gateway.stop();
    rmSync(runDir, { recursive: true, force: true });
  };
}
