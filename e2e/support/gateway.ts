import path from 'node:path';
import { startGatewayProcess, type RunningGatewayProcess } from '@clinic/api-gateway/testing';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The production gateway on 127.0.0.1, a port the OS picks and a fresh data folder (or `dataDir`, kept after it
 * stops, which replicas share), with the test's environment and `env` on top.
 */
export function startBuiltGateway(
  env: Record<string, string> = {},
  { dataDir }: { dataDir?: string } = {},
): Promise<RunningGatewayProcess> {
  return startGatewayProcess(env, { entry: 'build', inheritEnv: true, ...(dataDir ? { dataDir } : {}) });
}
