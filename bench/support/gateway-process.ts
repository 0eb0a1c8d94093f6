import { type Env, startGatewayProcess, type RunningGatewayProcess } from '@clinic/api-gateway/testing';

/** The production gateway with request logging off (it would measure the log pipe) and no rate limit. */
export function startQuietGateway({
  dataDir,
  env = {},
}: {
  dataDir?: string;
  env?: Env;
} = {}): Promise<RunningGatewayProcess> {
  return startGatewayProcess(
    { LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', ...env },
    { entry: 'build', inheritEnv: true, dataDir },
  );
}
