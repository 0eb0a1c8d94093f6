import path from 'node:path';
import { startGatewayProcess, type RunningGatewayProcess } from '../../api-gateway/src/testing/start-gateway-process.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The production gateway on 127.0.0.1, a port the OS picks and a fresh data folder, with the test's environment and `env` on top. */
export function startBuiltGateway(env: Record<string, string> = {}): Promise<RunningGatewayProcess> {
  return startGatewayProcess(env, { entry: 'build', inheritEnv: true });
}
